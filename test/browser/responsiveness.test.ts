// Responsiveness of the React islands, as Interaction to Next Paint: for each interaction, the
// longest Event Timing entry of it (input delay + processing + the paint after it), on a phone
// profile (375 px, touch) with the CPU slowed 4× (Chrome DevTools' mid-range mobile setting).
// Each must be at most 200 ms, Google's "good" INP; the figures are printed for
// docs/performance.md. The first tap into a form includes hydration when it happens then: the
// island is not hydrated before the tap (the tap's scroll into view is the first activity).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from '../helpers/browser';

const INP_BUDGET_MS = 200;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser: Browser;
const figures: string[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  console.log(`INP, 4× CPU slowdown, 375 px touch:\n  ${figures.join('\n  ')}`);
  await browser?.close();
});

/** Opens `path` on the slowed phone profile, with an Event Timing observer, once the loader's idle start is past. */
async function phonePage(path: string): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const { page, context, problems } = await openPage(browser, PHONE);
  await page.addInitScript(() => {
    const w = window as unknown as { __events: { id: number; name: string; duration: number; start: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      // interactionId: Event Timing level 2, not yet in TypeScript's DOM types.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const res = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, problems, close: () => context.close() };
}

/**
 * Runs `act` and returns the INP of what it did: the longest interaction that started after it
 * began. Waits for the entries: Event Timing reports an interaction after its next paint, and
 * only interactions of 16 ms or more.
 */
async function inp(page: Page, label: string, act: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await act();
  // Two frames and a moment: the entries of the last interaction arrive after its paint.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const events = await page.evaluate(
    (t) => (window as unknown as { __events: { name: string; duration: number; start: number }[] }).__events.filter((e) => e.start >= t),
    since,
  );
  const worst = events.reduce((max, e) => Math.max(max, e.duration), 0);
  const names = [...new Set(events.map((e) => e.name))].join(', ');
  figures.push(`${label}: ${worst} ms${names ? ` (${names})` : ''}`);
  return worst;
}

async function tapCentre(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  // To the middle of the screen (clear of the fixed messaging button), at once: the page scrolls
  // smoothly, and a box read mid-scroll puts the tap elsewhere.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  expect(box, selector).not.toBeNull();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

describe('Interaction to Next Paint ≤ 200 ms on a 4× slowed phone', () => {
  it('/pt/contact: first tap into the form, typing, a submit with errors, opening and filtering the country list', async () => {
    const { page, problems, close } = await phonePage('/pt/contact');
    const island = page.locator('[data-island="contact-form"]');
    expect(await island.getAttribute('data-live')).toBeNull();

    const firstTap = await inp(page, '/pt/contact first tap into the form (hydration included)', async () => {
      await tapCentre(page, '#contact-form-contactName');
      await island.and(page.locator('[data-live]')).waitFor({ state: 'attached' });
    });
    const typing = await inp(page, '/pt/contact typing in a field', () => page.keyboard.type('Ana', { delay: 60 }));
    const submit = await inp(page, '/pt/contact submit with errors', async () => {
      await page.fill('#contact-form-contactName', '');
      await tapCentre(page, '#contact-form button[type="submit"]');
      await page.waitForSelector('#contact-form .field__error');
    });
    const openList = await inp(page, '/pt/contact opening the country list', async () => {
      await tapCentre(page, '#contact-form .phone-field__toggle');
      await page.waitForSelector('#contact-form .phone-field__search');
    });
    const filterList = await inp(page, '/pt/contact filtering the country list', () => page.keyboard.type('port', { delay: 60 }));
    expect(await page.locator('#contact-form .phone-field__option').count()).toBeGreaterThan(0);

    for (const [what, ms] of Object.entries({ firstTap, typing, submit, openList, filterList })) {
      expect(ms, `${what}: INP ${ms} ms`).toBeLessThanOrEqual(INP_BUDGET_MS);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('/pt/diagnosticlean: the first tap into the landing form', async () => {
    const { page, problems, close } = await phonePage('/pt/diagnosticlean');
    const island = page.locator('[data-island="diagnostic-form"]');
    expect(await island.getAttribute('data-live')).toBeNull();
    const field = '[data-island="diagnostic-form"] form input:not([type="hidden"]):not([tabindex="-1"])';
    const firstTap = await inp(page, '/pt/diagnosticlean first tap into the form (hydration included)', async () => {
      await tapCentre(page, field);
      await island.and(page.locator('[data-live]')).waitFor({ state: 'attached' });
    });
    expect(firstTap).toBeLessThanOrEqual(INP_BUDGET_MS);
    expect(problems).toEqual([]);
    await close();
  });

  it('/pt/blog: choosing an archive filter', async () => {
    const { page, problems, close } = await phonePage('/pt/blog');
    const island = page.locator('[data-island="blog-archive"]');
    // Hydrated first, as a visitor reading down to the filters has it.
    await page.mouse.move(3, 3);
    await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await island.and(page.locator('[data-live]')).waitFor({ state: 'attached' });
    const choose = await inp(page, '/pt/blog choosing a tag', async () => {
      await tapCentre(page, '.popular-tags a.tag-chip');
      await page.waitForFunction(() => document.querySelector('.popular-tags a[aria-current="true"]'));
    });
    expect(choose).toBeLessThanOrEqual(INP_BUDGET_MS);
    expect(problems).toEqual([]);
    await close();
  });
});
