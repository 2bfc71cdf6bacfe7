// What an editor's mistake does (test/fixtures/strapi/v5-pages, edited): the page shows what the
// layout holds (the first six testimonials, a title cut at a word), never the whole section's
// defaults; a preview says which field and why; GET /api/cms-health lists every section not
// shown as written, by page and language, to the operator only.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageModel } from '../../src/content/pages/catalog';
import { setPagesClock } from '../../src/content/pages/load';
import { cutAtWord } from '../../src/content/pages/repair';
import { resetHtmlCacheState } from '../../src/html-cache';
import type { Bindings } from '../../src/env';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';
import { freshCmsState } from '../../src/content/testing/cms-state';

const PREVIEW_SECRET = new URL(pages.previews.home).searchParams.get('secret')!;
const OPERATOR = 'operator-token-0123456789abcdef0123456789';
let ENV: Bindings;
const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);
const health = (token?: string) => get('/api/cms-health', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

type Testimonial = { author: string; order: number; quote: string; [field: string]: unknown };
type Block = { __component: string; title?: string; [field: string]: unknown };
const clone = <T>(value: T) => structuredClone(value) as T;

/** The recorded testimonials in a language and as many more as it takes to have `count`, each by its own author. */
function testimonials(lang: string, count: number) {
  const answer = clone(pages.imported[`testimonial-${lang}`]!) as { data: Testimonial[]; meta?: unknown };
  const first = answer.data[0]!;
  for (let i = answer.data.length; i < count; i++)
    answer.data.push({ ...clone(first), author: `Autor ${i + 1}`, order: i + 1, id: 900 + i });
  return answer;
}

beforeEach(async () => {
  await freshCmsState();
  ENV = { ...cmsBindings('whsec-notices', PREVIEW_SECRET), LEADS_EXPORT_TOKEN: OPERATOR };
});

describe('a section that breaks a limit shows what the layout holds', () => {
  it('cuts a text at a word with an ellipsis, within the limit', () => {
    expect(cutAtWord('Lean Digital para a indústria que quer crescer', 30)).toBe('Lean Digital para a indústria…');
    expect(cutAtWord('curto', 30)).toBe('curto');
    expect(cutAtWord('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cutAtWord('Lean Digital para a indústria que quer crescer', 30).length).toBeLessThanOrEqual(30);
  });

  it('a 7th testimonial: the home and the landing page show the first six, in order, and the log says so', async () => {
    const cms = recordedPages();
    cms.published.set('testimonial-pt', testimonials('pt', 7));
    const home = await get('/pt');
    expect(home.res.status).toBe(200);
    for (let i = 4; i <= 6; i++) expect(home.text).toContain(`Autor ${i}`);
    expect(home.text).not.toContain('Autor 7');
    expect((await get('/pt/diagnostico-lean-digital-gratuito')).text).toContain('Autor 6');
    const lines = logLines().filter((l) => l.event === 'cms.page_fallback' && l.model === 'testimonial');
    expect(lines[0]).toMatchObject({ level: 'warn', lang: 'pt', adjusted: ['items: (list) too_many 7>6'] });
  });

  it('an over-long FAQ title on the English landing page: cut at a word, the rest of the FAQ from the CMS', async () => {
    const cms = recordedPages();
    const landing = clone(pages.imported['landing-page-en']!) as { data: { blocks: Block[] } };
    const faq = landing.data.blocks.find((b) => b.__component === 'landing.faq')!;
    const max = (
      pageModel('landing-page')
        .sections.find((s) => s.name === 'faq')!
        .fields.find((f) => f.name === 'title') as { max: number }
    ).max;
    const long = `Everything you wanted to ask about the free diagnostic ${'and more '.repeat(20)}`.trim();
    expect(long.length).toBeGreaterThan(max);
    faq.title = long;
    cms.published.set('landing-page-en', landing as never);
    const { text } = await get('/en/diagnostico-lean-digital-gratuito');
    expect(text).toContain(`>${cutAtWord(long, max)}</h2>`);
    expect(cutAtWord(long, max)).toMatch(/ and…$|more…$/);
    expect(text).toContain((faq.items as { question: string }[])[0]!.question);
  });
});

describe('a preview tells the editor', () => {
  it('which field of which section the site changes, and why, above the draft it shows as it will be', async () => {
    const cms = recordedPages();
    const draft = clone(pages.homePtDraft) as { data: { hero: { bullets: { text: string }[] }; blocks: Block[] } };
    draft.data.hero.bullets.push({ text: 'Quarta linha' });
    const method = draft.data.blocks.find((b) => b.__component === 'home.method')!;
    method.title = `Nosso método ${'em passos claros '.repeat(12)}`;
    draft.data.blocks.splice(1, 0, { __component: 'home.carousel', id: 5 });
    cms.drafts.set('home-page-pt', draft as never);
    const entry = await get(new URL(pages.previews.home).pathname + new URL(pages.previews.home).search);
    const page = await get(entry.res.headers.get('location')!);
    expect(page.res.status).toBe(200);
    const notices = /<aside class="preview-notices"[\s\S]*?<\/aside>/.exec(page.text)?.[0] ?? '';
    expect(notices).toContain('O que o site muda neste rascunho');
    expect(notices).toContain('home-page → hero → bullets: 4 itens, o layout mostra 3.');
    expect(notices).toMatch(/home-page → method \(bloco 7\) → title: \d+ caracteres, no máximo \d+\./);
    expect(notices).toContain('o site não tem o bloco “home.carousel”');
    expect(page.text).not.toContain('Quarta linha');
    // The published page has no notices: they are the editor's.
    expect((await get('/pt')).text).not.toContain('preview-notices"');
  });
});

describe('GET /api/cms-health', () => {
  it('is the operator’s only: 404 without the token configured, 401 for a wrong one', async () => {
    recordedPages();
    ENV = { ...ENV, LEADS_EXPORT_TOKEN: undefined as unknown as string };
    expect((await health(OPERATOR)).res.status).toBe(404);
    ENV = { ...ENV, LEADS_EXPORT_TOKEN: OPERATOR };
    expect((await health()).res.status).toBe(401);
    expect((await health('wrong-token-0123456789abcdef0123456789')).res.status).toBe(401);
  });

  it('lists every section not shown as written, by page and language; ok once there is none', async () => {
    const cms = recordedPages();
    const clean = await health(OPERATOR);
    expect(clean.res.status).toBe(200);
    expect(clean.res.headers.get('Cache-Control')).toBe('no-store');
    // 9 single types (the site settings and the two legal pages too) and 8 solution pages and the testimonials, in 3 languages. The recording has
    // the solution pages in pt, en and es for mes, and erp-digital in pt: the others are missing.
    const report = JSON.parse(clean.text) as { ok: boolean; checked: number; sections: Record<string, unknown>[] };
    expect(report.checked).toBe(54);
    expect(report.sections.every((s) => s.model === 'solution-page' && s.section === '*' && s.reason === 'missing')).toBe(true);
    cms.published.set('testimonial-es', testimonials('es', 8));
    const home = clone(pages.imported['home-page-en']!) as { data: { blocks: Block[] } };
    home.data.blocks.find((b) => b.__component === 'home.benefits')!.title = 'Benefits {{company}}';
    home.data.blocks.push({ __component: 'home.carousel', id: 4 });
    cms.published.set('home-page-en', home as never);
    const frame = clone(pages.imported['site-setting-pt']!) as { data: { nav: Record<string, string> } };
    frame.data.nav.cta = 'Diagnóstico gratuito para a sua fábrica';
    cms.published.set('site-setting-pt', frame as never);
    resetHtmlCacheState();
    const { keys } = await env.CONTENT_CACHE.list();
    await Promise.all(keys.map((k) => env.CONTENT_CACHE.delete(k.name)));
    setPagesClock(() => 1_000_000 + 10 * 60_000);
    const sections = (JSON.parse((await health(OPERATOR)).text) as typeof report).sections.filter((s) => s.model !== 'solution-page');
    expect(sections).toEqual([
      { model: 'home-page', lang: 'en', section: 'benefits', block: 3, reason: 'invalid', problems: ['title placeholder'] },
      { model: 'home-page', lang: 'en', section: 'blocks', block: 10, reason: 'unknown', problems: ['home.carousel'] },
      { model: 'testimonial', lang: 'es', section: 'items', reason: 'adjusted', problems: ['(list) too_many 8>6'] },
      { model: 'site-setting', lang: 'pt', section: 'nav', reason: 'adjusted', problems: [expect.stringMatching(/^cta too_long 39>\d+$/)] },
    ]);
    expect(JSON.stringify(sections)).not.toContain('Benefits {{company}}');
  });
});
