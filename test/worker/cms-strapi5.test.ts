// The blog against a real Strapi 5's recorded answers and webhooks (test/fixtures/strapi/v5,
// recorded by scripts/cms/record-fixtures.mjs from the shipped content model and seed).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_GENERATION_KEY, CHECK_MS, setContentGenerationClock } from '../../src/content/generation';
import { signPreview, PREVIEW_TTL_MS } from '../../src/content/preview';
import { strapiSource } from '../../src/content/strapi';
import { setCoalesceWindow } from '../../src/content/webhook';
import { resetHtmlCacheState } from '../../src/html-cache';
import type { Bindings } from '../../src/env';
import { recordedStrapi5, v5 } from '../fixtures/strapi/recorded';
import { CMS_API_URL, cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';

const kv = env.CONTENT_CACHE;
const WEBHOOK_SECRET = 'whsec-recorded-5';
const PREVIEW_SECRET = 'preview-secret-5';
const CMS_ORIGIN = 'https://cms.example.com';
// One bindings object for all requests of a test, as workerd gives an isolate (the HTML cache and
// prerendered parts live per bindings object): what a visitor sees twice is really replayed.
let ENV: Bindings;
let clock = 0;

const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);

const hook = (body: unknown, secret = WEBHOOK_SECRET) =>
  get('/api/cms-webhook', {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Every webhook Strapi sent for one recorded editor action, sent at once as Strapi's runner does (up to 5 in parallel). */
const replay = (scenario: string) =>
  Promise.all(
    v5.webhooks[scenario]!.map(
      async (w) => JSON.parse((await hook(w.body)).text) as { purged: boolean; reason: string; coalesced?: boolean },
    ),
  );

async function kvNames(): Promise<string[]> {
  return (await kv.list()).keys.map((k) => k.name).sort();
}

beforeEach(async () => {
  const { keys } = await kv.list();
  await Promise.all(keys.map((k) => kv.delete(k.name)));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetHtmlCacheState();
  clock = 1_000_000;
  setContentGenerationClock(() => clock);
  // Events of one burst arrive together here; a short window keeps separate ones from waiting 1 s each.
  setCoalesceWindow(100);
  ENV = cmsBindings(WEBHOOK_SECRET, PREVIEW_SECRET);
});

describe('recorded Strapi 5 answers', () => {
  it('lists pt newest first by the publication date field, not by publishedAt (which every publish moves)', async () => {
    recordedStrapi5();
    const page = await strapiSource({ apiUrl: CMS_API_URL }).listArticles({ lang: 'pt', pageSize: 12 });
    expect(page.items).toHaveLength(12);
    expect(page.hasMore).toBe(true);
    const raw = v5.listPt1.data as { slug: string; publicationDate: string; publishedAt: string }[];
    expect(page.items.map((a) => a.publishedAt)).toEqual(raw.map((r) => r.publicationDate));
    // The recorded publishedAt values are the seeding day; the article dates are the model's own.
    expect(raw.every((r) => r.publishedAt.slice(0, 10) !== r.publicationDate.slice(0, 10))).toBe(true);
    const dates = page.items.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('reads term counts from populate[articles][count] (published articles of the locale only)', async () => {
    recordedStrapi5();
    const tags = await strapiSource({ apiUrl: CMS_API_URL }).listTags('pt');
    expect(Object.fromEntries(tags.map((t) => [t.slug, t.count]))).toEqual({ iot: 4, kanban: 3, mes: 5, manutencao: 3, oee: 5 });
    // What the count saves: the same tags with populate=* carry every linked article.
    expect(JSON.stringify(v5.tagsPt).length * 5).toBeLessThan(JSON.stringify(v5.tagsPopulateAll).length);
  });

  it('renders /pt/blog with 12 cards, counts in the popular tags, and the badge only where the CMS says featured', async () => {
    recordedStrapi5();
    const pt = await get('/pt/blog');
    expect(pt.res.status).toBe(200);
    const slugs = [...pt.text.matchAll(/href="\/pt\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(new Set(slugs).size).toBe(12);
    // No recorded pt article on page 1 is featured: no badge at all, the wide first card included.
    expect(pt.text).not.toContain('badge badge--accent');
    const en = await get('/en/blog');
    const badges = [...en.text.matchAll(/<article class="post-card[^"]*"[^>]*>[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(badges).toHaveLength(5);
    const featured = badges.filter((card) => card.includes('badge badge--accent'));
    expect(featured).toHaveLength(1);
    expect(featured[0]).toContain('/en/blog/mes-conecta-erp');
    expect(badges[0]).not.toContain('badge badge--accent');
  });

  it('renders an article with its date from publicationDate and inline /uploads images on the CMS origin', async () => {
    recordedStrapi5();
    const { res, text, doc } = await get('/pt/blog/mes-conecta-erp');
    expect(res.status).toBe(200);
    expect(doc.h1).toEqual(['O MES conecta o chão de fábrica ao ERP']);
    const recorded = v5.article.data[0]!;
    expect(text).toContain(`<time dateTime="${recorded.publicationDate}"`);
    expect(text).not.toContain(`dateTime="${recorded.publishedAt}"`);
    const inline = /!\[Diagrama\]\((\/uploads\/[^)]+)\)/.exec(recorded.content!)![1]!;
    expect(text).toContain(`src="${CMS_ORIGIN}${inline}"`);
    expect(text).not.toContain(`src="${inline}"`);
    const ld = doc.jsonLd.find((x) => x['@type'] === 'BlogPosting' || x['@type'] === 'Article');
    expect(ld?.datePublished).toBe(recorded.publicationDate);
  });

  it('dates the feed items and the sitemap by the publication date field', async () => {
    recordedStrapi5();
    const feed = (await get('/en/rss.xml')).text;
    const recorded = v5.listEn.data as { slug: string; publicationDate: string; publishedAt: string }[];
    const pubDates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => m[1]);
    expect(pubDates).toEqual(recorded.map((r) => new Date(r.publicationDate).toUTCString()));
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).toContain('/pt/blog/mes-conecta-erp</loc>');
  });

  it('keeps a republished article where it was: the date stays the publication date', async () => {
    const cms = recordedStrapi5();
    const before = (await get('/pt/blog/mes-conecta-erp')).text;
    cms.articles.set('pt:mes-conecta-erp', v5.articleAfterPublish);
    expect((await replay('publish')).some((r) => r.purged)).toBe(true);
    const after = await get('/pt/blog/mes-conecta-erp');
    const republished = v5.articleAfterPublish.data[0]!;
    expect(after.doc.h1).toEqual([republished.title]);
    expect(republished.publishedAt).not.toBe(v5.article.data[0]!.publishedAt);
    const date = (html: string) => /<time dateTime="([^"]+)"/.exec(html)?.[1];
    expect(date(after.text)).toBe(date(before));
  });
});

describe('recorded Strapi 5 webhooks', () => {
  it('answers draft saves, new drafts, uploads and unknown models 200 without touching KV', async () => {
    await kv.put('cms:v2:0:pt:tags', '{"storedAt":0,"data":[]}');
    const before = await kvNames();
    for (const scenario of ['draft-save', 'create-draft', 'media-upload']) {
      const answers = await replay(scenario);
      expect(answers.every((a) => a.purged === false)).toBe(true);
    }
    const unknown = await hook({ ...v5.webhooks['rename-tag']![0]!.body, model: 'user', uid: 'plugin::users-permissions.user' });
    expect(unknown.res.status).toBe(200);
    expect(JSON.parse(unknown.text)).toMatchObject({ purged: false });
    expect(await kvNames()).toEqual(before);
    expect(await kv.get(CONTENT_GENERATION_KEY)).toBeNull();
  });

  it('turns the update + publish burst of one Publish into one new generation (one KV write)', async () => {
    const events = v5.webhooks.publish!.map((w) => w.event);
    expect(events).toEqual(['entry.update', 'entry.publish']);
    const answers = await replay('publish');
    expect(answers.map((a) => a.purged)).toEqual([false, true]);
    const [current, previous] = (await kv.get(CONTENT_GENERATION_KEY))!.split(' ');
    expect(previous).toBe('0');
    expect(current).not.toBe('0');
  });

  it('coalesces purging events that arrive together (a Strapi 4 style burst) into one generation', async () => {
    const renames = v5.webhooks['rename-tag']![0]!.body;
    const answers = await Promise.all([hook(renames), hook(renames), hook(v5.webhooks['rename-author']![0]!.body)]);
    const bodies = answers.map((a) => JSON.parse(a.text) as { purged: boolean; coalesced: boolean });
    expect(bodies.map((b) => b.purged)).toEqual([true, true, true]);
    expect(bodies.filter((b) => !b.coalesced)).toHaveLength(1);
    expect((await kv.get(CONTENT_GENERATION_KEY))!.split(' ')[1]).toBe('0');
  });

  it('purges on a tag rename, an author rename, a replaced image, a new category, unpublish and delete', async () => {
    for (const scenario of ['rename-tag', 'rename-author', 'media-replace', 'category-create', 'unpublish', 'delete']) {
      const before = await kv.get(CONTENT_GENERATION_KEY);
      const answers = await replay(scenario);
      expect(
        answers.some((a) => a.purged),
        scenario,
      ).toBe(true);
      expect(await kv.get(CONTENT_GENERATION_KEY), scenario).not.toBe(before);
    }
  });

  it('does not exist while CMS_WEBHOOK_SECRET is unset; takes the secret from X-Webhook-Secret too', async () => {
    ENV = { ...ENV, CMS_WEBHOOK_SECRET: undefined };
    expect((await hook(v5.webhooks.publish![1]!.body)).res.status).toBe(404);
    ENV = { ...ENV, CMS_WEBHOOK_SECRET: WEBHOOK_SECRET };
    const viaHeader = await get('/api/cms-webhook', {
      method: 'POST',
      headers: { 'X-Webhook-Secret': WEBHOOK_SECRET, 'Content-Type': 'application/json' },
      body: JSON.stringify(v5.webhooks['rename-tag']![0]!.body),
    });
    expect(JSON.parse(viaHeader.text)).toMatchObject({ purged: true });
  });

  it('rejects a wrong secret with 401 and a body that is not a webhook with 400', async () => {
    expect((await hook(v5.webhooks.publish![1]!.body, 'wrong')).res.status).toBe(401);
    expect((await hook({ nothing: true })).res.status).toBe(400);
    expect(await kv.get(CONTENT_GENERATION_KEY)).toBeNull();
  });
});

describe('freshness after a webhook', () => {
  it('shows a renamed tag at once on an article page that was prerendered and HTML-cached', async () => {
    const cms = recordedStrapi5();
    cms.articles.set('pt:mes-conecta-erp', v5.articleAfterPublish);
    const first = await get('/pt/blog/mes-conecta-erp');
    expect(first.text).toContain('#<!-- -->MES');
    const replayed = await get('/pt/blog/mes-conecta-erp');
    expect(replayed.res.headers.get('X-Html-Cache')).toBe('HIT');
    // The editor renames the tag: Strapi's answer carries the new name, and the article's
    // updatedAt is the one of its last publish (Strapi does not touch it for a linked change).
    cms.articles.set('pt:mes-conecta-erp', v5.articleAfterTagRename);
    expect(v5.articleAfterTagRename.data[0]!.updatedAt).toBe(v5.articleAfterPublish.data[0]!.updatedAt);
    await replay('rename-tag');
    const after = await get('/pt/blog/mes-conecta-erp');
    expect(after.res.headers.get('X-Html-Cache')).toBe('MISS');
    expect(after.text).toContain('MES RENOMEADO');
    // Same updatedAt, same body length: only the content generation in the prerendered part's key
    // keeps the old '#MES' article markup from being replayed.
    expect(after.text).not.toContain('#<!-- -->MES<');
  });

  it('shows the change in an isolate that never saw the webhook once it re-reads the generation (10 s)', async () => {
    const cms = recordedStrapi5();
    expect((await get('/pt/blog/mes-conecta-erp')).text).not.toContain('MES RENOMEADO');
    // Another isolate got the webhook: KV holds a new generation, this isolate does not know yet.
    cms.articles.set('pt:mes-conecta-erp', v5.articleAfterTagRename);
    await kv.put(CONTENT_GENERATION_KEY, 'g-elsewhere 0');
    clock += CHECK_MS - 1;
    expect((await get('/pt/blog/mes-conecta-erp')).text).not.toContain('MES RENOMEADO');
    clock += 1;
    expect((await get('/pt/blog/mes-conecta-erp')).text).toContain('MES RENOMEADO');
  });

  it('answers the old URL of a renamed article with a 301 to the new one, at once', async () => {
    const cms = recordedStrapi5();
    expect((await get('/pt/blog/mes-conecta-erp')).res.status).toBe(200);
    cms.articles.set('pt:mes-conecta-erp', v5.articleOldSlugAfterChange);
    cms.articles.set('pt:mes-e-erp', v5.articleNewSlugAfterChange);
    const answers = await replay('slug-change-publish');
    expect(answers.some((a) => a.purged)).toBe(true);
    const old = await get('/pt/blog/mes-conecta-erp');
    expect(old.res.status).toBe(301);
    expect(old.res.headers.get('Location')).toBe('/pt/blog/mes-e-erp');
    const moved = await get('/pt/blog/mes-e-erp');
    expect(moved.res.status).toBe(200);
    expect(moved.doc.h1[0]).toContain('(revisão)');
  });

  it('answers 404 at once for an old slug nobody had opened (nothing cached under it)', async () => {
    const cms = recordedStrapi5();
    cms.articles.set('pt:mes-conecta-erp', v5.articleOldSlugAfterChange);
    await replay('slug-change-publish');
    expect((await get('/pt/blog/mes-conecta-erp')).res.status).toBe(404);
  });

  it("serves the previous generation's copy when the CMS fails right after a webhook", async () => {
    recordedStrapi5();
    expect((await get('/pt/blog/mes-conecta-erp')).res.status).toBe(200);
    await replay('rename-tag');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('down', { status: 502 }));
    const after = await get('/pt/blog/mes-conecta-erp');
    expect(after.res.status).toBe(200);
    expect(after.doc.h1).toEqual(['O MES conecta o chão de fábrica ao ERP']);
  });
});

describe('draft preview', () => {
  const draft = v5.draftByDocument.data[0]!;
  const entry = `/api/preview?secret=${PREVIEW_SECRET}&documentId=${draft.documentId}&locale=pt&status=draft&slug=${draft.slug}`;

  it('is absent without CMS_PREVIEW_SECRET, and refuses a wrong or missing secret with 401 and nothing of the draft', async () => {
    recordedStrapi5();
    ENV = { ...ENV, CMS_PREVIEW_SECRET: undefined };
    expect((await get(entry)).res.status).toBe(404);
    ENV = { ...ENV, CMS_PREVIEW_SECRET: PREVIEW_SECRET };
    for (const path of [entry.replace(PREVIEW_SECRET, 'nope'), entry.replace(`secret=${PREVIEW_SECRET}&`, '')]) {
      const { res, text } = await get(path);
      expect(res.status).toBe(401);
      expect(text).not.toContain(draft.title);
      expect(res.headers.get('Location')).toBeNull();
    }
  });

  it('opens the draft live, marked as a preview, noindex, no-store, framed only by the CMS origin, cached nowhere', async () => {
    const cms = recordedStrapi5();
    const opened = await get(entry);
    expect(opened.res.status).toBe(303);
    const location = opened.res.headers.get('Location')!;
    expect(location).toMatch(new RegExp(`^/pt/blog/${draft.slug}\\?preview=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    expect(location).not.toContain(PREVIEW_SECRET);

    const page = await get(location);
    expect(page.res.status).toBe(200);
    expect(page.doc.h1).toEqual([draft.title]);
    expect(page.text).toContain('class="preview-bar"');
    expect(page.text).toContain(`href="/pt/blog/${draft.slug}"`); // the way out
    expect(page.doc.meta('robots')).toBe('noindex, nofollow');
    expect(page.res.headers.get('Cache-Control')).toBe('no-store');
    expect(page.res.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${CMS_ORIGIN}`);
    expect(page.res.headers.get('X-Frame-Options')).toBeNull();
    const draftCalls = cms.calls.filter((c) => c.url.searchParams.get('status') === 'draft');
    expect(draftCalls).toHaveLength(1);
    expect(draftCalls[0]!.url.searchParams.get('publicationState')).toBe('preview');

    // Nothing of it was stored: KV has no key naming the draft, a second view asks the CMS again.
    expect((await kvNames()).filter((k) => k.includes(draft.slug))).toEqual([]);
    const again = await get(location);
    expect(again.res.headers.get('X-Html-Cache')).not.toBe('HIT');
    expect(cms.calls.filter((c) => c.url.searchParams.get('status') === 'draft')).toHaveLength(2);

    // The published site does not have it, and keeps frame-ancestors 'none'.
    const published = await get(`/pt/blog/${draft.slug}`);
    expect(published.res.status).toBe(404);
    expect(published.text).not.toContain(draft.title);
    expect(published.res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(published.res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('refuses a tampered or expired token with 401', async () => {
    recordedStrapi5();
    const token = await signPreview(PREVIEW_SECRET, { documentId: draft.documentId, lang: 'pt' });
    const [body, sig] = token.split('.');
    const tampered = `${body!.slice(0, -2)}AA.${sig}`;
    const expired = await signPreview(PREVIEW_SECRET, { documentId: draft.documentId, lang: 'pt' }, Date.now() - PREVIEW_TTL_MS - 1);
    const foreign = await signPreview('another-secret', { documentId: draft.documentId, lang: 'pt' });
    for (const t of [tampered, expired, foreign, 'garbage']) {
      const { res, text } = await get(`/pt/blog/${draft.slug}?preview=${t}`);
      expect(res.status).toBe(401);
      expect(text).not.toContain(draft.title);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('sends the published version to the published page (Strapi asks status=published)', async () => {
    recordedStrapi5();
    const { res } = await get(`/api/preview?secret=${PREVIEW_SECRET}&documentId=x1&locale=en&status=published&slug=mes-conecta-erp`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/en/blog/mes-conecta-erp');
  });
});
