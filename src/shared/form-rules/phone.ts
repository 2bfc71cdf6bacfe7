// Phone rules of Shared by the islands and the worker: the lead forms' single phone
// field here, the contact form's phone component in contact-phone.ts.
//
// Library choice: the browser keeps this light hand table (countries.ts, ~1.5 KB) instead of
// libphonenumber-js (min build ~30 KB gzip): the heaviest page may ship 80 KB gzip of JS in total
// and React alone takes ~60 KB. Acceptance follows the site's own rules (country code, digits per country), identical in browser and
// worker, so the server never rejects what the island accepted. The worker additionally runs
// libphonenumber-js (src/leads/storage/phone-e164.ts) to store a normalised E.164 number and a validity
// flag for the sales team, without ever refusing a submission on its verdict.
import { DEFAULT_COUNTRY_CODE, PHONE_DIGITS_MAX } from './limits';

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * Lead forms: the value is auto-prefixed with '+', and with +55 when no country is
 * given. A pasted '5511…' (12+ digits starting with 55) already names Brazil. Only '+' and
 * digits are kept, at most 15 digits.
 */
export function normalizeLeadPhone(value: string): string {
  const trimmed = value.trim();
  const digits = digitsOf(trimmed);
  if (!digits) return trimmed.startsWith('+') ? '+' : '';
  let full: string;
  if (trimmed.startsWith('+')) full = digits;
  else if (digits.startsWith('55') && digits.length >= 12) full = digits;
  else full = DEFAULT_COUNTRY_CODE.slice(1) + digits;
  return '+' + full.slice(0, PHONE_DIGITS_MAX);
}

/** Standard lead forms: at least 12 digits starting with 55, or 10 to 15 digits. */
export function isValidLeadPhone(value: string): boolean {
  const digits = digitsOf(value);
  return (digits.startsWith('55') && digits.length >= 12) || (digits.length >= 10 && digits.length <= PHONE_DIGITS_MAX);
}

/**
 * Strict variant: '+', first digit 1-9, up to 15 digits. The lower bound (8 digits) is the
 * phone component's 'between 8 and 15 digits': '+1' alone is no phone number.
 */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{7,14}$/;
