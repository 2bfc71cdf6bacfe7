import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { embeddedSource } from '../../src/content/embedded/source';
import { assetList } from '../../src/content/embedded/list';
import { MAX_SSR_PAGES, archiveQuery } from '../../src/routes/blog';
import { html } from '../helpers/worker';
import { expectConsoleErrors } from './setup';

const CMS = 'https://cms.example.com/api';
const cards = (text: string) => (text.match(/<article class="post-card /g) ?? []).length;
const props = (text: string) =>
  JSON.parse(
    /data-island="blog-archive"[\s\S]*?<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/.exec(text)![1]!,
  );

describe('blog archive', () => {
  it('renders the first page on the server: title, search, dropdowns, popular tags and 12 cards', async () => {
    const total = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 100 })).items.length;
    const { res, text, doc } = await html('/pt/blog');
    expect(res.status).toBe(200);
    expect(doc.h1).toEqual(['Lean Digital na prática']);
    expect(doc.title).toBe('Blog Lean Digital: indústria 4.0 na prática');
    expect(text).toMatch(/<form class="blog-filters"(?=[^>]*action="\/pt\/blog")(?=[^>]*method="get")[^>]*>/);
    expect(text).toMatch(/<input id="blog-search"[^>]*name="search"/);
    expect(text).toMatch(/<select id="blog-category"[^>]*name="category"/);
    expect(text).toMatch(/<select id="blog-tag"[^>]*name="tag"/);
    expect(text).toContain('Tags populares');
    expect(cards(text)).toBe(Math.min(12, total));
    expect(/href="\/pt\/blog\?page=2" rel="nofollow"[^>]*>Carregar mais artigos<\/a>/.test(text)).toBe(total > 12);
    expect(doc.jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Blog', 'BreadcrumbList']));
  });

  it('links an article written only in Portuguese to its canonical /pt URL, marked pt-BR, from the other languages', async () => {
    const all = await embeddedSource(assetList(env.ASSETS)).sitemapArticles();
    const ptOnly = all.find((a) => a.langs.length === 1 && a.langs[0] === 'pt');
    expect(ptOnly, 'an embedded article written only in Portuguese').toBeDefined();
    for (const lang of ['en', 'es']) {
      // Every article on one page, whatever the archive's page size.
      const { text } = await html(`/${lang}/blog?page=3`);
      expect(text).not.toContain(`href="/${lang}/blog/${ptOnly!.slug}"`);
      const links = [...text.matchAll(new RegExp(`<a [^>]*href="/pt/blog/${ptOnly!.slug}"[^>]*>`, 'g'))].map((m) => m[0]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toContain('hrefLang="pt-BR"');
    }
    // In Portuguese it is an ordinary link of the page's family.
    expect((await html('/pt/blog?page=3')).text).toContain(`href="/pt/blog/${ptOnly!.slug}"`);
  });

  it('shows at most 8 popular tags, most used first', async () => {
    const { text } = await html('/pt/blog');
    const p = props(text);
    expect(p.popularTags.length).toBeLessThanOrEqual(8);
    const tags = await embeddedSource(assetList(env.ASSETS)).listTags('pt');
    const top = [...tags].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0];
    if (top) expect(p.popularTags[0].slug).toBe(top.slug);
  });

  it('filters by category from the URL, selected in the dropdown and kept in the load-more link', async () => {
    const [first] = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 1 })).items;
    const slug = first!.category!.slug;
    const expected = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 12, category: slug })).items;
    const { text } = await html(`/pt/blog?category=${slug}`);
    expect(cards(text)).toBe(expected.length);
    expect(text).toContain(`<option value="${slug}" selected="">`);
    expect(props(text).filters).toEqual({ category: slug, tag: '', search: '' });
    if (expected.length === 12) expect(text).toContain(`href="/pt/blog?category=${slug}&amp;page=2"`);
  });

  it('filters by tag and search together, and lets category win over tag', async () => {
    const [first] = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 1 })).items;
    const tag = first!.tags[0]!.slug;
    const word = first!.title.split(/\s+/).find((w) => w.length > 5)!;
    const expected = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 12, tag, search: word })).items;
    const { text } = await html(`/pt/blog?tag=${tag}&search=${encodeURIComponent(word)}`);
    expect(cards(text)).toBe(expected.length);
    expect(cards(text)).toBeGreaterThan(0);
    const both = await html(`/pt/blog?category=${first!.category!.slug}&tag=${tag}`);
    expect(props(both.text).filters.tag).toBe('');
  });

  it('treats "all" as no filter', async () => {
    const a = await html('/pt/blog');
    const b = await html('/pt/blog?category=all&tag=all');
    expect(cards(b.text)).toBe(cards(a.text));
  });

  it('without JavaScript, ?page=2 shows pages 1 and 2 and is not indexed', async () => {
    const total = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 100 })).items.length;
    const { text, doc } = await html('/pt/blog?page=2');
    expect(cards(text)).toBe(Math.min(24, total));
    expect(doc.meta('robots')).toBe('noindex, follow');
    expect(doc.canonical).toBe('https://www.example.com/pt/blog');
  });

  it('shows the empty state with its texts and a clear-filters link', async () => {
    const { res, text } = await html('/pt/blog?search=zzzz-nada-encontrado-qqqq');
    expect(res.status).toBe(200);
    expect(cards(text)).toBe(0);
    expect(text).toContain('Nenhum artigo encontrado');
    expect(text).toContain('Tente ajustar seus filtros ou buscar por outros termos.');
    expect(text).toMatch(/<a class="btn btn--secondary" href="\/pt\/blog">Limpar filtros<\/a>/);
    expect(text).not.toContain('>Carregar mais artigos</a>');
  });

  it('formats card dates per language (pt-BR, en-US, es-ES)', async () => {
    const [first] = (await embeddedSource(assetList(env.ASSETS)).listArticles({ lang: 'pt', pageSize: 1 })).items;
    const date = new Date(first!.publishedAt);
    for (const [lang, locale] of [
      ['pt', 'pt-BR'],
      ['en', 'en-US'],
      ['es', 'es-ES'],
    ] as const) {
      const { text } = await html(`/${lang}/blog`);
      const label = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
      expect(text).toContain(`>${label}</time>`);
    }
  });

  it('gives card images width, height, and lazy loading after the first card, whose image alone is preloaded', async () => {
    const { text } = await html('/pt/blog');
    const imgs = [...text.matchAll(/<a class="post-card__media"[^>]*><img ([^>]*)>/g)].map((m) => m[1]!);
    expect(imgs.length).toBeGreaterThan(3);
    for (const img of imgs) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toContain('fetchPriority="high"');
    for (const img of imgs.slice(1)) expect(img).toContain('loading="lazy"');
    const preloads = [...text.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(/srcSet="([^" ]+)/.exec(imgs[0]!)![1]);
  });

  it('answers 503 with the error view when the content service fails with nothing cached', async () => {
    expectConsoleErrors();
    const { res, text, doc } = await html('/pt/blog', { envOverrides: { CMS_API_URL: CMS } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(text).toContain('Erro ao carregar os artigos. Tente novamente.');
    expect(text).toContain('href="/pt/blog"');
    expect(doc.meta('robots')).toBe('noindex, nofollow');
  });
});

describe('archive URL parameters', () => {
  it.each([
    [
      { category: 'mes', tag: 'oee' },
      { category: 'mes', tag: '' },
    ],
    [
      { category: 'all', tag: 'oee' },
      { category: '', tag: 'oee' },
    ],
    [
      { category: 'Not A Slug!', tag: 'oee' },
      { category: '', tag: 'oee' },
    ],
    [{ tag: 'all' }, { category: '', tag: '' }],
    [{ tag: ' oee ' }, { category: '', tag: 'oee' }],
    [{}, { category: '', tag: '' }],
  ])('filter by a category or a tag, never both: %o', (query, filters) => {
    expect(archiveQuery(query)).toMatchObject(filters);
  });

  it('bounds the search text and the page', () => {
    expect(archiveQuery({ search: ` ${'x'.repeat(300)} ` }).search).toHaveLength(100);
    expect(archiveQuery({ page: '999' }).page).toBe(MAX_SSR_PAGES);
    expect(archiveQuery({ page: 'junk' }).page).toBe(1);
    expect(archiveQuery({ page: '-3' }).page).toBe(1);
  });
});
