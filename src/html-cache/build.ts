import type { PerViewValues } from './per-view';
import type { Entry } from './store';
import { compile } from './template';
import { hex } from '../util/hex';

/**
 * The build tier of the HTML cache: pages of the embedded content rendered at build time
 * (scripts/prerender-pages.mjs, run by scripts/build-client.mjs) by this worker's own code, kept
 * as static assets in the location tier's stored form (a line of JSON, then the page). A new
 * isolate whose location has not seen the page yet serves it from there ('HIT-BUILD') instead of
 * rendering: no React, no i18next, no content reads on a visitor's first view.
 *
 * A stored page is served only while it is the page this worker would render:
 * - the content is the embedded one (no CMS: its pages change without a build), checked by the caller;
 * - the same vars: the digest of the vars it was rendered with (wrangler.toml's [vars] and the
 *   deploy's SITE_URL, never secrets, which never reach a page) equals the running worker's;
 * - the same origin (without SITE_URL, canonical and share URLs are the request's origin);
 * - before `until`: the first instant a clock-dependent text would change (the footer's year and
 *   the years of experience counted from the founding month, both in UTC: src/company.ts);
 * - a plain path: no query parameter (the build renders none).
 * Anything else, a missing or damaged asset included, renders as before.
 *
 * How the build gets a page's stored form: it runs the worker in Miniflare with the build-only
 * binding PRERENDER_CAPTURE (a random string per build) and sends it back in CAPTURE_HEADER;
 * the HTML cache then answers with the stored form instead of the page (index.ts). No
 * deployed config sets that binding, so no deployed worker answers so.
 */

/** Where the build writes the stored pages (under public/) and the worker reads them through ASSETS. */
export const BUILD_DIR = '/__prerendered';
export const CAPTURE_HEADER = 'X-Prerender-Capture';
/** The header with the names of the vars the digest covers (the build's [vars]). */
export const CAPTURE_VARS_HEADER = 'X-Prerender-Vars';

/** The first line of a stored page. */
export interface BuiltMeta {
  status: number;
  headers: [string, string][];
  values: [string, 'nonce' | 'token'][];
  origin: string;
  until: number;
  vars: string[];
  digest: string;
}

/** Paths the build renders and the tier looks up: nothing that could leave BUILD_DIR. */
const PLAIN_PATH = /^(\/[a-z0-9][a-z0-9-]*)*\/?$/;

/** The asset of a page in a language, or undefined for a path the build never renders. */
export function builtAssetPath(lang: string, pathname: string): string | undefined {
  if (!PLAIN_PATH.test(pathname)) return undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  return `${BUILD_DIR}/${lang}${trimmed || '/index'}.txt`;
}

/**
 * The first instant (ms) at which a page rendered at `now` would say something else: the next
 * 1 January (the footer's year) or the next start of the founding month (a new year of
 * experience), whichever comes first, in UTC as src/company.ts counts them.
 */
export function clockLimit(founded: string, now: number): number {
  const d = new Date(now);
  const year = d.getUTCFullYear();
  const nextYear = Date.UTC(year + 1, 0, 1);
  const month = Number(/^\d{4}-(\d{2})$/.exec(founded)?.[1] ?? 1) - 1;
  let anniversary = Date.UTC(year, month, 1);
  if (anniversary <= now) anniversary = Date.UTC(year + 1, month, 1);
  return Math.min(nextYear, anniversary);
}

const encoder = new TextEncoder();
const digests = new WeakMap<object, Map<string, Promise<string>>>();
/**
 * Bindings objects whose vars are not the build's: every stored page of a build has the same
 * digest, so after one mismatch an isolate (a staging deploy, `wrangler dev`) reads no more.
 */
const otherVars = new WeakSet<object>();

/** Digest of the named string bindings (a missing one counts as absent), once per bindings object. */
export function varsDigest(env: object, names: readonly string[]): Promise<string> {
  let byNames = digests.get(env);
  if (!byNames) digests.set(env, (byNames = new Map()));
  const id = names.join('\n');
  let digest = byNames.get(id);
  if (!digest) {
    const record = env as Record<string, unknown>;
    const pairs = names.map((name) => [name, typeof record[name] === 'string' ? record[name] : null]);
    digest = crypto.subtle.digest('SHA-256', encoder.encode(JSON.stringify(pairs))).then(hex);
    byNames.set(id, digest);
  }
  return digest;
}

/** The stored form the build writes: the meta line, then the page. */
export function storedForm(meta: BuiltMeta, html: string): string {
  return `${JSON.stringify(meta)}\n${html}`;
}

const isMeta = (m: Partial<BuiltMeta> | null): m is BuiltMeta =>
  !!m &&
  typeof m.status === 'number' &&
  Array.isArray(m.headers) &&
  Array.isArray(m.values) &&
  typeof m.origin === 'string' &&
  typeof m.until === 'number' &&
  Array.isArray(m.vars) &&
  typeof m.digest === 'string';

/** The page the build stored for this request, split for assembly, or undefined where it may not serve. */
export async function builtPage(
  env: { ASSETS?: Fetcher },
  url: URL,
  lang: string,
  key: string,
  now: number,
  ttlMs: number,
): Promise<Entry | undefined> {
  const asset = builtAssetPath(lang, url.pathname);
  if (!env.ASSETS || !asset || url.search || otherVars.has(env)) return undefined;
  const res = await env.ASSETS.fetch(new Request(`https://assets.invalid${asset}`));
  if (!res.ok) {
    await res.body?.cancel();
    return undefined;
  }
  const text = await res.text();
  const split = text.indexOf('\n');
  if (split < 0) return undefined;
  const meta = JSON.parse(text.slice(0, split)) as Partial<BuiltMeta> | null;
  // The clock the page's texts read (the footer's `new Date()`), which a cache's own clock may not be.
  if (!isMeta(meta) || Date.now() >= meta.until || meta.origin !== url.origin) return undefined;
  if (meta.digest !== (await varsDigest(env, meta.vars))) {
    otherVars.add(env);
    return undefined;
  }
  const values: PerViewValues = new Map(meta.values);
  return compile(key, text.slice(split + 1), values, meta.status, meta.headers, now + Math.min(ttlMs, meta.until - Date.now()));
}
