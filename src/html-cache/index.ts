import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { perViewOf, waitUntilOf } from '../routes/request-values';
import { LANG_TAG } from '../shared/languages';
import { cacheKey, isAnonymous, isStorable, storedHeaders } from './policy';
import { contentChanges, requestContentGeneration } from '../content/generation';
import { purgeCount, type Entry, Lru } from './store';
import { assemble, compile } from './template';
import { locationTier, locationTtlSeconds } from './location';
import { builtPage } from './build';
import { capturedPage, captureRequested } from './capture';

/**
 * Edge HTML cache: an in-isolate LRU of rendered pages, so a page is rendered once per isolate
 * per TTL instead of once per view (throughput against the static ceiling).
 *
 * What makes it safe:
 * - Key (policy.ts): bindings object × origin × URL family × resolved language × path × the
 *   allowed query parameters. The language is the one languageMiddleware resolved (cookie,
 *   geolocation, Accept-Language), so two languages never share an entry. Entries live per
 *   bindings object: workerd hands the same env to every request of an isolate, while the worker
 *   tests build a new one per request (so their pages are never cached across tests unless a
 *   test asks).
 * - Only anonymous GETs of a storable answer (policy.ts). React's marker of a Suspense boundary
 *   that failed on the server (`<!--$!-->`) is never stored.
 * - Per-view values are never served twice: the values the view registered
 *   (per-view.ts: the CSP nonce, form idempotency keys) are holes in the stored
 *   page (template.ts); a hit fills the nonce holes with this request's nonce (whose CSP header
 *   the security middleware sets after us) and each key with a fresh crypto.randomUUID(), the same
 *   one wherever the old one appeared. Content-Language comes from this request; Vary and the
 *   security headers are added by the outer middleware as on any render.
 * - Freshness: TTL 60 s by default (never above 300 s, the content cache's freshness), so a
 *   page is at most 60 s older than the content layer's answer. With a CMS, the key also holds
 *   the content generation (src/content/generation.ts) that the CMS webhook replaces: the
 *   isolate that gets the webhook stops serving older pages at once (and `purgeHtmlCache()`
 *   frees them), every other isolate as soon as it reads the new generation (within about 70 s).
 * - Behind the LRU, the build tier (build.ts): with embedded content, the pages the build
 *   rendered with this worker's code, read from the static assets while the vars, the origin and
 *   the clock are those they were rendered for, so a new isolate's first view of a page needs no
 *   React ('HIT-BUILD'). What still renders there: a CMS site's pages, previews and requests
 *   that are not anonymous, queries, pages outside the sitemap, a deploy with other vars.
 * - Then the location tier (location.ts): caches.default, shared by the isolates of a
 *   location, so an isolate that has just started serves what another rendered ('HIT-LOCATION').
 * - `HTML_CACHE` (a var): "isolate" keeps only the LRU, "off" none (the benchmark's
 *   without-cache figures, or an operator). The worker tests run with "isolate", so neither the
 *   build tier nor the location tier serves a test that does not ask for it.
 * - The build's way in (capture.ts): with the build-only binding PRERENDER_CAPTURE, which no
 *   deployed config sets, a request carrying its value gets the page's stored form.
 *
 * Wiring (src/app.tsx): after htmlCacheControl, before crawlerFullRender and the renderer.
 */

export { ALLOWED_QUERY, cacheKey } from './policy';
export { purgeHtmlCache, resetHtmlCacheState } from './purge';

export const HTML_CACHE_HEADER = 'X-Html-Cache';
export const DEFAULT_TTL_SECONDS = 60;
export const MAX_TTL_SECONDS = 300;

export interface HtmlCacheOptions {
  /** Seconds an entry is served (clamped to 1..300). Default 60. */
  ttlSeconds?: number;
  /** Entries per bindings object. Default 300. */
  maxEntries?: number;
  /** Bytes of HTML per bindings object. Default 8 MB (a Worker isolate has 128 MB). */
  maxBytes?: number;
  /** Clock in ms (tests). Default Date.now. */
  now?: () => number;
  /**
   * Whether the location tier (location.ts) is used. Default: unless `HTML_CACHE = "isolate"`
   * (the worker tests, whose many bindings objects share one version id and one cache).
   */
  location?: boolean;
}

/** Builds an HTML cache middleware; `htmlCache` below is the one the app uses. */
export function createHtmlCache(options: HtmlCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const ttlMs = Math.min(Math.max(options.ttlSeconds ?? DEFAULT_TTL_SECONDS, 1), MAX_TTL_SECONDS) * 1000;
  const maxEntries = options.maxEntries ?? 300;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const stores = new WeakMap<object, Lru>();
  const storeFor = (env: object): Lru => {
    let store = stores.get(env);
    if (!store) {
      store = new Lru(maxEntries, maxBytes);
      stores.set(env, store);
    }
    return store;
  };

  return async function htmlCache(c, next) {
    if (c.req.method !== 'GET' || (c.env as { HTML_CACHE?: string } | undefined)?.HTML_CACHE === 'off' || !c.env) return next();
    const url = new URL(c.req.url);
    if (!isAnonymous(c.req.raw, url)) {
      await next();
      c.res.headers.set(HTML_CACHE_HEADER, 'BYPASS');
      return;
    }
    if (captureRequested(c)) return capturedPage(c, next);
    const store = storeFor(c.env);
    const waitUntil = waitUntilOf(c);
    const content = (await requestContentGeneration(c.env, c.req.raw)).current;
    const key = cacheKey(url, c.var.family, c.var.lang, content);
    const nonce = c.get('secureHeadersNonce');

    const purgesAtRender = purgeCount();
    const hit = (entry: Entry, state: string) => {
      const headers = new Headers(entry.headers);
      headers.set('Content-Language', LANG_TAG[c.var.lang]);
      headers.set(HTML_CACHE_HEADER, state);
      const body = assemble(entry, nonce!);
      // In one piece, as crawlerFullRender (after us, skipped on a hit) sends a crawler a render.
      headers.set('Content-Length', String(body.byteLength));
      return new Response(body, { status: entry.status, headers });
    };
    const entry = store.get(key, now());
    if (entry && nonce) return hit(entry, 'HIT');

    const useLocation = nonce && (options.location ?? (c.env as { HTML_CACHE?: string }).HTML_CACHE !== 'isolate');
    // Not in this isolate: the build may have rendered it (build.ts says when it may serve). Asked
    // before the location: where the build's page may serve, it is the page any isolate of this
    // version would render, and the location's lookup would only add its cost.
    if (useLocation && contentChanges(c.env) === 'never') {
      const built = await builtPage(c.env, url, c.var.lang, key, now(), ttlMs).catch(() => undefined);
      if (built) {
        store.set(built, purgesAtRender);
        return hit(built, 'HIT-BUILD');
      }
    }

    // Another isolate of this location may have rendered it.
    const location = useLocation
      ? await locationTier(c.env, url.origin, locationTtlSeconds(contentChanges(c.env), ttlMs / 1000)).catch(() => undefined)
      : undefined;
    if (location) {
      const shared = await location.get(key, now()).catch(() => undefined);
      if (shared) {
        store.set({ ...shared, expires: Math.min(shared.expires, now() + ttlMs) }, purgesAtRender);
        return hit(shared, 'HIT-LOCATION');
      }
    }

    await next();
    const res = c.res;
    if (!nonce || !isStorable(res)) return;
    res.headers.set(HTML_CACHE_HEADER, 'MISS');
    if (!waitUntil) return; // nowhere to finish storing after the answer
    // The visitor gets the stream as it renders; the copy is stored once complete.
    const [toClient, toCache] = res.body!.tee();
    c.res = new Response(toClient, res);
    const headers = storedHeaders(res.headers);
    const status = res.status;
    waitUntil(
      new Response(toCache)
        .text()
        .then((html) => {
          if (html.includes('<!--$!-->')) return; // a Suspense boundary failed on the server
          // Read once the render is complete: every per-view value has been registered by then.
          const values = perViewOf(c).values();
          store.set(compile(key, html, values, status, headers, now() + ttlMs), purgesAtRender);
          if (!location || purgesAtRender !== purgeCount()) return;
          return location.put(key, html, values, status, headers, now() + location.ttlSeconds * 1000);
        })
        .catch(() => {
          // an aborted or failed render is simply not stored
        }),
    );
  };
}

/** The HTML cache of the app (wired in src/app.tsx). */
export const htmlCache = createHtmlCache();
