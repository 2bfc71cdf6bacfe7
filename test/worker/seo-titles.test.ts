// Titles and descriptions as search results show them: a title of at most 60 characters (longer
// ones are cut), a description of 70 to 160 (shorter ones get replaced by a snippet, longer ones
// cut), and a different one per language wherever the language differs.
import { describe, expect, it } from 'vitest';
import { EMBEDDED_ARTICLES } from '../../src/content/embedded/data';
import { LANGS } from '../../src/shared/languages';
import { ORIGIN, html, request } from '../helpers/worker';

const TITLE_MAX = 60;
const DESCRIPTION = { min: 70, max: 160 };

async function sitemapLocs(): Promise<string[]> {
  const xml = await (await request('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

function fits(title: string | undefined, description: string | undefined): string[] {
  const wrong: string[] = [];
  if (!title || title.length > TITLE_MAX) wrong.push(`title ${title?.length ?? 'missing'}: ${title}`);
  if (title?.endsWith('…')) wrong.push(`title cut to fit (write a shorter metaTitle): ${title}`);
  const d = description ?? '';
  if (d.length < DESCRIPTION.min || d.length > DESCRIPTION.max) wrong.push(`description ${d.length}: ${d}`);
  return wrong;
}

describe('titles and descriptions', () => {
  it('fit search results on every sitemap URL, and differ between the languages of a page', async () => {
    const locs = await sitemapLocs();
    expect(locs.length).toBeGreaterThan(90);
    const wrong: string[] = [];
    /** x-default URL → the titles and descriptions of its languages. */
    const clusters = new Map<string, { loc: string; lang: string; title: string; description: string }[]>();
    for (const loc of locs) {
      const { res, doc } = await html(loc.slice(ORIGIN.length));
      expect(res.status, loc).toBe(200);
      expect(doc.meta('robots') ?? '', loc).not.toMatch(/noindex/);
      for (const w of fits(doc.title, doc.meta('description'))) wrong.push(`${loc}: ${w}`);
      const key = doc.alternates['x-default']!;
      const list = clusters.get(key) ?? [];
      list.push({ loc, lang: doc.htmlLang!, title: doc.title!, description: doc.meta('description')! });
      clusters.set(key, list);
    }
    for (const list of clusters.values()) {
      for (const field of ['title', 'description'] as const) {
        const values = list.map((p) => p[field]);
        if (new Set(values).size !== values.length)
          wrong.push(`same ${field} in several languages: ${list.map((p) => `${p.loc} "${p[field]}"`).join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('fit on every embedded article in every language it is written in, without cutting', async () => {
    const wrong: string[] = [];
    let pages = 0;
    for (const article of EMBEDDED_ARTICLES) {
      for (const lang of LANGS) {
        const text = article.translations[lang];
        if (!text) continue;
        pages++;
        // The copy itself, whatever the page does with it.
        if ((text.metaTitle ?? text.title).length > TITLE_MAX)
          wrong.push(`${lang}/${article.slug}: write a metaTitle of at most ${TITLE_MAX} characters`);
        const { doc } = await html(`/${lang}/blog/${article.slug}`);
        for (const w of fits(doc.title, doc.meta('description'))) wrong.push(`${lang}/${article.slug}: ${w}`);
        expect(doc.title).toBe(
          text.metaTitle ??
            (`${text.title} | Vértice Lean Digital`.length <= TITLE_MAX ? `${text.title} | Vértice Lean Digital` : text.title),
        );
      }
    }
    expect(pages).toBeGreaterThanOrEqual(EMBEDDED_ARTICLES.length * 2);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('drops the site name when a page title would pass 60 characters with it, and cuts only as a last resort', async () => {
    const { fitTitle } = await import('../../src/seo/head');
    expect(fitTitle('Contato | Vértice Lean Digital', 'Contato')).toBe('Contato | Vértice Lean Digital');
    const own = 'Consultoria Lean Digital industrial: ERP, APS, MES e IA';
    expect(fitTitle(`${own} | Vértice Lean Digital`, own)).toBe(own);
    const long = 'A title from the CMS that nobody shortened and that runs well past sixty characters';
    const cut = fitTitle(`${long} | Site`, long);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe('A title from the CMS that nobody shortened and that runs…');
  });
});
