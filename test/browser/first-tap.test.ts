// The first tap works before the page's islands have woken: their scripts load only once the
// visitor is active (client/loader/start.ts), so a visitor whose very first act is a tap on a control
// that needs its island ('Copiar link', the blog's filter toggle) must not lose that tap: the tap
// starts the loader and the control runs once its island is live.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Taps the centre of the element (touch, as on a phone): no pointer moves or scrolls before. */
async function tap(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

describe('the first tap on an island that has not woken', () => {
  it("'Copiar link' copies the article's address on the first tap", async () => {
    // A window tall enough to show the share buttons without scrolling: any scroll would count as
    // activity and start the islands before the tap.
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 3600 }, hasTouch: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(baseUrl() + '/pt/blog');
    const path = (await page.locator('.post-card__title a').first().getAttribute('href'))!;
    await page.goto(baseUrl() + path);
    const island = page.locator('[data-island="share-buttons"]');
    await island.locator('[data-copy-link]').waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Still asleep: nothing has happened on the page yet.
    expect(await island.getAttribute('data-live')).toBeNull();
    await tap(page, '[data-copy-link]');
    await expect.poll(() => page.locator('[data-copy-link]').textContent()).toBe('Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseUrl() + path);
    expect(await island.getAttribute('data-live')).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the blog's filter toggle opens the filters on the first tap", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 1400 }, hasTouch: true, isMobile: true });
    await page.goto(baseUrl() + '/pt/blog');
    const island = page.locator('[data-island="blog-archive"]');
    const toggle = '.blog-filters__toggle';
    await page.locator(toggle).waitFor();
    expect(await island.getAttribute('data-live')).toBeNull();
    expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('false');
    await tap(page, toggle);
    await expect.poll(() => page.getAttribute(toggle, 'aria-expanded')).toBe('true');
    await expect(page.locator('#blog-filters-panel').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
