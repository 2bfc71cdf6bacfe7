// Per-destination delivery state in D1 (migrations/0003_delivery.sql). Every change of state is one
// statement, so a request and the scheduled job racing for the same row cannot both send it: the
// UPDATE that claims a row only matches it while it is due, and D1 runs statements one at a time.
import type { Table } from '../columns';

export type Destination = 'webhook' | 'email' | 'rdstation';
export const DESTINATIONS: readonly Destination[] = ['webhook', 'email', 'rdstation'];

export interface Claimed {
  source: Table;
  row_id: number;
  destination: Destination;
  /** Attempts including the one this claim starts. */
  attempts: number;
}

export type Outcome = { ok: true } | { ok: false; error: string; permanent: boolean };

/** A claim outlives any one attempt (sends time out after 8 s); after it a crashed attempt is retried. */
export const LEASE_MS = 60_000;
/** Attempts per destination before it is marked failed: about 8.5 hours of retries with the backoff below. */
export const MAX_ATTEMPTS = 10;

/** Wait after a failed attempt: 1, 2, 4 … minutes, at most 2 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 120) * 60_000;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One pending row per destination, due at once, for the submission stored under an idempotency key
 * (a statement to batch after its insert, whose id is not known yet): only while it is pending
 * delivery and has no rows. Whoever makes them first (the request, or the scheduled job moving a
 * parked copy into D1), each destination gets one row.
 */
export function enqueueByKey(
  db: D1Database,
  source: Table,
  key: string,
  destinations: readonly Destination[],
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO deliveries (source, row_id, destination, status, next_attempt_at, created_at, updated_at)
       SELECT ?1, t.id, d.value, 'pending', ?3, ?3, ?3 FROM ${source} AS t, json_each(?4) AS d
       WHERE t.idempotency_key = ?2 AND t.delivery_status = 'pending'
         AND NOT EXISTS (SELECT 1 FROM deliveries AS x WHERE x.source = ?1 AND x.row_id = t.id)
       ON CONFLICT DO NOTHING`,
    )
    .bind(source, key, iso(now), JSON.stringify(destinations));
}

/**
 * Claims up to `limit` due rows (pending and due, or sending with an expired lease), oldest due
 * first, optionally only those of one submission (by id, or by idempotency key when the request
 * that stored it never learnt its id); each claim counts as an attempt.
 */
export async function claim(
  db: D1Database,
  now: number,
  limit: number,
  only?: { source: Table; rowId: number } | { source: Table; key: string },
): Promise<Claimed[]> {
  return (await claimStatement(db, now, limit, only).all<Claimed>()).results;
}

/** The statement of claim(), to batch with what must be read in the same transaction. */
export function claimStatement(
  db: D1Database,
  now: number,
  limit: number,
  only?: { source: Table; rowId: number } | { source: Table; key: string },
): D1PreparedStatement {
  const filter = !only
    ? ''
    : 'rowId' in only
      ? 'AND source = ?3 AND row_id = ?4'
      : `AND source = ?3 AND row_id = (SELECT id FROM ${only.source} WHERE idempotency_key = ?4)`;
  const sql = `UPDATE deliveries SET status = 'sending', attempts = attempts + 1, lease_until = ?1, updated_at = ?2
    WHERE rowid IN (
      SELECT rowid FROM deliveries
      WHERE ((status = 'pending' AND next_attempt_at <= ?2) OR (status = 'sending' AND lease_until <= ?2)) ${filter}
      ORDER BY next_attempt_at LIMIT ?5
    )
    RETURNING source, row_id, destination, attempts`;
  return db
    .prepare(sql)
    .bind(iso(now + LEASE_MS), iso(now), only?.source ?? null, only ? ('rowId' in only ? only.rowId : only.key) : null, limit);
}

/** Where a delivery stands after an attempt. */
export type Settled = 'delivered' | 'pending' | 'failed';

/**
 * Records an attempt's outcome (delivered; retried after the backoff; or failed for good) and the
 * submission's summary in its own delivery_* columns, which the CSV exports show: one batch.
 */
export async function settle(db: D1Database, item: Claimed, outcome: Outcome, now: number): Promise<Settled> {
  const at = iso(now);
  const done: Settled = outcome.ok ? 'delivered' : outcome.permanent || item.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  const error = outcome.ok ? null : outcome.error.slice(0, 500);
  const next = done === 'pending' ? iso(now + backoffMs(item.attempts)) : at;
  const key = [item.source, item.row_id];
  await db.batch([
    db
      .prepare(
        `UPDATE deliveries SET status = ?, last_error = ?, next_attempt_at = ?, lease_until = NULL, updated_at = ?,
         delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END
         WHERE source = ? AND row_id = ? AND destination = ?`,
      )
      .bind(done, error, next, at, done, at, ...key, item.destination),
    db
      .prepare(
        `UPDATE ${item.source} SET
           delivery_status = (SELECT CASE WHEN SUM(status = 'failed') > 0 THEN 'failed'
             WHEN SUM(status <> 'delivered') > 0 THEN 'pending' ELSE 'delivered' END
             FROM deliveries WHERE source = ?1 AND row_id = ?2),
           delivery_attempts = (SELECT SUM(attempts) FROM deliveries WHERE source = ?1 AND row_id = ?2),
           delivery_last_error = (SELECT destination || ': ' || last_error FROM deliveries
             WHERE source = ?1 AND row_id = ?2 AND last_error IS NOT NULL ORDER BY updated_at DESC LIMIT 1),
           delivery_updated_at = ?3
         WHERE id = ?2`,
      )
      .bind(...key, at),
  ]);
  return done;
}

/**
 * Waits between tries of a settle whose write failed, the last one repeated: growing, so a D1 that
 * is down for seconds is not hammered.
 */
export const SETTLE_RETRY_MS: readonly number[] = [250, 1000, 2000, 4000];
/**
 * How long after its claim an outcome's write is still tried: far inside the lease (LEASE_MS), so
 * no other invocation claims the row (and sends it again) meanwhile, and inside the time an
 * invocation has for its work (about 30 s after a request's answer, or for a scheduled run).
 */
export const SETTLE_WITHIN_MS = 20_000;

/** The retries of outcome writes an invocation may still spend (each is one D1 query, of the 50 an invocation has). */
export interface RetryBudget {
  left: number;
}

/**
 * settle(), tried again while D1 refuses the write, until SETTLE_WITHIN_MS after the claim (`now`)
 * or the invocation's retries are spent: after a successful send, a lost status update would let
 * the lease expire and the scheduled job send the submission a second time. Throws the last error
 * once the tries are spent (the caller logs it and remembers the send elsewhere: index.ts).
 */
export async function settleWithRetry(
  db: D1Database,
  item: Claimed,
  outcome: Outcome,
  now: number,
  budget: RetryBudget = { left: Number.POSITIVE_INFINITY },
): Promise<Settled> {
  for (let i = 0; ; i++) {
    try {
      return await settle(db, item, outcome, now);
    } catch (error) {
      const wait = SETTLE_RETRY_MS[Math.min(i, SETTLE_RETRY_MS.length - 1)]!;
      if (budget.left <= 0 || Date.now() + wait > now + SETTLE_WITHIN_MS) throw error;
      budget.left--;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** What the operator endpoint lists: rows in a state (failed by default), newest first. */
export async function listDeliveries(db: D1Database, status: string, limit = 200): Promise<Record<string, unknown>[]> {
  const { results } = await db
    .prepare('SELECT * FROM deliveries WHERE status = ? ORDER BY updated_at DESC LIMIT ?')
    .bind(status, limit)
    .all<Record<string, unknown>>();
  return results;
}

/** Makes failed rows due again with a fresh attempt count (all of them, or one submission's). */
export async function resend(
  db: D1Database,
  now: number,
  only?: { source: Table; rowId: number; destination?: Destination },
): Promise<number> {
  const where = only ? 'AND source = ? AND row_id = ? AND (? IS NULL OR destination = ?)' : '';
  const args = only ? [only.source, only.rowId, only.destination ?? null, only.destination ?? null] : [];
  const res = await db
    .prepare(`UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE status = 'failed' ${where}`)
    .bind(iso(now), iso(now), ...args)
    .run();
  return res.meta.changes ?? 0;
}
