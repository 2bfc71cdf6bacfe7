// Who may post now. A submission that passed its schema and the honeypot is counted on every
// counter at once (rate-limit.ts), and refused when one is over:
//   - per visitor (the keyed IP hash), across every form and placement: nothing the visitor posts
//     names a bucket of its own, so one address sends at most VISITOR_LIMITS whatever it sends;
//   - per form placement and visitor, today's narrower limit under that;
//   - site-wide, the surge guard: past FORM_GUARD_PER_MINUTE posts in the last minute a flood from
//     many addresses is under way, and a visitor whose address sent nothing kept in the last 90 days
//     must pass a challenge (a visitor seen before is let through: a burst does not lock out the
//     people the site knows); past FORM_GUARD_PER_DAY posts in the day, every visitor must. With
//     Turnstile configured every post passes one anyway; without it, the visitor is asked to come
//     back later (429).
// Why a daily threshold beside the minute's, for everyone: a slow flood below the minute's
// threshold, or one from addresses it made "seen" the day before, would still spend the free
// plan's D1 writes for the day (docs/leads.md, the daily arithmetic), after which every real lead
// only parks. The day's threshold is that budget.
import { COLUMNS } from './columns';
import { FORM_LIMIT, VISITOR_LIMITS, countPost, peekCounts, type Count, type Counter } from './rate-limit';

export type Admission =
  | { ok: true }
  /** rateLimited: this visitor's limit; busy: the site's surge guard. */
  | { ok: false; reason: 'rateLimited' | 'busy'; retryAfter: number; scope: 'visitor' | 'form' | 'site' };

export interface SurgeGuard {
  perMinute: number;
  perDay: number;
}

/** Defaults: about a hundred times what the site receives on a good day, so only a flood trips them. */
export const SURGE_DEFAULTS: SurgeGuard = { perMinute: 10, perDay: 300 };
/** The longest Retry-After the guard asks for: a day's window may have hours left, the visitor is told to come back later. */
const MAX_RETRY_AFTER = 3600;

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

export interface Poster {
  /** The keyed IP hash. */
  hash: string;
  /** The form and its placement (or variant), as the per-form key names them. */
  form: string;
  /** Every post must pass Turnstile (configured): the surge guard asks nothing more. */
  challenged: boolean;
}

/**
 * Decides, then counts the post. A post some counter would refuse anyway is refused after one read
 * and no write: a flood, from one address or many, then costs D1 reads (5 million a day on the free
 * plan) rather than the writes real leads need (100,000). Throws when D1 does (the caller lets the
 * post through: a lead is worth more than a skipped limit, and the parking bound still holds).
 */
export async function admit(db: D1Database, poster: Poster, guard: SurgeGuard, at = Math.floor(Date.now() / 1000)): Promise<Admission> {
  const counters: Counter[] = [
    ...VISITOR_LIMITS.map((w) => ({ ...w, key: `visitor:${w.windowSeconds}:${poster.hash}` })),
    { ...FORM_LIMIT, key: `${poster.form}:${poster.hash}` },
    { key: 'site:60', max: guard.perMinute, windowSeconds: 60 },
    { key: 'site:86400', max: guard.perDay, windowSeconds: 86_400 },
  ];
  // Before: refused when one more would pass a limit. After counting: refused when this one did.
  const before = (await peekCounts(db, counters, at)).map((c, i) => ({ ...c, allowed: c.count < counters[i]!.max }));
  const early = await decide(db, poster, before);
  if (!early.ok) return early;
  return decide(db, poster, await countPost(db, counters, at));
}

/** The answer for these counts (the visitor's two windows, the form's, the site's two). */
async function decide(db: D1Database, poster: Poster, counts: Count[]): Promise<Admission> {
  const [visitor, form, site] = [counts.slice(0, VISITOR_LIMITS.length), counts[VISITOR_LIMITS.length]!, counts.slice(-2)];
  const over = (list: Count[]) => list.filter((c) => !c.allowed);
  const longest = (list: Count[]) => Math.max(1, ...list.map((c) => c.retryAfter));
  if (over(visitor).length) return { ok: false, reason: 'rateLimited', retryAfter: longest(over(visitor)), scope: 'visitor' };
  if (!form.allowed) return { ok: false, reason: 'rateLimited', retryAfter: longest([form]), scope: 'form' };
  const [minute, day] = site as [Count, Count];
  if (poster.challenged || (minute.allowed && day.allowed)) return { ok: true };
  if (day.allowed && (await seenBefore(db, poster.hash))) return { ok: true };
  return { ok: false, reason: 'busy', retryAfter: Math.min(longest(over(site)), MAX_RETRY_AFTER), scope: 'site' };
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
