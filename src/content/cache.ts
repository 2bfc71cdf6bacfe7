import type { Lang } from '../i18n/languages';
import { fitsInKv, keys } from './cache-keys';
import type { Article, ArticleListQuery, ContentService } from './types';

/** Spec §4/§9: a cached CMS answer is fresh for 5 minutes. */
export const FRESH_MS = 5 * 60 * 1000;
/**
 * How long KV keeps an entry. Far beyond freshness on purpose: an old value is what gets served
 * when the CMS is down (stale on error), and expiry costs no write.
 */
export const STORE_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface CacheOptions {
  /** Clock for freshness (ms). Default Date.now; injectable for tests. */
  now?: () => number;
  /** Defers a KV write past the response (ctx.waitUntil). Default: the write is awaited inline. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface CacheEntry<T> {
  storedAt: number;
  data: T;
}

/**
 * The value under `key`: KV when fresh, else `load()` (stored in KV), else the stale KV value
 * when `load` fails, else `load`'s error (a BlogApiError from the CMS source).
 * KV's free plan allows 1,000 writes a day, so a fresh hit never writes; `store` says whether a
 * loaded value is worth a write at all.
 */
export async function cached<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  options: CacheOptions = {},
  store: (data: T) => boolean = () => true,
): Promise<T> {
  const now = options.now ?? Date.now;
  const entry = await readEntry<T>(kv, key);
  if (entry && now() - entry.storedAt < FRESH_MS) return entry.data;
  let data: T;
  try {
    data = await load();
  } catch (err) {
    if (!entry) throw err;
    console.warn(`CMS failed, serving stale ${key} from ${new Date(entry.storedAt).toISOString()}:`, err instanceof Error ? err.message : err);
    return entry.data;
  }
  if (store(data) && fitsInKv(key)) {
    const value: CacheEntry<T> = { storedAt: now(), data };
    const write = kv
      .put(key, JSON.stringify(value), { expirationTtl: STORE_TTL_SECONDS })
      // Out of daily writes or a KV hiccup: the page is already answered; only the cache misses out.
      .catch((err: unknown) => console.warn(`KV write failed for ${key}:`, err instanceof Error ? err.message : err));
    if (options.waitUntil) options.waitUntil(write);
    else await write;
  }
  return data;
}

async function readEntry<T>(kv: KVNamespace, key: string): Promise<CacheEntry<T> | null> {
  if (!fitsInKv(key)) return null;
  try {
    const value = await kv.get<CacheEntry<T>>(key, 'json');
    return value && typeof value.storedAt === 'number' && 'data' in value ? value : null;
  } catch (err) {
    // A KV outage must not take the blog down: behave as a miss and ask the CMS.
    console.warn(`KV read failed for ${key}:`, err instanceof Error ? err.message : err);
    return null;
  }
}

/**
 * `source` (Strapi) behind the KV cache. Not written: empty lists, unknown slugs and searches,
 * because visitors choose those keys freely and each one would cost a write of the daily budget;
 * every key that is written corresponds to content that exists.
 */
export function cachedSource(kv: KVNamespace, source: ContentService, options: CacheOptions = {}): ContentService {
  const through = <T>(key: string, load: () => Promise<T>, store?: (data: T) => boolean) => cached(kv, key, load, options, store);
  return {
    listArticles: (q: ArticleListQuery) =>
      q.search?.trim() ? source.listArticles(q) : through(keys.list(q), () => source.listArticles(q), (page) => page.items.length > 0),
    getArticle: (slug: string, lang: Lang) => through(keys.article(lang, slug), () => source.getArticle(slug, lang), (a) => a !== null),
    latestArticles: (lang: Lang, limit = 5) => through(keys.latest(lang, limit), () => source.latestArticles(lang, limit)),
    relatedArticles: (article: Article, lang: Lang, limit = 3) =>
      through(keys.related(lang, article.slug, limit), () => source.relatedArticles(article, lang, limit)),
    listCategories: (lang: Lang) => through(keys.categories(lang), () => source.listCategories(lang)),
    listTags: (lang: Lang) => through(keys.tags(lang), () => source.listTags(lang)),
    sitemapArticles: () => through(keys.sitemap(), () => source.sitemapArticles()),
  };
}
