import type { Context } from 'hono';
import { contentService } from '../content/service';
import type { SitemapArticle } from '../content/types';
import type { AppEnv } from '../env';
import { buildSitemapEntries, type SitemapEntry } from '../seo/sitemap-entries';

/**
 * The sitemap entries for this request (/sitemap.xml and the /sitemap page). With the content
 * service down and nothing cached, the static pages are still listed (a sitemap failure is only
 * logged, never an error page) and `complete` is false.
 */
export async function loadSitemapEntries(c: Context<AppEnv>): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  let articles: SitemapArticle[] = [];
  let complete = true;
  try {
    articles = await contentService(c).sitemapArticles();
  } catch (error) {
    complete = false;
    console.warn('Sitemap: articles unavailable, listing static pages only:', error instanceof Error ? error.message : error);
  }
  return { entries: buildSitemapEntries(c.var.origin, articles), complete };
}
