import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('header', () => {
  it('hides the top contact bar after 20 px of scroll and shows it again at the top', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/');
    const header = page.locator('[data-site-header]');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header.getAttribute('class')).resolves.not.toContain('is-scrolled');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 40);
    });
    await page.waitForFunction(() => document.querySelector('[data-site-header]')!.classList.contains('is-scrolled'));
    // The bar slides away (a transform, so nothing below it moves).
    await page.waitForFunction(() => document.querySelector('.topbar')!.getBoundingClientRect().bottom <= 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('[data-site-header]')!.classList.contains('is-scrolled'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu, and closes it when the window grows to 1024 px', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(baseUrl() + '/');
    const toggle = page.locator('[data-menu-toggle]');
    const nav = page.locator('[data-site-nav]');
    await expect(nav.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(nav.isVisible()).resolves.toBe(true);
    await toggle.click();
    await expect(nav.isVisible()).resolves.toBe(false);
    await toggle.click();
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-menu-toggle]')!.getAttribute('aria-expanded') === 'false');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(nav.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the solutions dropdown by keyboard and closes it with Escape', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/');
    const button = page.locator('[data-dropdown-toggle]');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator('#solutions-menu a').first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('/solutions/erp-digital');
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the solutions dropdown on hover on desktop', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + '/');
    await page.hover('.has-dropdown > a');
    await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('opens the solutions dropdown with a tap on mobile', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto(baseUrl() + '/');
    await page.tap('[data-menu-toggle]');
    await page.tap('[data-dropdown-toggle]');
    await expect(page.locator('#solutions-menu').isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('language switcher', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`switches language and stays on the page ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const { page, context, problems } = await openPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 800 } });
      await page.goto(baseUrl() + '/contact');
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('pt-BR');
      await page.click('[data-lang-menu] summary');
      await page.click('[data-lang-menu] a[data-lang="en"]');
      await page.waitForURL(baseUrl() + '/contact');
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'i18nextLng')?.value).toBe('en');
      await page.goto(baseUrl() + '/about');
      await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('moves a per-language page to the same route in the chosen language', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl() + '/es/about');
    await page.click('[data-lang-menu] summary');
    await page.click('[data-lang-menu] a[data-lang="pt"]');
    await page.waitForURL(baseUrl() + '/pt/about');
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('pt-BR');
    await context.close();
  });
});

describe('messaging widget', () => {
  it('shows the button after 2 s and the bubble 3 s later for 5 s', async () => {
    const { page, context, problems } = await openPage(browser);
    // A paused fake clock: timers registered by the page run only when the test advances time.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto(baseUrl() + '/');
    const widget = page.locator('[data-chat-widget]');
    const bubble = page.locator('[data-chat-bubble]');
    await page.clock.runFor(1900);
    await expect(widget.getAttribute('class')).resolves.not.toContain('is-visible');
    await page.clock.runFor(200);
    await expect(widget.getAttribute('class')).resolves.toContain('is-visible');
    await page.clock.runFor(2800);
    await expect(bubble.isVisible()).resolves.toBe(false);
    await page.clock.runFor(200);
    await expect(bubble.isVisible()).resolves.toBe(true);
    await page.clock.runFor(4800);
    await expect(bubble.isVisible()).resolves.toBe(true);
    await page.clock.runFor(200);
    await expect(bubble.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the visitor close the bubble', async () => {
    const { page, context } = await openPage(browser);
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto(baseUrl() + '/');
    await page.clock.runFor(5100);
    await page.click('[data-chat-close]');
    await expect(page.locator('[data-chat-bubble]').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('links to the company chat with the translated preset message', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl() + '/en/about');
    const href = await page.getAttribute('[data-chat-button]', 'href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511998762200');
    expect(url.searchParams.get('text')).toMatch(/^Hello! I would like/);
    expect(await page.getAttribute('[data-chat-button]', 'target')).toBe('_blank');
    await context.close();
  });
});

describe('islands', () => {
  it('hydrates the error page island without console errors and loads no island code elsewhere', async () => {
    const { page, context, problems } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(baseUrl() + '/about');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/main-'))).toBe(false);
    expect(scripts.filter((s) => s.startsWith('/assets/'))).toHaveLength(1);

    await page.goto(baseUrl() + '/simulate-error');
    // After hydration the e-mail draft carries the browser's own user agent.
    await page.waitForFunction(() => decodeURIComponent(document.querySelector('[data-error-report]')!.getAttribute('href')!).includes('HeadlessChrome'));
    expect(scripts.some((s) => s.includes('/main-'))).toBe(true);
    expect(problems.filter((p) => !p.includes('500'))).toEqual([]);
    await context.close();
  });
});
