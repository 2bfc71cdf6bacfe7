// Who may post now, once the edge's rate limiter (http/edge-limit.ts: per address and minute, no
// D1) let the post through and it passed its schema and the honeypot. Two steps, so that only an
// admitted post costs a D1 write:
//   1. `admission`, reads only: the visitor's day (the keyed IP hash, across every form and
//      placement: at most VISITOR_DAY a day whatever it posts), and the site's surge guard. Past
//      FORM_GUARD_PER_MINUTE admitted posts in the last minute a flood from many addresses is under
//      way, and a visitor whose address sent nothing kept in the last 90 days must pass a
//      challenge (a visitor seen before is let through: a burst does not lock out the people the
//      site knows); past FORM_GUARD_PER_DAY posts in the day, every visitor must. The challenge is
//      Turnstile when configured (every post passes it then anyway), else the site's own
//      proof of work (src/leads/forms/challenge.ts): the guard never leaves a real visitor with a
//      refusal they cannot pass.
//   2. `countAdmitted`, after the challenge: the post counted on the visitor's day and the site's
//      two windows, in one batch. A post refused by a limit, a failed challenge or a bot's post
//      writes nothing.
// Why a daily threshold beside the minute's, for everyone: a slow flood below the minute's
// threshold, or one from addresses it made "seen" the day before, would still spend the free
// plan's D1 writes for the day (src/leads/README.md, the daily arithmetic), after which every real lead
// only parks. The day's threshold is that budget: past it every post costs its sender a challenge.
import { COLUMNS } from './columns';
import { VISITOR_DAY, countPost, peekCounts, type Count, type Counter } from './rate-limit';

export type Admission =
  /** challenge: the surge guard asks this visitor to pass a challenge first. */
  | { ok: true; challenge: boolean }
  /** This visitor's day is spent: the wait is the true one, until its window ends. */
  | { ok: false; reason: 'rateLimited'; retryAfter: number; scope: 'visitor' };

export interface SurgeGuard {
  perMinute: number;
  perDay: number;
}

/** Defaults: about a hundred times what the site receives on a good day, so only a flood trips them. */
export const SURGE_DEFAULTS: SurgeGuard = { perMinute: 10, perDay: 300 };

const positive = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value?.trim() ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The surge guard's thresholds from the vars; a missing or invalid value takes the default. */
export function surgeGuard(env: { FORM_GUARD_PER_MINUTE?: string; FORM_GUARD_PER_DAY?: string }): SurgeGuard {
  return {
    perMinute: positive(env.FORM_GUARD_PER_MINUTE, SURGE_DEFAULTS.perMinute),
    perDay: positive(env.FORM_GUARD_PER_DAY, SURGE_DEFAULTS.perDay),
  };
}

/** The counters of one post: the visitor's day, the site's minute and day. */
function counters(hash: string, guard: SurgeGuard): [Counter, Counter, Counter] {
  return [
    { ...VISITOR_DAY, key: `visitor:${VISITOR_DAY.windowSeconds}:${hash}` },
    { key: 'site:60', max: guard.perMinute, windowSeconds: 60 },
    { key: 'site:86400', max: guard.perDay, windowSeconds: 86_400 },
  ];
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Whether this visitor (the keyed IP hash) may post now and whether the guard asks a challenge
 * first: one or two D1 reads, no write. Throws when D1 does (the caller lets the post through: a
 * lead is worth more than a skipped limit, and the parking bound still holds).
 */
export async function admission(db: D1Database, hash: string, guard: SurgeGuard, at = now()): Promise<Admission> {
  const list = counters(hash, guard);
  const [visitor, minute, day] = (await peekCounts(db, list, at)) as [Count, Count, Count];
  // Refused when one more would pass the limit.
  if (visitor.count >= list[0].max)
    return { ok: false, reason: 'rateLimited', retryAfter: Math.max(1, visitor.retryAfter), scope: 'visitor' };
  if (day.count >= guard.perDay) return { ok: true, challenge: true };
  if (minute.count >= guard.perMinute) return { ok: true, challenge: !(await seenBefore(db, hash)) };
  return { ok: true, challenge: false };
}

/**
 * Counts an admitted post (after its challenge, when one was asked): one batch of three upserts.
 * Refused when the visitor's day went over meanwhile (two posts racing past the read).
 */
export async function countAdmitted(db: D1Database, hash: string, guard: SurgeGuard, at = now()): Promise<Admission> {
  const [visitor] = await countPost(db, counters(hash, guard), at);
  if (visitor && !visitor.allowed) return { ok: false, reason: 'rateLimited', retryAfter: visitor.retryAfter, scope: 'visitor' };
  return { ok: true, challenge: false };
}

/** Whether a submission from this address is stored (the hash is kept 90 days, then cleared). */
async function seenBefore(db: D1Database, hash: string): Promise<boolean> {
  const tables = Object.keys(COLUMNS);
  const row = await db
    .prepare(`SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${t} WHERE ip_hash = ?1)`).join(' OR ')} AS seen`)
    .bind(hash)
    .first<{ seen: number }>();
  return row?.seen === 1;
}
