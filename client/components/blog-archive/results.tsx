import type { CardData } from '../../../src/shared/cards';
import { ArticleCard } from '../article-card';
import { type ArchiveLabels, type ArchiveView, isFiltered, queryOf } from './query';

/*
 * What the archive shows under its filters, one pure component per part: the server renders
 * them all from a view (ArchiveResults), the island's script renders one part again when its
 * state changes and swaps it in (client/islands/blog-archive.tsx), so each has one markup.
 */

/** A polite status line: says "loading" while a page is fetched, nothing otherwise. */
export function ArchiveStatusLine({ busy, labels }: { busy: boolean; labels: ArchiveLabels }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {busy ? labels.loading : ''}
    </p>
  );
}

/** The fetch failed: the message and a retry (the script listens to the button). */
export function ArchiveError({ labels }: { labels: ArchiveLabels }) {
  return (
    <div className="blog-state blog-state--error" role="alert">
      <p>{labels.error}</p>
      <button type="button" className="btn btn--secondary">
        {labels.retry}
      </button>
    </div>
  );
}

/** Page 1 of new filters is on its way. */
export function ArchiveLoading({ labels }: { labels: ArchiveLabels }) {
  return (
    <div className="blog-state blog-state--loading">
      <span className="spinner" aria-hidden="true" />
      <span>{labels.loading}</span>
    </div>
  );
}

/** No article matches: a link to the unfiltered archive (filters cleared in place once enhanced). */
export function ArchiveEmpty({ action, labels }: { action: string; labels: ArchiveLabels }) {
  return (
    <div className="blog-state blog-state--empty">
      <h2>{labels.emptyTitle}</h2>
      <p>{labels.emptyText}</p>
      <a className="btn btn--secondary" href={action}>
        {labels.clearFilters}
      </a>
    </div>
  );
}

/** One card of the grid: the first one wide and featured while unfiltered, the first row eager. */
export function ArchiveGridItem({
  card,
  index,
  filtered,
  labels,
}: {
  card: CardData;
  index: number;
  filtered: boolean;
  labels: ArchiveLabels;
}) {
  const wide = index === 0 && !filtered;
  return (
    <li className={wide ? 'post-grid__wide' : undefined}>
      <ArticleCard card={card} labels={labels} variant={wide ? 'featured' : 'default'} eager={index < 3} priority={index === 0} />
    </li>
  );
}

export function ArchiveGrid({
  items,
  filtered,
  busy,
  labels,
}: {
  items: CardData[];
  filtered: boolean;
  busy: boolean;
  labels: ArchiveLabels;
}) {
  return (
    <ul className="post-grid" aria-label={labels.listLabel} aria-busy={busy}>
      {items.map((card, i) => (
        <ArchiveGridItem key={card.slug} card={card} index={i} filtered={filtered} labels={labels} />
      ))}
    </ul>
  );
}

/** "Load more": a link to the next page, so it works without JavaScript too (and is not followed by crawlers). */
export function ArchiveLoadMore({ href, loading, labels }: { href: string; loading: boolean; labels: ArchiveLabels }) {
  return (
    <div className="blog-archive__more">
      <a className="btn btn--ghost btn--lg" href={href} rel="nofollow" aria-disabled={loading ? 'true' : undefined}>
        {loading ? <span className="spinner" aria-hidden="true" /> : null}
        {labels.loadMore}
      </a>
    </div>
  );
}

/** Which block sits between the status line and "load more" (null: none, after an error). */
export function mainPart(view: ArchiveView): 'loading' | 'empty' | 'grid' | null {
  if (view.status === 'loading') return 'loading';
  if (view.status === 'error') return null;
  return view.items.length === 0 ? 'empty' : 'grid';
}

/** "Load more" shows while the last page came back full, and not over an error, a refetch or nothing. */
export function showsMore(view: ArchiveView): boolean {
  return view.hasMore && view.status !== 'error' && view.status !== 'loading' && view.items.length > 0;
}

export function nextPageHref(action: string, view: ArchiveView): string {
  return action + queryOf(view.filters, { page: String(view.page + 1) });
}

/**
 * Everything under the filters for one view of the archive: the status line, the error with a
 * retry, the loading or empty state or the grid (the first card wide while unfiltered), and
 * "load more". The server renders it idle, from the URL.
 */
export function ArchiveResults({ view, action, labels }: { view: ArchiveView; action: string; labels: ArchiveLabels }) {
  const busy = view.status === 'loading' || view.status === 'loading-more';
  const main = mainPart(view);
  return (
    <>
      <ArchiveStatusLine busy={busy} labels={labels} />
      {view.status === 'error' ? <ArchiveError labels={labels} /> : null}
      {main === 'loading' ? (
        <ArchiveLoading labels={labels} />
      ) : main === 'empty' ? (
        <ArchiveEmpty action={action} labels={labels} />
      ) : main === 'grid' ? (
        <ArchiveGrid items={view.items} filtered={isFiltered(view.filters)} busy={busy} labels={labels} />
      ) : null}
      {showsMore(view) ? (
        <ArchiveLoadMore href={nextPageHref(action, view)} loading={view.status === 'loading-more'} labels={labels} />
      ) : null}
    </>
  );
}
