// Each page inlines only the stylesheet files of its areas (PageMeta.styles). This proves the cut
// loses nothing: every element of every kind of page, and its ::before and ::after, computes the
// same style with the page's own sheet as with the whole sheet, at a phone's width and a desktop's
// (media queries apply other rules at each).
import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, type Watched } from '../helpers/browser';
import { inlinedStylesheet } from '../helpers/html';

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
  const manifest = JSON.parse(await readFile('src/generated/client-manifest.json', 'utf8')) as { styles: { file: string } };
  wholeSheet = await readFile(`public${manifest.styles.file}`, 'utf8');
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
 * Records, in the page, every element's computed style with `css` as the page's inlined
 * stylesheet (null: the page's own, as served), in the same steady state, as `name`; returns how
 * many elements and pseudo-elements it holds. The styles stay in the page (some 15 MB of text a
 * page): only their differences leave it (`differences`).
 */
async function recordStyles(page: Page, name: string, css: string | null): Promise<number> {
  await page.evaluate((text) => {
    const style = document.querySelector('head style')!;
    const own = style as HTMLStyleElement & { servedRules?: string };
    own.servedRules ??= style.textContent ?? '';
    const next = text ?? own.servedRules;
    if (style.textContent !== next) style.textContent = next;
  }, css);
  await steady(page);
  return computedStyles(page, name);
}

/**
 * Every element's computed style (and its pseudo-elements'), keyed by its place in the tree.
 * Without the box's resolved geometry (sizes, offsets, origins): an off-screen section's height is
 * its placeholder until it has been rendered once (content-visibility), whichever sheet styles it.
 * What sets a size (padding, margin, font, display…) is compared on the element that declares it.
 */
function computedStyles(page: Page, name: string): Promise<number> {
  return page.evaluate((name) => {
    const out = new Map<string, string>();
    const geometry = /^(width|height|block-size|inline-size|top|bottom|left|right|inset-.*|perspective-origin|transform-origin)$/;
    // A horizontal margin is compared as computed ('auto' stays 'auto', from the Typed OM), not as
    // getComputedStyle's used length: Chromium sometimes reports a centred grid container's auto
    // margins as 0px while its box sits where they put it (seen on the ERP page, load to load).
    const computedMargin = /^margin-(left|right|inline-start|inline-end)$/;
    // The properties to read, listed once (indexing a computed style is slower than reading it):
    // every property Chromium computes, and every custom property a sheet or a style attribute
    // of the page names (read where set only: an unset one reads '' on every element).
    const declared = [
      document.querySelector('head style')?.textContent ?? '',
      ...Array.from(document.querySelectorAll('[style]'), (el) => el.getAttribute('style')),
    ];
    const custom = new Set(declared.join('\n').match(/--[\w-]+/g));
    const names = [
      ...new Set([...Array.from(getComputedStyle(document.documentElement)).filter((p) => !p.startsWith('--')), ...custom]),
    ].filter((p) => !geometry.test(p));
    const serialize = (s: CSSStyleDeclaration, el?: Element) => {
      const typed = el?.computedStyleMap?.();
      let text = '';
      for (const p of names) {
        const value = typed && computedMargin.test(p) ? String(typed.get(p)) : s.getPropertyValue(p);
        if (value === '' && p.startsWith('--')) continue;
        text += `${p}:${value}\u0000`;
      }
      return text;
    };
    document.querySelectorAll('body *').forEach((el, i) => {
      const key = `${i} ${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
      out.set(key, serialize(getComputedStyle(el), el));
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content !== 'none' && s.content !== 'normal') out.set(`${key}${pseudo}`, serialize(s));
      }
    });
    (window as unknown as Record<string, Map<string, string>>)[`styles:${name}`] = out;
    return out.size;
  }, name);
}

/** The elements whose recorded styles `a` and `b` differ, with each property that differs. */
function differences(page: Page, a: string, b: string): Promise<string[]> {
  return page.evaluate(
    ([a, b]) => {
      const recorded = window as unknown as Record<string, Map<string, string>>;
      const own = recorded[`styles:${a}`]!;
      const whole = recorded[`styles:${b}`]!;
      const parse = (text = '') => new Map(text.split('\u0000').map((d) => d.split(/:(.*)/s) as [string, string]));
      const out: string[] = [];
      for (const key of new Set([...own.keys(), ...whole.keys()])) {
        if (own.get(key) === whole.get(key)) continue;
        const x = parse(own.get(key));
        const y = parse(whole.get(key));
        const props = [...new Set([...x.keys(), ...y.keys()])].filter((p) => x.get(p) !== y.get(p));
        out.push(`${key}: ${props.map((p) => `${p} ${x.get(p)} ≠ ${y.get(p)}`).join(', ')}`);
      }
      return out;
    },
    [a, b],
  );
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
  // page and width, in one tab without scripts (no state of one page reaches the next), each page
  // loaded once. Its own sheet and the whole sheet take turns in its <style> element, and the
  // widths are set on the same document: the cascade is computed afresh either way, as a load
  // with the whole sheet in its <style> would (a second load per comparison cost a render and a
  // renderer's parse for the same document).
  describe('style every element as the whole sheet does', () => {
    let tab: Watched & { path?: string };
    beforeAll(async () => {
      tab = await openPage(browser, { viewport: VIEWPORTS[0], javaScriptEnabled: false });
    });
    afterAll(async () => {
      await tab?.context.close();
    });

    for (const path of PAGES) {
      for (const viewport of VIEWPORTS) {
        it(`${path} @ ${viewport.width}px`, async () => {
          expect(slug).not.toBe('');
          const { page, problems } = tab;
          const url = baseUrl() + path.replace('{slug}', slug);
          await page.setViewportSize(viewport);
          if (tab.path !== path) {
            problems.length = 0;
            await page.goto(url, { waitUntil: 'load' });
            tab.path = path;
          }
          expect(await recordStyles(page, 'own', null), url).toBeGreaterThan(100);
          await recordStyles(page, 'whole', wholeSheet);
          const found = (await differences(page, 'own', 'whole')).map((d) => `${viewport.width}px ${path}: ${d}`);
          expect(found.map((d) => d.slice(0, 300)).slice(0, 60)).toEqual([]);
          expect(problems, url).toEqual([]);
        });
      }
    }
  });
});
