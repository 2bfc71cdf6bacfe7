import { Hono, type Context } from 'hono';
import { contentService } from '../content/service';
import { ARCHIVE_PAGE_SIZE, BlogApiError, type Article } from '../content/types';
import type { AppEnv } from '../env';
import { categoryLabel } from '../i18n/categories';
import { absoluteUrl } from '../i18n/links';
import { renderMarkdownCached } from '../markdown/cache';
import { ArticleErrorPage } from '../pages/article-error';
import { ArticleNotFoundPage } from '../pages/article-not-found';
import { ArticlePage, RELATED_GRID, SIDE_ITEMS } from '../pages/article-page';
import { BlogArchivePage, type ArchiveData } from '../pages/blog-archive';
import { BlogErrorPage } from '../pages/blog-error';
import { SitemapPage } from '../pages/sitemap-page';
import { articleJsonLd } from '../seo/article-json-ld';
import { blogJsonLd } from '../seo/blog-json-ld';
import { unlistedMeta } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { loadSitemapEntries } from './load-sitemap';

/** /blog, /blog/{slug}, /sitemap (the viewer page). Mounted once per URL family. */
export const blog = new Hono<AppEnv>();

/** Without JavaScript, "load more" is a link to ?page=N showing pages 1..N; capped to bound the query. */
export const MAX_SSR_PAGES = 8;
/** How long a visitor (or a crawler) should wait after a 503 from a content-service outage. */
const RETRY_AFTER_S = '60';

const SLUG = /^[a-z0-9-]{1,80}$/;
// CMS slugs (Strapi UID): anything else cannot exist, so it is a 404 without a CMS call (or a cache entry).
const ARTICLE_SLUG = /^[A-Za-z0-9._~-]{1,200}$/;

/** The archive's URL parameters (spec §2: category, tag, search kept in the URL); 'all' or junk means no filter. */
export function archiveQuery(query: Record<string, string>) {
  const slug = (v: string | undefined) => (v && v !== 'all' && SLUG.test(v.trim()) ? v.trim() : '');
  const category = slug(query.category);
  // Mutually exclusive: when a no-JS form sends both, the category wins (as in /api/articles).
  const tag = category ? '' : slug(query.tag);
  const search = (query.search ?? '').trim().slice(0, 100);
  const page = Math.min(MAX_SSR_PAGES, Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1));
  return { category, tag, search, page };
}

function unavailable(c: Context<AppEnv>): void {
  c.status(503);
  c.header('Retry-After', RETRY_AFTER_S);
  c.header('Cache-Control', 'no-store');
}

blog.get('/blog', async (c) => {
  const { lang, t } = c.var;
  const q = archiveQuery(c.req.query());
  const service = contentService(c);
  let data: ArchiveData;
  try {
    const [list, categories, tags] = await Promise.all([
      // Pages 1..N in one query: same items as N pages of 12 (spec §4 has-more rule preserved).
      service.listArticles({ lang, page: 1, pageSize: ARCHIVE_PAGE_SIZE * q.page, category: q.category, tag: q.tag, search: q.search }),
      service.listCategories(lang),
      service.listTags(lang),
    ]);
    data = { filters: { category: q.category, tag: q.tag, search: q.search }, list, page: q.page, pageSize: ARCHIVE_PAGE_SIZE, categories, tags };
  } catch (error) {
    if (!(error instanceof BlogApiError)) throw error;
    console.error(`GET /blog: ${error.message}`);
    unavailable(c);
    return c.render(
      <BlogErrorPage heading={t('blog:archive.title')} message={t('blog:archive.error')} retryLabel={t('blog:archive.retry')} />,
      { meta: unlistedMeta(t('blog:meta.title')) },
    );
  }
  const filtered = Boolean(q.category || q.tag || q.search || q.page > 1);
  return c.render(<BlogArchivePage data={data} />, {
    meta: {
      title: t('blog:meta.title'),
      description: t('blog:meta.description'),
      keywords: t('blog:meta.keywords'),
      // Filtered and paged views canonicalise to /blog (the route); searches are not worth indexing.
      robots: q.search || q.page > 1 ? 'noindex, follow' : undefined,
      jsonLd: [
        blogJsonLd(c, filtered ? undefined : data.list.items.slice(0, ARCHIVE_PAGE_SIZE)),
        breadcrumbJsonLd(c, [[t('blog:breadcrumb'), '/blog']]),
      ],
    },
  });
});

blog.get('/blog/:slug', async (c) => {
  const { lang, t, origin } = c.var;
  const slug = c.req.param('slug');
  const notFound = () => {
    c.status(404);
    return c.render(<ArticleNotFoundPage />, {
      meta: unlistedMeta(t('blog:article.notFoundTitle')),
    });
  };
  if (!ARTICLE_SLUG.test(slug)) return notFound();

  const service = contentService(c);
  let article: Article | null;
  try {
    article = await service.getArticle(slug, lang);
  } catch (error) {
    if (!(error instanceof BlogApiError)) throw error;
    // Spec §8: any failure other than "not found" is written to the console.
    console.error(`GET /blog/${slug}: ${error.message}`);
    unavailable(c);
    return c.render(<ArticleErrorPage />, {
      meta: unlistedMeta(t('blog:article.errorTitle')),
    });
  }
  if (!article) return notFound();
  const found = article;

  // Spec §8: a related-posts failure is silently an empty list; recent posts likewise.
  const quietly = <T,>(label: string, p: Promise<T[]>) =>
    p.catch((error: unknown) => {
      console.warn(`GET /blog/${slug}: ${label} unavailable:`, error instanceof Error ? error.message : error);
      return [] as T[];
    });
  const [related, recent] = await Promise.all([
    quietly('related', service.relatedArticles(found, lang, Math.max(SIDE_ITEMS, RELATED_GRID))),
    quietly('recent', service.latestArticles(lang, SIDE_ITEMS + 1)),
  ]);
  const html = await renderMarkdownCached(found.content);

  const image = found.featuredImage;
  return c.render(<ArticlePage data={{ article: found, html, related, recent }} />, {
    meta: {
      title: found.title,
      description: found.excerpt,
      keywords: found.tags.map((tag) => tag.name).join(', ') || undefined,
      ogType: 'article',
      image: image ? { url: absoluteUrl(origin, image.url), width: image.width, height: image.height, alt: image.alt || found.title } : undefined,
      // hreflang: only the languages the article exists in.
      langs: found.langs,
      // A pt fallback under /en or /es duplicates the pt page: canonical points there.
      canonicalLang: found.langs.includes(lang) ? undefined : found.lang,
      article: {
        publishedTime: found.publishedAt,
        modifiedTime: found.updatedAt || undefined,
        author: found.author?.name,
        section: found.category ? categoryLabel(t, found.category) : undefined,
        tags: found.tags.map((tag) => tag.name),
      },
      jsonLd: articleJsonLd(c, found),
    },
  });
});

blog.get('/sitemap', async (c) => {
  const { t } = c.var;
  const { entries } = await loadSitemapEntries(c);
  return c.render(<SitemapPage entries={entries} />, {
    meta: { title: t('sitemap:meta.title'), description: t('sitemap:meta.description'), keywords: t('sitemap:meta.keywords') },
  });
});
