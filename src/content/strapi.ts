import { categoryOrTag } from '../shared/archive-filter';
import { DEFAULT_LANG, LANGS, type Lang } from '../shared/languages';
import { DEFAULT_PAGE_SIZE, rankRelated } from './list';
import { cmsOriginOf, normalizeArticles, normalizeSitemapRows, normalizeTerms } from './normalize';
import { buildStrapiParams, searchFilter, type FilterTree, type StrapiQuery } from './strapi-query';
import {
  ContentServiceError,
  type Article,
  type ArticleListQuery,
  type ArticleListPage,
  type ContentService,
  type SitemapArticle,
} from './types';

export interface StrapiConfig {
  /** Strapi REST base including /api (CMS_API_URL). */
  apiUrl: string;
  /** Bearer token (secret CMS_API_TOKEN); sent from the worker only. No header when unset. */
  token?: string;
  /** Per-call timeout in ms (CMS_TIMEOUT_MS, default 2500). */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 2500;
/** Strapi's default maxLimit: the sitemap pages through the collection in steps of this size. */
const SITEMAP_PAGE_SIZE = 100;
const SITEMAP_MAX_PAGES = 20;

/**
 * GET {apiUrl}{path}?{query} and its JSON. Every failure (HTTP status, timeout, network, bad
 * JSON) becomes a ContentServiceError, so the cache can serve its stale copy or the route answer 503.
 */
export async function strapiGet(config: StrapiConfig, path: string, query: StrapiQuery): Promise<{ data: unknown; meta?: unknown }> {
  const url = `${config.apiUrl.replace(/\/+$/, '')}${path}?${buildStrapiParams(query)}`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (config.token) headers.Authorization = `Bearer ${config.token}`;
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      throw new ContentServiceError(504, 'Gateway Timeout', `CMS did not answer within ${timeoutMs} ms`);
    }
    throw new ContentServiceError(502, 'Bad Gateway', err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw new ContentServiceError(res.status, res.statusText, (await res.text()).slice(0, 2000));
  try {
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown; meta?: unknown }) : { data: [] };
  } catch {
    throw new ContentServiceError(502, 'Bad Gateway', 'CMS answered with invalid JSON');
  }
}

/**
 * Articles are ordered and dated by `publicationDate` (the shipped content model's field, set once
 * and kept when an article is edited and published again), then `publishedAt` (which Strapi 5
 * moves to "now" on every publish). A CMS whose model has no such field answers 400 naming it:
 * this isolate then sorts by `publishedAt` alone from that call on.
 */
let publicationDateField = true;
const articleSort = () => (publicationDateField ? ['publicationDate:desc', 'publishedAt:desc'] : ['publishedAt:desc']);
/** For tests: a fresh isolate that assumes the field exists. */
export function resetModelGuess(): void {
  publicationDateField = true;
}

async function withoutMissingField<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!publicationDateField || !(error instanceof ContentServiceError) || error.status !== 400 || !error.body.includes('publicationDate'))
      throw error;
    publicationDateField = false;
    return call();
  }
}

/** Strapi REST (v4, v5 or mixed) as a ContentService. No caching here: see cache.ts. */
export function strapiSource(config: StrapiConfig): ContentService {
  const cmsOrigin = cmsOriginOf(config.apiUrl);
  const articles = async (query: StrapiQuery, lang: Lang) => {
    const res = await withoutMissingField(() =>
      strapiGet(config, '/articles', { sort: articleSort(), populate: '*', ...query, locale: lang }),
    );
    return { items: normalizeArticles(res.data, { cmsOrigin, lang }), raw: Array.isArray(res.data) ? res.data.length : 0, meta: res.meta };
  };

  const service: ContentService = {
    async listArticles(q: ArticleListQuery): Promise<ArticleListPage> {
      const page = Math.max(1, q.page ?? 1);
      const pageSize = Math.max(1, q.pageSize ?? DEFAULT_PAGE_SIZE);
      const res = await articles({ page, pageSize, filters: listFilters(q) }, q.lang);
      // hasMore counts what the CMS returned, so a skipped malformed item does not end paging.
      const total = totalOf(res.meta);
      return { items: res.items, page, pageSize, hasMore: res.raw === pageSize, ...(total === undefined ? {} : { total }) };
    },
    async getArticle(slug: string, lang: Lang): Promise<Article | null> {
      const bySlug = { page: 1, pageSize: 1, filters: { slug: { $eq: slug } } };
      const found = (await articles(bySlug, lang)).items[0];
      if (found || lang === DEFAULT_LANG) return found ?? null;
      // Missing in this language: the pt version, which carries lang 'pt' (spec: falls back to pt).
      return (await articles(bySlug, DEFAULT_LANG)).items[0] ?? null;
    },
    async latestArticles(lang: Lang, limit = 5): Promise<Article[]> {
      return (await service.listArticles({ lang, pageSize: limit })).items;
    },
    async relatedArticles(article: Article, lang: Lang, limit = 3): Promise<Article[]> {
      const notSelf = { slug: { $ne: article.slug } };
      const found: Article[] = [];
      if (article.category) {
        found.push(
          ...(
            await articles({ page: 1, pageSize: limit, filters: { ...notSelf, category: { slug: { $eq: article.category.slug } } } }, lang)
          ).items,
        );
      }
      if (found.length < limit && article.tags.length > 0) {
        const byTags = { ...notSelf, tags: { slug: { $in: article.tags.map((t) => t.slug) } } };
        found.push(...(await articles({ page: 1, pageSize: limit * 2, filters: byTags }, lang)).items);
      }
      const unique = [...new Map(found.map((a) => [a.slug, a])).values()];
      return rankRelated(article, unique).slice(0, limit);
    },
    // Only the number of linked articles is used: asking for the articles themselves returned
    // every one in full (45 KB for 6 tags of 14 short articles; megabytes on a real blog).
    async listCategories(lang: Lang) {
      return normalizeTerms(
        (await strapiGet(config, '/categories', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: lang })).data,
      );
    },
    async listTags(lang: Lang) {
      return normalizeTerms(
        (await strapiGet(config, '/tags', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: lang })).data,
      );
    },
    async sitemapArticles(): Promise<SitemapArticle[]> {
      const rows = (await Promise.all(LANGS.map((lang) => sitemapRows(config, lang)))).flat();
      return mergeBySlug(rows);
    },
    // The CMS keeps no old slugs: renames are recorded in the KV cache (cache.ts, webhook.ts).
    async renamedSlug(): Promise<string | null> {
      return null;
    },
    imageOrigin: cmsOrigin,
  };
  return service;
}

/**
 * The draft of one article, fetched live for an editor's preview (never through the cache):
 * by document id on Strapi 5, by slug otherwise; in the requested language only. Null when the
 * CMS has no such draft.
 */
export async function draftArticle(
  config: StrapiConfig,
  target: { documentId?: string; slug?: string; lang: Lang },
): Promise<Article | null> {
  const filters: FilterTree = target.documentId ? { documentId: { $eq: target.documentId } } : { slug: { $eq: target.slug ?? '' } };
  const res = await withoutMissingField(() =>
    strapiGet(config, '/articles', {
      page: 1,
      pageSize: 1,
      sort: articleSort(),
      populate: '*',
      filters,
      locale: target.lang,
      drafts: true,
    }),
  );
  return normalizeArticles(res.data, { cmsOrigin: cmsOriginOf(config.apiUrl), lang: target.lang })[0] ?? null;
}

/** A category or a tag (categoryOrTag: the category wins); search combines with either. */
export function listFilters(q: Pick<ArticleListQuery, 'category' | 'tag' | 'search'>): FilterTree {
  const { category, tag } = categoryOrTag(q);
  return {
    category: category ? { slug: { $eq: category } } : undefined,
    tags: tag ? { slug: { $eq: tag } } : undefined,
    ...searchFilter(q.search),
  };
}

async function sitemapRows(config: StrapiConfig, lang: Lang): Promise<SitemapArticle[]> {
  const rows: SitemapArticle[] = [];
  for (let page = 1; page <= SITEMAP_MAX_PAGES; page++) {
    const query = (): StrapiQuery => ({
      page,
      pageSize: SITEMAP_PAGE_SIZE,
      sort: articleSort(),
      fields: ['slug', 'updatedAt', 'publishedAt', 'locale', ...(publicationDateField ? ['publicationDate'] : [])],
      populate: ['localizations'],
      locale: lang,
    });
    const res = await withoutMissingField(() => strapiGet(config, '/articles', query()));
    const batch = Array.isArray(res.data) ? res.data : [];
    rows.push(...normalizeSitemapRows(batch, lang));
    if (batch.length < SITEMAP_PAGE_SIZE) break;
  }
  return rows;
}

function mergeBySlug(rows: SitemapArticle[]): SitemapArticle[] {
  const bySlug = new Map<string, SitemapArticle>();
  for (const row of rows) {
    const seen = bySlug.get(row.slug);
    if (!seen) bySlug.set(row.slug, { ...row, langs: [...row.langs] });
    else {
      seen.langs = LANGS.filter((l) => seen.langs.includes(l) || row.langs.includes(l));
      if (row.updatedAt > seen.updatedAt) seen.updatedAt = row.updatedAt;
    }
  }
  return [...bySlug.values()];
}

function totalOf(meta: unknown): number | undefined {
  const total = (meta as { pagination?: { total?: unknown } } | undefined)?.pagination?.total;
  return typeof total === 'number' ? total : undefined;
}
