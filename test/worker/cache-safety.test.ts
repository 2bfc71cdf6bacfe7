// No cache serves one visitor anything of another. Two visitors who differ in everything a page
// renders per view or per visitor (nonce, form keys, language cookie, consent cookie, the answer to
// a form posted without JavaScript, a draft preview) view every page route of the route table
// (src/routes/pages.tsx, with the fixtures below) and a 404, in every URL family,
// each view twice and in both orders, through every cache tier: the HTML cache in the isolate and
// in the location (caches.default, on as in production), the <Prerendered> subtrees, the markdown
// cache and, with a CMS, the KV content cache. test/helpers/cache-safety.ts says what is checked.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import { prerenderedCount } from '../../src/components/prerendered';
import { signPreview } from '../../src/content/preview';
import type { Bindings } from '../../src/env';
import { resetHtmlCacheState } from '../../src/html-cache';
import { markdownCacheSize } from '../../src/content/markdown/cache';
import { recordedStrapi5, v5 } from '../fixtures/strapi/recorded';
import { pages as recordedPageAnswers, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings, json } from '../fixtures/strapi/stub';
import { LANDING_ROUTE } from '../../src/routes/landing';
import { pages } from '../../src/routes/pages';
import { findLeaks, forgetFreshRenders, type PageCase, pageCases, type View, view } from '../helpers/cache-safety';
import { ORIGIN, request } from '../helpers/worker';

/**
 * What the route table (src/routes/pages.tsx) cannot say: a URL for each route with a parameter,
 * and what a page shows per visitor beyond its per-view values. Every other page route is viewed
 * as it is, so a new page kind is covered without touching this file (and one with a parameter
 * fails pageCases until it has its URL here).
 */
const FIXTURES = {
  '/solutions/:slug': { path: '/solutions/mes' },
  '/blog/:slug': { path: '/blog/lean-digital-tendencias-para-2027', markdown: true },
  '/contact': { flash: 'contact' },
  [LANDING_ROUTE]: { flash: 'lead' },
} as const;
const PAGES = pageCases(pages.routes, FIXTURES, [{ route: '404', path: '/nao-existe', notFound: true }]);
/**
 * Each page unprefixed (the language from the visitor's cookie, which differs: the key must tell
 * them apart) and in one prefixed family (the same language for both: they share the entries),
 * the prefixed families taken in turn.
 */
const PREFIXED = ['/pt', '/en', '/es'];

const PREVIEW_SECRET = 'preview-secret-safety';

interface Visitor {
  id: string;
  lang: string;
  acceptLanguage: string;
  consent: 'granted' | 'denied';
  /** In every value the visitor types. */
  marker: string;
  /** form_flash cookies of a post with errors: the landing page's lead form, the contact form. */
  flash: { lead: string; contact: string };
}

let ip = 0;
async function postWithErrors(path: string, fields: Record<string, string>, referer: string): Promise<string> {
  const res = await request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ORIGIN,
      Referer: ORIGIN + referer,
      'CF-Connecting-IP': `100.72.0.${++ip}`,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('form_flash='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function visitor(id: string, lang: string, acceptLanguage: string, consent: Visitor['consent']): Promise<Visitor> {
  const marker = `${id.toLowerCase()}${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const lead = await postWithErrors(
    '/api/leads',
    {
      name: '',
      company: `Empresa ${marker}`,
      phone: '(11) 98888-7777',
      email: `${marker}@`,
      pain: `Dor ${marker}`,
      identificador: 'diagnostico-lean-digital-gratuito',
      variant: 'standard',
      lang: 'pt',
      page: LANDING_ROUTE,
      form_id: 'lead-diagnostico-lean-digital-gratuito',
      idempotency_key: crypto.randomUUID(),
      _gotcha: '',
    },
    LANDING_ROUTE,
  );
  const contact = await postWithErrors(
    '/api/contact',
    {
      contactName: `Nome ${marker}`,
      contactEmail: `${marker}@`,
      'contactPhone.country': 'BR',
      'contactPhone.ddd': '11',
      'contactPhone.phoneNumber': '98888-7777',
      contactSubject: `Assunto ${marker}`,
      contactMessage: `Mensagem ${marker}`,
      form_id: 'contact-form',
      page: '/contact',
      idempotency_key: crypto.randomUUID(),
    },
    '/contact',
  );
  return { id, lang, acceptLanguage, consent, marker, flash: { lead, contact } };
}

/**
 * The three ways a visitor comes: with only the language cookie, having answered the banner, back
 * from a post with errors (`flash`: the form whose answer the page shows).
 */
function headersOf(v: Visitor, how: 'anonymous' | 'consent' | 'flash', flash?: PageCase['flash']): Record<string, string> {
  const cookies = [`i18nextLng=${v.lang}`];
  if (how !== 'anonymous') cookies.push(`cookie_consent=${v.consent}`);
  if (how === 'flash' && flash) cookies.push(v.flash[flash]);
  return { 'Accept-Language': v.acceptLanguage, Cookie: cookies.join('; ') };
}

let version = 0;
/** A new isolate of one deployment: its own bindings object, the location tier on, analytics configured (the consent banner renders). */
const isolate = (deployment: string, extra: Partial<Bindings> = {}): Bindings =>
  ({
    ...(env as unknown as Bindings),
    HTML_CACHE: 'on',
    GA_MEASUREMENT_ID: 'G-SAFETY0001',
    CF_VERSION_METADATA: { id: deployment, tag: '', timestamp: new Date().toISOString() },
    ...extra,
  }) as Bindings;

let A: Visitor;
let B: Visitor;

beforeEach(async () => {
  resetHtmlCacheState();
  forgetFreshRenders();
  A = await visitor('A', 'en', 'en-US,en;q=0.9', 'granted');
  B = await visitor('B', 'es', 'es-ES,es;q=0.9', 'denied');
});

const inputs = () => ({ A: [A.marker], B: [B.marker] });

/**
 * Both visitors' views of `path`: in one isolate in `first`'s order (the anonymous views twice: the
 * second from the HTML cache), then in a new isolate of the same location in the other order (the
 * location tier). Anonymous: only the language cookie (the HTML cache stores and serves these);
 * consent and flash: cookies of the visitor's own, so the page renders, from the isolate's
 * prerendered subtrees and markdown. The flash only where its form is.
 */
async function visitBoth(
  path: string,
  deployment: string,
  first: Visitor,
  second: Visitor,
  extra: Partial<Bindings> = {},
  flash?: PageCase['flash'],
): Promise<View[]> {
  const hows = flash ? (['anonymous', 'consent', 'flash'] as const) : (['anonymous', 'consent'] as const);
  const views: View[] = [];
  const see = async (bindings: Bindings, order: Visitor[], how: (typeof hows)[number]) => {
    for (const v of order) views.push(await view(app, bindings, v.id, path, headersOf(v, how, flash)));
  };
  const one = isolate(deployment, extra);
  for (const how of hows) await see(one, [first, second], how);
  await see(one, [first, second], 'anonymous');
  const next = isolate(deployment, extra);
  for (const how of hows) await see(next, [second, first], how);
  expect(prerenderedCount(one)).toBeGreaterThan(0);
  return views;
}

describe('per-visitor cache safety', () => {
  for (const [index, page] of PAGES.entries()) {
    const { route, path } = page;
    it(`${route}: no visitor sees a value of the other, in any family, order or cache tier`, { timeout: 60_000 }, async () => {
      const views: View[] = [];
      for (const family of ['', PREFIXED[index % PREFIXED.length]!]) {
        const deployment = `safety-${++version}-${crypto.randomUUID()}`;
        views.push(...(await visitBoth(family + (path === '/' && family ? '' : path), deployment, A, B, {}, page.flash)));
      }
      expect(findLeaks(views, inputs())).toEqual([]);
      // The tiers were used: stored, served in the isolate and from the location, bypassed for a visitor with cookies of its own.
      const states = new Set(views.map((v) => v.state));
      if (page.notFound) expect(states).toEqual(new Set([null, 'BYPASS']));
      else for (const state of ['MISS', 'HIT', 'HIT-LOCATION', 'BYPASS']) expect(states, state).toContain(state);
      // What each visitor typed is on the page its post came back to, and only there.
      if (page.flash) {
        for (const v of [A, B])
          expect(
            views.some((w) => w.visitor === v.id && w.text.includes(v.marker)),
            v.id,
          ).toBe(true);
      }
      if (page.markdown) expect(markdownCacheSize()).toBeGreaterThan(0);
    });
  }
});

describe('per-visitor cache safety with a CMS', () => {
  const published = v5.article.data[0]!;
  let draftTitle: string;

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    recordedStrapi5();
    // An editor's unpublished change of the published article, answered to the draft query for its document.
    draftTitle = `Rascunho ${A.marker}`;
    const draft = { ...published, title: draftTitle, content: `Texto novo ${A.marker} ainda em rascunho.` };
    const recorded = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(new Request(input, init).url);
      if (url.searchParams.get('status') === 'draft' && url.searchParams.get('filters[documentId][$eq]') === published.documentId)
        return json({ data: [draft], meta: {} });
      return recorded(input, init);
    });
  });

  it('home, blog list and article through the KV content cache, one visitor previewing a draft', { timeout: 60_000 }, async () => {
    const { CMS_API_URL, CMS_API_TOKEN, CMS_WEBHOOK_SECRET, CMS_PREVIEW_SECRET } = cmsBindings('webhook-safety', PREVIEW_SECRET);
    const cms = { CMS_API_URL, CMS_API_TOKEN, CMS_WEBHOOK_SECRET, CMS_PREVIEW_SECRET };
    const token = await signPreview(PREVIEW_SECRET, { documentId: published.documentId, lang: 'pt' });
    const article = `/pt/blog/${published.slug}`;
    const views: View[] = [];
    for (const [first, second] of [
      [A, B],
      [B, A],
    ] as const) {
      const deployment = `safety-cms-${++version}-${crypto.randomUUID()}`;
      for (const path of ['/pt', '/pt/blog', article]) views.push(...(await visitBoth(path, deployment, first, second, cms)));
      // The editor's preview of the same URL, between and after the visitors' views, in two isolates.
      for (const bindings of [isolate(deployment, cms), isolate(deployment, cms)]) {
        views.push(await view(app, bindings, A.id, `${article}?preview=${token}`, headersOf(A, 'anonymous')));
        views.push(await view(app, bindings, B.id, article, headersOf(B, 'anonymous')));
        views.push(await view(app, bindings, A.id, `${article}?preview=${token}`, headersOf(A, 'consent')));
        views.push(await view(app, bindings, B.id, article, headersOf(B, 'consent')));
      }
    }
    // The editor saw the draft, so not seeing it elsewhere means something.
    expect(views.some((v) => v.visitor === 'A' && v.text.includes(draftTitle))).toBe(true);
    expect(findLeaks(views, { A: [A.marker, token], B: [B.marker] })).toEqual([]);
    expect(views.some((v) => v.state === 'HIT-LOCATION')).toBe(true);
  });
});

describe('per-visitor cache safety with a CMS holding the marketing pages', () => {
  let draftHeadline: string;

  beforeEach(() => {
    // The pages' entries as a real Strapi 5 answered after the import; one visitor's editor draft of the home headline.
    const cms = recordedPages();
    // The headline's first part holds 30 characters: the marker (17) and a space.
    draftHeadline = `${A.marker} `;
    const draft = structuredClone(recordedPageAnswers.homePtDraft) as { data: { hero: { titleBefore: string } } };
    draft.data.hero.titleBefore = draftHeadline;
    cms.drafts.set('home-page-pt', draft);
  });

  it('home, landing and about from CMS entries, one visitor previewing a draft of the home page', { timeout: 60_000 }, async () => {
    const { CMS_API_URL, CMS_API_TOKEN, CMS_WEBHOOK_SECRET, CMS_PREVIEW_SECRET } = cmsBindings('webhook-safety', PREVIEW_SECRET);
    const cms = { CMS_API_URL, CMS_API_TOKEN, CMS_WEBHOOK_SECRET, CMS_PREVIEW_SECRET };
    const token = await signPreview(PREVIEW_SECRET, { model: 'home-page', lang: 'pt' });
    const views: View[] = [];
    const deployment = `safety-pages-${++version}-${crypto.randomUUID()}`;
    for (const [path, flash] of [['/pt'], [`/pt${LANDING_ROUTE}`, 'lead'], ['/es/about']] as const) {
      views.push(...(await visitBoth(path, deployment, A, B, cms, flash)));
    }
    for (const bindings of [isolate(deployment, cms), isolate(deployment, cms)]) {
      views.push(await view(app, bindings, A.id, `/pt?preview=${token}`, headersOf(A, 'anonymous')));
      views.push(await view(app, bindings, B.id, '/pt', headersOf(B, 'anonymous')));
      views.push(await view(app, bindings, A.id, `/pt?preview=${token}`, headersOf(A, 'consent')));
      views.push(await view(app, bindings, B.id, '/pt', headersOf(B, 'consent')));
    }
    // The editor saw the draft, so not seeing it elsewhere means something.
    expect(views.some((v) => v.visitor === 'A' && v.text.includes(draftHeadline))).toBe(true);
    expect(findLeaks(views, { A: [A.marker, token], B: [B.marker] })).toEqual([]);
    expect(views.some((v) => v.state === 'HIT-LOCATION')).toBe(true);
  });
});
