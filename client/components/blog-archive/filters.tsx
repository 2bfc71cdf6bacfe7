import { ALL } from '../../../src/shared/archive-filter';
import type { ArchiveFilters, ArchiveLabels } from './query';

/**
 * A real GET form (search, category, tag), so filtering works without JavaScript too. Rendered
 * as the URL says, the small screens' panel folded; the island's script then applies the filters
 * in place and opens and folds the panel (client/islands/blog-archive.tsx).
 */
export function ArchiveFilterForm({
  filters,
  action,
  labels,
  categories,
  tags,
}: {
  filters: ArchiveFilters;
  action: string;
  labels: ArchiveLabels;
  categories: { slug: string; label: string }[];
  tags: { slug: string; name: string }[];
}) {
  return (
    <form className="blog-filters" action={action} method="get" role="search">
      <div className="blog-filters__search">
        <label className="visually-hidden" htmlFor="blog-search">
          {labels.searchLabel}
        </label>
        <svg
          className="blog-filters__search-icon icon-line"
          width="20"
          height="20"
          viewBox="0 0 24 24"
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
          defaultValue={filters.search}
          maxLength={100}
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
        />
      </div>
      <button type="button" className="btn btn--ghost blog-filters__toggle" aria-expanded={false} aria-controls="blog-filters-panel">
        <svg className="icon-line" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M7 12h10M10 18h4" />
        </svg>
        {labels.showFilters}
      </button>
      <div id="blog-filters-panel" className="blog-filters__panel" data-open="false">
        <FilterSelect
          name="category"
          label={labels.categoryLabel}
          all={labels.allCategories}
          value={filters.category}
          options={categories}
        />
        <FilterSelect
          name="tag"
          label={labels.tagLabel}
          all={labels.allTags}
          value={filters.tag}
          options={tags.map((t) => ({ slug: t.slug, label: t.name }))}
        />
        <button type="submit" className="btn btn--secondary blog-filters__submit">
          {labels.apply}
        </button>
      </div>
    </form>
  );
}

/** One filter's select: 'all' first (no filter, an empty value to the archive), then the choices. */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: { slug: string; label: string }[];
}) {
  const id = `blog-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" name={name} defaultValue={value || ALL}>
        <option value={ALL}>{all}</option>
        {options.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The most used tags as links (crawlable, and working without JavaScript); enhanced, a click filters in place. */
export function PopularTags({
  tag,
  labels,
  tags,
}: {
  /** The tag filtered by, if any: its chip is marked current. */
  tag: string;
  labels: ArchiveLabels;
  tags: { slug: string; name: string; href: string }[];
}) {
  if (tags.length === 0) return null;
  return (
    <nav className="popular-tags" aria-labelledby="popular-tags-title">
      <h2 id="popular-tags-title" className="popular-tags__title">
        {labels.popularTags}
      </h2>
      <ul>
        {tags.map((t) => (
          <li key={t.slug}>
            <a className="tag-chip" href={t.href} aria-current={tag === t.slug ? 'true' : undefined}>
              #{t.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
