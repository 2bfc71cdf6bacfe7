// The frame as content: the site settings (a Strapi 5 single type) give the header's links, the
// footer, the WhatsApp greeting and the consent banner of every page, each group checked on its
// own and falling back to the repository's texts alone. On the answers in Strapi 5's shape
// (test/fixtures/strapi/v5-pages/site-setting-*.json) edited as an editor would.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import common from '../../locales/pt/common.json';
import legal from '../../locales/pt/legal.json';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';
import { freshCmsState } from '../../src/content/testing/cms-state';

type Settings = { data: Record<string, Record<string, unknown>> };

let ENV: Bindings;
const get = (path: string) => pageWith(ENV, path);
const settings = (lang: string) => structuredClone(pages.imported[`site-setting-${lang}`]!) as Settings;
const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

beforeEach(async () => {
  await freshCmsState();
  // With analytics: the consent banner and the footer's "cookie preferences" link show.
  ENV = { ...cmsBindings('whsec-frame', 'preview-frame'), GA_MEASUREMENT_ID: 'G-TEST123' };
});

describe('the site settings as the import writes them', () => {
  it('render the frame exactly as the repository does, on a marketing page and on the blog', async () => {
    recordedPages();
    for (const path of ['/pt', '/pt/blog']) {
      const withCms = await get(path);
      const without = await pageWith({ ...(env as unknown as Bindings), GA_MEASUREMENT_ID: 'G-TEST123' }, path);
      expect(withCms.res.status, path).toBe(200);
      expect(headerOf(withCms.text), path).toBe(headerOf(without.text));
      expect(footerOf(withCms.text), path).toBe(footerOf(without.text));
    }
    expect(logLines().filter((l) => l.event === 'cms.page_fallback' && l.model === 'site-setting')).toEqual([]);
  });
});

describe('an editor changes the frame', () => {
  it('renames a link, the opening hours, the greeting and the cookie banner: every page shows them, in that language only', async () => {
    const cms = recordedPages();
    const pt = settings('pt');
    pt.data.nav!.contact = 'Fale conosco';
    pt.data.footer!.hours = 'Segunda a sábado, das 7h às 19h';
    pt.data.chat!.bubbleText = 'Quer falar com um engenheiro agora?';
    pt.data.consent!.title = 'Podemos medir as visitas?';
    cms.published.set('site-setting-pt', pt);
    for (const path of ['/pt', '/pt/about', '/pt/blog', '/pt/privacy']) {
      const { res, text } = await get(path);
      expect(res.status, path).toBe(200);
      expect(headerOf(text), path).toContain('Fale conosco');
      expect(footerOf(text), path).toContain('Segunda a sábado, das 7h às 19h');
      expect(footerOf(text), path).not.toContain(common.footer.hours);
      expect(text, path).toContain('Quer falar com um engenheiro agora?');
      expect(text, path).toContain('Podemos medir as visitas?');
      expect(text, path).not.toContain(legal.consent.title);
    }
    const en = await get('/en/blog');
    expect(en.text).not.toContain('Fale conosco');
    expect(en.text).not.toContain('Podemos medir as visitas?');
  });

  it("a group that cannot render as written falls back alone; the others keep the editor's texts; the log says where", async () => {
    const cms = recordedPages();
    const pt = settings('pt');
    pt.data.nav!.contact = 'Fale conosco';
    // A required text emptied: the footer group cannot show as written.
    pt.data.footer!.navigation = '';
    cms.published.set('site-setting-pt', pt);
    const { res, text } = await get('/pt/about');
    expect(res.status).toBe(200);
    expect(headerOf(text)).toContain('Fale conosco');
    expect(footerOf(text)).toContain(common.footer.navigation);
    const line = logLines().find((l) => l.event === 'cms.page_fallback' && l.model === 'site-setting');
    expect(line?.invalid).toEqual([expect.stringMatching(/^footer: navigation/)]);
  });

  it('a text over its limit is cut at a word with an ellipsis, and noted', async () => {
    const cms = recordedPages();
    const pt = settings('pt');
    pt.data.footer!.hours = `Atendimento ${'de segunda a sexta '.repeat(10)}`;
    cms.published.set('site-setting-pt', pt);
    const { text } = await get('/pt');
    expect(footerOf(text)).toMatch(/Atendimento de segunda[^<]*…/);
    const line = logLines().find((l) => l.event === 'cms.page_fallback' && l.model === 'site-setting');
    expect(line?.adjusted).toEqual([expect.stringMatching(/^footer: hours too_long \d+>\d+$/)]);
  });

  it("no entry in the language: the repository's frame, and the page is still kept", async () => {
    const cms = recordedPages();
    cms.published.delete('site-setting-pt');
    const { res, text } = await get('/pt');
    expect(res.status).toBe(200);
    expect(headerOf(text)).toContain(common.nav.contact);
    expect(footerOf(text)).toContain(common.footer.hours);
    expect(res.headers.get('Cache-Control') ?? '').not.toContain('no-store');
  });

  it('a CMS that fails for the frame: the repository frame on the blog too, and the page is not kept', async () => {
    // The site settings fail; the blog's articles answer (none).
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(new Request(input).url);
      if (url.pathname.endsWith('/site-setting')) return new Response('{"error":"down"}', { status: 500 });
      return new Response(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { res, text } = await get('/pt/blog');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(footerOf(text)).toContain(common.footer.hours);
    expect(
      logLines()
        .filter((l) => l.event === 'cms.failed')
        .map((l) => l.model),
    ).toEqual(['site-setting']);
  });

  it('an editor previews a draft of the site settings on a page: the draft frame with its notices, the published pages unchanged', async () => {
    const cms = recordedPages();
    const draft = settings('pt');
    draft.data.nav!.blog = 'Artigos';
    draft.data.chat!.bubbleTitle = `Olá, ${'tudo bem por aí? '.repeat(6)}`;
    cms.drafts.set('site-setting-pt', draft);
    const documentId = String(draft.data.documentId);
    const entry = await get(`/api/preview?secret=preview-frame&status=draft&locale=pt&documentId=${documentId}&model=site-setting`);
    const location = entry.res.headers.get('location')!;
    expect(new URL(location, 'https://x').pathname).toBe('/pt');
    const page = await get(location);
    expect(page.res.status).toBe(200);
    expect(headerOf(page.text)).toContain('>Artigos<');
    const notices = /<aside class="preview-notices"[\s\S]*?<\/aside>/.exec(page.text)?.[0] ?? '';
    expect(notices).toMatch(/site-setting → chat → bubbleTitle: \d+ caracteres, no máximo \d+\./);
    // The published frame is untouched: the draft is the editor's.
    expect(headerOf((await get('/pt')).text)).not.toContain('>Artigos<');
  });
});
