import type { Context } from 'hono';
import { contentService } from '../content/service';
import type { SitemapArticle } from '../content/types';
import type { AppEnv } from '../env';
import { buildSitemapEntries, type SitemapEntry } from '../seo/sitemap-entries';
import { errorCause, logger } from '../log';
import { contentRequest } from './request-values';

/**
 * The sitemap entries for this request (/sitemap.xml and the /sitemap page). With the content
 * service down and nothing cached, the static pages are still listed (a sitemap failure is only
 * logged, never an error page) and `complete` is false.
 */
export async function loadSitemapEntries(c: Context<AppEnv>): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  let articles: SitemapArticle[] = [];
  let complete = true;
  try {
    articles = await contentService(contentRequest(c)).sitemapArticles();
  } catch (error) {
    complete = false;
    logger.warn('cms.failed', { what: 'sitemap articles', fallback: 'static pages only', cause: errorCause(error) });
  }
  return { entries: buildSitemapEntries(c.var.origin, articles), complete };
}
