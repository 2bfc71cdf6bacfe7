import { describe, expect, it, vi } from 'vitest';
import { strapiSource } from '../../src/content/strapi';
import { buildStrapiParams, searchFilter } from '../../src/content/strapi-query';
import { ContentServiceError, type Article } from '../../src/content/types';
import empty from '../fixtures/strapi/empty.json';
import v4 from '../fixtures/strapi/articles-v4.json';
import v5 from '../fixtures/strapi/articles-v5.json';
import { CMS_API_URL, CMS_TOKEN, entries, json, stubCms } from '../fixtures/strapi/stub';

const cms = () => strapiSource({ apiUrl: CMS_API_URL, token: CMS_TOKEN });
const PUBLISHED: [string, string][] = [
  ['publicationState', 'live'],
  ['status', 'published'],
];
const SEARCH_FIELDS = ['[title]', '[excerpt]', '[content]', '[category][name]', '[tags][name]'];

describe('query builder', () => {
  it('writes pagination, sort, populate, filters, fields, both publication states and locale in order', () => {
    const params = buildStrapiParams({
      page: 2,
      pageSize: 12,
      sort: ['publishedAt:desc'],
      populate: ['category', 'tags'],
      filters: { category: { slug: { $eq: 'tendencias' } } },
      fields: ['slug', 'title'],
      locale: 'es',
    });
    expect([...params.entries()]).toEqual([
      ['pagination[page]', '2'],
      ['pagination[pageSize]', '12'],
      ['sort[0]', 'publishedAt:desc'],
      ['populate[0]', 'category'],
      ['populate[1]', 'tags'],
      ['filters[category][slug][$eq]', 'tendencias'],
      ['fields[0]', 'slug'],
      ['fields[1]', 'title'],
      ...PUBLISHED,
      ['locale', 'es'],
    ]);
  });

  it('skips empty and null filter values, including whole empty branches', () => {
    const params = buildStrapiParams({
      filters: {
        slug: { $eq: '' },
        category: { slug: { $eq: null } },
        tags: { slug: { $in: ['', null, 'mes'] } },
        $or: [{ title: { $containsi: undefined } }],
      },
    });
    expect([...params.entries()]).toEqual([['filters[tags][slug][$in][0]', 'mes'], ...PUBLISHED]);
  });

  it('builds the search $or over the five fields, and nothing for a blank search', () => {
    const params = buildStrapiParams({ filters: searchFilter(' OEE ') });
    expect([...params.entries()].slice(0, 5)).toEqual(SEARCH_FIELDS.map((f, i) => [`filters[$or][${i}]${f}[$containsi]`, 'OEE']));
    expect(searchFilter('   ')).toBeUndefined();
  });

  it('keeps hostile search text inside its one value (the publication state cannot be overridden)', () => {
    const params = buildStrapiParams({ filters: searchFilter('x&publicationState=preview&status=draft') });
    expect(params.getAll('publicationState')).toEqual(['live']);
    expect(params.getAll('status')).toEqual(['published']);
    expect(params.get('filters[$or][0][title][$containsi]')).toBe('x&publicationState=preview&status=draft');
    expect(params.toString()).toContain('x%26publicationState%3Dpreview%26status%3Ddraft');
  });
});

describe('Strapi source requests', () => {
  it('lists with category winning over tag, search combined, locale, bearer token, on the /api base', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubCms(() => json(v5));
    const page = await cms().listArticles({
      lang: 'en',
      page: 2,
      pageSize: 12,
      category: 'lean-manufacturing',
      tag: 'smed',
      search: 'OEE',
    });
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url.origin + call.url.pathname).toBe(`${CMS_API_URL}/articles`);
    expect(call.headers.get('Authorization')).toBe(`Bearer ${CMS_TOKEN}`);
    expect(entries(call.url)).toEqual([
      ['pagination[page]', '2'],
      ['pagination[pageSize]', '12'],
      ['sort[0]', 'publicationDate:desc'],
      ['sort[1]', 'publishedAt:desc'],
      ['populate', '*'],
      ['filters[category][slug][$eq]', 'lean-manufacturing'],
      ...SEARCH_FIELDS.map((f, i): [string, string] => [`filters[$or][${i}]${f}[$containsi]`, 'OEE']),
      ...PUBLISHED,
      ['locale', 'en'],
    ]);
    // 3 items came back for a page of 12: no more pages. The malformed one is skipped.
    expect(page).toMatchObject({ page: 2, pageSize: 12, hasMore: false, total: 3 });
    expect(page.items.map((a) => a.slug)).toEqual(['mes-industria-4-0', 'digital-twins']);
  });

  it("filters by tag slug when there is no category, and 'all' means no filter", async () => {
    const calls = stubCms(() => json(empty));
    await cms().listArticles({ lang: 'pt', category: 'all', tag: 'smed' });
    await cms().listArticles({ lang: 'pt', category: 'all', tag: 'all' });
    expect(calls[0]?.url.searchParams.get('filters[tags][slug][$eq]')).toBe('smed');
    expect(calls[0]?.url.searchParams.get('pagination[pageSize]')).toBe('10');
    expect([...calls[1]!.url.searchParams.keys()].filter((k) => k.startsWith('filters'))).toEqual([]);
  });

  it('reports hasMore while the CMS returns full pages (a skipped malformed item does not end paging)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubCms(() => json(v4));
    const page = await cms().listArticles({ lang: 'pt', pageSize: 3 });
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
  });

  it('finds an article by slug with $eq and takes the first item', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubCms(() => json(v4));
    const article = await cms().getArticle('reduzindo-setup-smed', 'pt');
    expect(article?.slug).toBe('reduzindo-setup-smed');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('filters[slug][$eq]')).toBe('reduzindo-setup-smed');
    expect(calls[0]?.url.searchParams.get('locale')).toBe('pt');
  });

  it('falls back to pt when the article is missing in the requested language, marked with lang pt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubCms((url) => json(url.searchParams.get('locale') === 'pt' ? v4 : empty));
    const article = await cms().getArticle('reduzindo-setup-smed', 'es');
    expect(calls.map((c) => c.url.searchParams.get('locale'))).toEqual(['es', 'pt']);
    expect(article).toMatchObject({ slug: 'reduzindo-setup-smed', lang: 'pt', langs: ['pt', 'en'] });
  });

  it('answers null for a slug that exists in no language', async () => {
    const calls = stubCms(() => json(empty));
    expect(await cms().getArticle('nao-existe', 'pt')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('asks categories and tags sorted by name with the count of their articles only, published, in the locale', async () => {
    const calls = stubCms(() => json(empty));
    await cms().listCategories('es');
    await cms().listTags('en');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/categories', '/api/tags']);
    for (const [i, lang] of [
      [0, 'es'],
      [1, 'en'],
    ] as const) {
      const p = calls[i]!.url.searchParams;
      expect([
        p.get('sort[0]'),
        p.get('populate[articles][count]'),
        p.get('populate'),
        p.get('publicationState'),
        p.get('status'),
        p.get('locale'),
      ]).toEqual(['name:asc', 'true', null, 'live', 'published', lang]);
    }
  });

  it('looks for related articles in the same category, then shared tags, never the article itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubCms(() => json(v5));
    const self = {
      slug: 'mes-industria-4-0',
      category: { id: '5', name: 'Industry 4.0', slug: 'industria-4-0' },
      tags: [{ id: '8', name: 'MES', slug: 'mes' }],
    } as Article;
    const related = await cms().relatedArticles(self, 'en', 3);
    expect(calls[0]?.url.searchParams.get('filters[slug][$ne]')).toBe('mes-industria-4-0');
    expect(calls[0]?.url.searchParams.get('filters[category][slug][$eq]')).toBe('industria-4-0');
    expect(calls[1]?.url.searchParams.get('filters[tags][slug][$in][0]')).toBe('mes');
    expect(related.map((a) => a.slug)).not.toContain('mes-industria-4-0');
  });

  it('sends no Authorization header when no token is configured', async () => {
    const calls = stubCms(() => json(empty));
    await strapiSource({ apiUrl: CMS_API_URL }).listArticles({ lang: 'pt' });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns an HTTP error into ContentServiceError with status, status text and body', async () => {
    stubCms(() => json({ error: { status: 500, name: 'InternalServerError' } }, 500, 'Internal Server Error'));
    const err = await cms()
      .listArticles({ lang: 'pt' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentServiceError);
    expect(err).toMatchObject({
      message: 'API request failed: 500 Internal Server Error',
      status: 500,
      statusText: 'Internal Server Error',
      body: '{"error":{"status":500,"name":"InternalServerError"}}',
    });
  });

  it('merges the sitemap rows of the three locales by slug', async () => {
    const calls = stubCms((url) => json(url.searchParams.get('locale') === 'en' ? v5 : v4));
    const rows = await cms().sitemapArticles();
    expect(calls).toHaveLength(3);
    expect(calls[0]?.url.searchParams.get('fields[0]')).toBe('slug');
    expect(rows.find((r) => r.slug === 'mes-industria-4-0')).toEqual({
      slug: 'mes-industria-4-0',
      updatedAt: '2026-04-03T12:00:00.000Z',
      langs: ['pt', 'en', 'es'],
    });
    expect(rows.find((r) => r.slug === 'reduzindo-setup-smed')?.langs).toEqual(['pt', 'en']);
  });
});
