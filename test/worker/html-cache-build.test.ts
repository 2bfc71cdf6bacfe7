// The HTML cache's build tier (src/html-cache/build.ts): a page the build rendered is served by a
// new isolate without rendering ('HIT-BUILD'), the same document as a fresh render with this
// view's own per-view values, and only while it is the page this worker would render. The stored
// pages are made here the way scripts/prerender-pages.mjs makes them (the worker asked for each
// page's stored form through the build-only binding), and served through an ASSETS binding that
// holds them beside the real assets.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import type { Bindings } from '../../src/env';
import { BUILD_DIR, builtAssetPath, CAPTURE_HEADER, CAPTURE_VARS_HEADER, clockLimit, type BuiltMeta } from '../../src/html-cache/build';
import { CMS_API_URL } from '../fixtures/strapi/stub';
import { recordedPages } from '../fixtures/strapi/recorded-pages';
import { cachedView, executionContext, ORIGIN } from '../helpers/worker';

const SECRET = 'build-only-capture-secret-for-tests';
/** The vars the stored pages are rendered with (the build takes wrangler.toml's [vars]). */
const VARS = ['CMS_API_URL', 'COMPANY_FOUNDED', 'COMPANY_NAME', 'COMPANY_PHONE', 'ENVIRONMENT', 'HTML_CACHE', 'SITE_URL'];
const ROUTES = [
  '/pt',
  '/pt/about',
  '/pt/solutions/mes',
  '/pt/blog',
  '/pt/blog/lean-digital-tendencias-para-2027',
  '/pt/contact',
  '/pt/diagnostico-lean-digital-gratuito',
];

/** What the build writes and how the tier's reads go: path → stored text, or a function that answers. */
let built: Map<string, string | (() => Promise<Response>)>;
/** Reads of stored pages. */
let reads = 0;
const assets: Fetcher = {
  async fetch(input: RequestInfo | URL, init?: RequestInit) {
    const req = new Request(input, init);
    const { pathname } = new URL(req.url);
    if (!pathname.startsWith(`${BUILD_DIR}/`)) return env.ASSETS.fetch(req);
    reads++;
    const stored = built.get(pathname);
    if (typeof stored === 'function') return stored();
    return stored === undefined ? new Response('Not found', { status: 404 }) : new Response(stored);
  },
  connect: () => {
    throw new Error('not used');
  },
} as unknown as Fetcher;

/**
 * A new isolate of a deployment with embedded content, the HTML cache as shipped ("on"). No
 * version id: the location tier, which comes first, stays out (the tests' bindings objects share
 * one caches.default), so what a test renders is never served to the next from there.
 */
const isolate = (overrides: Partial<Bindings> = {}): Bindings =>
  ({ ...(env as unknown as Bindings), HTML_CACHE: 'on', CF_VERSION_METADATA: undefined, ASSETS: assets, ...overrides }) as Bindings;

const view = (bindings: Bindings, path: string, headers: Record<string, string> = {}) => cachedView(app, bindings, path, headers);

/** The build: the page's stored form, asked of the worker with the build-only binding, kept where the tier reads it. */
async function build(path: string, lang = 'pt', headers: Record<string, string> = {}): Promise<BuiltMeta> {
  const bindings = isolate({ PRERENDER_CAPTURE: SECRET } as Partial<Bindings>);
  const { res, text } = await view(bindings, path, { [CAPTURE_HEADER]: SECRET, [CAPTURE_VARS_HEADER]: VARS.join(','), ...headers });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
  built.set(builtAssetPath(lang, new URL(ORIGIN + path).pathname)!, text);
  return JSON.parse(text.slice(0, text.indexOf('\n'))) as BuiltMeta;
}

/** The document with this view's nonce and form keys taken out. */
const withoutPerView = (v: Awaited<ReturnType<typeof view>>) =>
  v.keys.reduce<string>((text, key, i) => text.replaceAll(key!, `K${i}`), v.text.replaceAll(v.cspNonce!, 'N'));

beforeEach(() => {
  built = new Map();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HTML cache, build tier', () => {
  it("serves a new isolate each bench route as the build rendered it: a fresh render's document, with this view's nonce and keys", async () => {
    for (const path of ROUTES) {
      await build(path);
      const first = await view(isolate(), path);
      expect(first.state, path).toBe('HIT-BUILD');
      expect(first.res.status).toBe(200);
      expect(first.res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(first.res.headers.get('Content-Language')).toBe('pt-BR');
      expect(first.bodyNonces).toEqual([first.cspNonce]);
      // A fresh render of the same page and view: no stored page to read.
      built.delete(builtAssetPath('pt', path)!);
      const fresh = await view(isolate(), path);
      expect(fresh.state, path).toBe('MISS');
      expect(first.keys.length).toBe(fresh.keys.length);
      for (const key of first.keys) expect(fresh.keys).not.toContain(key);
      expect(withoutPerView(first), path).toBe(withoutPerView(fresh));
    }
  });

  it('keeps a served page in the isolate, and serves the unprefixed family in the language it resolves to', async () => {
    await build('/about', 'en', { Cookie: 'i18nextLng=en' });
    const bindings = isolate();
    const first = await view(bindings, '/about', { Cookie: 'i18nextLng=en' });
    expect(first.state).toBe('HIT-BUILD');
    expect(first.lang).toBe('en');
    expect((await view(bindings, '/about', { Cookie: 'i18nextLng=en' })).state).toBe('HIT');
    // The Portuguese page was not built: rendered.
    expect((await view(isolate(), '/about', { Cookie: 'i18nextLng=pt' })).state).toBe('MISS');
  });

  it('renders instead with another var, another origin, a query, a preview or a visitor who is not anonymous', async () => {
    await build('/pt/about');
    await build('/pt/blog');
    const otherPhone = isolate({ COMPANY_PHONE: '+55 11 4000-0000' });
    expect((await view(otherPhone, '/pt/about')).state).toBe('MISS');
    // Every page of a build has its vars: an isolate with others stops reading them.
    const readsBefore = reads;
    expect((await view(otherPhone, '/pt/blog')).state).toBe('MISS');
    expect(reads).toBe(readsBefore);
    expect((await view(isolate({ SITE_URL: 'https://www.example.org' }), '/pt/about')).state).toBe('MISS');
    // Without SITE_URL a page carries its request's origin: built for one, never served on another.
    const otherHost = await app.fetch(new Request('https://other.example.com/pt/about'), isolate(), executionContext().ctx);
    expect(otherHost.headers.get('X-Html-Cache')).toBe('MISS');
    expect((await view(isolate(), '/pt/about')).state).toBe('HIT-BUILD');
    expect((await view(isolate(), '/pt/blog?page=2')).state).toBe('MISS');
    expect((await view(isolate(), '/pt/about?preview=token')).state).toBe('BYPASS');
    expect((await view(isolate(), '/pt/about', { Cookie: 'lead_flash=abc' })).state).toBe('BYPASS');
    expect((await view(isolate(), '/pt/about', { Authorization: 'Bearer x' })).state).toBe('BYPASS');
  });

  it('renders instead with HTML_CACHE "isolate" or "off", and with a CMS', async () => {
    await build('/pt/about');
    expect((await view(isolate({ HTML_CACHE: 'isolate' }), '/pt/about')).state).toBe('MISS');
    expect((await view(isolate({ HTML_CACHE: 'off' }), '/pt/about')).state).toBeNull();
    recordedPages();
    expect((await view(isolate({ CMS_API_URL }), '/pt/about')).state).toBe('MISS');
  });

  it('renders once the clock reaches the first moment a text of the page would change', async () => {
    const meta = await build('/pt/about');
    expect(meta.until).toBe(clockLimit('2009-12', Date.now()));
    vi.setSystemTime(meta.until - 1);
    expect((await view(isolate(), '/pt/about')).state).toBe('HIT-BUILD');
    vi.setSystemTime(meta.until);
    expect((await view(isolate(), '/pt/about')).state).toBe('MISS');
  });

  it('renders when the stored page is missing, damaged or cannot be read (never a 500)', async () => {
    expect((await view(isolate(), '/pt/about')).state).toBe('MISS');
    const path = builtAssetPath('pt', '/pt/about')!;
    for (const damaged of ['', 'no meta line', '{"status":200}\n<html>', 'not json\n<html>', 'null\n<html>']) {
      built.set(path, damaged);
      const v = await view(isolate(), '/pt/about');
      expect(v.state, damaged).toBe('MISS');
      expect(v.res.status).toBe(200);
    }
    built.set(path, async () => {
      throw new Error('assets unavailable');
    });
    const unread = await view(isolate(), '/pt/about');
    expect(unread.state).toBe('MISS');
    expect(unread.res.status).toBe(200);
  });

  it('has no way to ask for a stored page with the production config', async () => {
    // wrangler.toml sets no PRERENDER_CAPTURE: the header gets the page, whatever its value.
    expect('PRERENDER_CAPTURE' in env).toBe(false);
    for (const value of [SECRET, '', 'undefined']) {
      const v = await view(isolate(), '/pt/about', { [CAPTURE_HEADER]: value, [CAPTURE_VARS_HEADER]: VARS.join(',') });
      expect(v.res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(v.text.startsWith('<!DOCTYPE html>')).toBe(true);
    }
    // Where it is set, only its own value asks.
    const wrong = await view(isolate({ PRERENDER_CAPTURE: SECRET } as Partial<Bindings>), '/pt/about', { [CAPTURE_HEADER]: 'guess' });
    expect(wrong.text.startsWith('<!DOCTYPE html>')).toBe(true);
  });
});

describe('clockLimit', () => {
  it('is the next 1 January or the next start of the founding month (UTC), whichever comes first', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(clockLimit('2009-12', at('2026-11-15T12:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'));
    expect(clockLimit('2009-12', at('2026-12-07T12:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(clockLimit('2009-12', at('2026-12-01T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(clockLimit('2009-03', at('2027-01-01T00:00:00Z'))).toBe(at('2027-03-01T00:00:00Z'));
    expect(clockLimit('2009-01', at('2026-06-30T23:59:59Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });
});
