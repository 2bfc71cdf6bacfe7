import { categoryOrTag } from '../../../src/shared/archive-filter';
import type { CardContext, CardData, CardLabels } from '../../../src/shared/cards';

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

/** What the archive shows: the filters applied, the cards of pages 1..page, and whether more follow. */
export interface ArchiveView {
  filters: ArchiveFilters;
  items: CardData[];
  page: number;
  hasMore: boolean;
  status: ArchiveStatus;
}

/** What the archive starts from: the view the server rendered, and where to fetch more. */
export interface ArchiveSource {
  /** The page's /blog URL (its URL family): the URL kept in sync with the filters. */
  action: string;
  apiUrl: string;
  lang: string;
  pageSize: number;
  ctx: CardContext;
  filters: ArchiveFilters;
  /** Cards of pages 1..page, as the server rendered them. */
  items: CardData[];
  page: number;
  hasMore: boolean;
}

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
