import type { Lang } from '../shared/languages';
import type { Article, Category, Tag } from '../shared/article';

/** The content model lives in src/shared/article.ts: the blog-archive island reads it too. */
export type { Article, Category, Media, MediaFormat, Tag } from '../shared/article';

export interface ArticleListQuery {
  lang: Lang;
  /** 1-based. */
  page?: number;
  /** Default 10; the archive asks ARCHIVE_PAGE_SIZE (12). */
  pageSize?: number;
  category?: string;
  tag?: string;
  search?: string;
}

/** One page of the article list (listArticles), not one article. */
export interface ArticleListPage {
  items: Article[];
  page: number;
  pageSize: number;
  /** True only while the last page returned a full page: a short page is the end ("load more" disappears). */
  hasMore: boolean;
  total?: number;
}

export interface SitemapArticle {
  slug: string;
  updatedAt: string;
  langs: Lang[];
}

/** What pages and API routes call. Implemented in src/content/ over KV cache + CMS or embedded. */
export interface ContentService {
  listArticles(query: ArticleListQuery): Promise<ArticleListPage>;
  /** null when no article has this slug in any language. */
  getArticle(slug: string, lang: Lang): Promise<Article | null>;
  latestArticles(lang: Lang, limit?: number): Promise<Article[]>;
  relatedArticles(article: Article, lang: Lang, limit?: number): Promise<Article[]>;
  listCategories(lang: Lang): Promise<Category[]>;
  listTags(lang: Lang): Promise<Tag[]>;
  sitemapArticles(): Promise<SitemapArticle[]>;
}

/** A failed content-service call with nothing cached to fall back on: routes answer it with 503, never a stack trace. */
export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string = '',
  ) {
    super(`API request failed: ${status} ${statusText}`);
  }
}

/** The blog archive shows 12 articles a page (server render, /api/articles, "load more"). */
export const ARCHIVE_PAGE_SIZE = 12;

/** The eight fixed category slugs the blog archive filters by. */
export const CATEGORY_SLUGS = [
  'lean-manufacturing',
  'industria-4-0',
  'transformacao-digital',
  'automacao-industrial',
  'gestao-processos',
  'tecnologia',
  'cases-sucesso',
  'tendencias',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
