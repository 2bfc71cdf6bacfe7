// Operators read leads as CSV: GET /api/export/leads.csv and /api/export/messages.csv with
// `Authorization: Bearer <LEADS_EXPORT_TOKEN>`.
import { toCsv } from './csv';
import type { Table } from './store';

export const EXPORT_COLUMNS: Record<Table, readonly string[]> = {
  leads: [
    'id', 'received_at', 'form', 'placement', 'lang', 'page', 'name', 'company', 'position', 'phone', 'phone_e164',
    'phone_valid', 'email', 'employees', 'segment', 'pain', 'utm_source', 'utm_medium', 'utm_campaign', 'user_agent',
    'ip_hash', 'delivery_status', 'delivery_attempts', 'delivery_last_error', 'delivery_updated_at', 'idempotency_key',
  ],
  contact_messages: [
    'id', 'received_at', 'lang', 'page', 'placement', 'name', 'email', 'country_code', 'country', 'ddd', 'phone_number',
    'phone_e164', 'phone_valid', 'subject', 'message', 'utm_source', 'utm_medium', 'utm_campaign', 'user_agent', 'ip_hash',
    'delivery_status', 'delivery_attempts', 'delivery_last_error', 'delivery_updated_at', 'idempotency_key',
  ],
};

/** Every row (optionally received at or after `since`, an ISO date or time), oldest first. */
export async function exportCsv(db: D1Database, table: Table, since?: string): Promise<string> {
  const columns = EXPORT_COLUMNS[table];
  const where = since ? 'WHERE received_at >= ?' : '';
  const stmt = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ${where} ORDER BY id`);
  const { results } = await (since ? stmt.bind(since) : stmt).all<Record<string, unknown>>();
  return toCsv(columns, results);
}

/** Compares two secrets in constant time (both hashed first, so lengths leak nothing either). */
export async function safeEqual(a: string, b: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [x, y] = await Promise.all([crypto.subtle.digest('SHA-256', enc.encode(a)), crypto.subtle.digest('SHA-256', enc.encode(b))]);
  const ua = new Uint8Array(x);
  const ub = new Uint8Array(y);
  let diff = 0;
  for (let i = 0; i < ua.length; i++) diff |= ua[i]! ^ ub[i]!;
  return diff === 0;
}
