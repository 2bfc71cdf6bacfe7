// Counters of posts in fixed windows, kept in D1 (one row per key and window): no extra binding to
// create, each counter one atomic upsert, and all of a post's counters in one batch (one round trip).
// Every key that counts a visitor ends with their keyed IP hash, so erasure finds its rows
// (privacy/subject.ts). Only admitted posts are counted (submissions/admission.ts): a retry of an
// already stored submission (same idempotency key), invalid posts (422), a bot's and a refused
// post never are.

export interface Window {
  max: number;
  windowSeconds: number;
}

export interface Counter extends Window {
  key: string;
}

export interface Count {
  key: string;
  /** Posts counted in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (the Retry-After header). */
  retryAfter: number;
}

/**
 * Per visitor (IP hash), across every form and placement, in a day: a person sends a form or two,
 * an office a few more. The minute's limit per address is the edge's (http/edge-limit.ts), which
 * costs no D1 write; only this day needs a counter that outlives a minute.
 */
export const VISITOR_DAY: Window = { max: 20, windowSeconds: 86_400 };
/**
 * Hours a counter row (and a parking counter in KV, submissions/keep.ts) lives at most: its longest
 * window, a day, plus the hour the scheduled clean-up may take to drop it. The privacy notice states it.
 */
export const COUNTERS_KEPT_HOURS = 25;

const now = () => Math.floor(Date.now() / 1000);

const of = (c: Counter, row: { count: number; window_start: number } | undefined, at: number): Count => {
  const count = row?.count ?? 1;
  const start = row?.window_start ?? at;
  return { key: c.key, count, allowed: count <= c.max, retryAfter: Math.max(1, start + c.windowSeconds - at) };
};

/** Counts one post on every counter, in one batch: each counter's state after it. */
export async function countPost(db: D1Database, counters: readonly Counter[], at = now()): Promise<Count[]> {
  // SQLite evaluates every SET expression against the old row, so each CASE sees the old window.
  const upsert = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count, window_seconds) VALUES (?1, ?2, 1, ?3)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END,
       window_seconds = ?3
     RETURNING count, window_start`,
  );
  const results = await db.batch<{ count: number; window_start: number }>(counters.map((c) => upsert.bind(c.key, at, c.windowSeconds)));
  return counters.map((c, i) => of(c, results[i]?.results[0], at));
}

/**
 * The counters' states without counting (a count of 0 when the window is over or never began), in
 * one read: a post a counter would refuse anyway is refused before it costs a write.
 */
export async function peekCounts(db: D1Database, counters: readonly Counter[], at = now()): Promise<Count[]> {
  const { results } = await db
    .prepare('SELECT key, count, window_start FROM rate_limits WHERE key IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(counters.map((c) => c.key)))
    .all<{ key: string; count: number; window_start: number }>();
  return counters.map((c) => {
    const row = results.find((r) => r.key === c.key && r.window_start > at - c.windowSeconds);
    return row ? of(c, row, at) : { key: c.key, count: 0, allowed: true, retryAfter: 0 };
  });
}

/** The statement that drops the windows that are over (the scheduled retention batches it). */
export function pruneCounters(db: D1Database, at = now()): D1PreparedStatement {
  return db.prepare('DELETE FROM rate_limits WHERE window_start + window_seconds <= ?').bind(at);
}
