// Keeping a submission that passed every check, so that no answer of success is ever given for
// one that is kept nowhere: D1 first (a transient failure tried once more, src/submissions/retry.ts);
// while D1 fails, parked in KV (src/submissions/parked.ts), which the scheduled job moves into D1 and
// then delivers like any stored submission; when KV fails too, nowhere, and the visitor gets their
// values back with the reason (answer.unsent). Each outcome but a plain insert logs one line with
// the request's reference and no personal data.
import type { Bindings } from '../env';
import type { Table } from '../submissions/columns';
import { park } from '../submissions/parked';
import { retryOnce } from '../submissions/retry';
import { insertOnce, storedId } from '../submissions/store';
import { currentLogScope, errorCause, logger } from '../log';
import { monthsBefore, retentionMonths } from '../privacy/policy';
import { subjectHash } from '../privacy/site-secret';
import type { StoredRow } from './definitions';

export type Kept =
  /** In D1: its id, or null when that idempotency key was stored before (nothing changed). */
  | { where: 'd1'; id: number | null }
  /** In KV until the scheduled job moves it. */
  | { where: 'parked' }
  | { where: 'nowhere' };

export async function keep(env: Bindings, table: Table, row: StoredRow, form: string): Promise<Kept> {
  let tries = 0;
  let stored: number | null;
  try {
    stored = await retryOnce(`insert ${table}`, () => {
      tries++;
      return insertOnce(env.LEADS_DB, table, row as Parameters<typeof insertOnce>[2]);
    });
  } catch (error) {
    return parkOrNot(env, table, row, form, errorCause(error));
  }
  // A retried insert may find the row its first try wrote before failing to answer: that row is
  // this submission (its delivery rows are made once either way, delivery/outbox.ts enqueue).
  if (stored === null && tries > 1) stored = await storedId(env.LEADS_DB, table, row.idempotency_key).catch(() => null);
  return { where: 'd1', id: stored };
}

async function parkOrNot(env: Bindings, table: Table, row: StoredRow, form: string, d1Cause: string): Promise<Kept> {
  try {
    // The erasure hash needs the hashing key, which without IP_HASH_SECRET lives in D1: without it,
    // erasure finds the entry by reading its value instead.
    const subject = await subjectHash(env, row.email).catch(() => undefined);
    const received = new Date(row.received_at);
    // The end of its retention period (monthsBefore with a negative count is months after).
    const expiresAt = monthsBefore(received, -retentionMonths(env));
    await park(env.PARKED_SUBMISSIONS, table, row, { subject, ray: currentLogScope()?.ray, expiresAt });
    logger.warn('submission.parked', { table, form, cause: d1Cause });
    return { where: 'parked' };
  } catch (error) {
    logger.error('submission.unsent', { table, form, cause: d1Cause, parkCause: errorCause(error) });
    return { where: 'nowhere' };
  }
}
