// Beacons are written in batches, per isolate: the first beacon of a batch schedules its flush a
// moment later and hands that flush to its request's waitUntil; every beacon that joins the batch
// hands the same flush to its own waitUntil. So each counted beacon is covered by a waitUntil of
// a request that carried it, and an isolate that ends after its last request still finishes the
// write (the runtime keeps it alive for waitUntil), while the beacons of one moment share one D1
// round trip and one row per combination.
import type { Dims } from './dims';
import { checkSeen } from './seen';
import { addCount, type CountRow, forgetStopped, keepViewLcp, markStopped, spend, spent, writeCounts } from './store';
import { foldUnknown, forgetValues } from './values';
import { errorCause, logger } from '../../log';
import type { BeaconEvent } from '../../shared/beacon-protocol';

export interface Hit {
  event: BeaconEvent;
  at: number;
  /** The day it is counted under: `at`'s day in the site's time zone (src/util/local-day.ts). */
  day: string;
  hash: string;
  /** The view's id, the browser's: repeated beacons of one view count once. */
  view: string;
  dims: Dims;
}

/** What a batch may write: rows a day (ANALYTICS_DAILY_WRITES), distinct values a day per dimension (values.ts). */
export interface Limits {
  budget: number;
  values: number;
}

interface Batch {
  db: D1Database;
  limits: Limits;
  hits: Hit[];
  done: Promise<void>;
}

/** How long a batch waits for more beacons before it is written (waitUntil allows 30 s after the answer). */
let flushDelayMs = 5000;
/**
 * The day's budget row is brought up to date once this many rows are written, or this long after
 * its last update: one more row per batch would make a quiet site's lone view cost three rows
 * instead of two. What an isolate had not added when it ends is a few rows the guard does not see.
 */
const SPEND_EVERY_ROWS = 50;
const SPEND_EVERY_MS = 60_000;
let unspent = 0;
let spentAt = 0;
/** A batch written at once, whatever the delay, past this many beacons. */
const BATCH_MAX = 200;
/** Beacons one visitor hash may have counted per minute (per isolate): enough for a person, nothing for a flood. */
export const HASH_PER_MINUTE = 30;

let current: Batch | undefined;
const perMinute = new Map<string, { minute: number; n: number }>();
const seenKeys = new Set<string>();

/** For tests: write batches at once (0) or after `ms`. */
export function setFlushDelay(ms: number): void {
  flushDelayMs = ms;
}

/** For tests: forget the per-minute counts and the recent beacons. */
export function resetBatchState(): void {
  perMinute.clear();
  seenKeys.clear();
  current = undefined;
  unspent = 0;
  spentAt = 0;
  forgetValues();
  forgetStopped();
}

/**
 * Whether the hash may have one more beacon counted this minute, and whether this beacon was
 * already taken (the same view, event, placement and kind): both kept in memory, bounded.
 */
export function admit(hit: Hit): boolean {
  const minute = Math.floor(hit.at / 60_000);
  const entry = perMinute.get(hit.hash);
  if (entry && entry.minute === minute && entry.n >= HASH_PER_MINUTE) return false;
  const key = `${hit.hash}|${hit.view}|${hit.event}|${hit.dims.placement}|${hit.dims.detail}`;
  if (seenKeys.has(key)) return false;
  if (seenKeys.size >= 20_000) seenKeys.clear();
  seenKeys.add(key);
  if (perMinute.size >= 20_000) perMinute.clear();
  perMinute.set(hit.hash, entry && entry.minute === minute ? { minute, n: entry.n + 1 } : { minute, n: 1 });
  return true;
}

/** Adds a beacon to the isolate's batch; the batch's flush goes to `waitUntil`. */
export function enqueue(db: D1Database, limits: Limits, hit: Hit, waitUntil: (p: Promise<unknown>) => void): void {
  if (!current || current.db !== db) {
    const batch: Batch = { db, limits, hits: [], done: Promise.resolve() };
    batch.done = new Promise<void>((resolve) => setTimeout(resolve, flushDelayMs)).then(() => flush(batch));
    current = batch;
  }
  const batch = current;
  batch.hits.push(hit);
  if (batch.hits.length >= BATCH_MAX) current = undefined;
  waitUntil(batch.done);
}

async function flush(batch: Batch): Promise<void> {
  if (current === batch) current = undefined;
  const { db, hits } = batch;
  if (hits.length === 0) return;
  try {
    const days = [...new Set(hits.map((h) => h.day))];
    const allowed = new Set<string>();
    for (const day of days) if ((await spent(db, day)) < batch.limits.budget) allowed.add(day);
    const kept = hits.filter((h) => allowed.has(h.day));
    if (kept.length < hits.length) {
      logger.warn('analytics.budget_spent', { dropped: hits.length - kept.length, budget: batch.limits.budget });
      for (const day of days) if (!allowed.has(day)) await markStopped(db, day, hits.find((h) => h.day === day)!.at);
    }
    let valueRows = 0;
    for (const day of allowed)
      valueRows += await foldUnknown(
        db,
        day,
        kept.filter((h) => h.day === day).map((h) => h.dims),
        batch.limits.values,
      );
    const { checks, rowsWritten: visitorRows } = await checkSeen(
      db,
      kept.map((h) => ({
        day: h.day,
        hash: h.hash,
        event: h.event,
        view: h.view,
        path: h.dims.path,
        detail: h.dims.detail,
        placement: h.dims.placement,
      })),
    );
    const counts = new Map<string, CountRow>();
    const lcp: { view: string; day: string; rating: string }[] = [];
    let repeated = 0;
    for (const [i, hit] of kept.entries()) {
      const check = checks[i]!;
      if (!check.counted) {
        repeated++;
        continue;
      }
      const [metric, rating] = hit.dims.detail.split(':');
      if (hit.event === 'vital' && metric === 'lcp' && rating) lcp.push({ view: hit.view, day: hit.day, rating });
      const visitors = check.newVisitor ? 1 : 0;
      const pageVisitors = check.newPage ? 1 : 0;
      addCount(counts, { ...hit.dims, day: hit.day, event: hit.event, count: 1, visitors, page_visitors: pageVisitors });
    }
    const countRows = await writeCounts(db, counts.values(), keepViewLcp(db, lcp));
    // Charged to the batch's last day (a batch across midnight is a few seconds' worth).
    unspent += visitorRows + countRows + valueRows;
    const now = Date.now();
    if (unspent >= SPEND_EVERY_ROWS || (unspent > 0 && now - spentAt >= SPEND_EVERY_MS)) {
      const rows = unspent;
      unspent = 0;
      spentAt = now;
      await spend(db, days[days.length - 1]!, rows);
    }
    logger.info('analytics.flushed', {
      beacons: hits.length,
      repeated,
      rows: counts.size,
      rowsWritten: visitorRows + countRows + valueRows,
    });
  } catch (error) {
    // Measurement is best effort: a failed write loses this batch's counts, never a lead.
    logger.warn('analytics.flush_failed', { beacons: hits.length, cause: errorCause(error) });
  }
}
