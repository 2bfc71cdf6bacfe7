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

/**
 * How the site learns that content changed, for what keeps pages rendered from it (the HTML
 * cache's location tier): `never` with the embedded articles (they change with a deploy only),
 * `announced` with a CMS whose webhook is set up (each publish starts a new content generation,
 * which is in every key), `unannounced` with a CMS without one (content may change at any time).
 */
export type ContentChanges = 'never' | 'announced' | 'unannounced';

export interface SitemapArticle {
  slug: string;
  updatedAt: string;
  langs: Lang[];
}

/**
 * What pages and API routes read content through. Implemented in src/content/ by the embedded
 * source, the Strapi source and the KV cache over it; service.ts picks one per request.
 */
export interface ContentService {
  listArticles(query: ArticleListQuery): Promise<ArticleListPage>;
  /** null when no article has this slug in any language. */
  getArticle(slug: string, lang: Lang): Promise<Article | null>;
  latestArticles(lang: Lang, limit?: number): Promise<Article[]>;
  relatedArticles(article: Article, lang: Lang, limit?: number): Promise<Article[]>;
  listCategories(lang: Lang): Promise<Category[]>;
  listTags(lang: Lang): Promise<Tag[]>;
  sitemapArticles(): Promise<SitemapArticle[]>;
  /**
   * The slug an article renamed at the CMS has now, looked up by its old slug in `lang` and then
   * in pt (the CMS webhook records renames: webhook.ts); null when no rename is known.
   */
  renamedSlug(slug: string, lang: Lang): Promise<string | null>;
  /** Where relative image URLs in article bodies point to (the CMS's origin); undefined without a CMS. */
  readonly imageOrigin: string | undefined;
}

/** What a CMS slug (Strapi UID) can be: anything else names no article, so it needs no CMS call. */
export const ARTICLE_SLUG = /^[A-Za-z0-9._~-]{1,200}$/;

/** The draft a preview link names: by document id (Strapi 5) or slug (Strapi 4), in one language. */
export interface PreviewTarget {
  /** Strapi 5 document id (preferred: a draft's slug may not be its published one). */
  documentId?: string;
  /** The slug, for Strapi 4 and for the page's URL. */
  slug?: string;
  lang: Lang;
}

/** One editor's view of a draft, opened with a valid preview token. */
export interface ArticlePreview {
  /** The draft, fetched live from the CMS; null when the CMS has no such draft. */
  draft(): Promise<Article | null>;
  /** The CMS without the KV cache, for lists that would be keyed by the draft. */
  live: ContentService;
}

/** Draft previews: present only with a CMS and CMS_PREVIEW_SECRET (service.ts, articlePreviews). */
export interface ArticlePreviews {
  /** Whether `given` is the preview secret the CMS's preview link carries (constant-time). */
  accepts(given: string): Promise<boolean>;
  /** A signed token naming `target`, valid for 30 minutes (preview.ts). */
  sign(target: PreviewTarget): Promise<string>;
  /** The preview a token opens; null for a token that is wrong, expired or altered. */
  open(token: string): Promise<ArticlePreview | null>;
}

/** A Strapi webhook's body (Strapi 5 and 4), once the route has checked its shape. */
export interface WebhookBody {
  event: string;
  model?: string;
  uid?: string;
  createdAt?: string;
  entry?: Record<string, unknown> | null;
  media?: Record<string, unknown> | null;
}

/** What a webhook event means for the site: a purge or nothing, and why. */
export type WebhookVerdict = { purge: true; reason: string } | { purge: false; reason: string };

/** The CMS webhook: present only with CMS_WEBHOOK_SECRET (service.ts, cmsWebhook). */
export interface CmsWebhook {
  /** Whether `given` is the webhook secret (constant-time). */
  accepts(given: string): Promise<boolean>;
  /** Whether the event changes what the site shows (a publish, a delete: yes; a draft save: no). */
  classify(body: WebhookBody): WebhookVerdict;
  /**
   * Records the renamed article the event announces and starts a new content generation, once
   * per burst of events; `joined` when this event joined a purge another one started.
   */
  purge(body: WebhookBody): Promise<{ joined: boolean }>;
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
