import BlogArchive, { type ArchiveFilters, type ArchiveLabels, type BlogArchiveProps } from '../../../client/islands/blog-archive';
import { articlesStamp, cardContext, cardLabels } from '../../components/blog/blog-context';
import { toCard } from '../../shared/cards';
import { blogTagRoute } from '../../shared/links';
import { Island } from '../../components/island';
import { Prerendered } from '../../components/prerendered';
import { usePage } from '../../components/use-page';
import type { ArticleListPage, Category, Tag } from '../../content/types';

export interface ArchiveData {
  filters: ArchiveFilters;
  /** Pages 1..page, fetched as one list. */
  list: ArticleListPage;
  page: number;
  pageSize: number;
  categories: Category[];
  tags: Tag[];
}

/** Popular tags are the top 8 by article count, computed here. */
export const POPULAR_TAGS = 8;

export function popularTags(tags: Tag[]): Tag[] {
  return [...tags]
    .filter((t) => (t.count ?? 0) > 0)
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.name.localeCompare(b.name))
    .slice(0, POPULAR_TAGS);
}

/**
 * Everything the unfiltered first page shows that comes from content: the listed articles,
 * whether more follow, and the categories and tags with their counts.
 */
function contentFingerprint(data: ArchiveData): string {
  return [
    articlesStamp(data.list.items),
    String(data.list.hasMore),
    data.categories.map((cat) => `${cat.slug}:${cat.name}`).join(' '),
    data.tags.map((tag) => `${tag.slug}:${tag.name}:${tag.count ?? ''}`).join(' '),
  ].join('\u0000');
}

/**
 * The blog archive: heading, then the filters and grid island (server-rendered, then hydrated).
 * The unfiltered first page, the one most visitors land on, is the same for all of them until the
 * content changes: it is prerendered per content fingerprint. Filtered views render live (their
 * query would make the cache's keys the visitors' to choose).
 */
export function BlogArchivePage({ data }: { data: ArchiveData }) {
  const { t } = usePage();
  const unfiltered = !data.filters.search && !data.filters.category && !data.filters.tag && data.page === 1;
  return (
    <>
      <Prerendered name="blog-hero" as="header" className="blog-hero">
        {() => (
          <div className="container">
            <p className="eyebrow">{t('blog:archive.eyebrow')}</p>
            <h1>{t('blog:archive.title')}</h1>
            <p className="lead">{t('blog:archive.subtitle')}</p>
          </div>
        )}
      </Prerendered>
      <section className="section blog-archive-section" aria-label={t('blog:archive.listLabel')}>
        {unfiltered ? (
          <Prerendered name="blog-archive" vary={contentFingerprint(data)} islands={[BlogArchive]} className="container">
            {() => <ArchiveIsland data={data} />}
          </Prerendered>
        ) : (
          <div className="container">
            <ArchiveIsland data={data} />
          </div>
        )}
      </section>
    </>
  );
}

function ArchiveIsland({ data }: { data: ArchiveData }) {
  const page = usePage();
  const { t, href, lang } = page;
  const ctx = cardContext(page);
  const key = (k: string) => t(`blog:archive.${k}`);
  const labels: ArchiveLabels = {
    ...cardLabels(t),
    ...(Object.fromEntries(
      [
        'searchLabel',
        'searchPlaceholder',
        'categoryLabel',
        'tagLabel',
        'allCategories',
        'allTags',
        'apply',
        'showFilters',
        'hideFilters',
        'popularTags',
        'loadMore',
        'loading',
        'emptyTitle',
        'emptyText',
        'clearFilters',
        'error',
        'retry',
        'listLabel',
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
    popularTags: popularTags(data.tags).map((tag) => ({ slug: tag.slug, name: tag.name, href: href(blogTagRoute(tag.slug)) })),
    labels,
  };
  return <Island component={BlogArchive} props={props} />;
}
