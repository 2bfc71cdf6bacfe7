import { type MouseEvent, useState } from 'react';
import { ALL } from '../../../src/shared/archive-filter';
import { type ArchiveLabels, isPlainClick } from './query';
import type { ArchiveState } from './use-archive';

/** A real GET form (search, category, tag), so filtering works without JavaScript too. */
export function ArchiveFilterForm({
  archive,
  action,
  labels,
  categories,
  tags,
}: {
  archive: ArchiveState;
  action: string;
  labels: ArchiveLabels;
  categories: { slug: string; label: string }[];
  tags: { slug: string; name: string }[];
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filters } = archive;
  return (
    <form
      className="blog-filters"
      action={action}
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        archive.submit();
      }}
    >
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
          value={archive.searchText}
          maxLength={100}
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
          onChange={(e) => archive.type(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="btn btn--ghost blog-filters__toggle"
        aria-expanded={filtersOpen}
        aria-controls="blog-filters-panel"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <svg className="icon-line" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M7 12h10M10 18h4" />
        </svg>
        {filtersOpen ? labels.hideFilters : labels.showFilters}
      </button>
      <div id="blog-filters-panel" className="blog-filters__panel" data-open={filtersOpen ? 'true' : 'false'}>
        <FilterSelect
          name="category"
          label={labels.categoryLabel}
          all={labels.allCategories}
          value={filters.category}
          options={categories}
          onChange={(category) => archive.choose({ category, tag: '' })}
        />
        <FilterSelect
          name="tag"
          label={labels.tagLabel}
          all={labels.allTags}
          value={filters.tag}
          options={tags.map((t) => ({ slug: t.slug, label: t.name }))}
          onChange={(tag) => archive.choose({ category: '', tag })}
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
  onChange,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: { slug: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = `blog-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        name={name}
        value={value || ALL}
        onChange={(e) => onChange(e.target.value === ALL ? '' : e.target.value)}
      >
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

/** The most used tags as links (crawlable, and working without JavaScript); hydrated, a click filters in place. */
export function PopularTags({
  archive,
  labels,
  tags,
}: {
  archive: ArchiveState;
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
            <a
              className="tag-chip"
              href={t.href}
              aria-current={archive.filters.tag === t.slug ? 'true' : undefined}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                archive.choose({ category: '', tag: t.slug });
              }}
            >
              #{t.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
