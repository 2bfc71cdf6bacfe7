import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const isYouTube = (url: string) => /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/.test(url);

describe('ERP video facade', () => {
  it('contacts YouTube only after the click, then plays in an iframe with a title', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const youtube: string[] = [];
    page.on('request', (req: Request) => {
      if (isYouTube(req.url())) youtube.push(req.url());
    });
    // The test never reaches the real YouTube: the player request is answered locally.
    await context.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(baseUrl() + '/solutions/erp-digital', { waitUntil: 'networkidle' });
    const facade = page.locator('[data-video-facade]');
    await facade.scrollIntoViewIfNeeded();
    await page.locator('[data-video-facade][data-live]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await facade.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);

    // The player's request is awaited as an event: the frame can be in the page a moment before
    // Chromium reports its navigation, so a list read right after the click can still be empty.
    const embed = page.waitForRequest((req) => req.url().startsWith('https://www.youtube-nocookie.com/embed/'));
    await facade.click();
    await embed;
    const iframe = page.locator('.video-frame iframe');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    expect(await iframe.getAttribute('title')).toBe('Vídeo: ERP Digital na prática');
    expect(page.url()).toBe(baseUrl() + '/solutions/erp-digital');
    // Focus moves into the player, so keyboard users can control it at once.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is a keyboard-operable link: Enter starts the player', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await context.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(baseUrl() + '/en/solutions/erp-digital', { waitUntil: 'networkidle' });
    await islandReady(page, 'erp-video');
    const facade = page.locator('[data-video-facade][data-live]');
    await facade.waitFor();
    expect(await facade.textContent()).toContain('Play video: Digital ERP in practice');
    await facade.focus();
    await page.keyboard.press('Enter');
    await page.locator('.video-frame iframe').waitFor();
    expect(await page.locator('.video-frame iframe').getAttribute('title')).toBe('Video: Digital ERP in practice');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript is a plain link to the video on YouTube', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(baseUrl() + '/solutions/erp-digital');
    const facade = page.locator('[data-video-facade]');
    expect(await facade.evaluate((a) => a.tagName)).toBe('A');
    expect(await facade.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(await facade.locator('img').getAttribute('src')).toBe('/media/erp/video-poster.webp');
    await context.close();
  });
});
