import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedSource, FRESH_MS, STORE_TTL_SECONDS, type CacheEntry } from '../../src/content/cache';
import { strapiSource } from '../../src/content/strapi';
import { ContentServiceError, type Article, type ArticleListPage } from '../../src/content/types';
import empty from '../fixtures/strapi/empty.json';
import v5 from '../fixtures/strapi/articles-v5.json';
import { CMS_API_URL, CMS_TOKEN, hangingCms, json, stubCms } from '../fixtures/strapi/stub';

const kv = env.CONTENT_CACHE;
// Keys live in a content generation; without a webhook ever seen, cachedSource's default '0'.
const LATEST = 'cms:v2:0:en:list:latest?limit=5';
const T0 = Date.parse('2026-05-01T12:00:00Z');

/** The Strapi source behind real KV, on a clock the test moves. */
function service(timeoutMs = 2500) {
  const clock = { now: T0 };
  const source = cachedSource(kv, strapiSource({ apiUrl: CMS_API_URL, token: CMS_TOKEN, timeoutMs }), { now: () => clock.now });
  return { source, clock };
}

async function stored<T>(key: string): Promise<CacheEntry<T> | null> {
  return kv.get<CacheEntry<T>>(key, 'json');
}

beforeEach(async () => {
  const { keys } = await kv.list();
  await Promise.all(keys.map((k) => kv.delete(k.name)));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('content cache (KV)', () => {
  it('stores a miss under a versioned readable key with its time and a long expiry', async () => {
    stubCms(() => json(v5));
    const { source } = service();
    const items = await source.latestArticles('en');
    const entry = await stored<Article[]>(LATEST);
    expect(entry?.storedAt).toBe(T0);
    expect(entry?.data.map((a) => a.slug)).toEqual(items.map((a) => a.slug));
    const { keys } = await kv.list({ prefix: LATEST });
    // KV counts the expiry on the storage's own clock, the machine's, not on a test's moved Date.
    expect(keys[0]?.expiration).toBeGreaterThanOrEqual(Math.floor(vi.getRealSystemTime() / 1000) + STORE_TTL_SECONDS - 60);
  });

  it('serves a fresh entry without calling the CMS and without writing', async () => {
    const calls = stubCms(() => json(v5));
    const { source, clock } = service();
    await source.latestArticles('en');
    clock.now = T0 + FRESH_MS - 1;
    const again = await source.latestArticles('en');
    expect(calls).toHaveLength(1);
    expect(again.map((a) => a.slug)).toEqual(['mes-industria-4-0', 'digital-twins']);
    expect((await stored(LATEST))?.storedAt).toBe(T0);
  });

  it('refetches after 5 minutes and stores the new answer', async () => {
    let answer: unknown = v5;
    const calls = stubCms(() => json(answer));
    const { source, clock } = service();
    await source.latestArticles('en');
    answer = empty;
    clock.now = T0 + FRESH_MS;
    expect(await source.latestArticles('en')).toEqual([]);
    expect(calls).toHaveLength(2);
    expect(await stored(LATEST)).toEqual({ storedAt: T0 + FRESH_MS, data: [] });
  });

  it('serves the stale value when the refetch fails, and keeps it stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let up = true;
    stubCms(() => (up ? json(v5) : json({ error: 'down' }, 502, 'Bad Gateway')));
    const { source, clock } = service();
    await source.latestArticles('en');
    up = false;
    clock.now = T0 + 60 * FRESH_MS;
    expect((await source.latestArticles('en')).map((a) => a.slug)).toEqual(['mes-industria-4-0', 'digital-twins']);
    expect((await stored(LATEST))?.storedAt).toBe(T0);
    expect(JSON.parse(String(warn.mock.calls.at(-1)?.[0]))).toMatchObject({ level: 'warn', event: 'cms.stale' });
  });

  it('throws ContentServiceError with status and body when nothing is cached', async () => {
    stubCms(() => new Response('Service Unavailable: maintenance', { status: 503, statusText: 'Service Unavailable' }));
    const err = await service()
      .source.latestArticles('en')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentServiceError);
    expect(err).toMatchObject({
      message: 'API request failed: 503 Service Unavailable',
      status: 503,
      body: 'Service Unavailable: maintenance',
    });
    expect(await stored(LATEST)).toBeNull();
  });

  it('gives up on a hung CMS after CMS_TIMEOUT_MS: 504 with nothing cached', async () => {
    stubCms(hangingCms);
    const err = await service(50)
      .source.latestArticles('en')
      .catch((e: unknown) => e);
    // The configured 50 ms fired, not the default 2500 (a wall-clock bound would be a timing test:
    // under a loaded machine the KV round trips around the fetch take their own time).
    expect(err).toMatchObject({
      name: 'ContentServiceError',
      status: 504,
      statusText: 'Gateway Timeout',
      body: 'CMS did not answer within 50 ms',
    });
  });

  it('serves stale when a refetch times out', async () => {
    let hang = false;
    stubCms((url, signal) => (hang ? hangingCms(url, signal) : json(v5)));
    const { source, clock } = service(50);
    await source.latestArticles('en');
    hang = true;
    clock.now = T0 + FRESH_MS + 1;
    expect(await source.latestArticles('en')).toHaveLength(2);
  });

  it('keys articles by language and slug; writes neither unknown slugs nor empty pages nor searches', async () => {
    const calls = stubCms((url) =>
      json(
        url.searchParams.get('filters[slug][$eq]') === 'mes-industria-4-0' || url.searchParams.has('filters[$or][0][title][$containsi]')
          ? v5
          : empty,
      ),
    );
    const { source } = service();
    await source.getArticle('mes-industria-4-0', 'en');
    await source.getArticle('nao-existe', 'pt');
    await source.listArticles({ lang: 'en', page: 999, pageSize: 12 });
    const searched: ArticleListPage = await source.listArticles({ lang: 'en', search: 'MES' });
    await source.listArticles({ lang: 'en', search: 'MES' });
    expect(searched.items).toHaveLength(2);
    expect((await kv.list()).keys.map((k) => k.name)).toEqual(['cms:v2:0:en:article:mes-industria-4-0']);
    // The search went to the CMS both times: nothing visitor-typed is ever stored.
    expect(calls.filter((c) => c.url.searchParams.has('filters[$or][0][title][$containsi]'))).toHaveLength(2);
  });

  it('shares one key between category+tag and category alone (category wins)', async () => {
    const calls = stubCms(() => json(v5));
    const { source } = service();
    await source.listArticles({ lang: 'es', pageSize: 12, category: 'industria-4-0', tag: 'mes' });
    await source.listArticles({ lang: 'es', pageSize: 12, category: 'industria-4-0' });
    expect(calls).toHaveLength(1);
    expect((await kv.list()).keys.map((k) => k.name)).toEqual(['cms:v2:0:es:list:articles?page=1&pageSize=12&category=industria-4-0']);
  });
});
