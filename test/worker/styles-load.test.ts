import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import manifest from '../../src/generated/client-manifest.json';
import { HTML_CACHE_HEADER } from '../../src/html-cache';
import { CAPTURE_HEADER, CAPTURE_VARS_HEADER } from '../../src/html-cache/build';
import { forgetTexts, loadTexts } from '../../src/i18n/load';
import { LANGS } from '../../src/shared/languages';
import { forgetStyles, LINKED_SHEET } from '../../src/renderer/styles';
import { failingAssets, pageWith } from '../helpers/worker';
import { expectConsoleErrors, logLines } from './setup';

/**
 * One isolate's bindings, with the stylesheet's file answering `sheet(attempt)` (a status;
 * undefined: the real file) on each attempt; `asked` counts the reads of it.
 */
function isolateWith(sheet: (attempt: number) => number | undefined) {
  const { assets, asked } = failingAssets((path) => path === manifest.styles.file, sheet);
  return { isolate: { ...(env as unknown as Bindings), ASSETS: assets }, asked };
}

const inlined = (text: string) => (/<style nonce="[^"]+">([\s\S]*?)<\/style>/.exec(text)?.[1]?.length ?? 0) > 1000;
const linked = (text: string) => text.includes(`<link rel="stylesheet" href="${LINKED_SHEET}"/>`);

describe('the stylesheet, a static asset read once per isolate', () => {
  beforeEach(() => forgetStyles());

  it('is not in the worker: the manifest names its file and the linked sheet only', () => {
    expect(LINKED_SHEET).toMatch(/^\/content\/styles\/site\.[0-9a-f]{12}\.css$/);
    expect(JSON.stringify(manifest).length).toBeLessThan(20_000);
  });

  it("is read by an isolate's first render, once, however many requests ask at the same time", async () => {
    const { isolate, asked } = isolateWith(() => undefined);
    const pages = await Promise.all(['/en/about', '/pt/contact', '/es/solutions/mes'].map((path) => pageWith(isolate, path)));
    for (const { res, text } of pages) {
      expect(res.status).toBe(200);
      expect(inlined(text), 'inlined text').toBe(true);
      expect(linked(text), 'linked text').toBe(false);
    }
    await pageWith(isolate, '/en/blog');
    expect(asked).toEqual([manifest.styles.file]);
  });

  it("is read beside the request's texts, not after them", async () => {
    forgetTexts();
    let stylesAsked = () => {};
    const stylesBegun = new Promise<void>((resolve) => {
      stylesAsked = resolve;
    });
    // The texts answer only once the stylesheet's read has begun (or fail after a second).
    const assets = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        const path = new URL(req.url).pathname;
        if (path === manifest.styles.file) stylesAsked();
        if (!path.startsWith('/content/texts/')) return env.ASSETS.fetch(req);
        const begun = await Promise.race([stylesBegun.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 1000))]);
        return begun ? env.ASSETS.fetch(req) : new Response('the stylesheet was not asked for', { status: 503 });
      },
    } as unknown as Fetcher;
    try {
      const { res, text } = await pageWith({ ...(env as unknown as Bindings), ASSETS: assets }, '/en/about');
      expect(res.status).toBe(200);
      expect(inlined(text), 'inlined text').toBe(true);
    } finally {
      await loadTexts(env.ASSETS, LANGS);
    }
  });

  it('is read again once when a read fails, and the page is inlined as ever', async () => {
    const { isolate, asked } = isolateWith((attempt) => (attempt === 1 ? 503 : undefined));
    const { res, text } = await pageWith(isolate, '/es/about');
    expect(res.status).toBe(200);
    expect(inlined(text), 'inlined text').toBe(true);
    expect(asked).toEqual([manifest.styles.file, manifest.styles.file]);
  });

  it('when it cannot be read, the page links the whole sheet and is not stored; the next request reads it again', async () => {
    expectConsoleErrors();
    let failing = true;
    const { isolate, asked } = isolateWith(() => (failing ? 500 : undefined));
    const first = await pageWith(isolate, '/en/about');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('Cache-Control')).toBe('no-store');
    expect(linked(first.text), 'linked first.text').toBe(true);
    expect(inlined(first.text), 'inlined first.text').toBe(false);
    expect(first.doc.title).toBeTruthy();
    expect(asked).toHaveLength(2);
    expect(logLines().some((line) => line.event === 'styles.unread')).toBe(true);
    // The sheet the page links is served by the assets.
    const sheet = await env.ASSETS.fetch(new Request(`https://assets.invalid${LINKED_SHEET}`));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect((await sheet.text()).length).toBeGreaterThan(50_000);

    failing = false;
    const second = await pageWith(isolate, '/en/about');
    expect(second.res.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    expect(inlined(second.text), 'inlined second.text').toBe(true);
    expect(asked).toHaveLength(3);
    const third = await pageWith(isolate, '/en/about');
    expect(third.res.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    expect(inlined(third.text), 'inlined third.text').toBe(true);
  });

  it("is not cut into parts when the file is not the manifest's: the page links the file instead", async () => {
    expectConsoleErrors();
    const assets = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        return new URL(req.url).pathname === manifest.styles.file ? new Response('body{color:red}') : env.ASSETS.fetch(req);
      },
    } as unknown as Fetcher;
    const { res, text } = await pageWith({ ...(env as unknown as Bindings), ASSETS: assets }, '/pt/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(linked(text), 'linked text').toBe(true);
    expect(text).not.toContain('body{color:red}');
  });

  it("keeps a page that could not inline it out of the build's pages", async () => {
    expectConsoleErrors();
    const secret = 'build-only-capture-secret-for-tests';
    const capture = { [CAPTURE_HEADER]: secret, [CAPTURE_VARS_HEADER]: 'SITE_URL' };
    const failing = isolateWith(() => 503);
    const build = (bindings: Bindings) =>
      pageWith({ ...bindings, HTML_CACHE: 'on', PRERENDER_CAPTURE: secret } as Bindings, '/pt/about', { headers: capture });
    const skipped = await build(failing.isolate);
    expect(skipped.res.status).toBe(204);
    expect(failing.asked).toHaveLength(2);
    const captured = await build(isolateWith(() => undefined).isolate);
    expect(captured.res.status).toBe(200);
    expect(inlined(captured.text), 'inlined captured.text').toBe(true);
  });

  it('is not read for a page the HTML cache serves', async () => {
    const { isolate, asked } = isolateWith(() => undefined);
    const miss = await pageWith(isolate, '/pt/about');
    expect(miss.res.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    expect(asked).toHaveLength(1);
    // A new isolate's view of a page its location already has, here the isolate's own cache.
    forgetStyles();
    const hit = await pageWith(isolate, '/pt/about');
    expect(hit.res.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    expect(asked).toHaveLength(1);
    expect(inlined(hit.text), 'inlined hit.text').toBe(true);
  });
});
