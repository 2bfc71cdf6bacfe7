// D1 storage of leads, contact messages and privacy requests (tables in migrations/, columns in
// columns.ts). One insert for every way a submission reaches D1, the request's and the move of a
// parked one (parked-move.ts), and in the same batch its delivery rows: a stored submission that
// is pending delivery always has them, whatever fails after the batch.
import { COLUMNS, MANAGED_COLUMNS, type Insertable, type Table } from './columns';
import { enqueueByKey } from './delivery/outbox';
import type { Destination } from './delivery/outbox';

export type { Insertable, RowOf, Table } from './columns';
type Value = string | number | null;

/** A submission's row as its table stores it, by column name (what a form builds, what is parked). */
export type SubmissionRow = Record<string, Value> & { idempotency_key: string; received_at: string; email: string };

const MANAGED: readonly string[] = MANAGED_COLUMNS;

/** The columns an insert of this table sets, in the table's order. */
export function insertColumns<T extends Table>(table: T): Insertable<T>[] {
  return COLUMNS[table].filter((column): column is Insertable<T> => !MANAGED.includes(column));
}

/**
 * What a move must respect, as of the submission's own time: the person (keyed hash of the address)
 * erased since (nothing is inserted), or their marketing consent withdrawn since (inserted without it).
 */
export interface SubjectGuard {
  subject: string;
}

/**
 * A statement that must write exactly when the insert it joins inserts (the report's count of a
 * lead, src/analytics/measure/leads.ts), built on the insert's own condition: SQL with plain `?`
 * parameters, and their values. It runs in the insert's transaction, just before it, so both
 * happen or neither, however often the insert is retried or a parked copy moved.
 */
export type OnInsert = (when: { sql: string; params: Value[] }) => D1PreparedStatement;

/**
 * The report's lead counter (src/analytics/measure/leads.ts, a lazy module): a submission's OnInsert, if its
 * table holds leads; `view`, the post's view id (never stored with the row), gives it its view's LCP rating.
 */
export type LeadCounter = (db: D1Database, table: Table, row: SubmissionRow, view?: string) => OnInsert | undefined;

/** Whether insertStatement will insert the row: its key not stored yet, nor (a move) its person erased since. */
function insertsWhen(table: Table, row: SubmissionRow, guard?: SubjectGuard): { sql: string; params: Value[] } {
  const fresh = `NOT EXISTS (SELECT 1 FROM ${table} WHERE idempotency_key = ?)`;
  if (!guard) return { sql: fresh, params: [row.idempotency_key] };
  return {
    sql: `${fresh} AND NOT EXISTS (SELECT 1 FROM erasures WHERE subject_hash = ? AND erased_at >= ?)`,
    params: [row.idempotency_key, guard.subject, row.received_at],
  };
}

/**
 * The insert of one submission, once per idempotency key (RETURNING its id; nothing when the key is
 * stored already). Only the columns the row has: a column added after the row was built (a parked
 * one, from before a migration) takes its default rather than NULL.
 */
export function insertStatement(db: D1Database, table: Table, row: SubmissionRow, guard?: SubjectGuard): D1PreparedStatement {
  const columns = (insertColumns(table) as string[]).filter((column) => column in row);
  const values: Value[] = columns.map((column) => row[column] ?? null);
  // ?1 the subject hash, ?2 the row's received_at; the row's values follow.
  const revoked = 'EXISTS (SELECT 1 FROM revocations WHERE subject_hash = ?1 AND revoked_at >= ?2)';
  const select = columns.map((column, i) => {
    const value = `?${i + 3}`;
    if (!guard) return value;
    // consent_at stays: when the consent was given, as a revocation of a stored row leaves it.
    return column === 'marketing_consent' ? `CASE WHEN ${revoked} THEN 0 ELSE ${value} END` : value;
  });
  const where = guard ? 'NOT EXISTS (SELECT 1 FROM erasures WHERE subject_hash = ?1 AND erased_at >= ?2)' : '1';
  // SQLite needs a WHERE in an INSERT … SELECT that has an ON CONFLICT clause.
  return db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select.join(', ')} WHERE ${where}
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    )
    .bind(guard?.subject ?? null, row.received_at, ...values);
}

/**
 * Stores a submission and its delivery rows in one transaction (and what `also` adds, written only
 * with the row): the id of the new row, or null when the key was stored already (a double click, a
 * retry whose first try did commit, a parked copy moved twice), in which case the delivery rows the
 * first one made stand.
 */
export async function store(
  db: D1Database,
  table: Table,
  row: SubmissionRow,
  destinations: readonly Destination[],
  now: number,
  options: { guard?: SubjectGuard; also?: OnInsert } = {},
): Promise<number | null> {
  const { guard, also } = options;
  const statements = [insertStatement(db, table, row, guard)];
  if (also) statements.unshift(also(insertsWhen(table, row, guard)));
  if (destinations.length > 0) statements.push(enqueueByKey(db, table, row.idempotency_key, destinations, now));
  const results = await db.batch<{ id: number }>(statements);
  return results[also ? 1 : 0]?.results[0]?.id ?? null;
}

export async function isStored(db: D1Database, table: Table, idempotencyKey: string): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS found FROM ${table} WHERE idempotency_key = ?`).bind(idempotencyKey).first()) !== null;
}
