import BlogArchive, { type ArchiveFilters, type ArchiveLabels, type BlogArchiveProps } from '../../client/islands/blog-archive';
import { cardContext, cardLabels } from '../components/blog/blog-context';
import { toCard } from '../../client/components/card-data';
import { Island } from '../components/island';
import { usePage } from '../components/use-page';
import type { ArticlePage, Category, Tag } from '../content/types';

export interface ArchiveData {
  filters: ArchiveFilters;
  /** Pages 1..page, fetched as one list. */
  list: ArticlePage;
  page: number;
  pageSize: number;
  categories: Category[];
  tags: Tag[];
}

/** Spec §9: popular tags are the top 8 by article count, computed here. */
export const POPULAR_TAGS = 8;

export function popularTags(tags: Tag[]): Tag[] {
  return [...tags]
    .filter((t) => (t.count ?? 0) > 0)
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.name.localeCompare(b.name))
    .slice(0, POPULAR_TAGS);
}

/** Spec §2 Blog archive: heading, then the filters and grid island (server-rendered, then hydrated). */
export function BlogArchivePage({ data }: { data: ArchiveData }) {
  const { t, c, href, lang } = usePage();
  const ctx = cardContext(c);
  const key = (k: string) => t(`blog:archive.${k}`);
  const labels: ArchiveLabels = {
    ...cardLabels(t),
    ...(Object.fromEntries(
      [
        'searchLabel', 'searchPlaceholder', 'categoryLabel', 'tagLabel', 'allCategories', 'allTags', 'apply', 'showFilters',
        'hideFilters', 'popularTags', 'loadMore', 'loading', 'emptyTitle', 'emptyText', 'clearFilters', 'error', 'retry', 'listLabel',
      ].map((k) => [k, key(k)]),
    ) as Omit<ArchiveLabels, keyof ReturnType<typeof cardLabels>>),
  };
  const props: BlogArchiveProps = {
    action: href('/blog'),
    apiUrl: '/api/articles',
    lang,
    pageSize: data.pageSize,
    ctx,
    filters: data.filters,
    items: data.list.items.map((a) => toCard(a, ctx)),
    page: data.page,
    hasMore: data.list.hasMore,
    categories: data.categories.map((cat) => ({ slug: cat.slug, label: ctx.categoryLabels[cat.slug] ?? cat.name })),
    tags: data.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    popularTags: popularTags(data.tags).map((tag) => ({ slug: tag.slug, name: tag.name, href: href(`/blog?tag=${encodeURIComponent(tag.slug)}`) })),
    labels,
  };
  return (
    <>
      <header className="blog-hero">
        <div className="container">
          <p className="eyebrow">{t('blog:archive.eyebrow')}</p>
          <h1>{t('blog:archive.title')}</h1>
          <p className="lead">{t('blog:archive.subtitle')}</p>
        </div>
      </header>
      <section className="section blog-archive-section" aria-label={t('blog:archive.listLabel')}>
        <div className="container">
          <Island name="blog-archive" component={BlogArchive} props={props} />
        </div>
      </section>
    </>
  );
}
