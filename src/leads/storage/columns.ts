// The stored columns of each table (migrations/ create them; a worker test checks that the two
// name the same columns), in the order the CSV export shows them. Storage inserts by these names
// and the export selects them. A form's own columns come from its definition
// (src/shared/form-rules/*-form.ts); the ones every submission has are listed here.
import { CONTACT_FORM } from '../../shared/form-rules/contact-form';
import { type ColumnsOf, type FieldDef, tableColumns } from '../../shared/form-rules/field';
import { DIAGNOSTIC_FORM, LEAD_FORM, STRICT_LEAD_FORM } from '../../shared/form-rules/lead-form';
import { PRIVACY_REQUEST_FORM } from '../../shared/form-rules/privacy-request-form';

/** Where a submission came from and how its delivery stands, then its key: in every table, in this order. */
const ORIGIN_AND_DELIVERY = [
  'user_agent',
  'ip_hash',
  'delivery_status',
  'delivery_attempts',
  'delivery_last_error',
  'delivery_updated_at',
  'idempotency_key',
] as const;

/** The last columns of both form tables (leads, contact messages), in the export's order. */
const FORM_TAIL = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  // Where the visit came from (the UTM columns above hold the landing URL's tags when the browser kept them).
  'landing_page',
  'referrer_host',
  'visitor_country',
  ...ORIGIN_AND_DELIVERY,
  'notice_version',
  'marketing_consent',
  'consent_at',
] as const;

/** The forms each table stores, the one whose labels the team's e-mail uses first. */
export const FORMS_OF = {
  leads: [DIAGNOSTIC_FORM, LEAD_FORM, STRICT_LEAD_FORM],
  contact_messages: [CONTACT_FORM],
  privacy_requests: [PRIVACY_REQUEST_FORM],
} as const;

type FieldsOf<T extends keyof typeof FORMS_OF> = (typeof FORMS_OF)[T][number]['fields'][number];
const fields = <T extends keyof typeof FORMS_OF>(table: T): ColumnsOf<FieldsOf<T> & FieldDef>[] =>
  tableColumns<FieldsOf<T> & FieldDef>(...(FORMS_OF[table] as readonly { fields: readonly (FieldsOf<T> & FieldDef)[] }[]));

export const COLUMNS = {
  leads: ['id', 'received_at', 'form', 'placement', 'lang', 'page', ...fields('leads'), ...FORM_TAIL],
  contact_messages: ['id', 'received_at', 'lang', 'page', 'placement', ...fields('contact_messages'), ...FORM_TAIL],
  privacy_requests: ['id', 'received_at', 'due_at', 'lang', ...fields('privacy_requests'), 'notice_version', ...ORIGIN_AND_DELIVERY],
} as const;

export type Table = keyof typeof COLUMNS;
/** Every table that stores submissions: the one list the jobs over all of them (retention, erasure, health, delivery) go through. */
export const TABLES = Object.keys(COLUMNS) as readonly Table[];
/** The tables whose rows are leads, for the report and the marketing tools: a privacy request is not one. */
export const LEAD_TABLES = ['leads', 'contact_messages'] as const satisfies readonly Table[];
/** SQL's list of TABLES (`IN (…)`) or LEAD_TABLES: the names are the code's own, never input. */
export const sqlList = (tables: readonly Table[]): string => tables.map((t) => `'${t}'`).join(', ');
export type Column<T extends Table> = (typeof COLUMNS)[T][number];

/** Set by the database (id) or by delivery (attempts, errors): never part of an insert. */
export const MANAGED_COLUMNS = ['id', 'delivery_attempts', 'delivery_last_error', 'delivery_updated_at'] as const;
export type ManagedColumn = (typeof MANAGED_COLUMNS)[number];

/** The columns an insert sets: all of them but those the database and delivery manage. */
export type Insertable<T extends Table> = Exclude<Column<T>, ManagedColumn>;

/** What one insert into a table stores: every insertable column, by name. */
export type RowOf<T extends Table> = Record<Insertable<T>, string | number | null>;
