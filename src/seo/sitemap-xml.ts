import type { SitemapEntry } from './sitemap-entries';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 forbids are what this matches.
const NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Escapes text and attribute values, and drops characters XML 1.0 does not allow at all. */
export function xml(value: string | number): string {
  return String(value)
    .replace(NOT_XML_CHAR, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
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
