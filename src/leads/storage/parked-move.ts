// The scheduled job's move of parked submissions (parked.ts) into D1, as a queue consumer with a
// dead-letter queue does it: oldest first (privacy requests before all, for their legal deadline);
// an entry D1 refuses, or that cannot be read, is tried again after a growing wait, and after
// MAX_MOVE_ATTEMPTS it is set aside (a dead letter: logged as an error, counted in the pipeline's
// health, still found by access, erasure and retention) so that it never holds up the entries behind
// it; parked-setback.ts records that, keeping an erasure or revocation made meanwhile. While D1 itself is down nothing is counted against an entry: the look ends and the next one
// tries again.
//
// A look's work is bounded whatever waits: one D1 probe, at most MOVE_LISTS (3) KV lists (parked.ts listForMove),
// EXPIRE_LIMIT deletes of entries past retention, TRY_LIMIT entries tried and MOVE_LIMIT moved (each
// one read, one D1 batch, one delete; or, failing, two D1 reads and a write recording the failure).
import { errorCause, logger } from '../../log';
import { monthsBefore, retentionMonths } from '../../privacy/policy';
import { subjectHash } from '../../privacy/site-secret';
import type { Table } from './columns';
import type { Destination } from './delivery';
import { expireParked, listForMove, listParked, moveKey, moveOrder, readParked, rekey, type Parked, type ParkedRow } from './parked';
import { isTransient } from './retry';
import { setBackRefused } from './parked-setback';
import { type LeadCounter, store } from './store';

export { MAX_MOVE_ATTEMPTS, moveBackoffMs } from './parked-setback';

/** Entries moved into D1 per look: 120 an hour, so a day of parking at its free-plan bound (500) drains in about four hours. */
export const MOVE_LIMIT = 10;
/** Entries tried per look, failures included: refused ones ahead still leave room for valid ones behind them. */
export const TRY_LIMIT = 12;
/** Entries past their retention period deleted per look (KV's 1,000 operations per invocation, its 1,000 deletes a day). */
export const EXPIRE_LIMIT = 50;
/**
 * The scheduled job looks for parked entries every this many minutes (at minutes divisible by it):
 * a KV list each time, and the free plan allows 1,000 a day (every minute would be 1,440). A
 * parked submission reaches D1 within about this long once D1 answers.
 */
export const PARKED_CHECK_MINUTES = 5;

export function parkedCheckDue(time: number): boolean {
  return Math.floor(time / 60_000) % PARKED_CHECK_MINUTES === 0;
}

export interface ParkedReport {
  /** Moved into D1 this look. */
  moved: number;
  /** Erased for being past their retention period. */
  expired: number;
  /** Refused by D1 or unreadable this look (tried again later, or set aside). */
  failed: number;
  /** Still parked and waiting to be moved (D1 failing, a backlog, or waiting out a backoff). */
  waiting: number;
  /** Set aside as dead letters (in view of this look). */
  deadLetters: number;
}

type ParkedEnv = { LEADS_DB: D1Database; PARKED_SUBMISSIONS: KVNamespace; IP_HASH_SECRET?: string; DATA_RETENTION_MONTHS?: string };

type Outcome = { moved: number | null } | 'gone' | { refused: string; raw: string } | 'down';

/**
 * One look: expire what retention says is over, then move the due entries, each isolated from the
 * others. While D1 does not answer, nothing can move: the look lists nothing (KV's lists are few),
 * but once an hour, when it still expires what retention says is over, which needs no D1. A lead is
 * counted for the report by its move (`counter`), in the move's transaction: once, whatever is retried.
 */
export async function runParked(
  env: ParkedEnv,
  destinationsOf: (table: Table) => Destination[],
  now: Date,
  counter?: LeadCounter,
): Promise<ParkedReport> {
  const kv = env.PARKED_SUBMISSIONS;
  const report: ParkedReport = { moved: 0, expired: 0, failed: 0, waiting: 0, deadLetters: 0 };
  const d1Up = await answers(env.LEADS_DB);
  if (!d1Up && Math.floor(now.getTime() / 60_000) % 60 !== 0) return report;
  const isDue = (e: Parked) => !e.meta.d && (e.meta.t ?? 0) <= now.getTime();
  // While D1 does not answer nothing moves: no list past the first pages looks for entries to move.
  const { entries } = await listForMove(kv, isDue, d1Up ? TRY_LIMIT : 0);
  if (entries.length === 0) return report;
  const cutoff = monthsBefore(now, retentionMonths(env)).toISOString();
  report.expired = await expireParked(kv, entries, cutoff, EXPIRE_LIMIT);
  const live = entries.filter((e) => e.meta.at >= cutoff);
  report.deadLetters = live.filter((e) => e.meta.d).length;
  const due = d1Up ? live.filter(isDue).sort(moveOrder) : [];
  let tries = 0;
  const d1 = { answered: false };
  for (const entry of due) {
    if (report.moved >= MOVE_LIMIT || tries >= TRY_LIMIT) break;
    tries++;
    const outcome = await moveOne(env, entry, { destinations: destinationsOf(entry.table), counter }, now.getTime(), d1);
    if (outcome === 'down') break;
    if (outcome === 'gone') continue;
    if ('moved' in outcome) {
      report.moved++;
      continue;
    }
    report.failed++;
    if ((await setBackRefused(env, entry, outcome, now.getTime())) === 'dead') report.deadLetters++;
  }
  report.waiting = live.length - report.moved - report.deadLetters;
  return report;
}

/** `d1.answered`: a probe of D1 succeeded earlier in this look (one probe a look is enough). */
async function moveOne(
  env: ParkedEnv,
  entry: Parked,
  to: { destinations: Destination[]; counter?: LeadCounter },
  now: number,
  d1: { answered: boolean },
): Promise<Outcome> {
  const kv = env.PARKED_SUBMISSIONS;
  const { raw, row } = await readParked(kv, entry.key);
  // Moved by an earlier look, or erased, since the listing.
  if (raw === null) return 'gone';
  if (!row) return { refused: 'unreadable', raw };
  let id: number | null;
  try {
    id = await moveParked(env, entry, row, to, now);
  } catch (error) {
    const cause = errorCause(error).slice(0, 120);
    // A transient error with D1 answering a probe is this entry's own: it counts against it.
    if (isTransient(error) && !(d1.answered ||= await answers(env.LEADS_DB))) {
      logger.warn('submission.move_failed', { table: entry.table, parkedBy: entry.meta.r ?? null, cause, d1: 'down' });
      return 'down';
    }
    return { refused: cause, raw };
  }
  // id null: D1 had it already (a resubmission, or an earlier move), or its person was erased since.
  logger.info('submission.moved', { table: entry.table, id, parkedBy: entry.meta.r ?? null });
  return { moved: id };
}

/**
 * Moves one parked submission into D1 in one transaction (store.ts): the row (unless its key is
 * stored already, or its person was erased after it was received; without the marketing consent
 * when they withdrew it after), with its count for the report when it is a lead and is inserted,
 * then its delivery rows when it is pending delivery. The erasure and
 * revocation are read from D1 inside the insert, so one done while this move runs, after it read
 * the entry, still holds. Run twice (a KV delete not yet seen everywhere), it changes nothing the
 * second time. Then the entry leaves KV. The id, or null when nothing was inserted.
 */
export async function moveParked(
  env: ParkedEnv,
  entry: Parked,
  row: ParkedRow,
  to: { destinations: readonly Destination[]; counter?: LeadCounter },
  now: number,
) {
  const subject = await subjectHash(env, row.email);
  const { destinations } = to;
  const stored = { ...row, delivery_status: destinations.length > 0 ? 'pending' : 'none' };
  const also = to.counter?.(env.LEADS_DB, entry.table, stored);
  const id = await store(env.LEADS_DB, entry.table, stored, destinations, now, { guard: { subject }, also });
  await env.PARKED_SUBMISSIONS.delete(entry.key);
  return id;
}

async function answers(db: D1Database): Promise<boolean> {
  try {
    await db.prepare('SELECT 1').first();
    return true;
  } catch {
    return false;
  }
}

/** Dead letters one redrive sends back per call (each a KV write). */
export const REDRIVE_LIMIT = 100;

/**
 * Sends dead letters back to the move, as a queue's redrive does: once the operator has fixed
 * what D1 refused (a migration, a column), their attempts start again at the next look. How many.
 */
export async function redriveParked(kv: KVNamespace): Promise<number> {
  const { entries } = await listParked(kv);
  const dead = entries.filter((e) => e.meta.d).slice(0, REDRIVE_LIMIT);
  let sent = 0;
  for (const entry of dead) {
    const raw = await kv.get(entry.key, 'text');
    if (raw === null) continue;
    const { n: _n, t: _t, d: _d, e: _e, ...meta } = entry.meta;
    await rekey(kv, entry, moveKey(entry.key), raw, meta);
    sent++;
  }
  return sent;
}
