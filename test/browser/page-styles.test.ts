// Each page inlines only the stylesheet files of its areas (PageMeta.styles). This proves the cut
// loses nothing: every element of every kind of page, and its ::before and ::after, computes the
// same style with the page's own sheet as with the whole sheet, at a phone's width and a desktop's
// (media queries apply other rules at each).
import type { Browser, Page, Route } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, type Watched } from '../helpers/browser';
import { inlinedStylesheet, withStylesheet } from '../helpers/html';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
/** One page of each kind that names its areas, in Portuguese, with {slug} the first article. */
const PAGES = [
  '/pt',
  '/pt/about',
  '/pt/services',
  '/pt/diagnosticlean',
  '/pt/contact',
  '/pt/solutions/mes',
  '/pt/solutions/erp-digital',
  '/pt/blog',
  '/pt/blog?category=mes',
  '/pt/blog/{slug}',
  '/pt/sitemap',
  '/pt/privacy',
  '/pt/terms',
  '/pt/diagnostico-lean-digital-gratuito',
];

let browser: Browser;
let wholeSheet: string;
let slug: string;

beforeAll(async () => {
  browser = await launch();
  const manifest = JSON.parse(await readFile('src/generated/client-manifest.json', 'utf8')) as { styles: [string | null, string][] };
  wholeSheet = manifest.styles.map(([, text]) => text).join('\n');
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  slug = /<loc>[^<]*?\/pt\/blog\/([^</?#]+)<\/loc>/.exec(sitemap)?.[1] ?? '';
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The same state for both loads: no animation (the messaging widget's appear on a timer and on
 * scroll), and a scrollbar whatever the page's height at that moment (auto margins resolve against
 * the width it leaves).
 */
async function steady(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.overflowY = 'scroll';
    for (const a of document.getAnimations()) a.cancel();
  });
}

/**
 * Every element's computed style (and its pseudo-elements'), keyed by its place in the tree.
 * Without the box's resolved geometry (sizes, offsets, origins): an off-screen section's height is
 * its placeholder until it has been rendered once (content-visibility), whichever sheet styles it.
 * What sets a size (padding, margin, font, display…) is compared on the element that declares it.
 */
function computedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    const geometry = /^(width|height|block-size|inline-size|top|bottom|left|right|inset-.*|perspective-origin|transform-origin)$/;
    // A horizontal margin is compared as computed ('auto' stays 'auto', from the Typed OM), not as
    // getComputedStyle's used length: Chromium sometimes reports a centred grid container's auto
    // margins as 0px while its box sits where they put it (seen on the ERP page, load to load).
    const computedMargin = /^margin-(left|right|inline-start|inline-end)$/;
    const serialize = (s: CSSStyleDeclaration, el?: Element) => {
      const typed = el?.computedStyleMap?.();
      return Array.from(s)
        .filter((p) => !geometry.test(p))
        .map((p) => `${p}:${typed && computedMargin.test(p) ? String(typed.get(p)) : s.getPropertyValue(p)}`)
        .join(';');
    };
    document.querySelectorAll('body *').forEach((el, i) => {
      const key = `${i} ${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
      out[key] = serialize(getComputedStyle(el), el);
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content !== 'none' && s.content !== 'normal') out[`${key}${pseudo}`] = serialize(s);
      }
    });
    return out;
  });
}

function differences(own: Record<string, string>, whole: Record<string, string>): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(own), ...Object.keys(whole)])) {
    if (own[key] === whole[key]) continue;
    const a = new Map((own[key] ?? '').split(';').map((d) => d.split(/:(.*)/s) as [string, string]));
    const b = new Map((whole[key] ?? '').split(';').map((d) => d.split(/:(.*)/s) as [string, string]));
    const props = [...new Set([...a.keys(), ...b.keys()])].filter((p) => a.get(p) !== b.get(p));
    out.push(`${key}: ${props.map((p) => `${p} ${a.get(p)} ≠ ${b.get(p)}`).join(', ')}`);
  }
  return out;
}

describe('per-page stylesheets', () => {
  it('inline less than the whole sheet on every page kind', async () => {
    const whole = wholeSheet.length;
    for (const path of PAGES) {
      const html = await (await fetch(baseUrl() + path.replace('{slug}', slug))).text();
      const own = inlinedStylesheet(html);
      expect(own.length, path).toBeGreaterThan(0);
      expect(own.length, path).toBeLessThan(whole);
    }
  });

  // Every element of every page kind, as the whole sheet styles it, at each width: one test per
  // page and width, in one tab per width navigated from page to page (a new context per page
  // would cost a renderer process each time; without scripts no state of one page reaches the next).
  for (const viewport of VIEWPORTS) {
    describe(`style every element as the whole sheet does at ${viewport.width} px`, () => {
      let tab: Watched;
      beforeAll(async () => {
        tab = await openPage(browser, { viewport, javaScriptEnabled: false });
      });
      afterAll(async () => {
        await tab?.context.close();
      });

      for (const path of PAGES) {
        it(path, async () => {
          expect(slug).not.toBe('');
          const { page, problems } = tab;
          problems.length = 0;
          const url = baseUrl() + path.replace('{slug}', slug);
          await page.goto(url, { waitUntil: 'load' });
          await steady(page);
          const own = await computedStyles(page);
          // The same page with the whole sheet in its <style> (nonce kept).
          const withWholeSheet = async (route: Route) => {
            const res = await route.fetch();
            const body = withStylesheet(await res.text(), wholeSheet);
            await route.fulfill({ response: res, body });
          };
          await page.route(url, withWholeSheet);
          await page.goto(url, { waitUntil: 'load' });
          await page.unroute(url, withWholeSheet);
          await steady(page);
          const whole = await computedStyles(page);
          expect(Object.keys(own).length, url).toBeGreaterThan(100);
          const found = differences(own, whole).map((d) => `${viewport.width}px ${path}: ${d}`);
          expect(found.map((d) => d.slice(0, 300)).slice(0, 60)).toEqual([]);
          expect(problems, url).toEqual([]);
        });
      }
    });
  }
});
