import type { Bindings } from '../env';
import { bumpGeneration } from './store';

/** KV key of the purge version (in CONTENT_CACHE, outside the content layer's key prefix). */
export const VERSION_KEY = 'html-cache:version';
/** How often an isolate re-reads the purge version: another isolate's purge reaches it within this. */
const VERSION_CHECK_MS = 30_000;

/** Per isolate: last purge version seen in KV, and when it was last read. */
const versionState = { known: undefined as string | undefined, checkedAt: -Infinity, checking: false };

/**
 * Empties every HTML cache of this isolate and bumps the purge version in KV so the other
 * isolates empty theirs within 30 s. For the CMS webhook (and anything else that changes pages).
 */
export async function purgeHtmlCache(env: Pick<Bindings, 'CONTENT_CACHE'>): Promise<void> {
  bumpGeneration();
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  versionState.known = version;
  await env.CONTENT_CACHE.put(VERSION_KEY, version);
}

/**
 * At most every 30 s per isolate, in the background: empty the caches when another isolate
 * purged. KV cost: one read per isolate per 30 s of traffic.
 */
export function checkVersion(kv: KVNamespace | undefined, at: number, waitUntil: ((p: Promise<unknown>) => void) | undefined): void {
  if (versionState.checking || at - versionState.checkedAt < VERSION_CHECK_MS) return;
  if (!kv || !waitUntil) return;
  versionState.checking = true;
  versionState.checkedAt = at;
  waitUntil(
    kv
      .get(VERSION_KEY)
      .then((version) => {
        if (versionState.known !== undefined && version !== null && version !== versionState.known) bumpGeneration();
        if (version !== null) versionState.known = version;
      })
      .catch(() => {
        // KV unavailable: entries still expire by TTL
      })
      .finally(() => {
        versionState.checking = false;
      }),
  );
}

/** For tests: forget what the version check knows (a fresh isolate). */
export function resetHtmlCacheState(): void {
  bumpGeneration();
  versionState.known = undefined;
  versionState.checkedAt = -Infinity;
  versionState.checking = false;
}
