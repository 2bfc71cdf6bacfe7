import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { embeddedSource } from '../../src/content/embedded/source';
import { assetList } from '../../src/content/embedded/list';
import { HOSTILE_IMAGE, HOSTILE_SLUG, fakeStrapi } from '../fixtures/blog/fake-strapi';
import { BREAKOUTS, hostileTitle } from '../fixtures/blog/hostile';
import { ORIGIN, html, request } from '../helpers/worker';
import { expectConsoleErrors } from './setup';
import { FAVICON } from '../../src/renderer/scripts';

const CMS = 'https://cms.example.com/api';

async function anyArticle() {
  const [first] = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 1 })).items;
  if (!first) throw new Error('no embedded article');
  return first;
}

/** An embedded article missing in `lang`, if the content has one. */
async function articleMissingIn(lang: 'en' | 'es') {
  const rows = await embeddedSource(assetList(env.ASSETS)).sitemapArticles();
  return rows.find((r) => !r.langs.includes(lang) && r.langs.includes('pt'));
}

function stubCms(): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.href.startsWith(CMS)) throw new Error(`Unexpected outbound fetch in a test: ${url.href}`);
    const body = fakeStrapi(url);
    return body === null ? new Response('not found', { status: 404, statusText: 'Not Found' }) : Response.json(body);
  });
}

describe('article page', () => {
  it('renders the article with status 200, its title, excerpt, body, tags and share links', async () => {
    const article = await anyArticle();
    const { res, text, doc } = await html(`/pt/blog/${article.slug}`);
    expect(res.status).toBe(200);
    expect(doc.h1).toEqual([article.title.replace(/&/g, '&amp;')]);
    expect(text).toContain('class="prose"');
    expect(text).toContain('Voltar ao blog');
    for (const tag of article.tags) expect(text).toContain(`href="/pt/blog?tag=${tag.slug}"`);
    const url = encodeURIComponent(`${ORIGIN}/pt/blog/${article.slug}`);
    expect(text).toContain(`https://twitter.com/intent/tweet?url=${url}&amp;text=`);
    expect(text).toContain(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(text).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(text).toContain('https://wa.me/?text=');
    expect(text).toContain('data-island="share-buttons"');
  });

  it('sets every search and social metadata field', async () => {
    const article = await anyArticle();
    const { doc } = await html(`/pt/blog/${article.slug}`);
    // The short metaTitle, alone: with the site name it would pass the 60 characters results show.
    expect(article.metaTitle).toBeDefined();
    expect(doc.title).toBe(article.metaTitle);
    expect(doc.title!.length).toBeLessThanOrEqual(60);
    expect(doc.meta('description')).toBe(article.excerpt);
    // A JPEG preview cut from the cover, 1200×630, described by the cover's alt text.
    expect(doc.meta('og:image')).toBe(`${ORIGIN}/media/social/${article.slug}-og.jpg`);
    expect(doc.meta('og:image:type')).toBe('image/jpeg');
    expect([doc.meta('og:image:width'), doc.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(doc.meta('og:image:alt')).toBe(article.featuredImage!.alt);
    expect(doc.meta('twitter:image')).toBe(doc.meta('og:image'));
    expect(doc.meta('twitter:image:alt')).toBe(article.featuredImage!.alt);
    expect(doc.meta('keywords')).toBe(article.tags.map((t) => t.name).join(', '));
    expect(doc.canonical).toBe(`${ORIGIN}/pt/blog/${article.slug}`);
    expect(doc.meta('og:type')).toBe('article');
    expect(doc.meta('og:url')).toBe(`${ORIGIN}/pt/blog/${article.slug}`);
    expect(doc.meta('twitter:card')).toBe('summary_large_image');
    expect(doc.meta('article:published_time')).toBe(article.publishedAt);
    expect(doc.meta('article:author')).toBe(article.author?.name);
    expect(doc.meta('article:section')).toBeTruthy();
    expect(doc.metaAll('article:tag')).toEqual(article.tags.map((t) => t.name));
  });

  it('carries BlogPosting and BreadcrumbList JSON-LD', async () => {
    const article = await anyArticle();
    const { doc } = await html(`/pt/blog/${article.slug}`);
    const posting = doc.jsonLd.find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishedAt,
      inLanguage: 'pt-BR',
      url: `${ORIGIN}/pt/blog/${article.slug}`,
    });
    const crumbs = doc.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Início', 'Blog', article.title]);
    expect(crumbs.itemListElement[2].item).toBe(`${ORIGIN}/pt/blog/${article.slug}`);
  });

  it('shows the category badge translated by slug, reading time, and the cover with its size, fetched first', async () => {
    const article = await anyArticle();
    const { text } = await html(`/en/blog/${article.slug}`);
    expect(text).toMatch(/class="badge post__category" href="\/en\/blog\?category=[a-z0-9-]+"/);
    expect(text).toMatch(/\d+ min read/);
    if (article.featuredImage) {
      // The cover is the largest paint on a phone: eager, high priority, preloaded from the head.
      const cover = /<figure class="post__cover"><img [^>]*>/.exec(text)?.[0] ?? '';
      expect(cover).toMatch(/width="\d+" height="\d+"/);
      expect(cover).toContain('fetchPriority="high"');
      expect(cover).not.toContain('loading="lazy"');
      const head = text.slice(0, text.indexOf('</head>'));
      const srcset = /srcSet="([^"]+)"/.exec(cover)?.[1];
      expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
      if (srcset) expect(head).toContain(`imageSrcSet="${srcset}"`);
    }
  });

  it("offers a phone the embedded cover's lighter 720 w rendition, sized to the column less its gutters", async () => {
    const { text } = await html('/pt/blog/lean-digital-tendencias-para-2027');
    const cover = /<figure class="post__cover"><img [^>]*>/.exec(text)?.[0] ?? '';
    // About 380 css px at a phone's 1.75 ratio: 665 device pixels, which the 720 w file covers.
    expect(cover).toContain('/media/blog/lean-digital-tendencias-para-2027-720.webp 720w');
    expect(cover).toContain('sizes="(min-width: 1024px) 760px, calc(100vw - 2rem)"');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image"[^>]*-720\.webp 720w[^>]*imageSizes="\(min-width: 1024px\) 760px, calc\(100vw - 2rem\)"/,
    );
  });

  it('renders the side panel (recent and related) and the related grid of compact cards without tags', async () => {
    const article = await anyArticle();
    const { text } = await html(`/pt/blog/${article.slug}`);
    expect(text).toContain('Artigos Recentes');
    const related = await embeddedSource(assetList(env.ASSETS)).relatedArticles(article, 'pt', 4);
    if (related.length > 0) {
      expect(text).toContain('Relacionados');
      const grid = text.slice(text.indexOf('post-related'));
      expect((grid.match(/post-card--compact/g) ?? []).length).toBe(Math.min(3, related.length));
      expect(grid.slice(0, grid.indexOf('post-cta'))).not.toContain('post-card__tags');
    }
  });

  it('answers 404 with "Artigo não encontrado" and noindex for an unknown slug', async () => {
    const { res, doc, text } = await html('/pt/blog/nao-existe-este-artigo');
    expect(res.status).toBe(404);
    expect(doc.h1).toEqual(['Artigo não encontrado']);
    expect(doc.meta('robots')).toBe('noindex, nofollow');
    expect(doc.canonical).toBeUndefined();
    expect(text).toContain('href="/pt/blog"');
  });

  it('answers 404 for a slug no CMS could hold, without asking the CMS', async () => {
    const res = await request('/blog/%3Cscript%3E', { envOverrides: { CMS_API_URL: CMS } });
    expect(res.status).toBe(404);
  });

  it('answers 503 with Retry-After and "Erro ao carregar o artigo" when the CMS fails and nothing is cached', async () => {
    expectConsoleErrors();
    // setup.ts makes every outbound fetch throw: the CMS is unreachable.
    const { res, doc, text } = await html('/pt/blog/qualquer-artigo', { envOverrides: { CMS_API_URL: CMS } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(doc.h1).toEqual(['Erro']);
    expect(text).toContain('Erro ao carregar o artigo');
    expect(text).toContain('Voltar ao blog');
    expect(doc.meta('robots')).toBe('noindex, nofollow');
  });

  it('falls back to pt with lang="pt-BR", a notice, and hreflang only for the versions that exist', async () => {
    // The embedded content has one pt-only article, precisely for this.
    const missing = await articleMissingIn('en');
    if (!missing) throw new Error('no embedded article is missing in en');
    const { res, text, doc } = await html(`/en/blog/${missing.slug}`);
    expect(res.status).toBe(200);
    expect(doc.htmlLang).toBe('en');
    expect(text).toContain('<article class="post" lang="pt-BR">');
    expect(text).toContain('This article is not yet available in your language');
    const expected = ['pt-BR', ...(missing.langs.includes('es') ? ['es'] : []), 'x-default'];
    expect(Object.keys(doc.alternates).sort()).toEqual(expected.sort());
    // The pt page is the original: the fallback canonicalises to it and stays indexable.
    expect(doc.canonical).toBe(`${ORIGIN}/pt/blog/${missing.slug}`);
    expect(doc.meta('robots')).toBe('index, follow');
    expect(doc.jsonLd.find((d) => d['@type'] === 'BlogPosting').inLanguage).toBe('pt-BR');
  });

  it('lists all three languages in hreflang when the article exists in all of them', async () => {
    const rows = await embeddedSource(assetList(env.ASSETS)).sitemapArticles();
    const full = rows.find((r) => r.langs.length === 3);
    if (!full) throw new Error('no embedded article exists in all three languages');
    const { doc, text } = await html(`/es/blog/${full.slug}`);
    expect(Object.keys(doc.alternates).sort()).toEqual(['en', 'es', 'pt-BR', 'x-default']);
    expect(text).not.toContain('<article class="post" lang=');
  });
});

describe('article page with hostile CMS content', () => {
  it('escapes every field: nothing breaks out of HTML, attributes, JSON-LD or island props', async () => {
    stubCms();
    const { res, text, doc } = await html(`/pt/blog/${HOSTILE_SLUG}`, { envOverrides: { CMS_API_URL: CMS } });
    expect(res.status).toBe(200);
    // Only the document's own scripts: the nonce'd ones, JSON-LD and island props.
    const scripts = [...text.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    for (const tag of scripts) expect(tag).toMatch(/nonce=|type="application\/ld\+json"|type="application\/json"|type="module"/);
    const scriptBodies = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
    for (const body of scriptBodies) {
      expect(body).not.toMatch(/<\/script/i);
      expect(body).not.toContain('<');
    }
    // Event handlers and javascript: URLs appear nowhere as markup (React quotes every value).
    const attrs = [...text.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].flatMap((m) =>
      [...m[2]!.matchAll(/\s([^\s=>]+)(?:="([^"]*)")?/g)].map((a) => ({ tag: m[1]!, name: a[1]!, value: a[2] ?? '' })),
    );
    expect(attrs.length).toBeGreaterThan(100);
    expect(attrs.filter((a) => /^on/i.test(a.name))).toEqual([]);
    // The one data: URL is the site's own favicon (src/renderer/scripts.tsx).
    expect(
      attrs.filter(
        (a) => /^(href|src|action|formaction)$/i.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value) && a.value !== FAVICON,
      ),
    ).toEqual([]);
    expect(attrs.filter((a) => a.tag === 'img' && a.name === 'src' && a.value === 'x')).toEqual([]);
    // No element the body could have smuggled in (the header's icons are the only svg, outside main).
    const main = text.slice(text.indexOf('<main'), text.indexOf('</main>'));
    expect(main).not.toMatch(/<(iframe|object|embed|math|form|base|style|details)\b/i);
    expect(main.slice(main.indexOf('class="prose"'), main.indexOf('post__footer'))).not.toMatch(/<svg\b/i);
    // The title reaches the page as text and JSON-LD as data, unchanged.
    expect(doc.jsonLd.find((d) => d['@type'] === 'BlogPosting').headline).toBe(hostileTitle.slice(0, 110));
    const props = [...text.matchAll(/<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(props.some((p) => p.title === hostileTitle)).toBe(true);
    expect(doc.meta('og:image')).toBe(HOSTILE_IMAGE);
    for (const breakout of BREAKOUTS.slice(0, 2)) expect(text).not.toContain(breakout);
  });
});
