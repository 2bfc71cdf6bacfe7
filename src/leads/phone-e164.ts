// Server-only: libphonenumber-js (min metadata) turns what the visitor typed into E.164 for the
// CRM and flags numbers it considers invalid. It never decides whether a submission is accepted:
// the shared spec rules do (src/shared/forms/phone.ts), the same in the browser and here.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function toE164(phone: string): { e164: string | null; valid: boolean } {
  try {
    const parsed = parsePhoneNumberFromString(phone);
    return parsed ? { e164: parsed.number, valid: parsed.isValid() } : { e164: null, valid: false };
  } catch {
    return { e164: null, valid: false };
  }
}
