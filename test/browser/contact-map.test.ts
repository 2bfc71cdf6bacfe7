// The contact page's office map is click-to-load: Google is contacted only when the visitor asks.
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

const isGoogle = (url: string) => /^https:\/\/([a-z0-9-]+\.)*(google\.com|gstatic\.com|googleapis\.com)\//.test(url);

describe('office map facade', () => {
  it('contacts Google only after the click, then shows the map in a titled frame that takes focus', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const google: string[] = [];
    page.on('request', (req: Request) => {
      if (isGoogle(req.url())) google.push(req.url());
    });
    // The test never reaches the real Google Maps: the embed is answered locally.
    await context.route(/google\.com\/maps/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    await page.goto(`${baseUrl()}/pt/contact`, { waitUntil: 'networkidle' });
    const facade = page.locator('[data-map-facade]');
    await facade.scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await islandReady(page, 'office-map');
    await page.locator('[data-map-facade][data-live]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    // The box keeps its size when the frame replaces the facade: nothing below moves.
    const before = await page.locator('.map-box').boundingBox();

    // The embed's request is awaited as an event: the frame can be in the page a moment before
    // Chromium reports its navigation, so a list read right after the click can still be empty.
    const embed = page.waitForRequest((req) => req.url().startsWith('https://www.google.com/maps?q='));
    await facade.click();
    await embed;
    const iframe = page.locator('.map-box iframe');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    expect(await iframe.getAttribute('title')).toBe('Mapa com a localização do escritório da Vértice Lean Digital');
    expect(page.url()).toBe(`${baseUrl()}/pt/contact`);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await page.locator('.map-box').boundingBox()).toEqual(before);
    const frameBox = await iframe.boundingBox();
    expect(frameBox!.width).toBeCloseTo(before!.width - 2, 0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is keyboard-operable in every language: Enter loads the map', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await context.route(/google\.com\/maps/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    await page.goto(`${baseUrl()}/es/contact`, { waitUntil: 'networkidle' });
    const facade = page.locator('[data-map-facade]');
    await facade.focus();
    await islandReady(page, 'office-map');
    await page.locator('[data-map-facade][data-live]').waitFor();
    expect(await facade.textContent()).toContain('Mostrar el mapa');
    await facade.focus();
    await page.keyboard.press('Enter');
    await page.locator('.map-box iframe').waitFor();
    expect(await page.locator('.map-box iframe').getAttribute('title')).toBe('Mapa con la ubicación de la oficina de Vértice Lean Digital');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript is a link to the office on Google Maps, in a new tab', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    const google: string[] = [];
    page.on('request', (req: Request) => {
      if (isGoogle(req.url())) google.push(req.url());
    });
    await page.goto(`${baseUrl()}/en/contact`, { waitUntil: 'networkidle' });
    const facade = page.locator('[data-map-facade]');
    expect(await facade.evaluate((a) => a.tagName)).toBe('A');
    expect(await facade.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(await facade.getAttribute('target')).toBe('_blank');
    expect(await facade.textContent()).toContain('(opens in a new tab)');
    expect(google).toEqual([]);
    await context.close();
  });
});
