import { categoryOrTag } from '../../../src/shared/archive-filter';
import type { CardLabels } from '../../../src/shared/cards';

/** What the archive shows, as its URL says it: a search, and a category or a tag. */
export interface ArchiveFilters {
  search: string;
  category: string;
  tag: string;
}

export interface ArchiveLabels extends CardLabels {
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  tagLabel: string;
  allCategories: string;
  allTags: string;
  apply: string;
  showFilters: string;
  hideFilters: string;
  popularTags: string;
  loadMore: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  clearFilters: string;
  error: string;
  retry: string;
  listLabel: string;
}

export type ArchiveStatus = 'idle' | 'loading' | 'loading-more' | 'error';

/** The query string of a view of the archive (the page's URL and the API's share it); `extra` adds page and language. */
export function queryOf(filters: ArchiveFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const { category, tag } = categoryOrTag(filters);
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export function isFiltered(f: ArchiveFilters): boolean {
  return Boolean(f.category || f.tag || f.search.trim());
}

/**
 * A plain left click, the one the archive handles in place: a link opened in a new tab or window
 * (Ctrl/Cmd, Shift, Alt, the middle button) keeps its meaning, the page it names.
 */
export function isPlainClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
