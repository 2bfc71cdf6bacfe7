// The stored columns of each table (migrations/0001_leads.sql creates them; a worker test checks
// that the two name the same columns), in the order the CSV export shows them. Storage inserts by
// these names and the export selects them: a column added to the migration is added here, once.

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
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'user_agent',
    'ip_hash',
    'delivery_status',
    'delivery_attempts',
    'delivery_last_error',
    'delivery_updated_at',
    'idempotency_key',
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
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'user_agent',
    'ip_hash',
    'delivery_status',
    'delivery_attempts',
    'delivery_last_error',
    'delivery_updated_at',
    'idempotency_key',
  ],
} as const;

export type Table = keyof typeof COLUMNS;
export type Column<T extends Table> = (typeof COLUMNS)[T][number];

/** Set by the database (id) or by delivery (attempts, errors): never part of an insert. */
export type ManagedColumn = 'id' | 'delivery_attempts' | 'delivery_last_error' | 'delivery_updated_at';
