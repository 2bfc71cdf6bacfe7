import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto(baseUrl() + '/pt/blog');
  const href = await page.locator('.post-card__title a').first().getAttribute('href');
  return href!;
}

describe('article page', () => {
  it('copy link shows "copied" for 2 s and puts the per-language URL on the clipboard', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const path = await firstArticlePath(page);
    await page.clock.install();
    await page.goto(baseUrl() + path);
    await islandReady(page, 'share-buttons');
    const button = page.locator('[data-copy-link]');
    await expect(button.textContent()).resolves.toBe('Copiar link');
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseUrl() + path);
    await page.clock.runFor(1990);
    await expect(button.textContent()).resolves.toBe('Link copiado!');
    await page.clock.runFor(10);
    await expect.poll(() => button.textContent()).toBe('Copiar link');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('falls back to a textarea and execCommand without the Clipboard API', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const path = await firstArticlePath(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      (window as unknown as { __copied: string[] }).__copied = [];
      document.execCommand = ((cmd: string) => {
        const area = document.activeElement as HTMLTextAreaElement | null;
        (window as unknown as { __copied: string[] }).__copied.push(`${cmd}:${area?.value ?? ''}`);
        return true;
      }) as typeof document.execCommand;
    });
    await page.goto(baseUrl() + path);
    await islandReady(page, 'share-buttons');
    await page.click('[data-copy-link]');
    await page.waitForFunction(() => document.querySelector('[data-copy-link]')?.textContent === 'Link copiado!');
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([`copy:${baseUrl()}${path}`]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('share links are real links and open a 600×400 window with the share URL', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await context.route(/https:\/\/(www\.linkedin\.com|twitter\.com|www\.facebook\.com|wa\.me)\/.*/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>share</title>' }),
    );
    const path = await firstArticlePath(page);
    await page.goto(baseUrl() + path);
    await islandReady(page, 'share-buttons');
    const shareUrl = encodeURIComponent(baseUrl() + path);
    await expect(page.locator('[data-share="linkedin"]').getAttribute('href')).resolves.toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${shareUrl}`,
    );
    await expect(page.locator('[data-share="x"]').getAttribute('target')).resolves.toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click('[data-share="linkedin"]')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${shareUrl}`);
    const size = await popup.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
    expect(size.w).toBeLessThanOrEqual(600);
    expect(size.h).toBeLessThanOrEqual(400);
    // The article page itself did not navigate.
    expect(page.url()).toBe(baseUrl() + path);
    expect(problems).toEqual([]);
    await context.close();
  });
});
