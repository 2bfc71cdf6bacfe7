import { Hono, type Context } from 'hono';
import { absoluteUrl, articleRoute } from '../components/blog/article-json-ld';
import { loadSitemapEntries, type SitemapEntry } from '../components/blog/sitemap-entries';
import { contentService } from '../content/service';
import { BlogApiError, type Article } from '../content/types';
import type { AppEnv } from '../env';
import { getT } from '../i18n/i18n';
import { LANG_TAG, type Lang } from '../i18n/languages';
import { localizedPath } from '../i18n/links';

/** /sitemap.xml, /robots.txt and the RSS feeds (/rss.xml, /en/rss.xml, /es/rss.xml). Mounted at the root. */
export const seo = new Hono<AppEnv>();

/** Shared caches may keep these for 5 minutes (they hold no per-visitor content). */
const CACHE = 'public, max-age=300';
/** Spec §9-like feed size: the latest 20 articles. */
export const FEED_SIZE = 20;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text and attribute values, and drops characters XML 1.0 does not allow at all. */
export function xml(value: string | number): string {
  return String(value)
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

function xmlResponse(body: string, type: string, cache = CACHE): Response {
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cache } });
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${xml(e.loc)}</loc>`,
      `    <lastmod>${xml(e.lastmod)}</lastmod>`,
      `    <changefreq>${xml(e.changefreq)}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      ...e.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

seo.get('/sitemap.xml', async (c) => {
  const { entries, complete } = await loadSitemapEntries(c);
  // Without the articles (CMS down, nothing cached) keep it short-lived, so the full one comes back soon.
  return xmlResponse(sitemapXml(entries), 'application/xml', complete ? CACHE : 'public, max-age=60');
});

seo.get('/robots.txt', (c) => {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${c.var.origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE } });
});

const FEED_PATH: Record<Lang, string> = { pt: '/rss.xml', en: '/en/rss.xml', es: '/es/rss.xml' };

export function rssXml(origin: string, lang: Lang, articles: Article[], site: string): string {
  const t = getT(lang);
  const blogUrl = origin + localizedPath(lang, '/blog');
  const newest = articles.reduce<string>((max, a) => (a.updatedAt > max ? a.updatedAt : max), '');
  const items = articles.map((a) => {
    // Each item links the page of the language the text is in (a pt fallback names the pt page).
    const link = origin + localizedPath(a.lang, articleRoute(a.slug));
    return [
      '    <item>',
      `      <title>${xml(a.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${xml(new Date(a.publishedAt).toUTCString())}</pubDate>`,
      `      <description>${xml(a.excerpt)}</description>`,
      a.author ? `      <dc:creator>${xml(a.author.name)}</dc:creator>` : '',
      a.category ? `      <category>${xml(t(`blog:categories.${a.category.slug}`, { defaultValue: a.category.name }))}</category>` : '',
      ...a.tags.map((tag) => `      <category>${xml(tag.name)}</category>`),
      a.featuredImage ? `      <enclosure url="${xml(absoluteUrl(origin, a.featuredImage.url))}" length="0" type="${xml(imageType(a.featuredImage.url))}"/>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(t('meta:rssTitle', { site }))}</title>`,
    `    <link>${xml(blogUrl)}</link>`,
    `    <description>${xml(t('blog:meta.description'))}</description>`,
    `    <language>${xml(LANG_TAG[lang])}</language>`,
    `    <atom:link href="${xml(origin + FEED_PATH[lang])}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${xml(new Date(newest).toUTCString())}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : ext === 'avif' ? 'image/avif' : ext === 'gif' ? 'image/gif' : 'image/jpeg';
}

/** The feed's language is fixed by its path, whatever the visitor's language. */
async function feed(c: Context<AppEnv>, lang: Lang): Promise<Response> {
  try {
    const articles = await contentService(c).latestArticles(lang, FEED_SIZE);
    const res = xmlResponse(rssXml(c.var.origin, lang, articles, c.var.company.name), 'application/rss+xml');
    res.headers.set('Content-Language', LANG_TAG[lang]);
    return res;
  } catch (error) {
    if (!(error instanceof BlogApiError)) throw error;
    console.error(`RSS ${lang}: ${error.message}`);
    return new Response('Feed temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
}

seo.get('/rss.xml', (c) => feed(c, 'pt'));
seo.get('/en/rss.xml', (c) => feed(c, 'en'));
seo.get('/es/rss.xml', (c) => feed(c, 'es'));
