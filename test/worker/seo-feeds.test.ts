import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STATIC_ROUTES } from '../../src/seo/sitemap-entries';
import { embeddedSource } from '../../src/content/embedded/source';
import { assetList } from '../../src/content/embedded/list';
import type { Article } from '../../src/content/types';
import { rssXml } from '../../src/seo/rss';
import { ORIGIN, request } from '../helpers/worker';

function latestFixture(): Article {
  return {
    id: '1',
    slug: 'cms-post',
    title: 'CMS post',
    excerpt: 'An article from the CMS.',
    content: 'Text',
    publishedAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    readingTime: 1,
    featured: false,
    category: null,
    author: null,
    tags: [],
    featuredImage: null,
    lang: 'pt',
    langs: ['pt'],
  };
}

const CMS = 'https://cms.example.com/api';

describe('/sitemap.xml', () => {
  it('lists every static route in pt, en and es and every article per existing language', async () => {
    const res = await request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const statics = [
      '/',
      '/about',
      '/services',
      '/diagnosticlean',
      '/diagnostico-lean-digital-gratuito',
      '/blog',
      '/contact',
      '/sitemap',
      '/privacy',
      '/terms',
      ...['erp-digital', 'aps', 'mes', 'rfid', 'wms', 'tms', 'rpa', 'ia'].map((s) => `/solutions/${s}`),
    ];
    for (const route of statics) {
      for (const lang of ['pt', 'en', 'es']) expect(locs).toContain(ORIGIN + (route === '/' ? `/${lang}` : `/${lang}${route}`));
    }
    const articles = await embeddedSource(assetList(env.ASSETS)).sitemapArticles();
    const articleCount = articles.reduce((n, a) => n + a.langs.length, 0);
    expect(locs).toHaveLength(statics.length * 3 + articleCount);
    expect(new Set(locs).size).toBe(locs.length);
    for (const a of articles) {
      for (const lang of ['pt', 'en', 'es'] as const) {
        expect(locs.includes(`${ORIGIN}/${lang}/blog/${a.slug}`)).toBe(a.langs.includes(lang));
      }
    }
  });

  it('is well formed: every url has loc, lastmod, changefreq, priority and alternates with x-default', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    // Balanced tags, nothing unescaped.
    expect((xml.match(/<url>/g) ?? []).length).toBe((xml.match(/<\/url>/g) ?? []).length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    for (const url of urls) {
      expect(url).toMatch(/<loc>https:\/\/www\.example\.com\/(pt|en|es)[^<]*<\/loc>/);
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(url).toMatch(/<changefreq>(always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq>/);
      expect(url).toMatch(/<priority>(0\.\d|1\.0)<\/priority>/);
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/www\.example\.com\/[^"]*"\/>/);
      expect(url).toMatch(/hreflang="pt-BR"/);
    }
    const home = urls.find((u) => u.includes(`<loc>${ORIGIN}/pt</loc>`))!;
    expect(home).toContain('<priority>1.0</priority>');
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/pt"/>`);
    expect(urls.find((u) => u.includes(`/pt/diagnosticlean</loc>`))).toContain('<priority>0.9</priority>');
    expect(urls.find((u) => u.includes(`/pt/solutions/mes</loc>`))).toContain('<priority>0.8</priority>');
  });

  it('lists hreflang alternates of an article only for its existing languages', async () => {
    const articles = await embeddedSource(assetList(env.ASSETS)).sitemapArticles();
    const partial = articles.find((a) => a.langs.length < 3) ?? articles[0]!;
    const xml = await (await request('/sitemap.xml')).text();
    const url = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!).find((u) => u.includes(`/pt/blog/${partial.slug}</loc>`))!;
    const hreflangs = [...url.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(hreflangs).toEqual([...partial.langs.map((l) => (l === 'pt' ? 'pt-BR' : l)), 'x-default']);
  });

  it('still lists the static pages when the CMS is down and nothing is cached', async () => {
    const res = await request('/sitemap.xml', { envOverrides: { CMS_API_URL: CMS } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(((await res.text()).match(/<url>/g) ?? []).length).toBe(STATIC_ROUTES.length * 3);
  });
});

describe('/robots.txt', () => {
  it('allows everything but /api/ and names the absolute sitemap', async () => {
    const res = await request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    const body = await res.text();
    expect(body).toContain('User-agent: *\nAllow: /\nDisallow: /api/\n');
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('uses SITE_URL for the sitemap line when set', async () => {
    // Asked on the canonical host itself: any other host is not indexable (test/worker/deployment.test.ts).
    const body = await (
      await request('https://vertice.example/robots.txt', { envOverrides: { SITE_URL: 'https://vertice.example' } })
    ).text();
    expect(body).toContain('Sitemap: https://vertice.example/sitemap.xml');
  });
});

describe('RSS feeds', () => {
  for (const [path, lang, tag] of [
    ['/rss.xml', 'pt', 'pt-BR'],
    ['/en/rss.xml', 'en', 'en'],
    ['/es/rss.xml', 'es', 'es'],
  ] as const) {
    it(`${path} is RSS 2.0 in ${tag} with the latest articles, absolute links and a self link`, async () => {
      // The language of a feed is its path's, whatever the visitor's.
      const res = await request(path, { headers: { 'Accept-Language': 'es', Cookie: 'i18nextLng=en' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
      const xml = await res.text();
      expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"');
      expect(xml).toContain(`<language>${tag}</language>`);
      expect(xml).toContain(`<atom:link href="${ORIGIN}${path}" rel="self" type="application/rss+xml"/>`);
      const latest = await embeddedSource(assetList(env.ASSETS)).latestArticles(lang, 20);
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
      expect(items).toHaveLength(latest.length);
      const first = latest[0]!;
      expect(items[0]).toContain(`<link>${ORIGIN}/${first.lang}/blog/${first.slug}</link>`);
      expect(items[0]).toContain(`<pubDate>${new Date(first.publishedAt).toUTCString()}</pubDate>`);
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      // Every embedded article has a cover: a JPEG built from it, with its real byte length (the
      // crawl test fetches each one and compares), also as Media RSS with its size.
      for (const item of items) {
        const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)"\/>/.exec(item);
        expect(enclosure, item).not.toBeNull();
        expect(enclosure![1]).toMatch(new RegExp(`^${ORIGIN}/media/social/[a-z0-9-]+-og\\.jpg$`));
        expect(Number(enclosure![2])).toBeGreaterThan(5000);
        expect(enclosure![3]).toBe('image/jpeg');
        expect(item).toContain(`<media:content url="${enclosure![1]}" type="image/jpeg" medium="image" width="1200" height="630"/>`);
      }
    });
  }

  it('names a CMS cover in Media RSS only (its byte length is unknown) and prefers a JPEG rendition', () => {
    const cover = {
      url: 'https://cms.example.com/uploads/cover.webp',
      alt: 'cover',
      width: 2400,
      height: 1260,
      formats: [
        { url: 'https://cms.example.com/uploads/large_cover.jpg', width: 1600, height: 840 },
        { url: 'https://cms.example.com/uploads/medium_cover.jpg', width: 1200, height: 630 },
        { url: 'https://cms.example.com/uploads/small_cover.jpg', width: 500, height: 263 },
      ],
    };
    const article = { ...latestFixture(), featuredImage: cover };
    const xml = rssXml(ORIGIN, 'pt', [article], 'Site');
    expect(xml).not.toContain('<enclosure');
    expect(xml).toContain(
      '<media:content url="https://cms.example.com/uploads/medium_cover.jpg" type="image/jpeg" medium="image" width="1200" height="630"/>',
    );
  });

  it('is linked from the head of every page in its language', async () => {
    const text = await (await request('/en/blog')).text();
    expect(text).toContain(`type="application/rss+xml" title="Vértice Lean Digital – Blog" href="${ORIGIN}/en/rss.xml"`);
  });
});
