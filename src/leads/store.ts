// D1 storage of leads and contact messages (tables in migrations/0001_leads.sql).

export type Table = 'leads' | 'contact_messages';

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

/**
 * Inserts once per idempotency key: the id of the new row, or null when that key is already
 * stored (a double click or a retry), in which case nothing changes.
 */
export async function insertOnce(db: D1Database, table: Table, row: LeadRow | MessageRow): Promise<number | null> {
  const columns = Object.keys(row);
  const sql =
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ` +
    'ON CONFLICT (idempotency_key) DO NOTHING RETURNING id';
  const inserted = await db
    .prepare(sql)
    .bind(...columns.map((k) => (row as unknown as Record<string, unknown>)[k] ?? null))
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
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 32);
}
