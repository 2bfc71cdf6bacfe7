// D1 storage of leads, contact messages and privacy requests (tables in migrations/0001_leads.sql, columns in columns.ts).
import { COLUMNS, type Column, type ManagedColumn, type Table } from './columns';

export type { Table } from './columns';

/** The columns an insert sets: all of them but those the database and delivery manage. */
export type Insertable<T extends Table> = Exclude<Column<T>, ManagedColumn>;
type Value = string | number | null;

/** What every stored submission records: who, when, in which language, under which notice, from where. */
interface SubmissionRow {
  idempotency_key: string;
  received_at: string;
  lang: string;
  name: string;
  email: string;
  /** The privacy notice version the form showed (its date). */
  notice_version: string;
  user_agent: string | null;
  ip_hash: string | null;
  delivery_status: 'none' | 'pending';
}

/** A lead or contact form's submission: the page it came from, its campaign and the marketing consent. */
interface FormRow extends SubmissionRow {
  page: string | null;
  placement: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** 1 when the optional marketing checkbox was ticked. */
  marketing_consent: number;
  /** When that consent was given (the submission's time); null without consent. */
  consent_at: string | null;
}

export interface LeadRow extends FormRow {
  form: 'standard' | 'strict' | 'diagnostic';
  company: string;
  position: string | null;
  phone: string;
  phone_e164: string | null;
  phone_valid: number;
  employees: string | null;
  segment: string | null;
  pain: string | null;
}

export interface MessageRow extends FormRow {
  country_code: string | null;
  country: string | null;
  ddd: string | null;
  phone_number: string | null;
  phone_e164: string | null;
  phone_valid: number | null;
  subject: string;
  message: string;
}

/** What each table stores per submission; the types make a row name every insertable column. */
export interface RowOf {
  leads: LeadRow;
  contact_messages: MessageRow;
  privacy_requests: PrivacyRequestRow;
}

/** A data subject's request from the privacy page (LGPD art. 18). */
export interface PrivacyRequestRow extends SubmissionRow {
  /** The legal deadline for the full answer: received_at + 15 days. */
  due_at: string;
  request_type: string;
  details: string | null;
}

const MANAGED: readonly string[] = ['id', 'delivery_attempts', 'delivery_last_error', 'delivery_updated_at'] satisfies ManagedColumn[];

/** The columns an insert of this table sets, in the table's order. */
export function insertColumns<T extends Table>(table: T): Insertable<T>[] {
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

/** The id stored under an idempotency key, or null. */
export async function storedId(db: D1Database, table: Table, idempotencyKey: string): Promise<number | null> {
  const row = await db.prepare(`SELECT id FROM ${table} WHERE idempotency_key = ?`).bind(idempotencyKey).first<{ id: number }>();
  return row?.id ?? null;
}
