import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Bindings } from './env';
import { LANG_TAG } from './i18n/languages';

/**
 * Edge HTML cache: an in-isolate LRU of rendered pages, so a page is rendered once per isolate
 * per TTL instead of once per view (issue 6: throughput against the static ceiling).
 *
 * What makes it safe:
 * - Key: bindings object × origin × URL family × resolved language × path × the allowed query
 *   parameters. The language is the one languageMiddleware resolved (cookie, geolocation,
 *   Accept-Language), so two languages never share an entry. Entries live per bindings object:
 *   workerd hands the same env to every request of an isolate, while the worker tests build a
 *   new one per request (so their pages are never cached across tests unless a test asks).
 * - Only anonymous GETs of a 200 text/html answer with no Set-Cookie and no private/no-store
 *   Cache-Control; a request with any cookie other than the language and analytics ones (a flash
 *   or form cookie), an Authorization header, or a query parameter outside ALLOWED_QUERY passes
 *   straight through. React's marker of a Suspense boundary that failed on the server (`<!--$!-->`)
 *   is never stored.
 * - Per-view values are never served twice: the CSP nonce of the render that filled the entry is
 *   replaced, everywhere in the document, by this request's nonce (whose CSP header the security
 *   middleware sets after us); idempotency keys rendered into forms (an input named
 *   idempotency_key / idempotencyKey, a data-idempotency-key attribute, or an "idempotencyKey" /
 *   "idempotency_key" JSON property in island props) get a fresh crypto.randomUUID() per view, the
 *   same one wherever the old one appeared. Content-Language comes from this request; Vary and
 *   the security headers are added by the outer middleware as on any render.
 * - Freshness: TTL 60 s by default (never above 300 s, the content cache's freshness), so a
 *   page is at most 60 s older than the content layer's answer. `purgeHtmlCache(env)` (called by
 *   the CMS webhook) empties this isolate's cache at once and bumps a version key in KV; every
 *   other isolate re-reads that key at most every 30 s, in the background (waitUntil), and empties
 *   its cache when it changed. KV cost: one write per purge, one read per isolate per 30 s of traffic.
 * - `HTML_CACHE = "off"` (a var) turns it off: the benchmark's without-cache figures, or an operator.
 *
 * Wiring (src/app.tsx): after htmlCacheControl, before crawlerFullRender and the renderer:
 *   app.use(languageMiddleware); app.use(htmlCacheControl); app.use(htmlCache); app.use(crawlerFullRender); app.use(renderer);
 */

export const HTML_CACHE_HEADER = 'X-Html-Cache';
export const DEFAULT_TTL_SECONDS = 60;
export const MAX_TTL_SECONDS = 300;
/** KV key of the purge version (in CONTENT_CACHE, outside the content layer's key prefix). */
export const VERSION_KEY = 'html-cache:version';
const VERSION_CHECK_MS = 30_000;

/** Query parameters that select a different server-rendered page (blog archive filters and paging). */
export const ALLOWED_QUERY = ['category', 'tag', 'page'] as const;
/** Cookies that never change the HTML (beyond the language, which is part of the key). */
const NEUTRAL_COOKIE = /^(i18nextLng|_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*|__cf_bm|cf_clearance|__cflb|_cfuvid)$/;

export interface HtmlCacheOptions {
  /** Seconds an entry is served (clamped to 1..300). Default 60. */
  ttlSeconds?: number;
  /** Entries per bindings object. Default 300. */
  maxEntries?: number;
  /** Bytes of HTML per bindings object. Default 8 MB (a Worker isolate has 128 MB). */
  maxBytes?: number;
  /** Clock in ms (tests). Default Date.now. */
  now?: () => number;
}

type Slot = { kind: 'nonce' } | { kind: 'token'; index: number };

interface Entry {
  key: string;
  expires: number;
  /** The document split at every per-view value: parts[0] slot[0] parts[1] slot[1] … parts[n]. */
  parts: Uint8Array[];
  slots: Slot[];
  tokenCount: number;
  status: number;
  headers: [string, string][];
  bytes: number;
}

/** Bumped by a purge; a store that saw an older generation empties itself before use. */
let generation = 0;

class Lru {
  entries = new Map<string, Entry>();
  bytes = 0;
  generation = generation;
  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  private sync(): void {
    if (this.generation !== generation) {
      this.clear();
      this.generation = generation;
    }
  }

  get(key: string, now: number): Entry | undefined {
    this.sync();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(entry: Entry, filledAtGeneration: number): void {
    this.sync();
    // Rendered before a purge that happened while it streamed: stale already.
    if (filledAtGeneration !== generation) return;
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(entry.key);
    if (old) {
      this.entries.delete(entry.key);
      this.bytes -= old.bytes;
    }
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= e.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** Per isolate: last purge version seen in KV, and when it was last read. */
const versionState = { known: undefined as string | undefined, checkedAt: -Infinity, checking: false };

/**
 * Empties every HTML cache of this isolate and bumps the purge version in KV so the other
 * isolates empty theirs within 30 s. For the CMS webhook (and anything else that changes pages).
 */
export async function purgeHtmlCache(env: Pick<Bindings, 'CONTENT_CACHE'>): Promise<void> {
  generation++;
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  versionState.known = version;
  await env.CONTENT_CACHE.put(VERSION_KEY, version);
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
    const store = storeFor(c.env);
    checkVersion(c, now());
    const key = cacheKey(url, c.var.family, c.var.lang);
    const nonce = c.get('secureHeadersNonce');

    const entry = store.get(key, now());
    if (entry && nonce) {
      const headers = new Headers(entry.headers);
      headers.set('Content-Language', LANG_TAG[c.var.lang]);
      headers.set(HTML_CACHE_HEADER, 'HIT');
      return new Response(assemble(entry, nonce), { status: entry.status, headers });
    }

    const filledAt = generation;
    await next();
    const res = c.res;
    if (!nonce || !isStorable(res)) return;
    res.headers.set(HTML_CACHE_HEADER, 'MISS');
    let waitUntil: ((p: Promise<unknown>) => void) | undefined;
    try {
      const ctx = c.executionCtx;
      waitUntil = ctx.waitUntil.bind(ctx);
    } catch {
      return; // no execution context: nowhere to finish storing after the answer
    }
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
          store.set(compile(key, html, nonce, status, headers, now() + ttlMs), filledAt);
        })
        .catch(() => {
          // an aborted or failed render is simply not stored
        }),
    );
  };
}

/** The HTML cache of the app (wired in src/app.tsx). */
export const htmlCache = createHtmlCache();

export function cacheKey(url: URL, family: string, lang: string): string {
  const params = ALLOWED_QUERY.flatMap((name) => url.searchParams.getAll(name).map((v) => `${name}=${encodeURIComponent(v)}`));
  return `${url.origin}|${family}|${lang}|${url.pathname}${params.length ? `?${params.join('&')}` : ''}`;
}

function isAnonymous(req: Request, url: URL): boolean {
  if (req.headers.has('authorization')) return false;
  for (const name of url.searchParams.keys()) if (!(ALLOWED_QUERY as readonly string[]).includes(name)) return false;
  const header = req.headers.get('cookie');
  if (header) {
    for (const part of header.split(';')) {
      const name = part.split('=', 1)[0]!.trim();
      if (name && !NEUTRAL_COOKIE.test(name)) return false;
    }
  }
  return true;
}

function isStorable(res: Response): boolean {
  if (res.status !== 200 || !res.body) return false;
  if (!(res.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  if (res.headers.has('Set-Cookie')) return false;
  const cc = res.headers.get('Cache-Control') ?? '';
  return !/no-store|private/i.test(cc);
}

/** Headers that belong to the document; everything per request is re-issued by the middleware around. */
const PER_REQUEST_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'date',
  'vary',
  'content-language',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-html-cache',
]);

function storedHeaders(headers: Headers): [string, string][] {
  const out: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) out.push([name, value]);
  });
  return out;
}

/** Per-view tokens: idempotency keys in inputs, data attributes and island props. */
const TOKEN = '[A-Za-z0-9_-]{8,64}';
const TOKEN_PATTERNS = [
  // "idempotencyKey":"…" (island props JSON) and data-idempotency-key="…"
  new RegExp(`idempotency[_-]?key"?\\s*[:=]\\s*"(${TOKEN})"`, 'gi'),
];
const INPUT_TAG = /<input\b[^>]*>/gi;

function perViewTokens(html: string): string[] {
  const found = new Set<string>();
  for (const pattern of TOKEN_PATTERNS) for (const m of html.matchAll(pattern)) found.add(m[1]!);
  for (const m of html.matchAll(INPUT_TAG)) {
    const tag = m[0];
    if (!/\sname="idempotency[_-]?key"/i.test(tag)) continue;
    const value = new RegExp(`\\svalue="(${TOKEN})"`).exec(tag)?.[1];
    if (value) found.add(value);
  }
  return [...found];
}

const encoder = new TextEncoder();

function compile(key: string, html: string, nonce: string, status: number, headers: [string, string][], expires: number): Entry {
  const tokens = perViewTokens(html);
  const needles = [nonce, ...tokens].filter((n) => n.length > 0);
  const escaped = needles.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const splitter = new RegExp(escaped.join('|'), 'g');
  const parts: Uint8Array[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const m of html.matchAll(splitter)) {
    parts.push(encoder.encode(html.slice(last, m.index)));
    slots.push(m[0] === nonce ? { kind: 'nonce' } : { kind: 'token', index: tokens.indexOf(m[0]) });
    last = m.index! + m[0].length;
  }
  parts.push(encoder.encode(html.slice(last)));
  const bytes = parts.reduce((n, p) => n + p.byteLength, 0);
  return { key, expires, parts, slots, tokenCount: tokens.length, status, headers, bytes };
}

function assemble(entry: Entry, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce);
  const tokens = Array.from({ length: entry.tokenCount }, () => encoder.encode(crypto.randomUUID()));
  const values = entry.slots.map((s) => (s.kind === 'nonce' ? nonceBytes : tokens[s.index]!));
  const out = new Uint8Array(entry.bytes + values.reduce((n, v) => n + v.byteLength, 0));
  let at = 0;
  for (let i = 0; i < entry.parts.length; i++) {
    out.set(entry.parts[i]!, at);
    at += entry.parts[i]!.byteLength;
    const v = values[i];
    if (v) {
      out.set(v, at);
      at += v.byteLength;
    }
  }
  return out;
}

/** At most every 30 s per isolate, in the background: empty the caches when another isolate purged. */
function checkVersion(c: Parameters<MiddlewareHandler<AppEnv>>[0], at: number): void {
  if (versionState.checking || at - versionState.checkedAt < VERSION_CHECK_MS) return;
  const kv = c.env.CONTENT_CACHE;
  if (!kv) return;
  let waitUntil: (p: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = ctx.waitUntil.bind(ctx);
  } catch {
    return;
  }
  versionState.checking = true;
  versionState.checkedAt = at;
  waitUntil(
    kv
      .get(VERSION_KEY)
      .then((version) => {
        if (versionState.known !== undefined && version !== null && version !== versionState.known) {
          generation++;
        }
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
  generation++;
  versionState.known = undefined;
  versionState.checkedAt = -Infinity;
  versionState.checking = false;
}
