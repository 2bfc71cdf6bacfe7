/** 'all' in a filter means no filter. */
export const ALL = 'all';

/** A filter value that filters: not empty, not 'all'. */
export function activeFilter(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && v !== ALL ? v : undefined;
}

/**
 * The blog archive filters by a category or by a tag, never both: when both come (a form sent
 * without JavaScript, a hand-made URL), the category wins and the tag is dropped. The CMS query,
 * the in-memory query, the cache key, the archive page and the island's URL all follow this.
 */
export function categoryOrTag(q: { category?: string | null; tag?: string | null }): { category?: string; tag?: string } {
  const category = activeFilter(q.category);
  return category ? { category } : { tag: activeFilter(q.tag) };
}
