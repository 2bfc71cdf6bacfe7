// Per-IP submission limit, a fixed window counted in D1 (one row per form and IP hash): no extra
// binding to create, atomic with one upsert. A retry of an already stored submission (same
// idempotency key) and invalid posts (422) do not count.

/** 5 submissions per 10 minutes per IP hash and per form (lead placement or contact). */
export const RATE_LIMIT = { max: 5, windowSeconds: 600 } as const;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (the Retry-After header). */
  retryAfter: number;
}

export async function hitRateLimit(
  db: D1Database,
  key: string,
  now = Math.floor(Date.now() / 1000),
  limit: { max: number; windowSeconds: number } = RATE_LIMIT,
): Promise<RateLimitResult> {
  // SQLite evaluates every SET expression against the old row, so both CASEs see the old window.
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`,
    )
    .bind(key, now, limit.windowSeconds)
    .first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  const windowStart = row?.window_start ?? now;
  return { allowed: count <= limit.max, retryAfter: Math.max(1, windowStart + limit.windowSeconds - now) };
}

/** Drops windows that ended long ago (run after a submission, through waitUntil). */
export async function pruneRateLimits(db: D1Database, now = Math.floor(Date.now() / 1000)): Promise<void> {
  await db
    .prepare('DELETE FROM rate_limits WHERE window_start < ?')
    .bind(now - 2 * RATE_LIMIT.windowSeconds)
    .run();
}
