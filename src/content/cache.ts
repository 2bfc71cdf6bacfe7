import { DEFAULT_LANG, type Lang } from '../shared/languages';
import { fitsInKv, inGeneration, keys, redirectKey } from './cache-keys';
import type { ContentGeneration } from './generation';
import { ARTICLE_SLUG, type Article, type ArticleListQuery, type ContentService } from './types';
import { errorCause, logger } from '../log';

/** A cached CMS answer is fresh for 5 minutes: editors see their change live within that time. */
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
  /** The content generation keys live in (generation.ts). Default: one fixed generation. */
  generation?: () => Promise<ContentGeneration>;
}

/** What a stored entry says about itself in KV's list metadata. */
export interface EntryMetadata {
  /** The CMS document id of a cached article, to find its old slug after a rename. */
  doc?: string;
}

export interface CacheEntry<T> {
  storedAt: number;
  data: T;
}

/** One read through the KV cache (`cached`). */
export interface CachedRead<T> extends Pick<CacheOptions, 'now' | 'waitUntil'> {
  kv: KVNamespace;
  key: string;
  /** Asks the source (the CMS) for the value; throws a ContentServiceError when it cannot. */
  load: () => Promise<T>;
  /** Whether a loaded value is worth a KV write. Default: always. */
  store?: (data: T) => boolean;
  /** Read as the stale copy when `key` holds nothing (the same entry in the previous generation). */
  fallbackKey?: string;
  /** KV list metadata stored with the entry. */
  metadata?: (data: T) => EntryMetadata | undefined;
}

/**
 * The value under `key`: KV when fresh, else `load()` (stored in KV), else the stale KV value
 * when `load` fails, else `load`'s error (a ContentServiceError from the CMS source).
 * KV's free plan allows 1,000 writes a day, so a fresh hit never writes; `store` says whether a
 * loaded value is worth a write at all.
 */
export async function cached<T>(read: CachedRead<T>): Promise<T> {
  const { kv, key, load, store = () => true, fallbackKey, metadata, now = Date.now, waitUntil } = read;
  const entry = await readEntry<T>(kv, key);
  if (entry && now() - entry.storedAt < FRESH_MS) return entry.data;
  let data: T;
  try {
    data = await load();
  } catch (err) {
    // Nothing in this generation yet: the previous generation's answer is the stale copy.
    const stale = entry ?? (fallbackKey ? await readEntry<T>(kv, fallbackKey) : null);
    if (!stale) throw err;
    logger.warn('cms.stale', {
      key,
      storedAt: new Date(stale.storedAt).toISOString(),
      ageSeconds: Math.round((now() - stale.storedAt) / 1000),
      cause: errorCause(err),
    });
    return stale.data;
  }
  if (store(data) && fitsInKv(key)) {
    const value: CacheEntry<T> = { storedAt: now(), data };
    const meta = metadata?.(data);
    const write = kv
      .put(key, JSON.stringify(value), { expirationTtl: STORE_TTL_SECONDS, ...(meta ? { metadata: meta } : {}) })
      // Out of daily writes or a KV hiccup: the page is already answered; only the cache misses out.
      .catch((err: unknown) => logger.warn('kv.write_failed', { key, cause: errorCause(err) }));
    if (waitUntil) waitUntil(write);
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
    logger.warn('kv.read_failed', { key, cause: errorCause(err) });
    return null;
  }
}

/**
 * `source` (Strapi) behind the KV cache. Not written: empty lists, unknown slugs and searches,
 * because visitors choose those keys freely and each one would cost a write of the daily budget;
 * every key that is written corresponds to content that exists. Renamed slugs are read from the
 * same KV, where the CMS webhook records them (webhook.ts).
 */
export function cachedSource(kv: KVNamespace, source: ContentService, options: CacheOptions = {}): ContentService {
  const generation = options.generation ?? ((): Promise<ContentGeneration> => Promise.resolve({ current: '0' }));
  /** The read of `suffix` (cache-keys.ts) in the current generation, the previous one its stale copy. */
  const through = async <T>(suffix: string, load: () => Promise<T>, entry: Pick<CachedRead<T>, 'store' | 'metadata'> = {}) => {
    const { current, previous } = await generation();
    return cached({
      kv,
      key: inGeneration(current, suffix),
      fallbackKey: previous === undefined ? undefined : inGeneration(previous, suffix),
      load,
      ...entry,
      now: options.now,
      waitUntil: options.waitUntil,
    });
  };
  return {
    listArticles: (q: ArticleListQuery) =>
      q.search?.trim()
        ? source.listArticles(q)
        : through(keys.list(q), () => source.listArticles(q), { store: (page) => page.items.length > 0 }),
    getArticle: (slug: string, lang: Lang) =>
      through(keys.article(lang, slug), () => source.getArticle(slug, lang), {
        store: (a) => a !== null,
        // Only an article found under its own slug and language names its document (rename detection).
        metadata: (a) => (a && a.slug === slug && a.lang === lang ? { doc: a.id } : undefined),
      }),
    latestArticles: (lang: Lang, limit = 5) => through(keys.latest(lang, limit), () => source.latestArticles(lang, limit)),
    relatedArticles: (article: Article, lang: Lang, limit = 3) =>
      through(keys.related(lang, article.slug, limit), () => source.relatedArticles(article, lang, limit)),
    listCategories: (lang: Lang) => through(keys.categories(lang), () => source.listCategories(lang)),
    listTags: (lang: Lang) => through(keys.tags(lang), () => source.listTags(lang)),
    sitemapArticles: () => through(keys.sitemap(), () => source.sitemapArticles()),
    // Old slugs are kept outside the generations (a new one starts with every publish; old links live long).
    renamedSlug: async (slug: string, lang: Lang) => {
      for (const l of lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG]) {
        const target = await kv.get(redirectKey(l, slug)).catch(() => null);
        if (target && target !== slug && ARTICLE_SLUG.test(target)) return target;
      }
      return null;
    },
    imageOrigin: source.imageOrigin,
  };
}
