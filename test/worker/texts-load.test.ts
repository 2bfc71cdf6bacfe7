import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_FILES } from '../../src/generated/locales';
import { forgetTexts, loadTexts, TextsNotLoadedError } from '../../src/i18n/load';
import { resources, resourcesOf } from '../../src/i18n/resources';
import { FALLBACK_ERROR_TEXTS } from '../../src/pages/errors/fallback';
import { LANGS } from '../../src/shared/languages';
import type { Bindings } from '../../src/env';
import { HTML_CACHE_HEADER } from '../../src/html-cache';
import { failingAssets, html, pageWith, request } from '../helpers/worker';
import { expectConsoleErrors } from './setup';

/** The ASSETS binding, the texts' files answering `texts(attempt)`; `asked` lists their paths read, in order. */
const assetsWith = (texts: (attempt: number) => number | undefined) => failingAssets((path) => path.startsWith('/content/texts/'), texts);

describe('the texts, a static asset per language read once per isolate', () => {
  // Later tests and files expect every language read, as setup.ts leaves them.
  afterEach(() => loadTexts(env.ASSETS, LANGS));

  it('are not in the isolate until read: asking first is a clear error', () => {
    forgetTexts();
    expect(() => resourcesOf('en')).toThrow(TextsNotLoadedError);
    expect(() => resources.es.common).toThrow('the es texts were not read from the assets');
  });

  it("are read by a request's first step, its language only, once for the isolate", async () => {
    forgetTexts();
    const { assets, asked } = assetsWith(() => undefined);
    const res = await request('/en/about', { envOverrides: { ASSETS: assets } });
    expect(res.status).toBe(200);
    expect(asked).toEqual([TEXT_FILES.en]);
    expect(resourcesOf('en').common.error.title).toBe('Error');
    expect(() => resourcesOf('pt')).toThrow(TextsNotLoadedError);
    await request('/en/contact', { envOverrides: { ASSETS: assets } });
    expect(asked).toEqual([TEXT_FILES.en]);
  });

  it('are read again once when a read fails', async () => {
    forgetTexts();
    const { assets, asked } = assetsWith((attempt) => (attempt === 1 ? 503 : undefined));
    const { res, doc } = await html('/es', { envOverrides: { ASSETS: assets } });
    expect(res.status).toBe(200);
    expect(doc.htmlLang).toBe('es');
    expect(asked).toEqual([TEXT_FILES.es, TEXT_FILES.es]);
  });

  it('leave the visitor an error page in their language, with no stack, when they cannot be read', async () => {
    expectConsoleErrors();
    forgetTexts();
    const { assets, asked } = assetsWith(() => 500);
    const res = await request('/en/about', { envOverrides: { ASSETS: assets } });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(asked).toEqual([TEXT_FILES.en, TEXT_FILES.en]);
    expect(text).toContain('<html lang="en">');
    expect(text).toContain(`<h1>${FALLBACK_ERROR_TEXTS.en.heading}</h1>`);
    expect(text).toContain('<a href="/en">Go to home page</a>');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+|stack/);
    // The next request tries again.
    const next = await request('/en/about');
    expect(next.status).toBe(200);
  });

  it('are not read for a page the HTML cache serves, which translates nothing', async () => {
    forgetTexts();
    const { assets, asked } = assetsWith(() => undefined);
    const isolate = { ...(env as unknown as Bindings), ASSETS: assets };
    const miss = await pageWith(isolate, '/es/about');
    expect(asked).toEqual([TEXT_FILES.es]);
    // A new isolate's view of a page its location already has, here the isolate's own cache.
    forgetTexts();
    const hit = await pageWith(isolate, '/es/about');
    expect(hit.res.headers.get(HTML_CACHE_HEADER)).toBe('HIT');
    expect(miss.res.headers.get(HTML_CACHE_HEADER)).toBe('MISS');
    expect(asked).toEqual([TEXT_FILES.es]);
    expect(hit.res.status).toBe(200);
  });

  it("keep the last resort's few texts in code the same as the locales'", () => {
    for (const lang of LANGS) {
      const { title, heading, codeLabel, home } = resourcesOf(lang).common.error;
      expect(FALLBACK_ERROR_TEXTS[lang]).toEqual({ title, heading, codeLabel, home });
    }
  });
});
