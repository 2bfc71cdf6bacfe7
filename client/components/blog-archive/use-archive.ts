import { startTransition, useEffect, useRef, useState } from 'react';
import type { Article } from '../../../src/shared/article';
import { type CardContext, type CardData, toCard } from '../../../src/shared/cards';
import { type ArchiveFilters, type ArchiveStatus, queryOf } from './query';

/** Search is applied once typing has paused this long (ms), not on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

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

const EMPTY: ArchiveFilters = { search: '', category: '', tag: '' };

/**
 * The archive's state once hydrated: the filters (kept in the URL with history.replaceState, so
 * typing adds no history entries), the cards shown, and fetching from the API: new filters
 * refetch page 1, "load more" appends the next page; a newer request aborts the one in flight.
 */
export function useArchive(source: ArchiveSource) {
  const [filters, setFilters] = useState<ArchiveFilters>(source.filters);
  const [searchText, setSearchText] = useState(source.filters.search);
  const [items, setItems] = useState<CardData[]>(source.items);
  const [page, setPage] = useState(source.page);
  const [hasMore, setHasMore] = useState(source.hasMore);
  const [status, setStatus] = useState<ArchiveStatus>('idle');
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const request = useRef<AbortController | null>(null);
  /** The search waiting for a pause in typing; any other choice of filters cancels it. */
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function fetchPage(f: ArchiveFilters, pageNumber: number): Promise<{ items: CardData[]; hasMore: boolean }> {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const url = source.apiUrl + queryOf(f, { page: String(pageNumber), lang: source.lang });
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    const body = (await res.json()) as { items?: Article[]; hasMore?: boolean };
    const list = Array.isArray(body.items) ? body.items : [];
    // Has-more only while the last page came back full.
    return { items: list.map((a) => toCard(a, source.ctx)), hasMore: list.length >= source.pageSize };
  }

  /** Page 1 replaces the cards shown; a later page is appended (cards already shown are skipped). */
  function load(f: ArchiveFilters, pageNumber: number) {
    const more = pageNumber > 1;
    setStatus(more ? 'loading-more' : 'loading');
    fetchPage(f, pageNumber).then(
      (result) => {
        setItems((current) => {
          if (!more) return result.items;
          const known = new Set(current.map((c) => c.slug));
          return [...current, ...result.items.filter((c) => !known.has(c.slug))];
        });
        setPage(pageNumber);
        setHasMore(result.hasMore);
        setStatus('idle');
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setRetry(() => () => load(f, pageNumber));
        setStatus('error');
      },
    );
  }

  /**
   * New filters: the URL follows (no history entry per keystroke), then page 1 is refetched. The
   * re-render they cause (the chips, the grid swapped for the loading state) is a transition: the
   * click or key that asked for it is painted first, and a newer choice interrupts it.
   */
  function apply(next: ArchiveFilters) {
    clearTimeout(pause.current);
    history.replaceState(history.state, '', source.action + queryOf(next) + location.hash);
    startTransition(() => {
      setFilters(next);
      load(next, 1);
    });
  }

  useEffect(
    () => () => {
      clearTimeout(pause.current);
      request.current?.abort();
    },
    [],
  );

  return {
    filters,
    searchText,
    /** The search as it is typed: applied once typing pauses (filters as they are now: any change cancels the pause). */
    type: (text: string) => {
      setSearchText(text);
      clearTimeout(pause.current);
      if (text === filters.search) return;
      pause.current = setTimeout(() => apply({ ...filters, search: text }), SEARCH_DEBOUNCE_MS);
    },
    items,
    page,
    hasMore,
    status,
    retry: () => retry?.(),
    /** The search as typed, at once (the form's submit). */
    submit: () => apply({ ...filters, search: searchText }),
    /** A category or a tag (the other is cleared), with the search as typed. */
    choose: (next: Pick<ArchiveFilters, 'category' | 'tag'>) => apply({ search: searchText, ...next }),
    clear: () => {
      setSearchText('');
      apply(EMPTY);
    },
    loadMore: () => load(filters, page + 1),
  };
}

export type ArchiveState = ReturnType<typeof useArchive>;
