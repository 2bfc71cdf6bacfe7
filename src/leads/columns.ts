// The stored columns of each table (migrations/ create them; a worker test checks
// that the two name the same columns), in the order the CSV export shows them. Storage inserts by
// these names and the export selects them: a column added to the migration is added here, once.

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
  ...ORIGIN_AND_DELIVERY,
  'notice_version',
  'marketing_consent',
  'consent_at',
] as const;

export const COLUMNS = {
  leads: [
    'id',
    'received_at',
    'form',
    'placement',
    'lang',
    'page',
    'name',
    'company',
    'position',
    'phone',
    'phone_e164',
    'phone_valid',
    'email',
    'employees',
    'segment',
    'pain',
    ...FORM_TAIL,
  ],
  contact_messages: [
    'id',
    'received_at',
    'lang',
    'page',
    'placement',
    'name',
    'email',
    'country_code',
    'country',
    'ddd',
    'phone_number',
    'phone_e164',
    'phone_valid',
    'subject',
    'message',
    ...FORM_TAIL,
  ],
  privacy_requests: [
    'id',
    'received_at',
    'due_at',
    'lang',
    'name',
    'email',
    'request_type',
    'details',
    'notice_version',
    ...ORIGIN_AND_DELIVERY,
  ],
} as const;

export type Table = keyof typeof COLUMNS;
export type Column<T extends Table> = (typeof COLUMNS)[T][number];

/** Set by the database (id) or by delivery (attempts, errors): never part of an insert. */
export type ManagedColumn = 'id' | 'delivery_attempts' | 'delivery_last_error' | 'delivery_updated_at';
