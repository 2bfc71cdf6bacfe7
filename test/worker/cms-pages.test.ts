// The marketing pages on a real Strapi 5's recorded answers and webhooks (test/fixtures/strapi/
// v5-pages, recorded by scripts/cms/record-page-fixtures.mjs after `npm run cms:import`): every
// section parsed, each fallback, the webhook's purge, the preview, hostile texts.
import { env } from 'cloudflare:test';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setContentGenerationClock } from '../../src/content/generation';
import { setCoalesceWindow } from '../../src/content/webhook';
import { pageModel } from '../../src/content/pages/catalog';
import { at } from '../../src/content/pages/fields';
import { publishedTexts, RETRY_MS, setPagesClock, textsOf } from '../../src/content/pages/load';
import { TESTIMONIALS } from '../../src/content/pages/model';
import { isLineIcon } from '../../src/components/sections/line-icon';
import { resetHtmlCacheState } from '../../src/html-cache';
import type { Bindings } from '../../src/env';
import { resources } from '../../src/i18n/resources';
import { NOTICE_VERSION, TERMS_VERSION } from '../../src/privacy/policy';
import { SOLUTIONS } from '../../src/components/solutions/catalog';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { CMS_API_URL, cmsBindings, hangingCms, json, stubCms } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';

const WEBHOOK_SECRET = 'whsec-pages';
const PREVIEW_SECRET = new URL(pages.previews.home).searchParams.get('secret')!;
let ENV: Bindings;
let clock = 0;

const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);
const hook = (body: unknown) =>
  get('/api/cms-webhook', {
    method: 'POST',
    headers: { Authorization: `Bearer ${WEBHOOK_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** Every webhook Strapi sent for one recorded editor action, at once as Strapi's runner sends them. */
const replay = (scenario: string) =>
  Promise.all(pages.webhooks[scenario]!.map(async (w) => JSON.parse((await hook(w.body)).text) as { purged: boolean }));

/** What a reader sees of the page's main content (the blog teaser aside: articles are not pages): its text. */
const words = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<section class="section section--alt blog-teaser"[\s\S]*?<\/section>/, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, (e) => ({ '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' })[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
const repoText = (lang: string, ns: string, key: string) =>
  at((resources as Record<string, Record<string, unknown>>)[lang]![ns], key) as string;
const answer = (key: string) => structuredClone(pages.imported[key]!) as { data: Record<string, unknown> };

beforeEach(async () => {
  const { keys } = await env.CONTENT_CACHE.list();
  await Promise.all(keys.map((k) => env.CONTENT_CACHE.delete(k.name)));
  resetHtmlCacheState();
  clock = 1_000_000;
  setContentGenerationClock(() => clock);
  setPagesClock(() => clock);
  // Events of one burst arrive together here; a short window keeps separate ones from waiting 1 s each.
  setCoalesceWindow(100);
  ENV = cmsBindings(WEBHOOK_SECRET, PREVIEW_SECRET);
});

afterAll(() => setPagesClock(Date.now));

describe('recorded Strapi 5 answers of the marketing pages', () => {
  it('parses every section of every model in three languages into exactly the texts the import took from locales/', async () => {
    const config = { apiUrl: CMS_API_URL };
    for (const [name, raw] of Object.entries(pages.imported)) {
      const [, model, lang, slug] = /^(.+?-page|testimonial|site-setting)-(pt|en|es)(?:-(.+))?$/.exec(name)!;
      const desc = pageModel(model as 'home-page');
      const base = slug ? SOLUTIONS.find((s) => s.slug === slug)!.key : desc.spec.base;
      const entry = desc.items || !Array.isArray(raw.data) ? raw.data : raw.data[0];
      const texts = await textsOf(desc, entry, base, config);
      expect(texts.fallbacks, name).toEqual([]);
      const shown = new Set(texts.sets.map(([key]) => key.split('.')[0]));
      expect(shown.size, name).toBeGreaterThan(0);
      const namespaces = (resources as Record<string, Record<string, unknown>>)[lang!]!;
      const plain = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(plain)
          : typeof value === 'object' && value !== null
            ? Object.fromEntries(
                Object.entries(value)
                  .filter(([k]) => !k.endsWith('Html'))
                  .map(([k, v]) => [k, plain(v)]),
              )
            : value;
      for (const [key, value] of texts.sets) {
        // A legal page's document is not in locales/: the import wrote the notice as markdown, headed by its sections.
        if (/\.document\.text(Html)?$/.test(key)) expect(value, `${name} ${key}`).toMatch(key.endsWith('Html') ? /^<h2>/ : /^\S/);
        else if (key.endsWith('.document.updated')) expect(value).toBe(model === 'privacy-page' ? NOTICE_VERSION : TERMS_VERSION);
        else if (key.endsWith('Html')) expect(value, `${name} ${key}`).toMatch(/^<p>/);
        else if (typeof value === 'object' && value !== null && 'src' in value)
          expect((value as { src: string }).src).toMatch(/^https:\/\/cms\.example\.com\/uploads\//);
        else {
          // A section in another namespace names it (the site settings' consent banner: `legal:consent.title`).
          const [ns, path] = key.includes(':') ? key.split(':') : [desc.spec.ns, key];
          expect(plain(value), `${name} ${key}`).toEqual(at(namespaces[ns!], path!));
        }
      }
    }
  });

  it('offers testimonials only icons the site draws', () => {
    expect(TESTIMONIALS.icons.filter((name) => !isLineIcon(name))).toEqual([]);
  });

  it('renders every page from the CMS with the words it shows without one (all in pt, some in en and es)', async () => {
    recordedPages();
    const routes = ['', '/about', '/services', '/contact', '/diagnosticlean', '/diagnostico-lean-digital-gratuito', '/solutions/mes'];
    const paths = [...routes.map((r) => `/pt${r}`), '/en', '/en/diagnostico-lean-digital-gratuito', '/es/about', '/es/solutions/mes'];
    const plain = { ...(env as unknown as Bindings) };
    for (const path of paths) {
      const withCms = await get(path);
      const without = await pageWith(plain, path);
      expect(withCms.res.status).toBe(200);
      expect(words(withCms.text), path).toBe(words(without.text));
    }
    expect(logLines().filter((l) => l.event === 'cms.page_fallback' || l.event === 'cms.failed')).toEqual([]);
  }, 60_000);
});

describe('every page reads its texts through the content service', () => {
  it("shows each entry's own title on its page, in its language, and nowhere else", async () => {
    const cms = recordedPages();
    const routes: Record<string, string> = {
      'home-page': '',
      'about-page': '/about',
      'services-page': '/services',
      'contact-page': '/contact',
      'diagnostic-page': '/diagnosticlean',
      'landing-page': '/diagnostico-lean-digital-gratuito',
      'solution-page-{lang}-mes': '/solutions/mes',
    };
    for (const [model, route] of Object.entries(routes)) {
      for (const lang of ['pt', 'es']) {
        const key = model.includes('{lang}') ? model.replace('{lang}', lang) : `${model}-${lang}`;
        const edited = answer(key);
        const entry = (Array.isArray(edited.data) ? edited.data[0] : edited.data) as { seo: { title: string } };
        entry.seo.title = `Título ${key}`;
        cms.published.set(key, edited);
      }
      for (const lang of ['pt', 'es']) {
        const key = model.includes('{lang}') ? model.replace('{lang}', lang) : `${model}-${lang}`;
        expect((await get(`/${lang}${route}`)).doc.title, key).toContain(`Título ${key}`);
      }
      expect((await get(`/en${route}`)).doc.title, `en${route}`).not.toContain('Título');
    }
  }, 60_000);
});

describe('an editor publishes', () => {
  it("shows the home headline and a testimonial at once in that language only, through the webhook's purge of cached pages", async () => {
    const cms = recordedPages();
    expect((await get('/pt')).text).toContain('"before":"Lean Digital para "');
    expect((await get('/pt')).res.headers.get('X-Html-Cache')).toBe('HIT');
    const enBefore = (await get('/en')).text;
    cms.published.set('home-page-pt', pages.homePtAfterPublish);
    cms.published.set('testimonial-pt', pages.testimonialPtAfterPublish);
    expect((await replay('publish')).some((r) => r.purged)).toBe(true);
    expect((await replay('publish-testimonial')).some((r) => r.purged)).toBe(true);
    const pt = await get('/pt');
    expect(pt.text).toContain('"before":"Publicado: Lean Digital para "');
    expect(pt.text).toContain('Depoimento revisado pelo editor.');
    // The landing page shows the same testimonials.
    expect((await get('/pt/diagnostico-lean-digital-gratuito')).text).toContain('Depoimento revisado pelo editor.');
    const en = await get('/en');
    expect(en.text).not.toContain('Publicado');
    expect(words(en.text)).toBe(words(enBefore));
  });

  it('purges for any event of a page model whatever its body says (twice, entry null), and not for a draft save', async () => {
    recordedPages();
    expect(await replay('draft-save')).toEqual([expect.objectContaining({ purged: false })]);
    const unpublish = pages.webhooks['unpublish-about-en']![0]!.body;
    const results = await Promise.all([hook(unpublish), hook(unpublish), hook({ ...unpublish, entry: null })]);
    const bodies = results.map((r) => JSON.parse(r.text) as { purged: boolean; coalesced: boolean });
    expect(bodies.every((b) => b.purged)).toBe(true);
    // One purge for the burst: one new generation.
    expect(bodies.filter((b) => !b.coalesced)).toHaveLength(1);
  });
});

describe('the repository text stands in, section by section', () => {
  it('an unpublished entry: /en/about shows the repository text, logged once per generation without content', async () => {
    const cms = recordedPages();
    const before = words((await get('/en/about')).text);
    cms.published.set('about-page-en', pages.aboutEnUnpublished);
    await replay('unpublish-about-en');
    const after = await get('/en/about');
    expect(words(after.text)).toBe(words((await pageWith({ ...(env as unknown as Bindings) }, '/en/about')).text));
    expect(words(after.text)).toBe(before); // the import was the repository's text
    await get('/en/about?again');
    const logged = logLines().filter((l) => l.event === 'cms.page_fallback');
    expect(logged).toEqual([expect.objectContaining({ level: 'info', model: 'about-page', lang: 'en', missing: ['*'], invalid: [] })]);
  });

  it('a missing and an invalid section fall back alone; an oversized one shows what the layout holds; the rest of the entry shows', async () => {
    const cms = recordedPages();
    const home = answer('home-page-pt');
    const hero = home.data.hero as { bullets: { text: string }[]; subtitle: string };
    hero.bullets = [...hero.bullets, { text: 'Uma quarta linha' }]; // the layout holds three
    home.data.seo = null;
    const block = (component: string) =>
      (home.data.blocks as { __component: string; title: string }[]).find((b) => b.__component === component)!;
    block('home.method').title = 'x'.repeat(500);
    block('home.benefits').title = 'Benefícios {{company}} $t(legal:terms)';
    block('home.budget').title = 'Orçamento editado';
    cms.published.set('home-page-pt', home);
    const max = (
      pageModel('home-page')
        .sections.find((s) => s.name === 'method')!
        .fields.find((f) => f.name === 'title') as { max: number }
    ).max;
    const cut = `${'x'.repeat(max - 1)}…`;
    const pt = await get('/pt');
    const repo = words((await pageWith({ ...(env as unknown as Bindings) }, '/pt')).text);
    expect(pt.text).toContain('Orçamento editado');
    // The first three bullets, and the method's title cut to its field with an ellipsis.
    expect(pt.text).not.toContain('Uma quarta linha');
    expect(pt.text).toContain(`>${cut}</h2>`);
    expect(pt.text).not.toContain('{{company}}');
    expect(
      words(pt.text)
        .replace('Orçamento editado', 'Tem um projeto em mente?')
        .replace(cut, repoText('pt', 'home', 'method.title')),
    ).toBe(repo);
    const [line] = logLines().filter((l) => l.event === 'cms.page_fallback');
    expect(line).toMatchObject({ level: 'warn', model: 'home-page', lang: 'pt', missing: ['seo'] });
    // A block is named with its place in the page's dynamic zone.
    expect(line!.invalid).toEqual(['benefits[3]: title placeholder']);
    expect(line!.adjusted).toEqual(['hero: bullets too_many 4>3', `method[5]: title too_long 500>${max}`]);
    expect(JSON.stringify(line)).not.toContain('Uma quarta linha');
  });

  it('a CMS that fails with nothing cached: the repository texts, not kept, and asked again only after a while', async () => {
    const calls: URL[] = [];
    stubCms((url) => {
      calls.push(url);
      return json({ error: 'down' }, 500, 'Internal Server Error');
    });
    const first = await get('/pt/about');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('Cache-Control')).toBe('no-store');
    expect(words(first.text)).toBe(words((await pageWith({ ...(env as unknown as Bindings) }, '/pt/about')).text));
    const asked = calls.length;
    await get('/pt/about');
    expect(calls.length).toBe(asked);
    // Once for the page, once for the frame (the site settings), not again on the second view.
    expect(
      logLines()
        .filter((l) => l.event === 'cms.failed')
        .map((l) => l.model)
        .sort(),
    ).toEqual(['about-page', 'site-setting']);
  });
});

describe('without a webhook, or after a failure', () => {
  // A visitor with a consent cookie: the page renders (no HTML cache), from the isolate's prerendered parts.
  const rendered = (path: string) => get(path, { headers: { Cookie: 'cookie_consent=denied' } });

  it('shows an edit once KV refreshes it after 5 minutes, in the prerendered parts too', async () => {
    const cms = recordedPages();
    const edited = answer('about-page-pt');
    (edited.data.hero as { title: string }).title = 'Sobre, editado sem webhook';
    expect((await rendered('/pt/about')).doc.h1).toEqual([repoText('pt', 'about', 'hero.title')]);
    cms.published.set('about-page-pt', edited);
    expect((await rendered('/pt/about')).doc.h1).toEqual([repoText('pt', 'about', 'hero.title')]);
    clock += 5 * 60 * 1000 + 1;
    expect((await rendered('/pt/about')).doc.h1).toEqual(['Sobre, editado sem webhook']);
  });

  it("shows the CMS's texts again once it answers after a failure, never the repository's copy of them", async () => {
    const cms = recordedPages();
    const edited = answer('about-page-pt');
    (edited.data.hero as { title: string }).title = 'Sobre, do CMS';
    cms.published.set('about-page-pt', edited);
    const answers = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async () => new Response('down', { status: 503 }));
    expect((await rendered('/pt/about')).doc.h1).toEqual([repoText('pt', 'about', 'hero.title')]);
    vi.mocked(globalThis.fetch).mockImplementation(answers);
    clock += RETRY_MS + 1;
    expect((await rendered('/pt/about')).doc.h1).toEqual(['Sobre, do CMS']);
  });
});

describe('a CMS that does not answer in time', () => {
  it("never blanks a page: after CMS_TIMEOUT_MS, the repository's texts", async () => {
    stubCms(hangingCms);
    ENV = { ...ENV, CMS_TIMEOUT_MS: '50' };
    const page = await get('/pt/contact');
    expect(page.res.status).toBe(200);
    expect(page.doc.h1).toEqual([repoText('pt', 'contact', 'hero.title')]);
    expect(
      logLines()
        .filter((l) => l.event === 'cms.failed')
        .map((l) => l.cause),
      // The page's texts and the frame's.
    ).toEqual([expect.stringContaining('504 Gateway Timeout'), expect.stringContaining('504 Gateway Timeout')]);
  });
});

describe('hostile texts', () => {
  it('shows markup as text, runs no script and drops a javascript: link; the markdown answer keeps its bold', async () => {
    const cms = recordedPages();
    cms.published.set('home-page-pt', pages.homePtHostile);
    const { text, doc } = await get('/pt');
    expect(text).toContain('&lt;script&gt;alert(&quot;hero&quot;)&lt;/script&gt; Texto com &lt;b&gt;marcação&lt;/b&gt;.');
    expect(text).not.toMatch(/<script>alert/);
    expect(text).not.toContain('javascript:');
    expect(text).toContain(
      '<div class="faq__answer rich"><p>Veja o link e &lt;script&gt;alert(&quot;faq&quot;)&lt;/script&gt; <strong>isto</strong>.</p>',
    );
    // Structured data carries the answer's words, no markup.
    const faq = doc.jsonLd.find((x) => x['@type'] === 'FAQPage') as { mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe('Veja o link e <script>alert("faq")</script> isto.');
  });
});

describe('draft preview of a page', () => {
  const previewPath = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  it("opens Strapi's preview URL as the page with the draft: the bar, noindex, never cached, framed by the CMS only", async () => {
    recordedPages();
    const entry = await get(previewPath(pages.previews.home));
    expect(entry.res.status).toBe(303);
    const location = entry.res.headers.get('location')!;
    expect(location).toMatch(/^\/pt\?preview=/);
    const draft = await get(location);
    expect(draft.res.status).toBe(200);
    expect(draft.text).toContain('"before":"Rascunho: Lean Digital para "');
    expect(draft.text).toContain('class="preview-bar"');
    expect(draft.doc.meta('robots')).toBe('noindex, nofollow');
    expect(draft.res.headers.get('Cache-Control')).toBe('no-store');
    expect(draft.res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(draft.res.headers.get('Content-Security-Policy')).toContain('frame-ancestors https://cms.example.com');
    // The published page never shows it, before or after the preview.
    expect((await get('/pt')).text).toContain('"before":"Lean Digital para "');
    expect((await get('/pt')).text).not.toContain('Rascunho');
  });

  it('answers 401 with nothing of a draft for a wrong secret, a foreign page and an article token', async () => {
    recordedPages();
    const wrong = await get(previewPath(pages.previews.home).replace(/secret=[^&]+/, 'secret=wrong'));
    expect(wrong.res.status).toBe(401);
    const token = new URL(`https://x${(await get(previewPath(pages.previews.home))).res.headers.get('location')}`).searchParams.get(
      'preview',
    )!;
    for (const path of [`/pt/about?preview=${token}`, `/pt/blog/x?preview=${token}`, '/pt?preview=forged']) {
      const denied = await get(path);
      expect(denied.res.status, path).toBe(401);
      expect(denied.text).not.toContain('Rascunho');
    }
    const solution = await get(previewPath(pages.previews.solution));
    expect(solution.res.headers.get('location')).toMatch(/^\/en\/solutions\/mes\?preview=/);
    // The draft shows with its bar styled, though the solution page's own areas do not hold it.
    const draft = await get(solution.res.headers.get('location')!);
    expect(draft.text).toContain('class="preview-bar"');
    expect(draft.text).toMatch(/\.preview-bar\{/);
    expect((await get('/en/solutions/mes')).text).not.toMatch(/\.preview-bar\{/);
  });
});

describe('what the first view after a purge costs', () => {
  it('asks the CMS once per model and language, however many views come at once, and KV after that', async () => {
    const cms = recordedPages();
    await replay('publish');
    await Promise.all(
      ['/pt', '/pt', '/pt/diagnostico-lean-digital-gratuito', '/pt', '/pt/diagnostico-lean-digital-gratuito'].map((p) => get(p)),
    );
    const pageCalls = () =>
      cms.calls.filter((c) => !c.url.pathname.endsWith('/articles')).map((c) => `${c.url.pathname} ${c.url.searchParams.get('locale')}`);
    expect(pageCalls().sort()).toEqual(['/api/home-page pt', '/api/landing-page pt', '/api/site-setting pt', '/api/testimonials pt']);
    // Another isolate of the same generation: KV answers, the CMS is not asked.
    ENV = cmsBindings(WEBHOOK_SECRET, PREVIEW_SECRET);
    await get('/pt');
    expect(pageCalls()).toHaveLength(4);
    // Past the 5 minutes KV keeps an answer fresh, it is asked again (a clock of the source's own).
    const source = {
      config: { apiUrl: CMS_API_URL },
      kv: env.CONTENT_CACHE,
      generation: async () => ({ current: 'g1' }),
      now: () => clock,
    };
    const home = pageModel('home-page');
    await publishedTexts({ ...source, isolate: {} }, home, 'pt', '');
    await publishedTexts({ ...source, isolate: {} }, home, 'pt', '');
    expect(pageCalls()).toHaveLength(5);
    clock += 5 * 60 * 1000 + 1;
    await publishedTexts({ ...source, isolate: {} }, home, 'pt', '');
    expect(pageCalls()).toHaveLength(6);
  });
});
