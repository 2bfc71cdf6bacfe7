// Keeping a submission that passed every check, so that no answer of success is ever given for
// one that is kept nowhere: D1 first, the row and its delivery rows in one batch (store.ts; a
// transient failure tried once more, retry.ts); while D1 fails, parked in KV (parked.ts), which the
// scheduled job moves into D1 and then delivers like any stored submission (parked-move.ts); when
// KV fails too, nowhere, and the visitor gets their values back with the reason.
//
// The parking is bounded per visitor: while D1 fails the D1 rate limit cannot count, and KV's free
// plan takes 1,000 writes a day for the whole account, so one address parks at most
// PARK_PER_VISITOR_PER_DAY submissions a UTC day (two writes each: the entry and the visitor's
// counter), a fiftieth of the day's writes; past that it is refused (429) rather than spending the
// writes real visitors will need. Each outcome but a plain insert logs one line with the request's
// reference and no personal data.
import { currentLogScope, errorCause, logger } from '../../log';
import { monthsBefore, retentionMonths } from '../../privacy/policy';
import { subjectHash } from '../../privacy/site-secret';
import type { Table } from './columns';
import type { Destination } from './delivery/outbox';
import { park } from './parked';
import { retryOnce } from './retry';
import { type OnInsert, store, type SubmissionRow } from './store';

export type Kept =
  /** In D1 with its delivery rows: its id, or null when the key was stored already (by a first try that did commit, or a double post). */
  | { where: 'd1'; id: number | null; retried: boolean }
  /** In KV until the scheduled job moves it. */
  | { where: 'parked' }
  /** Over the visitor's parking bound: refused, nothing kept. */
  | { where: 'refused'; retryAfter: number }
  | { where: 'nowhere' };

/** Submissions one IP hash may park per UTC day. */
export const PARK_PER_VISITOR_PER_DAY = 10;

type KeepEnv = { LEADS_DB: D1Database; PARKED_SUBMISSIONS: KVNamespace; IP_HASH_SECRET?: string; DATA_RETENTION_MONTHS?: string };

export interface Keeping {
  /** The form, for the log lines. */
  form: string;
  /** The destinations that will take it: its delivery rows. */
  destinations: readonly Destination[];
  /** The visitor's keyed IP hash (null when it could not be made). */
  ipHash: string | null;
  now: number;
  /** Its count for the report (a lead), written with the row (store.ts); a parked one is counted by its move. */
  counted?: OnInsert;
}

export async function keep(env: KeepEnv, table: Table, row: SubmissionRow, k: Keeping): Promise<Kept> {
  let tries = 0;
  try {
    const id = await retryOnce(`insert ${table}`, () => {
      tries++;
      return store(env.LEADS_DB, table, row, k.destinations, k.now, { also: k.counted });
    });
    return { where: 'd1', id, retried: tries > 1 };
  } catch (error) {
    return parkOrNot(env, table, row, k, errorCause(error));
  }
}

async function parkOrNot(env: KeepEnv, table: Table, row: SubmissionRow, k: Keeping, d1Cause: string): Promise<Kept> {
  const kv = env.PARKED_SUBMISSIONS;
  const day = new Date(k.now).toISOString().slice(0, 10);
  const counter = `quota:${day}:${k.ipHash ?? 'unknown'}`;
  const parkedToday = await countOf(kv, counter);
  const nextDay = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  if (parkedToday >= PARK_PER_VISITOR_PER_DAY) {
    logger.warn('submission.park_refused', { table, form: k.form, cause: d1Cause, parkedToday });
    return { where: 'refused', retryAfter: Math.ceil((nextDay - k.now) / 1000) };
  }
  try {
    // The erasure hash needs the hashing key, which without IP_HASH_SECRET lives in D1: without it,
    // erasure finds the entry by reading its value instead.
    const subject = await subjectHash(env, row.email).catch(() => undefined);
    const received = new Date(row.received_at);
    // The end of its retention period (monthsBefore with a negative count is months after).
    const expiresAt = monthsBefore(received, -retentionMonths(env));
    await park(kv, table, row, { subject, ray: currentLogScope()?.ray, expiresAt });
    logger.warn('submission.parked', { table, form: k.form, cause: d1Cause });
  } catch (error) {
    logger.error('submission.unsent', { table, form: k.form, cause: d1Cause, parkCause: errorCause(error) });
    return { where: 'nowhere' };
  }
  // Counted once it is parked; the counter goes with its day (an hour's grace: COUNTERS_KEPT_HOURS).
  await kv
    .put(counter, String(parkedToday + 1), { expiration: Math.floor(nextDay / 1000) + 3600 })
    .catch((error: unknown) => logger.warn('submission.park_uncounted', { table, cause: errorCause(error) }));
  return { where: 'parked' };
}

/** The visitor's parkings today; 0 when unreadable (the park that follows says whether KV works at all). */
async function countOf(kv: KVNamespace, counter: string): Promise<number> {
  try {
    return Number(await kv.get(counter)) || 0;
  } catch {
    return 0;
  }
}
