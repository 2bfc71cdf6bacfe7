// A parsed form → the row its table stores: the columns every submission shares come in as
// `common`, each field of the form's definition fills its own columns (field.ts, `columnsOf`),
// and a column of the table this form does not ask for (another lead form's field) is NULL.
import { toE164 } from '../storage/phone-e164';
import { COLUMNS, MANAGED_COLUMNS, type RowOf, type Table } from '../storage/columns';
import type { FieldDef, FormDef } from '../../shared/form-rules/field';

/** The columns a submission records whatever the form: who, when, from where, under which notice and consent. */
export interface CommonColumns {
  idempotency_key: string;
  received_at: string;
  lang: string;
  page: string | null;
  placement: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** Where the visit started, the external site it came from, and the edge's country for the request. */
  landing_page: string | null;
  referrer_host: string | null;
  visitor_country: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  delivery_status: 'none' | 'pending';
  /** The privacy notice version the form showed (its date). */
  notice_version: string;
  /** 1 when the optional marketing checkbox was ticked. */
  marketing_consent: number;
  /** When that consent was given (the submission's time); null without consent. */
  consent_at: string | null;
}

type Value = string | number | null;

/** '' and absent are both stored as NULL. */
export const nullable = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

/** The columns one field fills from its parsed value. */
function fieldColumns(field: FieldDef, value: unknown): Record<string, Value> {
  if (field.control === 'lead-phone') {
    const phone = toE164(String(value));
    return { [field.column]: String(value), phone_e164: phone.e164, phone_valid: phone.valid ? 1 : 0 };
  }
  if (field.control === 'contact-phone') {
    const p = value as { countryCode: string; country?: string; ddd: string; phoneNumber: string } | undefined;
    const given = p && (p.ddd || p.phoneNumber) ? p : undefined;
    const phone = given ? toE164(`${given.countryCode}${given.ddd}${given.phoneNumber}`) : null;
    return {
      country_code: given ? given.countryCode : null,
      country: given ? given.country || null : null,
      ddd: given ? nullable(given.ddd) : null,
      phone_number: given ? nullable(given.phoneNumber) : null,
      phone_e164: phone?.e164 ?? null,
      phone_valid: phone ? (phone.valid ? 1 : 0) : null,
    };
  }
  return { [field.column]: nullable(typeof value === 'string' ? value : undefined) };
}

/**
 * The row builder of a form stored in `table`: `own` gives the table's columns that are neither
 * common nor a field (a lead's form variant, a privacy request's deadline).
 */
export function rowOf<T extends Table>(table: T, form: FormDef, own: (common: CommonColumns) => Record<string, Value> = () => ({})) {
  const managed: readonly string[] = MANAGED_COLUMNS;
  const columns = (COLUMNS[table] as readonly string[]).filter((column) => !managed.includes(column));
  return (input: Record<string, unknown>, common: CommonColumns): RowOf<T> => {
    const row: Record<string, Value> = {};
    for (const column of columns) row[column] = null;
    for (const [column, value] of Object.entries(common)) if (columns.includes(column)) row[column] = value;
    for (const field of form.fields) Object.assign(row, fieldColumns(field, input[field.name]));
    Object.assign(row, own(common));
    return row as RowOf<T>;
  };
}
