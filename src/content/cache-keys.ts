import type { Lang } from '../i18n/languages';
import { activeFilter, DEFAULT_PAGE_SIZE } from './list';
import type { ArticleListQuery } from './types';

/**
 * KV key layout, versioned and readable: `cms:v1:<lang>:<query>`. Everything that lists
 * articles (archive pages, latest, related) lives under `cms:v1:<lang>:list:` and one article
 * under `cms:v1:<lang>:article:<slug>`, so a webhook can tell from the key alone what an
 * article change makes stale. Bump the version when the cached shape changes.
 */
export const KEY_PREFIX = 'cms:v1:';
/** KV rejects keys over 512 bytes; such queries are not cached. */
const MAX_KEY_BYTES = 512;

export const keys = {
  article: (lang: Lang, slug: string) => `${KEY_PREFIX}${lang}:article:${encodeURIComponent(slug)}`,
  list: (q: ArticleListQuery) => {
    const category = activeFilter(q.category);
    // Same rule as the query: category wins, so `?category=x&tag=y` shares the key of `?category=x`.
    const params = new URLSearchParams({ page: String(q.page ?? 1), pageSize: String(q.pageSize ?? DEFAULT_PAGE_SIZE) });
    if (category) params.set('category', category);
    else if (activeFilter(q.tag)) params.set('tag', activeFilter(q.tag) ?? '');
    return `${KEY_PREFIX}${q.lang}:list:articles?${params}`;
  },
  latest: (lang: Lang, limit: number) => `${KEY_PREFIX}${lang}:list:latest?limit=${limit}`,
  related: (lang: Lang, slug: string, limit: number) => `${KEY_PREFIX}${lang}:list:related?${new URLSearchParams({ slug, limit: String(limit) })}`,
  categories: (lang: Lang) => `${KEY_PREFIX}${lang}:categories`,
  tags: (lang: Lang) => `${KEY_PREFIX}${lang}:tags`,
  sitemap: () => `${KEY_PREFIX}all:sitemap`,
};

export function fitsInKv(key: string): boolean {
  return new TextEncoder().encode(key).byteLength <= MAX_KEY_BYTES;
}

/** What a key holds, read back from its layout (for purging). */
export function keyKind(key: string): { lang: string; kind: string; slug?: string } | null {
  const m = /^cms:v1:([^:]+):([a-z]+)(?::(.*))?$/.exec(key);
  if (!m) return null;
  const [, lang = '', kind = '', rest] = m;
  return kind === 'article' && rest !== undefined ? { lang, kind, slug: decodeURIComponent(rest) } : { lang, kind };
}
