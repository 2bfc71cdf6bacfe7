import type { ContentChanges } from '../content/types';
import type { PerViewValues } from './per-view';
import type { Entry } from './store';
import { compile } from './template';
import { hex } from '../util/hex';

/**
 * The location tier of the HTML cache: the Cache API's `caches.default`, which every isolate of a
 * Cloudflare location shares. The in-isolate LRU (index.ts) is empty in an isolate that has just
 * started, which on a low-traffic site is where many visitors land; with this tier a page another
 * isolate of the location rendered is served without rendering (no React, no content reads), the
 * per-view values filled in exactly as on an in-isolate hit.
 *
 * What keeps it correct across isolates, where the in-isolate tier had one bindings object:
 * - The key holds this worker version (the `CF_VERSION_METADATA` binding: a new id for every
 *   upload, vars and secrets changes included) and a digest of every string binding (vars and
 *   secrets: a local `wrangler dev` restart or a test with other vars never meets another's pages).
 *   Without the binding the tier is off: nothing tells whose pages the cache would hold.
 * - Beside the page, the entry keeps its status, headers and the per-view values it was rendered
 *   with, so a reader splits it exactly as the writer would have (template.ts).
 * - Its lifetime: a day with embedded content, where the key covers every input of the page
 *   but the clock (the footer's year, the years of experience counted from the founding month);
 *   an hour with a CMS whose webhook is set up (each publish starts a new content generation,
 *   which is in the key; the hour bounds what a lost webhook leaves, the content cache itself
 *   refreshing every 5 minutes); with a CMS but no webhook, the in-isolate TTL (content may
 *   change at the CMS without anyone saying so).
 * - The Cache API does nothing on *.workers.dev hosts (match finds nothing, put stores nothing):
 *   there the tier simply never hits.
 */

/** Embedded content: the key covers everything but the clock. */
export const LOCATION_TTL_SECONDS = 86_400;
/** A CMS with its publish webhook: the generation covers each change, the hour a webhook lost. */
export const LOCATION_TTL_WEBHOOK_SECONDS = 3_600;
/** Path prefix of the cache keys, on the page's own origin (the Cache API keys by URL). */
const KEY_PATH = '/__html-cache/';

interface Stored {
  status: number;
  headers: [string, string][];
  values: [string, 'nonce' | 'token'][];
  expires: number;
}

const encoder = new TextEncoder();
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** Digest of a bindings object's version and string values, once per bindings object. */
const scopes = new WeakMap<object, Promise<string | undefined>>();
function scopeOf(env: object): Promise<string | undefined> {
  let scope = scopes.get(env);
  if (!scope) {
    const version = (env as { CF_VERSION_METADATA?: { id?: string } }).CF_VERSION_METADATA?.id;
    if (!version) scope = Promise.resolve(undefined);
    else {
      const strings = Object.entries(env)
        .filter(([, v]) => typeof v === 'string')
        .sort(([a], [b]) => (a < b ? -1 : 1));
      scope = sha256(`${version}\n${JSON.stringify(strings)}`);
    }
    scopes.set(env, scope);
  }
  return scope;
}

export interface LocationTier {
  /** The stored page under this in-isolate key, split for assembly; undefined on a miss. */
  get(key: string, now: number): Promise<Entry | undefined>;
  /** Stores a complete page with the values its view registered. */
  put(key: string, html: string, values: PerViewValues, status: number, headers: [string, string][], expires: number): Promise<void>;
  /** Seconds an entry lives here. */
  ttlSeconds: number;
}

/** The tier for this bindings object, or undefined where there is none (no version id, no Cache API). */
export async function locationTier(env: object, origin: string, ttlSeconds: number): Promise<LocationTier | undefined> {
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  if (!cache) return undefined;
  const scope = await scopeOf(env);
  if (!scope) return undefined;
  const url = async (key: string) => `${origin}${KEY_PATH}${await sha256(`${scope}\n${key}`)}`;
  return {
    ttlSeconds,
    async get(key, now) {
      const res = await cache.match(await url(key));
      if (!res) return undefined;
      const text = await res.text();
      const split = text.indexOf('\n');
      if (split < 0) return undefined;
      const stored = JSON.parse(text.slice(0, split)) as Stored;
      if (stored.expires <= now) return undefined;
      return compile(key, text.slice(split + 1), new Map(stored.values), stored.status, stored.headers, stored.expires);
    },
    async put(key, html, values, status, headers, expires) {
      const stored: Stored = { status, headers, values: [...values], expires };
      const body = `${JSON.stringify(stored)}\n${html}`;
      await cache.put(
        await url(key),
        new Response(body, { headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': `max-age=${ttlSeconds}` } }),
      );
    },
  };
}

/** Seconds a page may live in the location tier (see above), by how content changes (src/content/service.ts: contentChanges). */
export function locationTtlSeconds(changes: ContentChanges, isolateTtlSeconds: number): number {
  if (changes === 'never') return LOCATION_TTL_SECONDS;
  if (changes === 'announced') return LOCATION_TTL_WEBHOOK_SECONDS;
  return isolateTtlSeconds;
}
