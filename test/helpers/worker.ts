import { env } from 'cloudflare:test';
import { app } from '../../src/app';
import type { Bindings } from '../../src/env';
import { HTML_CACHE_HEADER } from '../../src/html-cache';
import { withStylesheet } from './html';

export const ORIGIN = 'https://www.example.com';

type Init = RequestInit & { cf?: Record<string, unknown>; envOverrides?: Partial<Bindings> };

/**
 * Calls the app as the worker would. `cf` sets request.cf (the edge geolocation); the origin is
 * a public host so cf is trusted. waitUntil work is collected and awaited before returning.
 */
export async function request(path: string, init: Init = {}): Promise<Response> {
  const { cf, envOverrides, ...rest } = init;
  const req = new Request(path.startsWith('http') ? path : ORIGIN + path, { ...rest, cf } as RequestInit);
  const { ctx, pending } = executionContext();
  const res = await app.fetch(req, { ...(env as unknown as Bindings), ...envOverrides }, ctx);
  await Promise.all(pending);
  return res;
}

/**
 * A page from one bindings object kept across calls, as workerd gives an isolate (the HTML cache
 * and the prerendered parts live per bindings object); redirects are not followed.
 */
export async function pageWith(bindings: Bindings, path: string, init: RequestInit = {}) {
  const { ctx, pending } = executionContext();
  const res = await app.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }), bindings, ctx);
  const text = await res.text();
  await Promise.all(pending);
  return { res, text, doc: parse(text) };
}

/**
 * One view through the HTML cache: `worker` (the app, or a test app with its own cache) answers
 * `path` on `bindings` (one bindings object is one isolate's), and what the cache tests read of it:
 * its X-Html-Cache state, the CSP header's nonce and every nonce in the body, the document
 * language and the forms' idempotency keys. The copy for the caches (waitUntil) is stored before
 * it returns.
 */
export async function cachedView(
  worker: { fetch: typeof app.fetch },
  bindings: Bindings,
  path: string,
  headers: Record<string, string> = {},
) {
  const { ctx, pending } = executionContext();
  const res = await worker.fetch(new Request(ORIGIN + path, { headers }), bindings, ctx);
  const text = await res.text();
  await Promise.all(pending);
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  return {
    res,
    text,
    state: res.headers.get(HTML_CACHE_HEADER),
    cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    bodyNonces: [...new Set([...text.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]))],
    lang: /<html[^>]*\slang="([^"]+)"/.exec(text)?.[1],
    keys: [...new Set([...text.matchAll(/"idempotencyKey":"([^"]+)"/g)].map((m) => m[1]))],
  };
}

/** An ExecutionContext for calling the worker by hand: `pending` collects what it hands to waitUntil. */
export function executionContext(): { ctx: ExecutionContext; pending: Promise<unknown>[] } {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  return { ctx, pending };
}

/**
 * The page's HTML, with a parsed view of what tests ask most. `text` leaves out the stylesheet the
 * head inlines (its rules name every class: a test looking for an element by its class would find
 * the rule); `raw` is the whole response.
 */
export async function html(path: string, init: Init = {}) {
  const res = await request(path, init);
  const raw = await res.text();
  const text = withStylesheet(raw, '');
  return { res, text, raw, doc: parse(text) };
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function parse(text: string) {
  const title = /<title>([^<]*)<\/title>/.exec(text)?.[1];
  const metas = [...text.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  const links = [...text.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => {
    const tag = metas.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
    return tag ? attr(tag, 'content') : undefined;
  };
  return {
    title: title?.replace(/&amp;/g, '&'),
    htmlLang: /<html[^>]*\slang="([^"]+)"/.exec(text)?.[1],
    meta,
    metaAll: (key: string) => metas.filter((t) => attr(t, 'property') === key || attr(t, 'name') === key).map((t) => attr(t, 'content')),
    canonical: links.map((l) => (attr(l, 'rel') === 'canonical' ? attr(l, 'href') : undefined)).find(Boolean),
    alternates: Object.fromEntries(
      links.filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hrefLang')).map((l) => [attr(l, 'hrefLang'), attr(l, 'href')]),
    ) as Record<string, string>,
    h1: [...text.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '')),
    jsonLd: [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}

/**
 * The ASSETS binding with the files `matches` picks answering `status(attempt)` on each read of
 * them (a status; undefined: the real file): how a test makes an isolate's first read of a static
 * asset fail (the texts, the stylesheet, the embedded articles' list). `asked` lists those reads'
 * paths, in order.
 */
export function failingAssets(matches: (path: string) => boolean, status: (attempt: number) => number | undefined) {
  const asked: string[] = [];
  const assets = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const path = new URL(req.url).pathname;
      if (!matches(path)) return env.ASSETS.fetch(req);
      asked.push(path);
      const answer = status(asked.length);
      return answer === undefined ? env.ASSETS.fetch(req) : new Response('unavailable', { status: answer });
    },
  } as unknown as Fetcher;
  return { assets, asked };
}
