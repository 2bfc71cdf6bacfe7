// The blog against a real Strapi 4.26's recorded answers and webhooks (test/fixtures/strapi/v4,
// recorded by scripts/cms/record-fixtures-v4.mjs): the v4 wrappers, its count shape, its
// per-language webhook bursts and its publicationState=preview drafts.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_GENERATION_KEY } from '../../src/content/generation';
import { strapiSource } from '../../src/content/strapi';
import { setCoalesceWindow } from '../../src/content/webhook';
import type { Bindings } from '../../src/env';
import { resetHtmlCacheState } from '../../src/html-cache';
import article from '../fixtures/strapi/v4/article-pt-mes-conecta-erp.json';
import draftNotPublished from '../fixtures/strapi/v4/article-pt-draft-not-published.json';
import draftBySlug from '../fixtures/strapi/v4/draft-pt-by-slug.json';
import index from '../fixtures/strapi/v4/index.json';
import listEn from '../fixtures/strapi/v4/articles-en-page1.json';
import listPt from '../fixtures/strapi/v4/articles-pt-page1.json';
import categoriesPt from '../fixtures/strapi/v4/categories-pt-count.json';
import tagsPt from '../fixtures/strapi/v4/tags-pt-count.json';
import webhooksJson from '../fixtures/strapi/v4/webhooks.json';
import { CMS_API_URL, cmsBindings, json, stubCms } from '../fixtures/strapi/stub';
import { ORIGIN, pageWith } from '../helpers/worker';

const webhooks = webhooksJson as unknown as Record<string, { event: string; body: Record<string, unknown> }[]>;
const kv = env.CONTENT_CACHE;
const WEBHOOK_SECRET = 'whsec-recorded-4';
const PREVIEW_SECRET = 'preview-secret-4';
const EMPTY = { data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } } };
let ENV: Bindings;

const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);

const hook = async (body: unknown) =>
  JSON.parse(
    (
      await get('/api/cms-webhook', {
        method: 'POST',
        headers: { Authorization: `Bearer ${WEBHOOK_SECRET}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).text,
  ) as { purged: boolean; coalesced?: boolean };
const replay = (scenario: string) => Promise.all(webhooks[scenario]!.map((w) => hook(w.body)));

/** A fake Strapi 4 answering the worker's queries with the recorded answers. */
function recordedStrapi4() {
  return stubCms((url) => {
    const p = url.searchParams;
    const locale = p.get('locale') ?? 'pt';
    if (url.pathname.endsWith('/tags')) return json(locale === 'pt' ? tagsPt : EMPTY);
    if (url.pathname.endsWith('/categories')) return json(locale === 'pt' ? categoriesPt : EMPTY);
    const slug = p.get('filters[slug][$eq]');
    if (slug === 'rascunho-v4' && locale === 'pt') return json(p.get('publicationState') === 'preview' ? draftBySlug : draftNotPublished);
    if (slug === 'mes-conecta-erp' && locale === 'pt') return json(article);
    if (slug !== null || [...p.keys()].some((k) => k.startsWith('filters['))) return json(EMPTY);
    if (p.has('fields[0]')) return json(EMPTY);
    return json(locale === 'pt' ? listPt : locale === 'en' ? listEn : EMPTY);
  });
}

beforeEach(async () => {
  const { keys } = await kv.list();
  await Promise.all(keys.map((k) => kv.delete(k.name)));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetHtmlCacheState();
  setCoalesceWindow(200); // a burst's events arrive together here; separate scenarios need not wait 1 s
  ENV = cmsBindings(WEBHOOK_SECRET, PREVIEW_SECRET);
});

describe('recorded Strapi 4.26 answers', () => {
  it('were recorded from Strapi 4', () => {
    expect(index.strapiVersion).toMatch(/^4\./);
  });

  it('unwraps v4 entries, dates and sorts by publicationDate, reads the {data:{attributes:{count}}} counts', async () => {
    recordedStrapi4();
    const source = strapiSource({ apiUrl: CMS_API_URL });
    const page = await source.listArticles({ lang: 'pt', pageSize: 12 });
    const raw = listPt.data.map((d) => d.attributes);
    expect(page.items.map((a) => a.slug)).toEqual(raw.map((r) => r.slug));
    expect(page.items.map((a) => a.publishedAt)).toEqual(raw.map((r) => r.publicationDate));
    const tags = await source.listTags('pt');
    expect(Object.fromEntries(tags.map((t) => [t.slug, t.count]))).toEqual({ iot: 1, mes: 1, oee: 2 });
  });

  it('renders a v4 article with its publication date, its cover and inline image on the CMS origin, and its en version in hreflang', async () => {
    recordedStrapi4();
    const { res, text, doc } = await get('/pt/blog/mes-conecta-erp');
    expect(res.status).toBe(200);
    const a = article.data[0]!.attributes;
    expect(doc.h1).toEqual([a.title]);
    expect(text).toContain(`dateTime="${a.publicationDate}"`);
    const inline = /\((\/uploads\/[^)]+)\)/.exec(a.content)![1]!;
    expect(text).toContain(`src="https://cms.example.com${inline}"`);
    expect(doc.alternates.en).toBe(`${ORIGIN}/en/blog/mes-conecta-erp`);
  });
});

describe('recorded Strapi 4.26 webhooks', () => {
  it('ignores a save of an unpublished entry and a new draft, without touching KV', async () => {
    for (const scenario of ['draft-save', 'create-draft', 'media-upload']) {
      expect((await replay(scenario)).map((a) => a.purged).every((p) => p === false)).toBe(true);
    }
    expect((await kv.list()).keys).toEqual([]);
  });

  it('turns the per-language entry.update burst of one edit into one new generation', async () => {
    const burst = webhooks['edit-published-localized']!;
    expect(burst.map((w) => (w.body.entry as { locale: string }).locale)).toEqual(['pt', 'en']);
    const answers = await replay('edit-published-localized');
    expect(answers.map((a) => a.purged)).toEqual([true, true]);
    expect(answers.filter((a) => !a.coalesced)).toHaveLength(1);
    expect((await kv.get(CONTENT_GENERATION_KEY))!.split(' ')[1]).toBe('0');
  });

  it('purges once for publish and unpublish (update + publish/unpublish) and for a tag rename', async () => {
    for (const scenario of ['publish', 'unpublish', 'rename-tag']) {
      const before = await kv.get(CONTENT_GENERATION_KEY);
      const answers = await replay(scenario);
      expect(
        answers.filter((a) => a.purged && !a.coalesced),
        scenario,
      ).toHaveLength(1);
      expect(await kv.get(CONTENT_GENERATION_KEY), scenario).not.toBe(before);
    }
  });
});

describe('Strapi 4 preview link', () => {
  it('opens a draft by slug with publicationState=preview; the published site does not have it', async () => {
    const calls = recordedStrapi4();
    const entry = await get(`/api/preview?secret=${PREVIEW_SECRET}&slug=rascunho-v4&locale=pt`);
    expect(entry.res.status).toBe(303);
    const page = await get(entry.res.headers.get('Location')!);
    expect(page.res.status).toBe(200);
    expect(page.doc.h1).toEqual(['Rascunho v4']);
    expect(page.res.headers.get('Cache-Control')).toBe('no-store');
    expect(calls.some((c) => c.url.searchParams.get('publicationState') === 'preview')).toBe(true);
    expect((await get('/pt/blog/rascunho-v4')).res.status).toBe(404);
  });
});
