import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launch, openPage } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A function, not a string: the CSP forbids eval in the page.
const cardCount = () => document.querySelectorAll('.post-grid .post-card').length;

describe('blog archive', () => {
  it('filters by category and tag (mutually exclusive) and keeps them in the URL', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(baseUrl() + '/pt/blog');
    await islandReady(page, 'blog-archive');
    const category = await page.locator('#blog-category option').nth(1).getAttribute('value');
    const apiCall = page.waitForRequest((r) => r.url().includes('/api/articles') && r.url().includes(`category=${category}`));
    await page.selectOption('#blog-category', category!);
    await apiCall;
    await page.waitForFunction((c) => location.search === `?category=${c}`, category);
    await page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'idle');
    const badges = await page.locator('.post-grid .post-card__category').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(badges.length).toBeGreaterThan(0);
    for (const href of badges) expect(href).toBe(`/pt/blog?category=${category}`);

    const tag = await page.locator('#blog-tag option').nth(1).getAttribute('value');
    await page.selectOption('#blog-tag', tag!);
    await page.waitForFunction((t) => location.search === `?tag=${t}`, tag);
    await expect(page.locator('#blog-category').inputValue()).resolves.toBe('all');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('applies the search only after a 300 ms pause', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(baseUrl() + '/pt/blog');
    await islandReady(page, 'blog-archive');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/articles')) requests.push(r.url());
    });
    // Typed in the page, 80 ms between keys, and checked 150 ms after the last one: page timers run
    // in the order they fall due however busy the machine is, so each key lands before the pause the
    // previous one started has run out (keys sent one by one from the test could arrive 300 ms apart
    // on a loaded machine, and then the search rightly runs early).
    const early = await page.evaluate(async () => {
      const fetched: string[] = [];
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        fetched.push(String(input));
        return realFetch(input, init);
      };
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const input = document.querySelector<HTMLInputElement>('#blog-search')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const text of ['O', 'OE', 'OEE']) {
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        if (text !== 'OEE') await wait(80);
      }
      await wait(150);
      return fetched.filter((url) => url.includes('/api/articles'));
    });
    expect(early).toEqual([]);
    await page.waitForFunction(() => location.search === '?search=OEE', undefined, { timeout: 3000 });
    await page.waitForTimeout(200);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('search=OEE');
    expect(requests[0]).toContain('lang=pt');
    await page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'idle');
    expect(await page.evaluate(cardCount)).toBeGreaterThan(0);

    await page.fill('#blog-search', 'zzzz-nada-qqqq');
    await page.locator('text=Nenhum artigo encontrado').waitFor();
    await page.click('text=Limpar filtros');
    await page.waitForFunction(() => location.search === '');
    await page.waitForFunction(() => document.querySelectorAll('.post-grid .post-card').length > 0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads more articles from /api/articles and appends them', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(baseUrl() + '/pt/blog');
    await islandReady(page, 'blog-archive');
    expect(await page.evaluate(cardCount)).toBe(12);
    const [req] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/articles') && r.url().includes('page=2')),
      page.click('text=Carregar mais artigos'),
    ]);
    expect(req.url()).toContain('lang=pt');
    await page.waitForFunction(() => document.querySelectorAll('.post-grid .post-card').length > 12);
    // "Load more" stays only while the last page was full; our content has fewer than 24 articles.
    const total = await page.evaluate(cardCount);
    if (total < 24) await page.locator('text=Carregar mais artigos').waitFor({ state: 'detached' });
    expect(page.url()).toBe(baseUrl() + '/pt/blog');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the filter form is a GET form to the same URL', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    await page.goto(baseUrl() + '/pt/blog');
    // The dropdowns are visible (the mobile toggle needs JS, so it is not there).
    await expect(page.locator('#blog-category').isVisible()).resolves.toBe(true);
    await expect(page.locator('.blog-filters__toggle').isVisible()).resolves.toBe(false);
    const tag = await page.locator('#blog-tag option').nth(1).getAttribute('value');
    await page.selectOption('#blog-tag', tag!);
    await page.fill('#blog-search', '');
    await Promise.all([page.waitForURL(/\/pt\/blog\?/), page.click('.blog-filters__submit')]);
    expect(new URL(page.url()).searchParams.get('tag')).toBe(tag);
    const cards = await page.locator('.post-grid .post-card').count();
    expect(cards).toBeGreaterThan(0);
    await expect(page.locator('#blog-tag').inputValue()).resolves.toBe(tag);
    // With JavaScript off, Chromium refuses the island's modulepreloads ("csp"): expected here.
    expect(problems.filter((p) => !/^requestfailed: .*\/assets\/.*\.js csp$/.test(p))).toEqual([]);
    await context.close();
  });

  it('on mobile, a toggle shows and hides the filters', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(baseUrl() + '/pt/blog');
    await islandReady(page, 'blog-archive');
    const toggle = page.locator('.blog-filters__toggle');
    await expect(page.locator('#blog-category').isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator('#blog-category').isVisible()).resolves.toBe(true);
    await expect(page.locator('#blog-tag').isVisible()).resolves.toBe(true);
    await toggle.click();
    await expect(page.locator('#blog-category').isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
