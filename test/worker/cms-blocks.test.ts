// The marketing pages' sections as blocks (a Strapi 5 dynamic zone), on the recorded
// answers (test/fixtures/strapi/v5-pages) edited as an editor would: blocks reordered, repeated,
// removed, and one the site has no component for. What the page shows is read in its HTML.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageModel } from '../../src/content/pages/catalog';
import { entryRequest } from '../../src/content/pages/query';
import { PAGE_BLOCKS } from '../../src/content/pages/blocks';
import { buildStrapiParams } from '../../src/content/strapi-query';
import type { Bindings } from '../../src/env';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';
import { freshCmsState } from '../../src/content/testing/cms-state';

type Block = { __component: string; id: number; title?: string; [field: string]: unknown };
type Entry = { data: { blocks: Block[]; [field: string]: unknown } };

let ENV: Bindings;
const get = (path: string) => pageWith(ENV, path);
const entry = (key: string) => structuredClone(pages.imported[key]!) as Entry;
const byComponent = (blocks: Block[], component: string) => blocks.find((b) => b.__component === component)!;
/** Where each marker first shows in the page's main content (-1: not at all). */
const places = (html: string, markers: string[]) => {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return markers.map((m) => main.indexOf(m));
};
const count = (html: string, text: string) => html.split(text).length - 1;

beforeEach(async () => {
  await freshCmsState();
  ENV = cmsBindings('whsec-blocks', 'preview-blocks');
});

describe('the recorded answers', () => {
  it('hold the blocks in the order the page shows without a CMS, which is what the import writes', () => {
    for (const [key, page] of [
      ['home-page-pt', 'home'],
      ['landing-page-en', 'landing'],
      ['about-page-es', 'about'],
      ['services-page-pt', 'services'],
      ['contact-page-en', 'contact'],
      ['diagnostic-page-pt', 'diagnostic'],
      ['solution-page-pt-erp-digital', 'solution'],
    ] as const) {
      const model = pageModel(key.replace(/-(pt|en|es).*$/, '') as 'home-page');
      const raw = pages.imported[key]!.data;
      const blocks = ((Array.isArray(raw) ? raw[0] : raw) as Entry['data']).blocks;
      const names = blocks.map((b) => model.sections.find((s) => s.component === b.__component)!.name);
      expect(names, key).toEqual([...PAGE_BLOCKS[page]]);
    }
  });

  it("asks Strapi 5 for every block's fields through the dynamic zone's `on` fragments", () => {
    const { query } = entryRequest(pageModel('home-page'), 'pt');
    const params = [...buildStrapiParams(query).entries()].map(([k, v]) => `${k}=${v}`);
    expect(params).toContain('populate[hero][populate][bullets][populate]=*');
    expect(params).toContain('populate[blocks][on][home.faq][populate][items][populate]=*');
    expect(params).toContain('populate[blocks][on][home.budget][populate]=*');
    expect(params).toContain('populate[solutionCards][populate][erp][populate][features][populate]=*');
    // The list form (populate[0]=…) cannot be mixed with the object form in one query.
    expect(params.filter((p) => /^populate\[\d+\]/.test(p))).toEqual([]);
  });
});

describe('an editor shapes the home page', () => {
  it('moves the testimonials above the method: the HTML follows the new order', async () => {
    const cms = recordedPages();
    const home = entry('home-page-pt');
    const blocks = home.data.blocks;
    const testimonials = blocks.splice(blocks.indexOf(byComponent(blocks, 'home.testimonials')), 1)[0]!;
    blocks.splice(blocks.indexOf(byComponent(blocks, 'home.method')), 0, testimonials);
    cms.published.set('home-page-pt', home);
    const before = await pageWith({ ...(env as unknown as Bindings) }, '/pt');
    const [method, said] = places(before.text, ['id="metodo"', 'id="depoimentos"']);
    expect(method).toBeLessThan(said!);
    const { res, text } = await get('/pt');
    expect(res.status).toBe(200);
    const [methodNow, saidNow, faq] = places(text, ['id="metodo"', 'id="depoimentos"', 'id="faq"']);
    expect(saidNow).toBeGreaterThan(0);
    expect(saidNow).toBeLessThan(methodNow!);
    expect(methodNow).toBeLessThan(faq!);
    // Only Portuguese changed.
    const en = await get('/en');
    const [methodEn, saidEn] = places(en.text, ['id="metodo"', 'id="depoimentos"']);
    expect(methodEn).toBeLessThan(saidEn!);
  });

  it('removes the FAQ and the budget block: neither shows, nor does the FAQ in structured data; the blog teaser stays last', async () => {
    const cms = recordedPages();
    const home = entry('home-page-pt');
    const budgetTitle = byComponent(home.data.blocks, 'home.budget').title!;
    home.data.blocks = home.data.blocks.filter((b) => b.__component !== 'home.faq' && b.__component !== 'home.budget');
    cms.published.set('home-page-pt', home);
    const { res, text } = await get('/pt');
    expect(res.status).toBe(200);
    expect(text).not.toContain('id="faq"');
    expect(text).not.toContain('id="budget-title"');
    expect(text).not.toContain(budgetTitle);
    expect(text).not.toContain('FAQPage');
    const [cta, teaser] = places(text, ['id="cta-final"', 'id="blog-teaser-title"']);
    expect(cta).toBeGreaterThan(0);
    expect(teaser).toBeGreaterThan(cta!);
    expect(logLines().filter((l) => l.event === 'cms.page_fallback')).toEqual([]);
  });

  it('repeats the closing call to action with texts of its own: both show, each with its own title', async () => {
    const cms = recordedPages();
    const home = entry('home-page-pt');
    const cta = byComponent(home.data.blocks, 'home.final-cta');
    const first = cta.title!;
    home.data.blocks.splice(1, 0, { ...structuredClone(cta), id: 999, title: 'Fale conosco ainda hoje' });
    cms.published.set('home-page-pt', home);
    const { res, text } = await get('/pt');
    expect(res.status).toBe(200);
    expect(count(text, 'id="cta-final"')).toBe(2);
    const [early, solutions, late] = places(text, ['Fale conosco ainda hoje', 'id="solucoes"', first]);
    expect(solutions).toBeLessThan(early!);
    expect(early).toBeLessThan(late!);
    // Every other section keeps its texts: the repeated block's are its own.
    expect(count(text, first)).toBe(1);
  });

  it('skips a block the site has no component for, logs it by place and name (never its content), and renders the rest', async () => {
    const cms = recordedPages();
    const home = entry('home-page-pt');
    home.data.blocks.splice(2, 0, { __component: 'home.carousel', id: 77, title: 'Carrossel secreto' });
    cms.published.set('home-page-pt', home);
    const { res, text } = await get('/pt');
    expect(res.status).toBe(200);
    expect(text).not.toContain('Carrossel secreto');
    expect(text).toContain('id="metodo"');
    const lines = logLines().filter((l) => l.event === 'cms.page_fallback');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', model: 'home-page', lang: 'pt', unknown: ['blocks[2]: home.carousel'] });
    expect(JSON.stringify(lines[0])).not.toContain('Carrossel');
  });

  it('an entry without its dynamic zone keeps the page in its own order, with the typed sections from the CMS', async () => {
    const cms = recordedPages();
    const home = entry('home-page-pt') as unknown as { data: Record<string, unknown> };
    delete home.data.blocks;
    cms.published.set('home-page-pt', home as unknown as Entry);
    const withCms = await get('/pt');
    const without = await pageWith({ ...(env as unknown as Bindings) }, '/pt');
    const markers = ['id="solucoes"', 'id="metodo"', 'id="depoimentos"', 'id="faq"', 'id="cta-final"', 'id="budget-title"'];
    const shown = places(withCms.text, markers);
    expect(shown.every((p) => p > 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(places(without.text, markers).every((p) => p > 0)).toBe(true);
  });
});

describe('an editor assembles the campaign landing page', () => {
  it('puts the FAQ first and drops the testimonials, in English only', async () => {
    const cms = recordedPages();
    const landing = entry('landing-page-en');
    const faq = byComponent(landing.data.blocks, 'landing.faq');
    landing.data.blocks = [faq, ...landing.data.blocks.filter((b) => b !== faq && b.__component !== 'landing.testimonials')];
    cms.published.set('landing-page-en', landing);
    const en = await get('/en/diagnostico-lean-digital-gratuito');
    expect(en.res.status).toBe(200);
    const [faqAt, indicators, form] = places(en.text, ['id="faq"', 'id="indicadores"', 'id="form"']);
    expect(faqAt).toBeGreaterThan(0);
    expect(faqAt).toBeLessThan(indicators!);
    expect(indicators).toBeLessThan(form!);
    expect(en.text).not.toContain('id="depoimentos"');
    const pt = await get('/pt/diagnostico-lean-digital-gratuito');
    const [faqPt, indicatorsPt] = places(pt.text, ['id="faq"', 'id="indicadores"']);
    expect(indicatorsPt).toBeLessThan(faqPt!);
    expect(pt.text).toContain('id="depoimentos"');
  });
});

describe('the other pages', () => {
  it('a solution page: the closing block moved above the features, the ERP video removed; the other solutions stay above the closing block', async () => {
    const cms = recordedPages();
    const answer = structuredClone(pages.imported['solution-page-pt-erp-digital']!) as { data: Entry['data'][] };
    const erp = answer.data[0]!;
    const cta = byComponent(erp.blocks, 'solution.cta');
    erp.blocks = [cta, ...erp.blocks.filter((b) => b !== cta && b.__component !== 'solution.video')];
    cms.published.set('solution-page-pt-erp-digital', answer as unknown as Entry);
    const before = await pageWith({ ...(env as unknown as Bindings) }, '/pt/solutions/erp-digital');
    expect(before.text).toContain('aria-labelledby="video-title"');
    const { res, text } = await get('/pt/solutions/erp-digital');
    expect(res.status).toBe(200);
    const [other, ctaAt, features] = places(text, ['id="other-title"', 'id="cta-title"', 'id="features"']);
    expect(ctaAt).toBeGreaterThan(0);
    expect(other).toBeLessThan(ctaAt!);
    expect(ctaAt).toBeLessThan(features!);
    expect(text).not.toContain('aria-labelledby="video-title"');
  });

  it('the contact page without its map, the about page with its call to action first', async () => {
    const cms = recordedPages();
    const contact = entry('contact-page-pt');
    contact.data.blocks = contact.data.blocks.filter((b) => b.__component !== 'contact.map');
    cms.published.set('contact-page-pt', contact);
    const about = entry('about-page-pt');
    const cta = byComponent(about.data.blocks, 'about.cta');
    about.data.blocks = [cta, ...about.data.blocks.filter((b) => b !== cta)];
    cms.published.set('about-page-pt', about);
    const withMap = await pageWith({ ...(env as unknown as Bindings) }, '/pt/contact');
    expect(withMap.text).toContain('id="map-title"');
    const shown = await get('/pt/contact');
    expect(shown.text).not.toContain('id="map-title"');
    expect(shown.text).toContain('contact-form-title');
    const page = await get('/pt/about');
    const [ctaAt, stats] = places(page.text, ['id="about-cta"', 'id="stats-title"']);
    expect(ctaAt).toBeGreaterThan(0);
    expect(ctaAt).toBeLessThan(stats!);
  });
});
