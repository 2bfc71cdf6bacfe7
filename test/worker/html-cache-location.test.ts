// The HTML cache's location tier (src/html-cache/location.ts): a page one isolate rendered is
// served by a new isolate of the same location from caches.default, without rendering, with its
// own per-view values; never across versions, configurations, content generations or languages.
// Each bindings object here is one isolate (the in-isolate tier lives per bindings object), and
// each test has its own version id, so the one caches.default of this file holds no page another
// test stored.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { CONTENT_GENERATION_KEY, resetContentGenerationState } from '../../src/content/generation';
import { contentChanges } from '../../src/content/service';
import type { AppEnv, Bindings } from '../../src/env';
import { createHtmlCache } from '../../src/html-cache';
import { languageMiddleware } from '../../src/i18n/middleware';
import { textsMiddleware } from '../../src/i18n/texts-middleware';
import { htmlCacheControl } from '../../src/middleware';
import { renderer } from '../../src/renderer';
import { pages } from '../../src/routes/pages';
import { securityHeaders } from '../../src/security';
import { LOCATION_TTL_SECONDS, LOCATION_TTL_WEBHOOK_SECONDS, locationTtlSeconds } from '../../src/html-cache/location';
import { recordedPages } from '../fixtures/strapi/recorded-pages';
import { CMS_API_URL } from '../fixtures/strapi/stub';
import { cachedView } from '../helpers/worker';

let version = 0;
let deployment: { id: string; tag: string; timestamp: string };

/** A new isolate of the current deployment: its own bindings object, the location tier on. */
const isolate = (overrides: Partial<Bindings> = {}): Bindings =>
  ({ ...(env as unknown as Bindings), HTML_CACHE: 'on', CF_VERSION_METADATA: deployment, ...overrides }) as Bindings;

const get = (bindings: Bindings, path: string, headers: Record<string, string> = {}, worker: { fetch: typeof app.fetch } = app) =>
  cachedView(worker, bindings, path, headers);

beforeEach(() => {
  deployment = { id: `test-version-${++version}-${crypto.randomUUID()}`, tag: '', timestamp: new Date().toISOString() };
});

describe('HTML cache, location tier', () => {
  it("serves a new isolate the page another isolate rendered, with this view's nonce and form key", async () => {
    const first = await get(isolate(), '/contact');
    expect(first.state).toBe('MISS');
    const second = await get(isolate(), '/contact');
    expect(second.state).toBe('HIT-LOCATION');
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(second.res.headers.get('Content-Language')).toBe('pt-BR');
    expect(Number(second.res.headers.get('Content-Length'))).toBe(new TextEncoder().encode(second.text).byteLength);
    // Every nonce is this request's and matches its CSP header; the form's key is new.
    expect(second.bodyNonces).toEqual([second.cspNonce]);
    expect(second.cspNonce).not.toBe(first.cspNonce);
    expect(first.keys).toHaveLength(1);
    expect(second.keys).toHaveLength(1);
    expect(second.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.keys[0]).not.toBe(first.keys[0]);
    // Otherwise the same document.
    const same = (r: typeof first) => r.text.replaceAll(r.cspNonce!, 'N').replaceAll(r.keys[0]!, 'K');
    expect(same(second)).toBe(same(first));
  });

  it('then serves that isolate from its own memory', async () => {
    await get(isolate(), '/about');
    const next = isolate();
    expect((await get(next, '/about')).state).toBe('HIT-LOCATION');
    expect((await get(next, '/about')).state).toBe('HIT');
  });

  it('never serves a page of another version or configuration', async () => {
    await get(isolate(), '/about');
    expect((await get(isolate({ COMPANY_PHONE: '+55 11 4000-0000' }), '/about')).state).toBe('MISS');
    deployment = { ...deployment, id: `${deployment.id}-next` };
    const afterDeploy = await get(isolate(), '/about');
    expect(afterDeploy.state).toBe('MISS');
  });

  it('is off without a version id, and with HTML_CACHE "isolate" or "off"', async () => {
    for (const overrides of [{ CF_VERSION_METADATA: undefined }, { HTML_CACHE: 'isolate' }, { HTML_CACHE: 'off' }] as Partial<Bindings>[]) {
      await get(isolate(overrides), '/about');
      const next = await get(isolate(overrides), '/about');
      expect(next.state, JSON.stringify(overrides)).not.toBe('HIT-LOCATION');
    }
  });

  it('keys unprefixed URLs by the language served', async () => {
    const pt = await get(isolate(), '/about', { 'Accept-Language': 'pt-BR' });
    const en = await get(isolate(), '/about', { 'Accept-Language': 'en-US' });
    expect([pt.state, en.state]).toEqual(['MISS', 'MISS']);
    const enAgain = await get(isolate(), '/about', { 'Accept-Language': 'en-US' });
    expect(enAgain.state).toBe('HIT-LOCATION');
    expect(enAgain.res.headers.get('Content-Language')).toBe('en');
    expect(enAgain.text).toMatch(/<html[^>]*lang="en"/);
  });

  it('stores nothing of a visitor: no page with a cookie of its own, none answered with Set-Cookie', async () => {
    await get(isolate(), '/contact', { Cookie: 'lead_flash=abc' });
    expect((await get(isolate(), '/contact')).state).toBe('MISS');
    const privateView = await get(isolate(), '/about', { Cookie: 'lead_flash=abc' });
    expect(privateView.state).toBe('BYPASS');
  });

  it('never serves a page of an older content generation', async () => {
    // A CMS that answers: a page whose CMS failed shows the repository's texts and is not kept.
    recordedPages();
    const cms = { CMS_API_URL, CMS_WEBHOOK_SECRET: 'hook' };
    await env.CONTENT_CACHE.put(CONTENT_GENERATION_KEY, 'gen-a');
    resetContentGenerationState();
    await get(isolate(cms), '/about');
    expect((await get(isolate(cms), '/about')).state).toBe('HIT-LOCATION');
    // The webhook started a new generation; this isolate reads it on its next check.
    await env.CONTENT_CACHE.put(CONTENT_GENERATION_KEY, 'gen-b gen-a');
    resetContentGenerationState();
    expect((await get(isolate(cms), '/about')).state).toBe('MISS');
    await env.CONTENT_CACHE.delete(CONTENT_GENERATION_KEY);
    resetContentGenerationState();
  });

  it('lets a page go when its time is up', async () => {
    let clock = Date.now();
    const timed = new Hono<AppEnv>();
    timed.use(
      securityHeaders,
      languageMiddleware,
      htmlCacheControl,
      createHtmlCache({ ttlSeconds: 60, now: () => clock }),
      textsMiddleware,
      renderer,
    );
    timed.route('/', pages);
    await get(isolate(), '/about', {}, timed);
    clock += (LOCATION_TTL_SECONDS - 60) * 1000;
    expect((await get(isolate(), '/about', {}, timed)).state).toBe('HIT-LOCATION');
    clock += 61 * 1000;
    expect((await get(isolate(), '/about', {}, timed)).state).toBe('MISS');
  });

  it('keeps a page a day with embedded content, an hour with a CMS webhook, else the in-isolate TTL', () => {
    expect(locationTtlSeconds(contentChanges({ CMS_API_URL: '' }), 60)).toBe(LOCATION_TTL_SECONDS);
    expect(LOCATION_TTL_SECONDS).toBe(86_400);
    expect(locationTtlSeconds(contentChanges({ CMS_API_URL: 'https://cms.example.com/api', CMS_WEBHOOK_SECRET: 's' }), 60)).toBe(
      LOCATION_TTL_WEBHOOK_SECONDS,
    );
    expect(locationTtlSeconds(contentChanges({ CMS_API_URL: 'https://cms.example.com/api', CMS_WEBHOOK_SECRET: '' }), 60)).toBe(60);
  });
});
