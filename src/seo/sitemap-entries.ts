import type { SitemapArticle } from '../content/types';
import { LANGS, type Lang } from '../shared/languages';
import { type ChangeFreq, PAGES, STATIC_ROUTES } from '../shared/page-routes';
import { alternatesFor, articleRoute, localizedPath, type Alternate } from '../shared/links';

/*
 * The one list behind /sitemap.xml and the /sitemap viewer page:
 * every static route in pt, en and es and every article in each language it exists in, with
 * lastmod, changefreq, priority and its hreflang alternates (x-default included).
 */

export type { ChangeFreq };
/** The static routes, from the site's one table of pages (src/shared/page-routes.ts). */
export { STATIC_ROUTES };

export interface SitemapEntry {
  loc: string;
  /** YYYY-MM-DD */
  lastmod: string;
  changefreq: ChangeFreq;
  priority: number;
  alternates: Alternate[];
}

/** Articles: monthly, 0.6. */
const ARTICLE = { changefreq: 'monthly' as ChangeFreq, priority: 0.6 };

/**
 * Last change of the static pages' copy (they are built with the worker). Bump with a copy
 * change; a wrong lastmod teaches search engines to ignore it.
 */
export const STATIC_LASTMOD = '2026-11-01';

function day(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : STATIC_LASTMOD;
}

/** Newer of two YYYY-MM-DD dates. */
function latest(a: string, b: string): string {
  return a > b ? a : b;
}

export function buildSitemapEntries(origin: string, articles: SitemapArticle[]): SitemapEntry[] {
  const newestArticle = articles.reduce((max, a) => latest(max, day(a.updatedAt)), '');
  const entries: SitemapEntry[] = [];
  for (const page of STATIC_ROUTES) {
    const alternates = alternatesFor(origin, page.route);
    // The archive changes whenever an article does.
    const lastmod = page.route === PAGES.blog.route && newestArticle ? latest(STATIC_LASTMOD, newestArticle) : STATIC_LASTMOD;
    for (const lang of LANGS) {
      entries.push({
        loc: origin + localizedPath(lang, page.route),
        lastmod,
        changefreq: page.changefreq,
        priority: page.priority,
        alternates,
      });
    }
  }
  for (const article of articles) {
    const route = articleRoute(article.slug);
    const langs = LANGS.filter((l) => article.langs.includes(l));
    if (langs.length === 0) continue;
    // hreflang lists only the languages the article exists in.
    const alternates = alternatesFor(origin, route, langs);
    for (const lang of langs) {
      entries.push({ loc: origin + localizedPath(lang as Lang, route), lastmod: day(article.updatedAt), ...ARTICLE, alternates });
    }
  }
  return entries;
}

/** The sitemap page's counts: all entries, those of priority 1.0 (the maximum), the weekly ones. */
export function sitemapStats(entries: SitemapEntry[]) {
  return {
    total: entries.length,
    maxPriority: entries.filter((e) => e.priority >= 1).length,
    weekly: entries.filter((e) => e.changefreq === 'weekly').length,
  };
}
