import { Hono, type Context } from 'hono';
import { articlePreviews, contentService, PREVIEW_PARAM } from '../content/service';
import { ARCHIVE_PAGE_SIZE, ARTICLE_SLUG, ContentServiceError, type Article, type ArticlePreview } from '../content/types';
import type { AppEnv } from '../env';
import { categoryLabel } from '../i18n/categories';
import { loadTexts } from '../i18n/load';
import { categoryOrTag } from '../shared/archive-filter';
import { absoluteUrl, articleRoute, localizedPath } from '../shared/links';
import { renderMarkdownCached, renderMarkdownUncached } from '../content/markdown/cache';
import { articleImages } from '../seo/social-images';
import { ArticleErrorPage } from '../pages/blog/article-error';
import { ArticleNotFoundPage } from '../pages/blog/article-not-found';
import { ArticlePage, RELATED_GRID, SIDE_ITEMS } from '../pages/blog/article-page';
import { BlogArchivePage, type ArchiveData } from '../pages/blog/blog-archive';
import { BlogErrorPage } from '../pages/blog/blog-error';
import { SitemapPage } from '../pages/blog/sitemap-page';
import { articleJsonLd } from '../seo/article-json-ld';
import { blogJsonLd } from '../seo/blog-json-ld';
import { unlistedMeta } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { loadSitemapEntries } from './load-sitemap';
import { markPreview, previewDenied } from './preview';
import { errorCause, failedBecause, logger } from '../log';
import { PAGES } from '../shared/page-routes';
import { contentRequest } from './request-values';

/** /blog, /blog/{slug}, /sitemap (the viewer page). Mounted once per URL family. */
export const blog = new Hono<AppEnv>();

/** Without JavaScript, "load more" is a link to ?page=N showing pages 1..N; capped to bound the query. */
export const MAX_SSR_PAGES = 8;
/** How long a visitor (or a crawler) should wait after a 503 from a content-service outage. */
const RETRY_AFTER_S = '60';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The archive's URL parameters (category, tag and search stay in the URL, so a filtered view can be shared); 'all' or junk means no filter. */
export function archiveQuery(query: Record<string, string>) {
  const slug = (v: string | undefined) => (v && SLUG.test(v.trim()) ? v.trim() : undefined);
  // One of the two at most (the shared rule: the category wins).
  const { category = '', tag = '' } = categoryOrTag({ category: slug(query.category), tag: slug(query.tag) });
  const search = (query.search ?? '').trim().slice(0, 100);
  const page = Math.min(MAX_SSR_PAGES, Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1));
  return { category, tag, search, page };
}

function unavailable(c: Context<AppEnv>): void {
  c.status(503);
  c.header('Retry-After', RETRY_AFTER_S);
  c.header('Cache-Control', 'no-store');
}

blog.get(PAGES.blog.route, async (c) => {
  const { lang, t } = c.var;
  const q = archiveQuery(c.req.query());
  const service = contentService(contentRequest(c));
  let data: ArchiveData;
  try {
    const [list, categories, tags] = await Promise.all([
      // Pages 1..N in one query: same items as N pages of 12, and hasMore still means the last page was full.
      service.listArticles({ lang, page: 1, pageSize: ARCHIVE_PAGE_SIZE * q.page, category: q.category, tag: q.tag, search: q.search }),
      service.listCategories(lang),
      service.listTags(lang),
    ]);
    data = {
      filters: { category: q.category, tag: q.tag, search: q.search },
      list,
      page: q.page,
      pageSize: ARCHIVE_PAGE_SIZE,
      categories,
      tags,
    };
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    failedBecause(`CMS unavailable, nothing cached: ${error.message}`);
    logger.warn('cms.failed', { what: 'blog archive', status: error.status, cause: error.message.slice(0, 300) });
    unavailable(c);
    return c.render(
      <BlogErrorPage heading={t('blog:archive.title')} message={t('blog:archive.error')} retryLabel={t('blog:archive.retry')} />,
      { meta: unlistedMeta(t('blog:meta.title')) },
    );
  }
  const filtered = Boolean(q.category || q.tag || q.search || q.page > 1);
  return c.render(<BlogArchivePage data={data} />, {
    meta: {
      styles: ['blog', 'cards'],
      title: t('blog:meta.title'),
      description: t('blog:meta.description'),
      keywords: t('blog:meta.keywords'),
      // Filtered and paged views canonicalise to /blog (the route); searches are not worth indexing.
      robots: q.search || q.page > 1 ? 'noindex, follow' : undefined,
      jsonLd: [
        blogJsonLd(c.var, filtered ? undefined : data.list.items.slice(0, ARCHIVE_PAGE_SIZE)),
        breadcrumbJsonLd(c.var, [[t('blog:breadcrumb'), '/blog']]),
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
  // Anything but a CMS slug is a 404 without a CMS call (or a cache entry).
  if (!ARTICLE_SLUG.test(slug)) return notFound();
  const previewToken = c.req.query(PREVIEW_PARAM);
  // A token that is wrong, expired or unusable here (no CMS, no preview secret) is denied.
  const preview: ArticlePreview | false | null =
    previewToken === undefined ? false : ((await articlePreviews(c.env)?.open(previewToken)) ?? null);
  if (preview === null) return previewDenied(c);

  const service = contentService(contentRequest(c));
  let article: Article | null;
  try {
    article = preview ? await preview.draft() : await service.getArticle(slug, lang);
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    // Any failure other than "not found" is logged (and the request closes with a 503 line).
    failedBecause(`CMS unavailable, nothing cached: ${error.message}`);
    logger.warn('cms.failed', { what: 'article', slug, status: error.status, cause: error.message.slice(0, 300) });
    unavailable(c);
    return c.render(<ArticleErrorPage />, {
      meta: unlistedMeta(t('blog:article.errorTitle')),
    });
  }
  if (!article) {
    const moved = preview ? null : await service.renamedSlug(slug, lang);
    // A renamed article: its old URL points at the new one for good.
    if (moved) return c.redirect(localizedPath(c.var.family, articleRoute(moved)) + new URL(c.req.url).search, 301);
    if (preview) c.header('Cache-Control', 'no-store');
    return notFound();
  }
  const found = article;

  // The article still renders when its side lists fail: a related- or recent-posts failure is an empty list (logged).
  const quietly = <T,>(label: string, p: Promise<T[]>) =>
    p.catch((error: unknown) => {
      logger.warn('cms.failed', { what: `${label} articles`, slug, fallback: 'empty list', cause: errorCause(error) });
      return [] as T[];
    });
  const [related, recent] = await Promise.all([
    // A draft's related list is keyed by its slug: asked live, so a preview writes nothing to KV.
    quietly('related', (preview ? preview.live : service).relatedArticles(found, lang, Math.max(SIDE_ITEMS, RELATED_GRID))),
    quietly('recent', service.latestArticles(lang, SIDE_ITEMS + 1)),
  ]);
  // A draft is rendered for this view only: the markdown cache is one of the caches it stays out of.
  const html = await (preview ? renderMarkdownUncached : renderMarkdownCached)(found.content, { imageOrigin: service.imageOrigin });

  const image = found.featuredImage;
  const images = articleImages(image);
  if (preview) markPreview(c);
  // The structured data is written in the language of the article's text (a pt fallback under /en).
  await loadTexts(c.env.ASSETS, [found.lang]);
  return c.render(
    <ArticlePage
      data={{
        article: found,
        html,
        related,
        recent,
        preview: preview ? { exitHref: localizedPath(c.var.family, articleRoute(found.slug)) } : undefined,
      }}
    />,
    {
      meta: {
        styles: ['cards', 'article'],
        ...(preview ? { robots: 'noindex, nofollow' } : {}),
        title: found.metaTitle ?? found.title,
        description: found.excerpt,
        keywords: found.tags.map((tag) => tag.name).join(', ') || undefined,
        ogType: 'article',
        image: images ? { ...images.preview, url: absoluteUrl(origin, images.preview.url), alt: image?.alt || found.title } : undefined,
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
        jsonLd: articleJsonLd(c.var, found),
      },
    },
  );
});

blog.get(PAGES.sitemap.route, async (c) => {
  const { t } = c.var;
  const { entries } = await loadSitemapEntries(c);
  return c.render(<SitemapPage entries={entries} />, {
    meta: {
      styles: ['blog'],
      title: t('sitemap:meta.title'),
      description: t('sitemap:meta.description'),
      keywords: t('sitemap:meta.keywords'),
      jsonLd: [breadcrumbJsonLd(c.var, [[t('sitemap:title'), '/sitemap']])],
    },
  });
});
