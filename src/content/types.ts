import type { Lang } from '../i18n/languages';

/**
 * The content model the pages use, whatever the source (Strapi v4/v5 or embedded content).
 * Spec §3: Article, Category, Tag. Everything here is already normalised and validated.
 */
export interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

export interface Media {
  /** Absolute URL, or a root-relative one for embedded content. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** Smaller renditions (Strapi `formats`: thumbnail, small, medium, large), for srcset. */
  formats: MediaFormat[];
}

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface Tag {
  id: string;
  name: string;
  slug: string;
  count?: number;
}

export interface Article {
  id: string;
  slug: string;
  title: string;
  /** Given, or derived from content and cut at 160 characters. */
  excerpt: string;
  /** Markdown. */
  content: string;
  publishedAt: string;
  updatedAt: string;
  /** Minutes: given, or words / 200 rounded up, 5 without content. */
  readingTime: number;
  featured: boolean;
  category: Category | null;
  author: { name: string } | null;
  tags: Tag[];
  featuredImage: Media | null;
  /** Language of this version; differs from the requested one when it fell back to pt. */
  lang: Lang;
  /** Languages this article exists in (for hreflang). */
  langs: Lang[];
}

export interface ArticleListQuery {
  lang: Lang;
  /** 1-based. */
  page?: number;
  /** Default 10; the archive asks 12 (spec §9). */
  pageSize?: number;
  category?: string;
  tag?: string;
  search?: string;
}

export interface ArticlePage {
  items: Article[];
  page: number;
  pageSize: number;
  /** Spec §4: true only while the last page returned a full page. */
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
  listArticles(query: ArticleListQuery): Promise<ArticlePage>;
  /** null when no article has this slug in any language. */
  getArticle(slug: string, lang: Lang): Promise<Article | null>;
  latestArticles(lang: Lang, limit?: number): Promise<Article[]>;
  relatedArticles(article: Article, lang: Lang, limit?: number): Promise<Article[]>;
  listCategories(lang: Lang): Promise<Category[]>;
  listTags(lang: Lang): Promise<Tag[]>;
  sitemapArticles(): Promise<SitemapArticle[]>;
}

/** Spec §8: a failed content-service call with nothing cached to fall back on. */
export class BlogApiError extends Error {
  override name = 'BlogApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string = '',
  ) {
    super(`API request failed: ${status} ${statusText}`);
  }
}

/** Spec §9: the blog archive's page size (server render, /api/articles, "load more"). */
export const ARCHIVE_PAGE_SIZE = 12;

/** The eight fixed category slugs (spec §2 Blog archive). */
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
