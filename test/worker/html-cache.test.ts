import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { createElement as h } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { perViewToken } from '../../src/html-cache/per-view';
import { perViewOf } from '../../src/routes/request-values';
import type { AppEnv, Bindings } from '../../src/env';
import { CHECK_MS, CONTENT_GENERATION_KEY, setContentGenerationClock } from '../../src/content/generation';
import { createHtmlCache, purgeHtmlCache, resetHtmlCacheState } from '../../src/html-cache';
import { languageMiddleware } from '../../src/i18n/middleware';
import { textsMiddleware } from '../../src/i18n/texts-middleware';
import { htmlCacheControl } from '../../src/middleware';
import { renderer } from '../../src/renderer';
import { pages } from '../../src/routes/pages';
import { securityHeaders } from '../../src/security';
import { cachedView } from '../helpers/worker';

const TTL_S = 60;
let clock = 1_000_000;

/** The app's middleware order with the cache where app.tsx puts it, the real pages, and test pages. */
function buildApp() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders);
  app.use(languageMiddleware);
  app.use(htmlCacheControl);
  app.use(createHtmlCache({ ttlSeconds: TTL_S, now: () => clock }));
  app.use(textsMiddleware);
  app.use(renderer);
  // A form that renders a fresh idempotency key per view, in the input and in island props, and
  // registers it as a per-view value, as FormIsland does.
  app.get('/t/form', (c) => {
    const key = perViewToken(perViewOf(c));
    return c.render(
      h('form', { method: 'post', action: '/api/leads' }, [
        h('input', { key: 'k', type: 'hidden', name: 'idempotency_key', value: key }),
        h('div', { key: 'i', 'data-island': 'lead-form' }),
        h('script', {
          key: 's',
          type: 'application/json',
          'data-island-props': '',
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed JSON string, as Island writes its props.
          dangerouslySetInnerHTML: { __html: JSON.stringify({ idempotencyKey: key }) },
        }),
      ]),
    );
  });
  app.get('/t/unregistered', (c) => c.render(h('p', { 'data-token': 'fixed-token-123456' }, 'x')));
  app.get('/t/cookie', (c) => {
    c.header('Set-Cookie', 'flash=1; Path=/');
    return c.render(h('p', null, 'flash'));
  });
  app.get('/t/no-store', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.render(h('p', null, 'private'));
  });
  let counter = 0;
  app.get('/t/counter', (c) => c.render(h('p', { id: 'n' }, `render ${++counter}`)));
  for (const base of ['/', '/pt', '/en', '/es']) app.route(base, pages);
  return app;
}

// One bindings object for every request, as workerd gives an isolate (the cache lives per env).
const ENV = { ...(env as unknown as Bindings) };
let app = buildApp();

const get = (path: string, headers: Record<string, string> = {}, bindings: Bindings = ENV) => cachedView(app, bindings, path, headers);

beforeEach(async () => {
  resetHtmlCacheState();
  clock += 10 * 60_000;
  await env.CONTENT_CACHE.delete(CONTENT_GENERATION_KEY);
  setContentGenerationClock(() => clock);
  app = buildApp();
});

describe('HTML cache', () => {
  it('renders on a miss and serves the stored page on the next request', async () => {
    const first = await get('/t/counter');
    expect(first.state).toBe('MISS');
    expect(first.text).toContain('render 1');
    const second = await get('/t/counter');
    expect(second.state).toBe('HIT');
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(second.text).toContain('render 1');
    expect(second.res.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('caches the real pages: same document apart from the nonce', async () => {
    const a = await get('/about');
    const b = await get('/about');
    expect([a.state, b.state]).toEqual(['MISS', 'HIT']);
    expect(b.text.replaceAll(b.cspNonce!, 'N')).toBe(a.text.replaceAll(a.cspNonce!, 'N'));
  });

  it("never serves a stored nonce: every nonce in a hit is this request's, and matches its CSP header", async () => {
    const miss = await get('/');
    const hit1 = await get('/');
    const hit2 = await get('/');
    expect(hit1.state).toBe('HIT');
    for (const r of [miss, hit1, hit2]) {
      expect(r.cspNonce).toBeTruthy();
      expect(r.bodyNonces.length).toBeGreaterThan(0);
      expect(r.bodyNonces).toEqual([r.cspNonce]);
    }
    expect(new Set([miss.cspNonce, hit1.cspNonce, hit2.cspNonce]).size).toBe(3);
    expect(hit1.text).not.toContain(miss.cspNonce!);
    expect(hit2.text).not.toContain(hit1.cspNonce!);
  });

  it('gives every view of a form its own idempotency key, the same in the input and the island props', async () => {
    const views = [await get('/t/form'), await get('/t/form'), await get('/t/form')];
    expect(views.map((v) => v.state)).toEqual(['MISS', 'HIT', 'HIT']);
    const keys = views.map((v) => {
      const input = /name="idempotency_key" value="([^"]+)"/.exec(v.text)?.[1];
      const props = /"idempotencyKey":"([^"]+)"/.exec(v.text)?.[1];
      expect(input).toMatch(/^[0-9a-f-]{36}$/);
      expect(props).toBe(input);
      return input;
    });
    expect(new Set(keys).size).toBe(3);
  });

  it('gives every view of a real form page its own key: FormIsland registers the key it renders', async () => {
    const views = [await get('/contact'), await get('/contact'), await get('/contact')];
    expect(views.map((v) => v.state)).toEqual(['MISS', 'HIT', 'HIT']);
    const keys = views.map((v) => {
      const input = /name="idempotency_key" value="([^"]+)"/.exec(v.text)?.[1];
      expect(input).toMatch(/^[0-9a-f-]{36}$/);
      expect(/"idempotencyKey":"([^"]+)"/.exec(v.text)?.[1]).toBe(input);
      return input;
    });
    expect(new Set(keys).size).toBe(3);
  });

  it('serves a value a page did not register as it was stored (only registered values are per view)', async () => {
    const views = [await get('/t/unregistered'), await get('/t/unregistered')];
    expect(views.map((v) => v.state)).toEqual(['MISS', 'HIT']);
    expect(views[1]!.text).toContain('data-token="fixed-token-123456"');
  });

  it('never mixes languages: unprefixed URLs are keyed by the language served', async () => {
    const pt = await get('/about');
    const en = await get('/about', { 'Accept-Language': 'en-US,en;q=0.9' });
    const es = await get('/about', { Cookie: 'i18nextLng=es' });
    expect([pt.state, en.state, es.state]).toEqual(['MISS', 'MISS', 'MISS']);
    const again = [
      await get('/about'),
      await get('/about', { 'Accept-Language': 'en-US,en;q=0.9' }),
      await get('/about', { Cookie: 'i18nextLng=es' }),
    ];
    expect(again.map((r) => r.state)).toEqual(['HIT', 'HIT', 'HIT']);
    expect(again.map((r) => r.lang)).toEqual(['pt-BR', 'en', 'es']);
    expect(again.map((r) => r.res.headers.get('Content-Language'))).toEqual(['pt-BR', 'en', 'es']);
    // x-default answers still say what they vary on
    expect(again[1]!.res.headers.get('Vary')).toMatch(/Accept-Language/);
    // a per-language URL is its own entry
    const enPrefixed = await get('/en/about');
    expect(enPrefixed.state).toBe('MISS');
    expect(enPrefixed.lang).toBe('en');
  });

  it('passes through requests that are not anonymous page views', async () => {
    await get('/about');
    expect((await get('/about?utm_source=ad')).state).toBe('BYPASS');
    expect((await get('/about', { Cookie: 'lead_flash=ok' })).state).toBe('BYPASS');
    expect((await get('/about', { Authorization: 'Bearer x' })).state).toBe('BYPASS');
    // analytics and language cookies are not a reason to skip
    expect((await get('/about', { Cookie: '_ga=GA1.1.1; i18nextLng=pt' })).state).toBe('HIT');
  });

  it('keys the blog filters that change the page, and only those', async () => {
    expect((await get('/blog?category=mes')).state).toBe('MISS');
    expect((await get('/blog?category=mes')).state).toBe('HIT');
    expect((await get('/blog?category=erp')).state).toBe('MISS');
    expect((await get('/blog')).state).toBe('MISS');
  });

  it('stores only 200 HTML without cookies or private caching', async () => {
    for (const path of ['/t/cookie', '/t/no-store', '/no-such-page']) {
      await get(path);
      const again = await get(path);
      expect(again.state, path).not.toBe('HIT');
    }
  });

  it('expires entries after the TTL', async () => {
    await get('/t/counter');
    clock += (TTL_S - 1) * 1000;
    expect((await get('/t/counter')).state).toBe('HIT');
    clock += 2000;
    const after = await get('/t/counter');
    expect(after.state).toBe('MISS');
    expect(after.text).toContain('render 2');
  });

  it("purgeHtmlCache empties this isolate's cache at once", async () => {
    await get('/t/counter');
    expect((await get('/t/counter')).state).toBe('HIT');
    purgeHtmlCache();
    const after = await get('/t/counter');
    expect(after.state).toBe('MISS');
    expect(after.text).toContain('render 2');
  });

  it('with a CMS, stops serving pages of an older content generation once it reads the new one', async () => {
    const cms = { ...ENV, CMS_API_URL: 'https://cms.example.com/api' } as Bindings;
    await get('/t/counter', {}, cms);
    expect((await get('/t/counter', {}, cms)).state).toBe('HIT');
    await env.CONTENT_CACHE.put(CONTENT_GENERATION_KEY, 'g2 0'); // a webhook received by another isolate
    clock += CHECK_MS - 1;
    expect((await get('/t/counter', {}, cms)).state).toBe('HIT'); // not read again yet
    clock += 1;
    const after = await get('/t/counter', {}, cms);
    expect(after.state).toBe('MISS');
    expect((await get('/t/counter', {}, cms)).state).toBe('HIT');
  });

  it('keeps one cache per bindings object and can be switched off', async () => {
    await get('/t/counter');
    expect((await get('/t/counter', {}, { ...ENV })).state).toBe('MISS');
    const off = { ...ENV, HTML_CACHE: 'off' } as Bindings;
    await get('/t/counter', {}, off);
    const again = await get('/t/counter', {}, off);
    expect(again.state).toBeNull();
  });
});
