import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { ArticleCard } from '../components/article-card';
import { toCard, type CardContext, type CardData, type CardLabels } from '../../src/shared/cards';
import type { Article } from '../../src/shared/article';

/*
 * The blog archive's filters, grid and "load more" (spec §2/§4 Blog archive). The server renders
 * it complete from the URL (a real GET form, links for tags and for the next page), so it works
 * and is crawlable without JavaScript; hydrated, it filters in place: search after a 300 ms pause,
 * category and tag mutually exclusive, the URL kept in sync with history.replaceState, page 1
 * refetched from /api/articles, and "load more" appending the next page (with filters too).
 */

/** Spec §5/§9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

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

export interface ArchiveFilters {
  search: string;
  category: string;
  tag: string;
}

export interface BlogArchiveProps {
  /** The page's /blog URL (its URL family), the form's action. */
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
  categories: { slug: string; label: string }[];
  tags: { slug: string; name: string }[];
  popularTags: { slug: string; name: string; href: string }[];
  labels: ArchiveLabels;
}

type Status = 'idle' | 'loading' | 'loading-more' | 'error';

export function queryOf(filters: ArchiveFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  else if (filters.tag) params.set('tag', filters.tag);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

function isFiltered(f: ArchiveFilters): boolean {
  return Boolean(f.category || f.tag || f.search.trim());
}

export default function BlogArchive(props: BlogArchiveProps) {
  const { labels } = props;
  const [filters, setFilters] = useState<ArchiveFilters>(props.filters);
  const [searchText, setSearchText] = useState(props.filters.search);
  const [items, setItems] = useState<CardData[]>(props.items);
  const [page, setPage] = useState(props.page);
  const [hasMore, setHasMore] = useState(props.hasMore);
  const [status, setStatus] = useState<Status>('idle');
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const request = useRef<AbortController | null>(null);
  const firstRender = useRef(true);

  async function fetchPage(f: ArchiveFilters, pageNumber: number): Promise<{ items: CardData[]; hasMore: boolean }> {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const url = props.apiUrl + queryOf(f, { page: String(pageNumber), lang: props.lang });
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    const body = (await res.json()) as { items?: Article[]; hasMore?: boolean };
    const list = Array.isArray(body.items) ? body.items : [];
    // Spec §4: has-more only while the last page came back full.
    return { items: list.map((a) => toCard(a, props.ctx)), hasMore: list.length >= props.pageSize };
  }

  function load(f: ArchiveFilters) {
    setStatus('loading');
    fetchPage(f, 1).then(
      (result) => {
        setItems(result.items);
        setPage(1);
        setHasMore(result.hasMore);
        setStatus('idle');
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setRetry(() => () => load(f));
        setStatus('error');
      },
    );
  }

  function loadMore() {
    const next = page + 1;
    setStatus('loading-more');
    fetchPage(filters, next).then(
      (result) => {
        setItems((current) => {
          const known = new Set(current.map((c) => c.slug));
          return [...current, ...result.items.filter((c) => !known.has(c.slug))];
        });
        setPage(next);
        setHasMore(result.hasMore);
        setStatus('idle');
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setRetry(() => loadMore);
        setStatus('error');
      },
    );
  }

  /** New filters: the URL follows (no history entry per keystroke), then page 1 is refetched. */
  function apply(next: ArchiveFilters) {
    setFilters(next);
    history.replaceState(history.state, '', props.action + queryOf(next) + location.hash);
    load(next);
  }

  // Search: applied after a 300 ms pause in typing.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (searchText === filters.search) return;
    const timer = setTimeout(() => apply({ ...filters, search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  useEffect(() => () => request.current?.abort(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ ...filters, search: searchText });
  }

  function chooseTag(event: MouseEvent<HTMLAnchorElement>, slug: string) {
    event.preventDefault();
    apply({ ...filters, search: searchText, tag: slug, category: '' });
  }

  function clear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setSearchText('');
    apply({ search: '', category: '', tag: '' });
  }

  const filtered = isFiltered(filters);
  const busy = status === 'loading' || status === 'loading-more';

  return (
    <div className="blog-archive" data-status={status}>
      <form className="blog-filters" action={props.action} method="get" role="search" onSubmit={onSubmit}>
        <div className="blog-filters__search">
          <label className="visually-hidden" htmlFor="blog-search">
            {labels.searchLabel}
          </label>
          <svg
            className="blog-filters__search-icon"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.35-4.35" />
          </svg>
          <input
            id="blog-search"
            className="input"
            type="search"
            name="search"
            value={searchText}
            maxLength={100}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn--ghost blog-filters__toggle"
          aria-expanded={filtersOpen}
          aria-controls="blog-filters-panel"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 6h18M7 12h10M10 18h4" />
          </svg>
          {filtersOpen ? labels.hideFilters : labels.showFilters}
        </button>
        <div id="blog-filters-panel" className="blog-filters__panel" data-open={filtersOpen ? 'true' : 'false'}>
          <div className="field">
            <label htmlFor="blog-category">{labels.categoryLabel}</label>
            <select
              id="blog-category"
              className="select"
              name="category"
              value={filters.category || 'all'}
              onChange={(e) => apply({ ...filters, search: searchText, category: e.target.value === 'all' ? '' : e.target.value, tag: '' })}
            >
              <option value="all">{labels.allCategories}</option>
              {props.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="blog-tag">{labels.tagLabel}</label>
            <select
              id="blog-tag"
              className="select"
              name="tag"
              value={filters.tag || 'all'}
              onChange={(e) => apply({ ...filters, search: searchText, tag: e.target.value === 'all' ? '' : e.target.value, category: '' })}
            >
              <option value="all">{labels.allTags}</option>
              {props.tags.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--secondary blog-filters__submit">
            {labels.apply}
          </button>
        </div>
      </form>

      {props.popularTags.length > 0 ? (
        <nav className="popular-tags" aria-labelledby="popular-tags-title">
          <h2 id="popular-tags-title" className="popular-tags__title">
            {labels.popularTags}
          </h2>
          <ul>
            {props.popularTags.map((t) => (
              <li key={t.slug}>
                <a
                  className="tag-chip"
                  href={t.href}
                  aria-current={filters.tag === t.slug ? 'true' : undefined}
                  onClick={(e) => chooseTag(e, t.slug)}
                >
                  #{t.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? labels.loading : ''}
      </p>

      {status === 'error' ? (
        <div className="blog-state blog-state--error" role="alert">
          <p>{labels.error}</p>
          <button type="button" className="btn btn--secondary" onClick={() => retry?.()}>
            {labels.retry}
          </button>
        </div>
      ) : null}

      {status === 'loading' ? (
        <div className="blog-state blog-state--loading">
          <span className="spinner" aria-hidden="true" />
          <span>{labels.loading}</span>
        </div>
      ) : status !== 'error' && items.length === 0 ? (
        <div className="blog-state blog-state--empty">
          <h2>{labels.emptyTitle}</h2>
          <p>{labels.emptyText}</p>
          <a className="btn btn--secondary" href={props.action} onClick={clear}>
            {labels.clearFilters}
          </a>
        </div>
      ) : status !== 'error' ? (
        <ul className="post-grid" aria-label={labels.listLabel} aria-busy={busy}>
          {items.map((card, i) => (
            <li key={card.slug} className={i === 0 && !filtered ? 'post-grid__wide' : undefined}>
              <ArticleCard card={card} labels={labels} variant={i === 0 && !filtered ? 'featured' : 'default'} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : null}

      {hasMore && status !== 'error' && status !== 'loading' && items.length > 0 ? (
        <div className="blog-archive__more">
          <a
            className="btn btn--ghost btn--lg"
            href={props.action + queryOf(filters, { page: String(page + 1) })}
            rel="nofollow"
            aria-disabled={status === 'loading-more' ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              if (status !== 'loading-more') loadMore();
            }}
          >
            {status === 'loading-more' ? <span className="spinner" aria-hidden="true" /> : null}
            {labels.loadMore}
          </a>
        </div>
      ) : null}
    </div>
  );
}
