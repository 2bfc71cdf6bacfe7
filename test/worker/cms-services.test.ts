// The services grid's cards as content: the Services page's solutions block holds its cards (which
// solution, title, line, an icon of the site's glyphs, a video of the site's own), at most the
// eight the layout takes. On the answers in Strapi 5's shape (v5-pages/services-page-*.json, the
// cards as the import writes them), edited as an editor would.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_CARDS } from '../../src/content/pages/specs-pages';
import { isGlyph } from '../../src/components/solutions/glyph';
import { isSiteVideo } from '../../src/components/solutions/videos';
import type { Bindings } from '../../src/env';
import { SOLUTIONS } from '../../src/shared/solutions';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';
import { freshCmsState } from '../../src/content/testing/cms-state';

type Card = { id: number; solution: string; title: string; text: string; icon: string | null; video: string | null };
type Services = { data: { blocks: { __component: string; cards?: Card[] }[] } };

const OPERATOR = 'operator-token-0123456789abcdef0123456789';
let ENV: Bindings;
const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);
const services = (lang: string) => structuredClone(pages.imported[`services-page-${lang}`]!) as unknown as Services;
const cardsOf = (answer: Services) => answer.data.blocks.find((b) => b.__component === 'services.solutions')!.cards!;
const gridOf = (html: string) => /<section class="section" aria-labelledby="solutions-title">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const titles = (html: string) =>
  [...gridOf(html).matchAll(/<h4 class="solution-card__title"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

beforeEach(async () => {
  await freshCmsState();
  ENV = { ...cmsBindings('whsec-services', 'preview-services'), LEADS_EXPORT_TOKEN: OPERATOR };
});

describe('the services grid as the import writes it', () => {
  it('is the grid the site shows without a CMS, card for card', async () => {
    recordedPages();
    for (const lang of ['pt', 'en', 'es']) {
      const withCms = gridOf((await get(`/${lang}/services`)).text);
      const without = gridOf((await pageWith(env as unknown as Bindings, `/${lang}/services`)).text);
      expect(titles(withCms).length, lang).toBe(8);
      expect(withCms, lang).toBe(without);
    }
    expect(logLines().filter((l) => l.event === 'cms.page_fallback' && l.model === 'services-page')).toEqual([]);
  });

  it("offers only the site's glyphs, its own videos and its eight solutions", () => {
    expect(SERVICE_CARDS.icons.filter((name) => !isGlyph(name))).toEqual([]);
    expect(SERVICE_CARDS.videos.filter((name) => !isSiteVideo(name))).toEqual([]);
    expect([...SERVICE_CARDS.solutions]).toEqual(SOLUTIONS.map((s) => s.key));
  });
});

describe('an editor changes the cards', () => {
  it('reorders, rewords, removes a card and gives one an icon and the ERP video: that language only', async () => {
    const cms = recordedPages();
    const pt = services('pt');
    const cards = cardsOf(pt);
    const mes = cards.find((c) => c.solution === 'mes')!;
    Object.assign(mes, { title: 'MES na prática', text: 'Chão de fábrica em tempo real', icon: 'rocket', video: 'erp' });
    const reordered = [mes, ...cards.filter((c) => c !== mes && c.solution !== 'tms')];
    cardsOf(pt).splice(0, cards.length, ...reordered);
    cms.published.set('services-page-pt', pt as never);
    const grid = gridOf((await get('/pt/services')).text);
    expect(titles(grid).map(([, title]) => title)).toEqual([
      'MES na prática',
      'ERP Digital',
      'APS',
      'RFID',
      'WMS',
      'RPA',
      'Inteligência Artificial',
    ]);
    expect(titles(grid)[0]![0]).toBe('/pt/solutions/mes');
    expect(grid).toContain('Chão de fábrica em tempo real');
    expect(grid).toMatch(
      /<span class="solution-card__icon"><svg[^>]*>[\s\S]*?<\/svg><\/span><h4 class="solution-card__title"><a href="\/pt\/solutions\/mes">/,
    );
    expect(grid).toContain('<a class="solution-card__video" href="/pt/solutions/erp-digital#video-title">');
    expect(grid).toContain('Assistir ao vídeo: ERP Digital na prática');
    expect(grid).not.toContain('/pt/solutions/tms');
    expect(titles(gridOf((await get('/en/services')).text))).toHaveLength(8);
  });

  it('a 9th card: the first eight show, and /api/cms-health says so', async () => {
    const cms = recordedPages();
    const pt = services('pt');
    cardsOf(pt).push({ ...cardsOf(pt)[0]!, id: 99, title: 'ERP de novo', text: 'Mais um cartão' });
    cms.published.set('services-page-pt', pt as never);
    const grid = gridOf((await get('/pt/services')).text);
    expect(titles(grid)).toHaveLength(8);
    expect(grid).not.toContain('ERP de novo');
    const report = JSON.parse((await get('/api/cms-health', { headers: { Authorization: `Bearer ${OPERATOR}` } })).text) as {
      sections: Record<string, unknown>[];
    };
    expect(report.sections.filter((s) => s.model === 'services-page')).toEqual([
      { model: 'services-page', lang: 'pt', section: 'solutions', block: 0, reason: 'adjusted', problems: ['cards too_many 9>8'] },
    ]);
  });

  it("an icon or video the site does not have: the block keeps the repository's grid, and the log says where", async () => {
    const cms = recordedPages();
    const pt = services('pt');
    cardsOf(pt)[0]!.icon = 'unicorn';
    cardsOf(pt)[1]!.title = 'APS de outro jeito';
    cms.published.set('services-page-pt', pt as never);
    const grid = gridOf((await get('/pt/services')).text);
    expect(grid).not.toContain('APS de outro jeito');
    expect(grid).toBe(gridOf((await pageWith(env as unknown as Bindings, '/pt/services')).text));
    const line = logLines().find((l) => l.event === 'cms.page_fallback' && l.model === 'services-page');
    expect(line?.invalid).toEqual([expect.stringMatching(/^solutions\[0\]: cards\.0\.icon /)]);
  });
});
