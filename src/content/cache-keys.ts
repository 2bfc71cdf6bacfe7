import { categoryOrTag } from '../shared/archive-filter';
import type { Lang } from '../shared/languages';
import { DEFAULT_PAGE_SIZE } from './list';
import type { ArticleListQuery } from './types';

/**
 * KV key layout, versioned and readable: `cms:v2:<generation>:<lang>:<query>` (see generation.ts:
 * a webhook starts a new generation, so old keys are simply never read again and expire). One
 * article lives under `…:<lang>:article:<slug>`, every list under `…:<lang>:list:`. Bump the
 * version when the cached shape changes.
 */
export const KEY_PREFIX = 'cms:v2:';
/** KV rejects keys over 512 bytes; such queries are not cached. */
const MAX_KEY_BYTES = 512;

/** The key of `suffix` (one of `keys`) in a generation. */
export const inGeneration = (generation: string, suffix: string) => `${KEY_PREFIX}${generation}:${suffix}`;

/** Key suffixes, to be put in a generation with inGeneration. */
export const keys = {
  article: (lang: Lang, slug: string) => `${lang}:article:${encodeURIComponent(slug)}`,
  list: (q: ArticleListQuery) => {
    // Same rule as the query: category wins, so `?category=x&tag=y` shares the key of `?category=x`.
    const { category, tag } = categoryOrTag(q);
    const params = new URLSearchParams({ page: String(q.page ?? 1), pageSize: String(q.pageSize ?? DEFAULT_PAGE_SIZE) });
    if (category) params.set('category', category);
    if (tag) params.set('tag', tag);
    return `${q.lang}:list:articles?${params}`;
  },
  latest: (lang: Lang, limit: number) => `${lang}:list:latest?limit=${limit}`,
  related: (lang: Lang, slug: string, limit: number) => `${lang}:list:related?${new URLSearchParams({ slug, limit: String(limit) })}`,
  categories: (lang: Lang) => `${lang}:categories`,
  tags: (lang: Lang) => `${lang}:tags`,
  sitemap: () => `all:sitemap`,
  /** A marketing page's entry (a solution page by its slug), or the testimonials: src/content/pages/. */
  page: (lang: Lang, model: string, slug?: string) => `${lang}:page:${model}${slug ? `:${slug}` : ''}`,
};

/** Where an article's old slug points after a rename (not per generation: old links live long). */
export const redirectKey = (lang: Lang, slug: string) => `cms:redirect:${lang}:${encodeURIComponent(slug)}`;

export function fitsInKv(key: string): boolean {
  return new TextEncoder().encode(key).byteLength <= MAX_KEY_BYTES;
}

/** An article key of a generation, read back: its language and slug (slug-change detection). */
export function articleKeyOf(key: string): { lang: string; slug: string } | null {
  const m = /^cms:v2:[^:]*:([^:]+):article:(.*)$/.exec(key);
  return m ? { lang: m[1]!, slug: decodeURIComponent(m[2]!) } : null;
}
