import type { Article } from '../content/types';
import { categoryLabel } from '../i18n/categories';
import { getT } from '../i18n/i18n';
import { LANG_TAG, type Lang } from '../shared/languages';
import { absoluteUrl, articleRoute, localizedPath } from '../shared/links';
import { articleImages } from './social-images';
import { xml } from './sitemap-xml';

/** Where each language's feed is (the document's head links it). */
export const FEED_PATH: Record<Lang, string> = { pt: '/rss.xml', en: '/en/rss.xml', es: '/es/rss.xml' };

/** The RSS 2.0 feed of a language: the latest articles, each linking the page of its text's language. */
export function rssXml(origin: string, lang: Lang, articles: Article[], site: string): string {
  const t = getT(lang);
  const blogUrl = origin + localizedPath(lang, '/blog');
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.max would make them NaN).
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
      ...imageElements(origin, a),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
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

/**
 * An item's image: Media RSS `media:content` always (it needs no byte length), and an
 * `<enclosure>` only when the byte length is known (the JPEGs built from embedded covers), since
 * RSS 2.0 requires a true length and a CMS upload's is not known without fetching it.
 */
function imageElements(origin: string, a: Article): string[] {
  const images = articleImages(a.featuredImage);
  if (!images) return [];
  const { preview } = images;
  const url = xml(absoluteUrl(origin, preview.url));
  const size = preview.width && preview.height ? ` width="${preview.width}" height="${preview.height}"` : '';
  return [
    preview.bytes ? `      <enclosure url="${url}" length="${preview.bytes}" type="${xml(preview.type)}"/>` : '',
    `      <media:content url="${url}" type="${xml(preview.type)}" medium="image"${size}/>`,
  ];
}
