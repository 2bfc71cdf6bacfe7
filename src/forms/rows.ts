// A parsed form → the row its table stores. The columns every table shares (tracking, request,
// delivery) come in as `common`; each form adds its own fields.
import type { ContactInput } from '../shared/forms/contact-schema';
import type { LeadVariant } from '../shared/forms/lead-schema';
import { toE164 } from '../leads/phone-e164';
import type { LeadRow, MessageRow } from '../leads/store';

export type CommonColumns = Pick<
  LeadRow,
  | 'idempotency_key'
  | 'received_at'
  | 'lang'
  | 'page'
  | 'placement'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'user_agent'
  | 'ip_hash'
  | 'delivery_status'
>;

/** The fields the three lead forms may hold (each schema makes some of them required). */
export interface LeadFields {
  name: string;
  company: string;
  phone: string;
  email: string;
  pain?: string;
  position?: string;
  employees?: string;
  segment?: string;
}

/** '' and absent are both stored as NULL. */
export const nullable = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

export function leadRow(form: LeadVariant) {
  return (input: LeadFields, common: CommonColumns): LeadRow => {
    const phone = toE164(input.phone);
    return {
      ...common,
      form,
      name: input.name,
      company: input.company,
      position: nullable(input.position),
      phone: input.phone,
      phone_e164: phone.e164,
      phone_valid: phone.valid ? 1 : 0,
      email: input.email,
      employees: nullable(input.employees),
      segment: nullable(input.segment),
      pain: nullable(input.pain),
    };
  };
}

export function messageRow(input: ContactInput, common: CommonColumns): MessageRow {
  const p = input.contactPhone;
  const given = p && (p.ddd || p.phoneNumber) ? p : undefined;
  const phone = given ? toE164(`${given.countryCode}${given.ddd}${given.phoneNumber}`) : null;
  return {
    ...common,
    name: input.contactName,
    email: input.contactEmail,
    country_code: given ? given.countryCode : null,
    country: given ? (given.country ?? null) : null,
    ddd: given ? nullable(given.ddd) : null,
    phone_number: given ? nullable(given.phoneNumber) : null,
    phone_e164: phone?.e164 ?? null,
    phone_valid: phone ? (phone.valid ? 1 : 0) : null,
    subject: input.contactSubject,
    message: input.contactMessage,
  };
}
