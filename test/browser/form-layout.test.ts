// Form rows stay aligned and buttons keep their line: in every form, controls that share a row
// start at the same height and have the same height whatever hints or errors a field shows
// (fresh, every field in error, only some in error), from a phone's width to a wide desktop;
// submit buttons and the footer's legal links never break their text between 320 and 414 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage, type Watched } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FORMS = [
  { path: '/pt', island: 'lead-form', fill: ['name', 'email'] },
  { path: '/es/diagnostico-lean-digital-gratuito', island: 'lead-form', fill: ['name', 'email'] },
  { path: '/en/diagnosticlean', island: 'diagnostic-form', fill: ['name', 'email'] },
  { path: '/pt/contact', island: 'contact-form', fill: ['contactName'] },
] as const;
const WIDTHS = [375, 640, 768, 1024, 1280, 1440];
const NARROW = [320, 360, 375, 414];

/**
 * Rows whose controls sit side by side but start at different heights or differ in height: the
 * two-field rows and the contact phone's country / area code / number row.
 */
function misalignedRows(page: Page, form: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const rows = document.querySelectorAll(`${sel} .form__row--2, ${sel} .phone-field__row`);
    for (const row of Array.from(rows)) {
      const controls = Array.from(row.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button')).filter(
        (c) => c.checkVisibility() && !c.closest('.phone-field__popover'),
      );
      const boxes = controls.map((c) => ({ name: c.getAttribute('name') ?? c.className, r: c.getBoundingClientRect() }));
      for (let i = 1; i < boxes.length; i++) {
        const a = boxes[0]!;
        const b = boxes[i]!;
        // Stacked (a phone's width): one per line, nothing to align.
        if (b.r.left >= a.r.left && b.r.left < a.r.right) continue;
        if (Math.abs(a.r.top - b.r.top) > 1 || Math.abs(a.r.height - b.r.height) > 1) {
          out.push(
            `${a.name} top ${a.r.top.toFixed(0)} h ${a.r.height.toFixed(0)} / ${b.name} top ${b.r.top.toFixed(0)} h ${b.r.height.toFixed(0)}`,
          );
        }
      }
    }
    return out;
  }, form);
}

/** Lines a text spans (distinct line boxes of its text). */
function linesOf(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((sel) => {
    return Array.from(document.querySelectorAll(sel))
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        return tops.size;
      });
  }, selector);
}

describe('form rows stay aligned whatever hints and errors show', () => {
  for (const { path, island, fill } of FORMS) {
    it(`${island} on ${path}`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(baseUrl() + path);
      const form = `[data-island="${island}"] form`;
      const check = async (state: string) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect(await misalignedRows(page, form), `${path} @ ${width}px, ${state}`).toEqual([]);
        }
      };
      // Before the script: the server's markup (hints shown, no errors).
      await check('server markup');
      await islandReady(page, island);
      await check('fresh');
      // Some fields in error, their neighbours not.
      const id = await page.locator(form).getAttribute('id');
      for (const name of fill) await page.fill(`#${id}-${name}`, name.toLowerCase().includes('email') ? 'ana@example.com' : 'Ana Souza');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.click(`${form} button[type="submit"]`);
      await page.locator(`${form} .field__error`).first().waitFor();
      await check('some fields in error');
      // Every required field in error (a fresh page: the contact form blocks a second submit while
      // errors stand).
      await page.reload();
      await islandReady(page, island);
      await page.click(`${form} button[type="submit"]`);
      await page.waitForFunction((sel) => document.querySelectorAll(`${sel} .field__error`).length >= 3, form);
      await check('every required field in error');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('buttons and legal links keep their line on phones', () => {
  // One tab for these pages, navigated from one to the next: they only read the layout, and a new
  // context per page would cost a renderer process each time.
  let tab: Watched;
  beforeAll(async () => {
    tab = await openPage(browser, { viewport: { width: NARROW[0]!, height: 800 } });
  });
  afterAll(async () => {
    await tab?.context.close();
  });

  for (const [path, selector] of [
    ['/pt', '.form__submit'],
    ['/es', '.form__submit'],
    ['/pt/diagnostico-lean-digital-gratuito', '.form__submit'],
    ['/en/diagnostico-lean-digital-gratuito', '.form__submit'],
    ['/es/diagnosticlean', '.form__submit'],
    ['/es/contact', '.form__submit'],
    ['/pt/about', '.site-footer__bottom li a'],
    ['/en/about', '.site-footer__bottom li a'],
    ['/es/about', '.site-footer__bottom li a'],
  ] as const) {
    it(`${selector} on ${path} at ${NARROW.join(', ')} px`, async () => {
      const { page } = tab;
      await page.setViewportSize({ width: NARROW[0]!, height: 800 });
      await page.goto(baseUrl() + path);
      for (const width of NARROW) {
        await page.setViewportSize({ width, height: 800 });
        const lines = await linesOf(page, selector);
        expect(lines.length, `${path} ${selector}`).toBeGreaterThan(0);
        expect(lines, `${path} @ ${width}px: ${selector}`).toEqual(lines.map(() => 1));
        if (!selector.includes('site-footer')) continue;
        // The legal links: one row for all, or one line each, never two and a straggler.
        const tops = await page.locator(selector).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect([1, tops.length], `legal link rows on ${path} @ ${width}px: ${tops.join(', ')}`).toContain(new Set(tops).size);
      }
    });
  }
});

describe('form pages fit a phone’s width, before and after the form goes live', () => {
  // The contact phone row (country, area code, number) once overflowed a 320 px page and left the
  // number a few pixels at 375 px, beside the no-JavaScript country select.
  for (const lang of ['pt', 'en', 'es']) {
    it(`/${lang}/contact at ${NARROW.join(', ')} px`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: { width: NARROW[0]!, height: 800 } });
      await page.goto(`${baseUrl()}/${lang}/contact`);
      const check = async (state: string) => {
        for (const width of NARROW) {
          await page.setViewportSize({ width, height: 800 });
          const { overflow, number } = await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            number: document.querySelector('#contact-form-contactPhone-phoneNumber')!.getBoundingClientRect().width,
          }));
          expect(overflow, `/${lang}/contact @ ${width}px, ${state}: page wider than the screen`).toBe(0);
          // Room for "99999-9999" and more: at least 10rem.
          expect(number, `/${lang}/contact @ ${width}px, ${state}: the phone number field's width`).toBeGreaterThanOrEqual(160);
        }
      };
      await check('server markup');
      await islandReady(page, 'contact-form');
      await check('live');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
