import { errorCause, logger } from '../../log';
import type { Table } from './columns';

/**
 * A submission the site has kept (stored in D1, or parked), marked in the location's cache by its
 * idempotency key, so that a retry of it the edge's limit would refuse (the visitor's connection
 * dropped before the answer, and the form sent it again past the minute's limit) still gets the
 * answer it was owed instead of a 429 for a post that is safe. The mark costs no D1 read or write
 * (the Cache API is free and local to the location, where a retry comes from); where it is
 * missing (another location, evicted, an hour later) the retry is refused as before and sent
 * again by the visitor, and the insert, keyed by the idempotency key, still keeps it once.
 */
const KEPT_SECONDS = 3600;

/** The keys the forms send: a fresh random token per view (src/shared/form-rules/fields.ts). */
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The location's cache (absent where the runtime has none, as in Node). */
const locationCache = () => (globalThis as { caches?: { default?: Cache } }).caches?.default;

const markUrl = (table: Table, key: string) => `https://kept-submissions.invalid/${table}/${key}`;

/** The idempotency key a post names, if it has the forms' shape (before the schema has read it). */
export function postedKey(value: unknown): string | null {
  return typeof value === 'string' && KEY.test(value) ? value : null;
}

export async function markKept(table: Table, key: string): Promise<void> {
  try {
    const mark = new Response(null, { headers: { 'Cache-Control': `max-age=${KEPT_SECONDS}` } });
    await locationCache()?.put(markUrl(table, key), mark);
  } catch (error) {
    logger.warn('form.kept_mark_failed', { table, cause: errorCause(error) });
  }
}

/** Whether this location marked the key kept (false when the cache cannot say). */
export async function wasKept(table: Table, key: string): Promise<boolean> {
  try {
    return (await locationCache()?.match(markUrl(table, key))) !== undefined;
  } catch {
    return false;
  }
}
