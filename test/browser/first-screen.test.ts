// Nothing floating covers a control: every visible link, button and input of the first screen is
// the element found at its own centre, on every page kind at a phone's and a desktop's width, at
// 0, 3, 6, 9 and 12 s after load (the messaging widget's timings are CSS animations: seeked, not
// waited for). At the end of the page, with the messaging button shown, the last links and
// buttons stay clear of it too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, holdAnimationsAt, launch, nextFrames, openPage, type Watched, widgetGateInEffect } from '../helpers/browser';

/** Every page kind, one language each; home and contact in all three. */
const PAGES = [
  '/pt',
  '/en',
  '/es',
  '/en/about',
  '/es/services',
  '/pt/solutions/mes',
  '/es/diagnostico-lean-digital-gratuito',
  '/pt/diagnosticlean',
  '/pt/contact',
  '/en/contact',
  '/es/contact',
  '/en/blog',
  '/pt/blog/lean-digital-tendencias-para-2027',
  '/es/sitemap',
  '/pt/no-such-page',
];
const WIDTHS = [375, 1280] as const;
const TIMES = [0, 3000, 6000, 9000, 12_000];

/**
 * The visible controls inside the viewport whose centre shows something else (the selector and
 * what covers it). Hidden ones (closed menus, visually-hidden skip links) do not count.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${text}"`;
    };
    const out: string[] = [];
    // Content scrolled up under the fixed header is off screen, not covered.
    const top = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    for (const el of Array.from(document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'))) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      // Visually hidden (1 px, clipped) or not on this screen.
      if (r.width < 4 || r.height < 4) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < top || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) continue;
      // A control clipped away by its own scroller or carousel is not covered by a floating widget,
      // but it is not on show either: only what is painted over by something outside counts.
      if (hit.contains(el) && getComputedStyle(hit).overflow !== 'visible') continue;
      out.push(`${describe(el)} under ${describe(hit)}`);
    }
    return out;
  });
}

let browser: Browser;
/**
 * One tab per width: each test navigates it to its page (a new document, its animations started
 * afresh), where a new context would cost a renderer process per page.
 */
const tabs = new Map<number, Watched>();
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the first screen: no floating widget covers a control', () => {
  for (const width of WIDTHS) {
    for (const path of PAGES) {
      it(`${path} @ ${width}px`, async () => {
        if (!tabs.has(width)) tabs.set(width, await openPage(browser, { viewport: { width, height: width < 600 ? 740 : 800 } }));
        const { page, problems } = tabs.get(width)!;
        problems.length = 0;
        await page.goto(baseUrl() + path);
        // Seeked before the scroll-driven gate is in effect (a frame or more after load on a busy
        // machine), the widget would show on the first screen as no visitor sees it.
        await widgetGateInEffect(page);
        for (const ms of TIMES) {
          await holdAnimationsAt(page, ms);
          expect(await coveredControls(page), `${path} @ ${width}px, ${ms} ms`).toEqual([]);
        }
        // The end of the page, the messaging button on show: it covers none of the last controls.
        // At once (the page scrolls smoothly otherwise, a second and more on a long page), again
        // while sections rendered on the way change the page's height.
        await page.waitForFunction(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
        });
        await nextFrames(page);
        await holdAnimationsAt(page, 12_000);
        await expect(page.locator('[data-chat-button]').isVisible()).resolves.toBe(true);
        expect(await coveredControls(page), `${path} @ ${width}px, end of page`).toEqual([]);
        // The not-found page answers 404 by design; Chromium logs that status as a console error.
        expect(problems.filter((p) => !(path.includes('no-such-page') && p.includes('status of 404')))).toEqual([]);
      });
    }
  }
});
