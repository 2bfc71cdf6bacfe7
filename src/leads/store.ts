// D1 storage of leads and contact messages (tables in migrations/0001_leads.sql, columns in columns.ts).
import { COLUMNS, type Column, type ManagedColumn, type Table } from './columns';

export type { Table } from './columns';

/** The columns an insert sets: all of them but those the database and delivery manage. */
export type Insertable<T extends Table> = Exclude<Column<T>, ManagedColumn>;
type Value = string | number | null;

export interface LeadRow {
  idempotency_key: string;
  received_at: string;
  form: 'standard' | 'strict' | 'diagnostic';
  placement: string | null;
  lang: string;
  page: string | null;
  name: string;
  company: string;
  position: string | null;
  phone: string;
  phone_e164: string | null;
  phone_valid: number;
  email: string;
  employees: string | null;
  segment: string | null;
  pain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  delivery_status: 'none' | 'pending';
}

export interface MessageRow {
  idempotency_key: string;
  received_at: string;
  lang: string;
  page: string | null;
  placement: string | null;
  name: string;
  email: string;
  country_code: string | null;
  country: string | null;
  ddd: string | null;
  phone_number: string | null;
  phone_e164: string | null;
  phone_valid: number | null;
  subject: string;
  message: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  user_agent: string | null;
  ip_hash: string | null;
  delivery_status: 'none' | 'pending';
}

/** What each table stores per submission; the types make a row name every insertable column. */
export interface RowOf {
  leads: LeadRow;
  contact_messages: MessageRow;
}

const MANAGED: readonly string[] = ['id', 'delivery_attempts', 'delivery_last_error', 'delivery_updated_at'] satisfies ManagedColumn[];

function insertColumns<T extends Table>(table: T): Insertable<T>[] {
  return COLUMNS[table].filter((column): column is Insertable<T> => !MANAGED.includes(column));
}

/**
 * Inserts once per idempotency key: the id of the new row, or null when that key is already
 * stored (a double click or a retry), in which case nothing changes.
 */
export async function insertOnce<T extends Table>(db: D1Database, table: T, row: Record<Insertable<T>, Value>): Promise<number | null> {
  const columns = insertColumns(table);
  const sql =
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ` +
    'ON CONFLICT (idempotency_key) DO NOTHING RETURNING id';
  const inserted = await db
    .prepare(sql)
    .bind(...columns.map((column) => row[column]))
    .first<{ id: number }>();
  return inserted?.id ?? null;
}

export async function isStored(db: D1Database, table: Table, idempotencyKey: string): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS found FROM ${table} WHERE idempotency_key = ?`).bind(idempotencyKey).first()) !== null;
}

/**
 * SHA-256 of the IP with a pepper, as hex: enough to spot abuse and to rate-limit, without keeping
 * the address. IP_HASH_SECRET (optional secret) makes the hashes impossible to brute-force back.
 */
export async function ipHash(ip: string, pepper = 'lean-digital-leads:v1'): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${pepper}:${ip}`));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}
