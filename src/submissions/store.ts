// D1 storage of leads, contact messages and privacy requests (tables in migrations/0001_leads.sql, columns in columns.ts).
import { COLUMNS, MANAGED_COLUMNS, type Insertable, type Table } from './columns';

export type { Insertable, RowOf, Table } from './columns';
type Value = string | number | null;

const MANAGED: readonly string[] = MANAGED_COLUMNS;

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
