import type { Article } from '../content/types';
import { categoryLabel } from '../i18n/categories';
import { getT } from '../i18n/i18n';
import { LANG_TAG, type Lang } from '../shared/languages';
import { absoluteUrl, articleRoute, localizedPath } from '../shared/links';
import { xml } from './sitemap-xml';

/** Where each language's feed is (the document's head links it). */
export const FEED_PATH: Record<Lang, string> = { pt: '/rss.xml', en: '/en/rss.xml', es: '/es/rss.xml' };

/** The RSS 2.0 feed of a language: the latest articles, each linking the page of its text's language. */
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
      a.category ? `      <category>${xml(categoryLabel(t, a.category))}</category>` : '',
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
