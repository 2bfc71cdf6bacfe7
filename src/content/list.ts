import { categoryOrTag } from '../shared/archive-filter';
import type { Article, ArticleListQuery, ArticleListPage } from './types';

export { activeFilter, ALL } from '../shared/archive-filter';

/** Default page size of a paged list (the archive asks 12). */
export const DEFAULT_PAGE_SIZE = 10;
/**
 * In-memory version of the CMS query (embedded source): a category or a tag (categoryOrTag),
 * search combines with either and looks at title, excerpt,
 * content, category name and tag names, case-insensitively like Strapi's $containsi.
 */
export function filterArticles(items: Article[], query: ArticleListQuery): Article[] {
  const { category, tag } = categoryOrTag(query);
  const needle = query.search?.trim().toLocaleLowerCase();
  return items.filter(
    (a) =>
      (!category || a.category?.slug === category) &&
      (!tag || a.tags.some((t) => t.slug === tag)) &&
      (!needle || searchableText(a).includes(needle)),
  );
}

function searchableText(a: Article): string {
  return [a.title, a.excerpt, a.content, a.category?.name ?? '', ...a.tags.map((t) => t.name)].join('\n').toLocaleLowerCase();
}

/** hasMore stays true only while the page came back full. */
export function pageOf(items: Article[], query: ArticleListQuery): ArticleListPage {
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.max(1, query.pageSize ?? DEFAULT_PAGE_SIZE);
  const slice = items.slice((page - 1) * pageSize, page * pageSize);
  return { items: slice, page, pageSize, hasMore: slice.length === pageSize, total: items.length };
}

/** Related = same category first, then most shared tags; never the article itself. Stable otherwise. */
export function rankRelated(article: Article, candidates: Article[]): Article[] {
  const tagSlugs = new Set(article.tags.map((t) => t.slug));
  const score = (a: Article) => {
    const sameCategory = article.category && a.category?.slug === article.category.slug ? 100 : 0;
    return sameCategory + a.tags.filter((t) => tagSlugs.has(t.slug)).length;
  };
  return candidates
    .filter((a) => a.slug !== article.slug)
    .map((a, index) => ({ a, index, score: score(a) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .map((x) => x.a);
}
