import { Hono, type Context } from 'hono';
import { contentService } from '../content/service';
import { ContentServiceError } from '../content/types';
import type { AppEnv } from '../env';
import { LANGS, LANG_TAG, type Lang } from '../shared/languages';
import { FEED_PATH, rssXml } from '../seo/rss';
import { loadTexts } from '../i18n/load';
import { sitemapXml } from '../seo/sitemap-xml';
import { loadSitemapEntries } from './load-sitemap';
import { failedBecause, logger } from '../log';
import { indexableHost } from '../deployment';
import { contentRequest } from './request-values';

/** /sitemap.xml, /robots.txt and the RSS feeds (/rss.xml, /en/rss.xml, /es/rss.xml). Mounted at the root. */
export const seo = new Hono<AppEnv>();

/** Shared caches may keep these for 5 minutes (they hold no per-visitor content). */
const CACHE = 'public, max-age=300';
/** A feed lists the latest 20 articles. */
export const FEED_SIZE = 20;

function xmlResponse(body: string, type: string, cache = CACHE): Response {
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cache } });
}

seo.get('/sitemap.xml', async (c) => {
  const { entries, complete } = await loadSitemapEntries(c);
  // Without the articles (CMS down, nothing cached) keep it short-lived, so the full one comes back soon.
  return xmlResponse(sitemapXml(entries), 'application/xml', complete ? CACHE : 'public, max-age=60');
});

seo.get('/robots.txt', (c) => {
  // Staging, previews and any host but the canonical one: nothing to crawl (src/deployment.ts).
  const body = indexableHost(c.env, c.req.url)
    ? ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${c.var.origin}/sitemap.xml`, ''].join('\n')
    : ['User-agent: *', 'Disallow: /', ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE } });
});

/** The feed's language is fixed by its path, whatever the visitor's language. */
async function feed(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  try {
    const articles = await contentService(contentRequest(c)).latestArticles(lang, FEED_SIZE);
    await loadTexts(c.env.ASSETS, [lang]);
    const res = xmlResponse(rssXml(c.var.origin, lang, articles, c.var.company.name), 'application/rss+xml');
    res.headers.set('Content-Language', LANG_TAG[lang]);
    return res;
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    failedBecause(`CMS unavailable, nothing cached: ${error.message}`);
    logger.warn('cms.failed', { what: 'feed', lang, status: error.status, cause: error.message.slice(0, 300) });
    return new Response('Feed temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
}

for (const lang of LANGS) seo.get(FEED_PATH[lang], (c) => feed(c, lang));
