import { ArticleCard } from '../article-card';
import { type ArchiveLabels, isFiltered, isPlainClick, queryOf } from './query';
import type { ArchiveState } from './use-archive';

/**
 * What the archive shows under its filters: a polite status line while loading, the error with a
 * retry, the loading or empty state or the grid (the first card wide while unfiltered), and
 * "load more", a link to the next page that works without JavaScript too.
 */
export function ArchiveResults({ archive, action, labels }: { archive: ArchiveState; action: string; labels: ArchiveLabels }) {
  const { status, items, filters } = archive;
  const filtered = isFiltered(filters);
  const busy = status === 'loading' || status === 'loading-more';
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? labels.loading : ''}
      </p>

      {status === 'error' ? (
        <div className="blog-state blog-state--error" role="alert">
          <p>{labels.error}</p>
          <button type="button" className="btn btn--secondary" onClick={archive.retry}>
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
          <a
            className="btn btn--secondary"
            href={action}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              archive.clear();
            }}
          >
            {labels.clearFilters}
          </a>
        </div>
      ) : status !== 'error' ? (
        <ul className="post-grid" aria-label={labels.listLabel} aria-busy={busy}>
          {items.map((card, i) => (
            <li key={card.slug} className={i === 0 && !filtered ? 'post-grid__wide' : undefined}>
              <ArticleCard card={card} labels={labels} variant={i === 0 && !filtered ? 'featured' : 'default'} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : null}

      {archive.hasMore && status !== 'error' && status !== 'loading' && items.length > 0 ? (
        <div className="blog-archive__more">
          <a
            className="btn btn--ghost btn--lg"
            href={action + queryOf(filters, { page: String(archive.page + 1) })}
            rel="nofollow"
            aria-disabled={status === 'loading-more' ? 'true' : undefined}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              if (status !== 'loading-more') archive.loadMore();
            }}
          >
            {status === 'loading-more' ? <span className="spinner" aria-hidden="true" /> : null}
            {labels.loadMore}
          </a>
        </div>
      ) : null}
    </>
  );
}
