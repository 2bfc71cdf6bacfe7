import { describe, expect, it } from 'vitest';
import { EMBEDDED_ARTICLES, EMBEDDED_CATEGORIES, EMBEDDED_TAGS } from '../../src/content/embedded/data';
import { embeddedSource, type EmbeddedData } from '../../src/content/embedded/source';
import { CATEGORY_SLUGS } from '../../src/content/types';
import type { EmbeddedArticle } from '../../src/content/embedded/types';
import { deriveExcerpt } from '../../src/content/derive';
import { html, request } from '../helpers/worker';

/** Own small corpus, so these tests do not move when the bundled articles change. */
function article(slug: string, day: number, over: Partial<EmbeddedArticle> = {}): EmbeddedArticle {
  return {
    slug,
    category: 'lean-manufacturing',
    tags: [],
    publishedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    author: 'Equipe',
    cover: null,
    translations: { pt: { title: `Título ${slug}`, content: `Conteúdo de ${slug}.`, coverAlt: `Capa ${slug}` } },
    ...over,
  };
}

const DATA: EmbeddedData = {
  categories: [
    { slug: 'lean-manufacturing', names: { pt: 'Manufatura Enxuta', en: 'Lean Manufacturing', es: 'Manufactura Esbelta' } },
    { slug: 'tecnologia', names: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología' } },
  ],
  tags: [
    { slug: 'oee', names: { pt: 'OEE', en: 'OEE', es: 'OEE' } },
    { slug: 'kaizen', names: { pt: 'Kaizen', en: 'Kaizen', es: 'Kaizen' } },
    { slug: 'gemba', names: { pt: 'Gemba', en: 'Gemba', es: 'Gemba' } },
  ],
  articles: [
    article('a', 1, { tags: ['oee'] }),
    article('b', 5, {
      tags: ['oee', 'kaizen'],
      featured: true,
      cover: {
        url: '/media/blog/b.webp',
        width: 1600,
        height: 1000,
        formats: [{ url: '/media/blog/b-640.webp', width: 640, height: 400 }],
      },
      translations: {
        pt: { title: 'Kaizen com dados', excerpt: 'Resumo dado.', content: 'Texto pt.', coverAlt: 'Capa pt' },
        en: { title: 'Kaizen with data', content: 'English **text** about shop floors.', coverAlt: 'Cover en' },
      },
    }),
    article('c', 3, { category: 'tecnologia', tags: ['kaizen'] }),
    article('d', 2, { category: 'tecnologia', tags: [], readingTime: 9 }),
    article('e', 4, { category: 'tecnologia', tags: ['gemba'] }),
  ],
};
const source = embeddedSource(DATA);

describe('embedded source', () => {
  it('lists newest first, paged, with hasMore only while the page is full', async () => {
    const first = await source.listArticles({ lang: 'pt', pageSize: 2 });
    expect(first.items.map((a) => a.slug)).toEqual(['b', 'e']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasMore: true, total: 5 });
    const last = await source.listArticles({ lang: 'pt', pageSize: 2, page: 3 });
    expect(last.items.map((a) => a.slug)).toEqual(['a']);
    expect(last.hasMore).toBe(false);
  });

  it('filters by category (winning over tag), by tag, and treats all as no filter', async () => {
    const slugs = async (q: object) => (await source.listArticles({ lang: 'pt', ...q })).items.map((a) => a.slug);
    expect(await slugs({ category: 'tecnologia', tag: 'oee' })).toEqual(['e', 'c', 'd']);
    expect(await slugs({ tag: 'oee' })).toEqual(['b', 'a']);
    expect(await slugs({ category: 'all', tag: 'all' })).toHaveLength(5);
  });

  it('searches title, excerpt, content, category name and tag names case-insensitively, combined with filters', async () => {
    const slugs = async (search: string, q: object = {}) =>
      (await source.listArticles({ lang: 'pt', search, ...q })).items.map((a) => a.slug);
    expect(await slugs('TÍTULO C')).toEqual(['c']);
    expect(await slugs('resumo dado')).toEqual(['b']);
    expect(await slugs('conteúdo de d')).toEqual(['d']);
    expect(await slugs('manufatura enxuta')).toEqual(['b', 'a']);
    expect(await slugs('gemba')).toEqual(['e']);
    expect(await slugs('kaizen', { category: 'tecnologia' })).toEqual(['c']);
  });

  it('falls back to pt per article, marked with its language, terms named in the requested one', async () => {
    const [b, e] = (await source.listArticles({ lang: 'en', pageSize: 2 })).items;
    expect(b).toMatchObject({
      slug: 'b',
      lang: 'en',
      langs: ['pt', 'en'],
      title: 'Kaizen with data',
      excerpt: 'English text about shop floors.',
    });
    expect(e).toMatchObject({
      slug: 'e',
      lang: 'pt',
      langs: ['pt'],
      title: 'Título e',
      category: { name: 'Technology', slug: 'tecnologia' },
    });
  });

  it('builds the article: cover with alt and formats, reading time given or derived, featured, author', async () => {
    const b = await source.getArticle('b', 'en');
    expect(b?.featuredImage).toEqual({
      url: '/media/blog/b.webp',
      width: 1600,
      height: 1000,
      alt: 'Cover en',
      formats: [{ url: '/media/blog/b-640.webp', width: 640, height: 400 }],
    });
    expect(b).toMatchObject({ featured: true, readingTime: 1, author: { name: 'Equipe' }, updatedAt: b?.publishedAt });
    expect((await source.getArticle('d', 'pt'))?.readingTime).toBe(9);
    expect(await source.getArticle('nope', 'pt')).toBeNull();
  });

  it('ranks related: same category first, then shared tags, never itself, only related ones', async () => {
    const c = (await source.getArticle('c', 'pt'))!;
    expect((await source.relatedArticles(c, 'pt', 4)).map((a) => a.slug)).toEqual(['e', 'd', 'b']);
    const a = (await source.getArticle('a', 'pt'))!;
    expect((await source.relatedArticles(a, 'pt', 1)).map((x) => x.slug)).toEqual(['b']);
  });

  it('gives the latest N', async () => {
    expect((await source.latestArticles('es', 3)).map((a) => a.slug)).toEqual(['b', 'e', 'c']);
  });

  it('lists categories and tags by name in the language, tags with counts', async () => {
    expect((await source.listCategories('es')).map((c) => c.name)).toEqual(['Manufactura Esbelta', 'Tecnología']);
    expect(await source.listTags('pt')).toEqual([
      { id: 'gemba', name: 'Gemba', slug: 'gemba', count: 1 },
      { id: 'kaizen', name: 'Kaizen', slug: 'kaizen', count: 2 },
      { id: 'oee', name: 'OEE', slug: 'oee', count: 2 },
    ]);
  });

  it('lists every article for the sitemap with its languages', async () => {
    const rows = await source.sitemapArticles();
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ slug: 'b', updatedAt: '2026-01-05T10:00:00.000Z', langs: ['pt', 'en'] });
  });
});

describe('bundled embedded content (data.ts)', () => {
  it('has unique slugs, and every category and tag an article names exists', () => {
    expect(new Set(EMBEDDED_ARTICLES.map((a) => a.slug)).size).toBe(EMBEDDED_ARTICLES.length);
    const categories = new Set(EMBEDDED_CATEGORIES.map((c) => c.slug));
    const tags = new Set(EMBEDDED_TAGS.map((t) => t.slug));
    expect([...categories].sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const a of EMBEDDED_ARTICLES) {
      expect(categories.has(a.category), a.slug).toBe(true);
      for (const t of a.tags) expect(tags.has(t), `${a.slug}: ${t}`).toBe(true);
    }
  });
});

describe('the bundled articles, their bodies in the assets', () => {
  it('carries every article but not its body, which an article page and a search read from the assets', async () => {
    const bundled = (await import('../../src/generated/embedded-articles.json')).default as EmbeddedData;
    expect(bundled.articles.map((a) => a.slug)).toEqual(EMBEDDED_ARTICLES.map((a) => a.slug));
    expect(JSON.stringify(bundled)).not.toContain('Shigeo Shingo');
    const smed = EMBEDDED_ARTICLES.find((a) => a.slug === 'smed-troca-rapida-de-ferramentas')!;
    // Derived as the source would derive it from the body.
    expect(bundled.articles.find((a) => a.slug === smed.slug)!.translations.pt.excerpt).toBe(deriveExcerpt(smed.translations.pt.content));
    const page = await html(`/pt/blog/${smed.slug}`);
    expect(page.text).toContain('desenvolvido por Shigeo Shingo');
    const found = (await (await request('/api/articles?lang=en&search=shigeo%20shingo')).json()) as { items: { slug: string }[] };
    expect(found.items.map((a) => a.slug)).toEqual([smed.slug]);
  });
});
