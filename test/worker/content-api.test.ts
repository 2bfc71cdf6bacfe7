import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../src/content/types';
import categoriesV4 from '../fixtures/strapi/categories-v4.json';
import tagsV5 from '../fixtures/strapi/tags-v5.json';
import v5 from '../fixtures/strapi/articles-v5.json';
import { CMS_API_URL, CMS_TOKEN, hangingCms, json, stubCms } from '../fixtures/strapi/stub';
import { request } from '../helpers/worker';
import { expectConsoleErrors } from './setup';

const kv = env.CONTENT_CACHE;
const CMS = { envOverrides: { CMS_API_URL, CMS_API_TOKEN: CMS_TOKEN } };

interface ArticlesBody {
  items: Article[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** A fake Strapi answering each endpoint with its recorded response. */
function strapi() {
  return stubCms((url) => {
    if (url.pathname.endsWith('/categories')) return json(categoriesV4);
    if (url.pathname.endsWith('/tags')) return json(tagsV5);
    return json(v5);
  });
}

beforeEach(async () => {
  const { keys } = await kv.list();
  await Promise.all(keys.map((k) => kv.delete(k.name)));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('GET /api/articles, embedded content', () => {
  it('answers a page of 12 with hasMore only when the page is full, cacheable for 60 s', async () => {
    const res = await request('/api/articles?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = await res.json<ArticlesBody>();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(12);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.hasMore).toBe(body.items.length === 12);
    // English where it exists, pt otherwise, each marked with its own language.
    for (const a of body.items) expect(a.lang === 'en' || (a.lang === 'pt' && !a.langs.includes('en'))).toBe(true);
  });

  it('filters by category without asking any CMS', async () => {
    const res = await request('/api/articles?category=lean-manufacturing&lang=pt');
    const body = await res.json<ArticlesBody>();
    expect(body.items.every((a) => a.category?.slug === 'lean-manufacturing')).toBe(true);
  });

  it('answers an empty last page with hasMore false', async () => {
    const body = await (await request('/api/articles?page=1000')).json<ArticlesBody>();
    expect(body).toEqual({ items: [], page: 1000, pageSize: 12, hasMore: false });
  });
});

describe('GET /api/articles, Strapi', () => {
  it('passes page, category (winning over tag), search and lang to the CMS query', async () => {
    const calls = strapi();
    const res = await request('/api/articles?page=2&category=industria-4-0&tag=mes&search=%20MES%20&lang=es', CMS);
    expect(res.status).toBe(200);
    const p = calls[0]!.url.searchParams;
    expect(p.get('pagination[page]')).toBe('2');
    expect(p.get('pagination[pageSize]')).toBe('12');
    expect(p.get('filters[category][slug][$eq]')).toBe('industria-4-0');
    expect(p.has('filters[tags][slug][$eq]')).toBe(false);
    expect(p.get('filters[$or][2][content][$containsi]')).toBe('MES');
    expect(p.get('locale')).toBe('es');
    const body = await res.json<ArticlesBody>();
    expect(body.items.map((a) => a.slug)).toEqual(['mes-industria-4-0', 'digital-twins']);
    expect(body.items[0]).toMatchObject({ excerpt: 'O MES conecta o chão de fábrica ao ERP.', content: '', lang: 'en' });
    expect(body.hasMore).toBe(false);
  });

  it("takes the visitor's language when lang is absent and treats 'all' as no filter", async () => {
    const calls = strapi();
    await request('/api/articles?category=all&tag=all', { ...CMS, headers: { Cookie: 'i18nextLng=en' } });
    const p = calls[0]!.url.searchParams;
    expect(p.get('locale')).toBe('en');
    expect([...p.keys()].filter((k) => k.startsWith('filters'))).toEqual([]);
  });

  it('sends the bearer token to the CMS and never returns it to the browser', async () => {
    expectConsoleErrors(); // the pages below belong to other areas; this test is only about the token
    const calls = strapi();
    for (const path of ['/api/articles', '/', '/blog', '/blog/mes-industria-4-0', '/en/blog', '/sitemap.xml', '/rss.xml']) {
      const text = await (await request(path, CMS)).text();
      expect(text, path).not.toContain(CMS_TOKEN);
    }
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.headers.get('Authorization') === `Bearer ${CMS_TOKEN}`)).toBe(true);
  });

  it('answers 503 with Retry-After and a message in the language when the CMS fails with nothing cached', async () => {
    expectConsoleErrors();
    stubCms(() => json({ error: 'boom' }, 500, 'Internal Server Error'));
    const res = await request('/api/articles?lang=es', CMS);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'Error al cargar los artículos. Inténtalo de nuevo.' });
  });

  it('answers 503 when the CMS hangs past CMS_TIMEOUT_MS', async () => {
    expectConsoleErrors();
    stubCms(hangingCms);
    const res = await request('/api/articles', { envOverrides: { ...CMS.envOverrides, CMS_TIMEOUT_MS: '50' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Erro ao carregar os artigos. Tente novamente.' });
  });

  it('serves a stale cached page when the CMS is down', async () => {
    const stale = { items: [{ slug: 'guardado' }], page: 1, pageSize: 12, hasMore: false };
    await kv.put('cms:v2:0:pt:list:articles?page=1&pageSize=12', JSON.stringify({ storedAt: 0, data: stale }));
    stubCms(() => json({}, 502, 'Bad Gateway'));
    const res = await request('/api/articles?lang=pt', CMS);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...stale, items: [{ slug: 'guardado', content: '' }] });
  });

  it('writes the page to KV through waitUntil on a miss', async () => {
    strapi();
    await request('/api/articles?lang=en&page=1', CMS);
    expect((await kv.list()).keys.map((k) => k.name)).toEqual(['cms:v2:0:en:list:articles?page=1&pageSize=12']);
  });
});

describe('GET /api/articles input limits', () => {
  it.each([
    ['page=0'],
    ['page=1001'],
    ['page=abc'],
    ['page=1.5'],
    [`search=${'a'.repeat(101)}`],
    ['lang=fr'],
    ['category=..%2Fadmin'],
    ['tag=%3Cscript%3E'],
  ])('rejects %s with 400', async (query) => {
    const res = await request(`/api/articles?${query}`, { headers: { Cookie: 'i18nextLng=en' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid parameters.' });
  });

  it('accepts a 100-character search', async () => {
    const res = await request(`/api/articles?search=${'a'.repeat(100)}`);
    expect(res.status).toBe(200);
  });
});
