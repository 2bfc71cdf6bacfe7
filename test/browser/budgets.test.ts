// Performance budgets, measured in Chromium on the shared dev server:
// - JavaScript per page, gzip, every script the page loads (what it inlines included):
//   - before any activity (the loader, started a while after the load event, and the first
//     screen's plain scripts): ≤ 6 KB on every page;
//   - once every React island is hydrated and a form's rules are loaded (its first focus): ≤ 90 KB;
//   - a page without a React island loads nothing of React and stays ≤ 24 KB; a page without
//     islands loads no script file, only the inline starter that runs the site's measurement
//     (client/loader/beacon.ts): header, menus and messaging widget are HTML and CSS;
// - CSS per page, gzip, inlined in its head (≤ 25 KB); HTML of / gzip, with it (≤ 50 KB);
// - no request to a third-party origin before the visitor interacts, except inside the map
//   iframe on /contact and the video iframe on the ERP page (the map is loading="lazy", so it
//   may well not load at all until scrolled to: allowed, not required);
// - cumulative layout shift on load < 0.02 at 375 px and 1280 px.
// Sizes are what the server sent, gzipped here with node:zlib (level 6, like a CDN), so they
// do not depend on whether the dev server compresses.
import type { Browser, Frame, Page, Request, Response } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrateIslands, launch, layoutShifts, openPage, watchLayoutShifts } from '../helpers/browser';

const KB = 1024;
const BUDGET = { jsBeforeActivity: 6 * KB, jsGzip: 90 * KB, plainJsGzip: 24 * KB, cssGzip: 25 * KB, homeHtmlGzip: 50 * KB, cls: 0.02 };
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
/** The seven routes of the issue; {slug} is the first article found. */
const ROUTES = ['/', '/about', '/solutions/mes', '/blog', '/blog/{slug}', '/contact', '/diagnostico-lean-digital-gratuito'];
/** More pages checked for scripts and third parties (the ERP page carries the video exception). */
const EXTRA = ['/services', '/solutions/erp-digital', '/diagnosticlean'];
/** Frames (and everything they load) a page may embed from another origin before interaction. */
const EMBED_EXCEPTIONS: Record<string, string[]> = {
  '/contact': ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
  '/solutions/erp-digital': ['https://www.youtube-nocookie.com'],
};

let browser: Browser;
let slug: string | undefined;

beforeAll(async () => {
  browser = await launch();
  slug = await firstArticleSlug();
});
afterAll(async () => {
  console.log(`budgets:\n  ${report.sort().join('\n  ')}`);
  await browser?.close();
});

async function firstArticleSlug(): Promise<string | undefined> {
  const text = async (p: string) => {
    const r = await fetch(baseUrl() + p).catch(() => undefined);
    return r?.ok ? r.text() : '';
  };
  const fromSitemap = /<loc>[^<]*?\/blog\/([^</?#]+)<\/loc>/.exec(await text('/sitemap.xml'))?.[1];
  if (fromSitemap) return fromSitemap;
  return /href="(?:\/(?:pt|en|es))?\/blog\/([a-z0-9][a-z0-9-]*)"/.exec(await text('/blog'))?.[1];
}

const gz = (b: Buffer) => gzipSync(b, { level: 6 }).byteLength;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

interface Loaded {
  url: string;
  type: string;
  bytes: number;
  gzip: number;
  body: string;
}

interface Visit {
  /** Scripts loaded before any activity. */
  before: Loaded[];
  scripts: Loaded[];
  styles: Loaded[];
  thirdParty: string[];
  cls: number;
  shifts: string[];
  islands: string[];
  /** The islands React hydrates (the others are plain scripts). */
  reactIslands: number;
  /** Inline script elements (JSON data aside). */
  inline: number;
}

/** The embed (child of the main frame) a request belongs to, or undefined for the page itself. */
function embedOf(req: Request, main: Frame): string | undefined {
  let frame: Frame | null;
  try {
    frame = req.frame();
  } catch {
    return undefined; // a service worker request: counts as the page's
  }
  if (!frame || frame === main) return undefined;
  while (frame.parentFrame() && frame.parentFrame() !== main) frame = frame.parentFrame()!;
  const url = req.isNavigationRequest() && req.frame() === frame ? req.url() : frame.url();
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

async function visit(page: Page, path: string, problems: string[]): Promise<Visit> {
  const origin = new URL(baseUrl()).origin;
  const responses: Promise<Loaded | undefined>[] = [];
  const thirdParty: string[] = [];
  const allowedEmbeds = EMBED_EXCEPTIONS[path] ?? [];
  page.on('request', (req) => {
    const url = req.url();
    if (!/^https?:/.test(url) || new URL(url).origin === origin) return;
    const embed = embedOf(req, page.mainFrame());
    if (embed && allowedEmbeds.includes(embed)) return;
    thirdParty.push(`${req.resourceType()} ${url.slice(0, 140)}${embed ? ` (in frame ${embed})` : ''}`);
  });
  page.on('response', (res: Response) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (res.request().frame() !== page.mainFrame()) return; // an allowed embed's own files
    responses.push(
      res
        .body()
        .then((body) => ({
          url: res.url(),
          type,
          bytes: body.byteLength,
          gzip: gz(body),
          body: type === 'script' ? body.toString('utf8') : '',
        }))
        .catch(() => undefined),
    );
  });
  await watchLayoutShifts(page);
  await page.addInitScript(() => addEventListener('islands-live', () => document.documentElement.setAttribute('data-test-loader', '')));
  const res = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(res?.status(), `${path} status`).toBeLessThan(400);
  await page.waitForLoadState('networkidle').catch(() => {});
  // The messaging button appears 2 s after the first style (fixed position: no shift, but measure
  // past it); the island loader starts 2.5 s after the load event without activity (client/loader/start.ts).
  await page.evaluate(() =>
    Promise.all(
      document
        .querySelector('[data-chat-button]')
        ?.getAnimations()
        .map((a) => a.finished) ?? [],
    ),
  );
  if ((await page.locator('[data-island]').count()) > 0) await page.waitForSelector('html[data-test-loader]', { state: 'attached' });
  await page.waitForLoadState('networkidle').catch(() => {});
  const before = (await Promise.all(responses)).filter((x): x is Loaded => !!x && x.type === 'script');
  // Activity, then every React island brought into view, as a visitor scrolling the page: each
  // loads and hydrates (client/loader/main.ts).
  const reactIslands = await hydrateIslands(page, problems);
  await page.waitForLoadState('networkidle').catch(() => {});
  // A form loads its rules at its first focus: a visitor who fills it in loads them too.
  const field = page.locator('[data-island] form input:not([type="hidden"]):not([tabindex="-1"])').first();
  if ((await field.count()) > 0) {
    await field.focus();
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  await page.waitForTimeout(500);
  const { cls, shifts } = await layoutShifts(page);
  const { islands, inline, inlineCss, inlineJs } = await page.evaluate(() => {
    return {
      islands: Array.from(document.querySelectorAll('[data-island]'), (e) => e.getAttribute('data-island')!),
      inline: document.querySelectorAll('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])').length,
      inlineCss: Array.from(document.querySelectorAll('style'), (e) => e.textContent ?? ''),
      inlineJs: Array.from(
        document.querySelectorAll('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])'),
        (e) => e.textContent ?? '',
      ),
    };
  });
  const loaded = (await Promise.all(responses)).filter((x): x is Loaded => !!x);
  // What the page inlines counts with what it fetches: the stylesheet is in the head (only its
  // areas' files), the loader's starter at the end of the body.
  const inlined = (type: string, texts: string[]): Loaded[] =>
    texts.map((text) => ({
      url: `${baseUrl()}/(inline ${type})`,
      type,
      bytes: Buffer.byteLength(text),
      gzip: gz(Buffer.from(text)),
      body: text,
    }));
  return {
    before: [...before, ...inlined('script', inlineJs)],
    scripts: [...loaded.filter((l) => l.type === 'script'), ...inlined('script', inlineJs)],
    styles: [...loaded.filter((l) => l.type === 'stylesheet'), ...inlined('stylesheet', inlineCss)],
    thirdParty,
    cls,
    shifts,
    islands,
    reactIslands,
    inline,
  };
}

const fileList = (files: Loaded[]) => files.map((f) => `${new URL(f.url).pathname} ${kb(f.gzip)} gzip (${kb(f.bytes)})`).join('; ');

/** Every budget problem of one page, as readable lines. */
function problemsOf(path: string, width: number, v: Visit, checkSizes: boolean): string[] {
  const out: string[] = [];
  const at = `${path} @${width}px`;
  if (checkSizes) {
    const js = v.scripts.reduce((n, s) => n + s.gzip, 0);
    const before = v.before.reduce((n, s) => n + s.gzip, 0);
    if (before > BUDGET.jsBeforeActivity)
      out.push(`${at}: JavaScript before activity ${kb(before)} gzip > ${kb(BUDGET.jsBeforeActivity)}: ${fileList(v.before)}`);
    if (js > BUDGET.jsGzip) out.push(`${at}: JavaScript ${kb(js)} gzip > ${kb(BUDGET.jsGzip)}: ${fileList(v.scripts)}`);
    if (v.reactIslands === 0) {
      // React 19 marks its elements with this symbol: a page without a React island loads none of it.
      const react = v.scripts.filter((s) => s.body.includes('react.transitional.element'));
      if (react.length > 0) out.push(`${at}: React without a React island: ${fileList(react)}`);
      if (js > BUDGET.plainJsGzip)
        out.push(`${at}: JavaScript ${kb(js)} gzip > ${kb(BUDGET.plainJsGzip)} without a React island: ${fileList(v.scripts)}`);
    }
    const css = v.styles.reduce((n, s) => n + s.gzip, 0);
    if (css > BUDGET.cssGzip) out.push(`${at}: CSS ${kb(css)} gzip > ${kb(BUDGET.cssGzip)}: ${fileList(v.styles)}`);
    const files = v.scripts.filter((s) => !s.url.includes('/(inline'));
    if (v.islands.length === 0 && (files.length > 0 || v.inline > 1)) {
      out.push(
        `${at}: no islands, so no script file may load, only the starter inline; loaded: ${fileList(files) || 'none'}, inline scripts: ${v.inline}`,
      );
    }
  }
  if (v.thirdParty.length > 0) out.push(`${at}: third-party requests before interaction: ${v.thirdParty.join(' | ')}`);
  if (v.cls >= BUDGET.cls) out.push(`${at}: cumulative layout shift ${v.cls.toFixed(4)} ≥ ${BUDGET.cls}: ${v.shifts.join(' | ')}`);
  return out;
}

const report: string[] = [];

// Concurrently: each route is pages of its own in one browser, mostly waiting (the loader's idle start).
describe.concurrent('performance budgets', () => {
  it(`HTML of / is at most ${BUDGET.homeHtmlGzip / KB} KB gzip`, async () => {
    const res = await fetch(baseUrl() + '/');
    const body = Buffer.from(await res.arrayBuffer());
    report.push(`/ HTML ${kb(gz(body))} gzip (${kb(body.byteLength)})`);
    expect(gz(body), `/ HTML is ${kb(gz(body))} gzip (${kb(body.byteLength)} raw), budget ${kb(BUDGET.homeHtmlGzip)}`).toBeLessThanOrEqual(
      BUDGET.homeHtmlGzip,
    );
  });

  for (const route of [...ROUTES, ...EXTRA]) {
    const seven = ROUTES.includes(route);
    it(`${route}: JS ≤ ${BUDGET.jsBeforeActivity / KB} KB gzip before activity, ≤ ${BUDGET.jsGzip / KB} KB hydrated (no React and ≤ ${BUDGET.plainJsGzip / KB} KB without a React island, only the inline starter without islands), CSS ≤ 25 KB, no third party before interaction${seven ? ', CLS < 0.02 at 375 and 1280 px' : ''}`, async () => {
      const path = route.replace('{slug}', slug ?? '');
      if (route.includes('{slug}') && !slug) {
        report.push(`${route}: skipped, no article found yet`);
        return;
      }
      const problems: string[] = [];
      for (const [i, viewport] of (seven ? VIEWPORTS : VIEWPORTS.slice(1)).entries()) {
        const { page, context, problems: pageProblems } = await openPage(browser, { viewport, locale: 'pt-BR' }, { coldCache: true });
        try {
          const v = await visit(page, path, pageProblems);
          const found = problemsOf(path, viewport.width, v, i === 0);
          if (!seven) found.splice(0, found.length, ...found.filter((p) => !p.includes('layout shift')));
          problems.push(...found);
          if (i === 0) {
            const js = v.scripts.reduce((n, s) => n + s.gzip, 0);
            const before = v.before.reduce((n, s) => n + s.gzip, 0);
            const css = v.styles.reduce((n, s) => n + s.gzip, 0);
            report.push(
              `${path}: JS ${kb(before)} gzip before activity, ${kb(js)} in ${v.scripts.length} files hydrated, CSS ${kb(css)} gzip, islands [${[...new Set(v.islands)].join(', ')}]`,
            );
          }
          report.push(`${path} @${viewport.width}px: CLS ${v.cls.toFixed(4)}`);
        } finally {
          await context.close();
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
