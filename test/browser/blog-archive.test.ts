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

/** /pt/blog in a new page, once the archive's script runs (desktop unless told). */
async function openArchive(viewport = { width: 1280, height: 900 }): Promise<Watched> {
  const watched = await openPage(browser, { viewport });
  await watched.page.goto(baseUrl() + '/pt/blog');
  await islandReady(watched.page, 'blog-archive');
  return watched;
}

/** The archive API's URLs the page requests from now on. */
function apiRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/articles')) urls.push(r.url());
  });
  return urls;
}

// A function, not a string: the CSP forbids eval in the page.
const cardCount = () => document.querySelectorAll('.post-grid .post-card').length;

describe('blog archive', () => {
  it('filters by category and tag (mutually exclusive) and keeps them in the URL', async () => {
    const { page, problems, context } = await openArchive();
    const category = await page.locator('#blog-category option').nth(1).getAttribute('value');
    const apiCall = page.waitForRequest((r) => r.url().includes('/api/articles') && r.url().includes(`category=${category}`));
    await page.selectOption('#blog-category', category!);
    await apiCall;
    await page.waitForFunction((c) => location.search === `?category=${c}`, category);
    // The answer shown: until React commits it, the grid is the unfiltered one.
    const badges = () =>
      page.locator('.post-grid .post-card__category').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href')))]);
    await expect.poll(badges).toEqual([`/pt/blog?category=${category}`]);

    const tag = await page.locator('#blog-tag option').nth(1).getAttribute('value');
    await page.selectOption('#blog-tag', tag!);
    await page.waitForFunction((t) => location.search === `?tag=${t}`, tag);
    await expect.poll(() => page.locator('#blog-category').inputValue()).toBe('all');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('applies the search only after a 300 ms pause', async () => {
    const { page, problems, context } = await openArchive();
    const requests = apiRequests(page);
    const answered = page.waitForResponse((r) => r.url().includes('/api/articles') && r.url().includes('search=OEE'));
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
    // The search's answer, then the archive showing it: a second search would have been asked by then.
    await answered;
    expect(await page.evaluate(() => location.search)).toBe('?search=OEE');
    await page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'idle');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('search=OEE');
    expect(requests[0]).toContain('lang=pt');
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
    const { page, problems, context } = await openArchive();
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
    const { page, problems, context } = await openArchive({ width: 375, height: 800 });
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

/**
 * What the archive shows under its filters (popular tags, status line, error, grid or empty state,
 * "load more") as HTML, now (`served` false) or as the server renders the page's URL: the same,
 * though React DOM rendered the first in the browser and React's server build the second (React's
 * text separators, `<!-- -->`, aside, and attributes in name order: React DOM sets an image's `src` last).
 */
function archiveMarkup(page: Page, served: boolean): Promise<string> {
  return page.evaluate(async (fromServer) => {
    const markup = (e: Element) => {
      const copy = e.cloneNode(true) as Element;
      for (const el of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
        const attributes = Array.from(el.attributes, (a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
        for (const [name] of attributes) el.removeAttribute(name);
        for (const [name, value] of attributes) el.setAttribute(name, value);
      }
      return copy.outerHTML.replace(/<!--[\s\S]*?-->/g, '');
    };
    const shown = (root: ParentNode) => Array.from(root.querySelectorAll('.blog-archive > :not(form)'), markup).join('\n');
    if (!fromServer) return shown(document);
    const html = await (await fetch(location.href)).text();
    // Only the island's markup is parsed: the page's inline styles, parsed, would report CSP violations.
    const island = html.slice(html.indexOf('<div class="island" data-island="blog-archive"'), html.indexOf('data-island-props'));
    return shown(new DOMParser().parseFromString(island, 'text/html'));
  }, served);
}

/**
 * Waits until the archive shows what the server renders for the page's URL, and returns it: React
 * commits a change of filters in steps (the answer, then the transition with the filters), and an
 * idle status may still be the one from before.
 */
async function showsWhatIsServed(page: Page): Promise<string> {
  const served = await archiveMarkup(page, true);
  await expect.poll(() => archiveMarkup(page, false)).toBe(served);
  return served;
}

const idle = (page: Page) => page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'idle');

describe('blog archive, hydrated', () => {
  it('renders what the server renders for the same URL', async () => {
    const { page, problems, context } = await openArchive();

    // A category (page 1 refetched, the first card no longer wide).
    const category = await page.locator('#blog-category option').nth(1).getAttribute('value');
    await page.selectOption('#blog-category', category!);
    await page.waitForFunction((c) => location.search === `?category=${c}`, category);
    expect(await showsWhatIsServed(page)).toContain('post-card');

    // A popular tag (its chip marked current).
    await page.locator('.popular-tags a').first().click();
    await page.waitForFunction(() => location.search.startsWith('?tag='));
    expect(await showsWhatIsServed(page)).toContain('aria-current="true"');

    // Nothing found, then cleared: the unfiltered first page again.
    await page.fill('#blog-search', 'zzzz-nada-qqqq');
    await page.locator('.blog-state--empty').waitFor();
    await page.waitForFunction(() => location.search.includes('search='));
    await showsWhatIsServed(page);
    await page.click('.blog-state--empty a');
    await page.waitForFunction(() => location.search === '');
    expect(await showsWhatIsServed(page)).toContain('post-grid__wide');

    // "Load more": the cards it appends are those the server renders for ?page=2.
    await page.click('.blog-archive__more a');
    await page.waitForFunction(() => document.querySelectorAll('.post-grid .post-card').length > 12);
    await idle(page);
    await page.evaluate(() => history.replaceState(null, '', '?page=2'));
    await showsWhatIsServed(page);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('"load more" appends to the grid: the cards shown and the link stay the same elements, and the focus on the link', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    // A full page 2 (our content has fewer than 24 articles): page 1's articles under other
    // slugs, held back until the test has seen the archive loading.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/articles\?.*page=2/, async (route) => {
      const first = await route.fetch({ url: route.request().url().replace('page=2', 'page=1') });
      const body = (await first.json()) as { items: { slug: string }[] };
      await held;
      await route.fulfill({ response: first, json: { ...body, items: body.items.map((a) => ({ ...a, slug: `${a.slug}-bis` })) } });
    });
    await page.goto(baseUrl() + '/pt/blog');
    await islandReady(page, 'blog-archive');
    await page.evaluate(() => {
      for (const el of [document.querySelector('.post-grid > li'), document.querySelector('.blog-archive__more a')])
        (el as unknown as { kept: boolean }).kept = true;
    });
    await page.focus('.blog-archive__more a');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'loading-more');
    const loading = await page.evaluate(() => {
      const link = document.querySelector('.blog-archive__more a')!;
      return {
        disabled: link.getAttribute('aria-disabled'),
        spinner: link.querySelector('.spinner') !== null,
        focused: document.activeElement === link,
        busy: document.querySelector('.post-grid')?.getAttribute('aria-busy'),
        status: document.querySelector('.blog-archive [role="status"]')?.textContent,
      };
    });
    expect(loading).toEqual({ disabled: 'true', spinner: true, focused: true, busy: 'true', status: expect.stringMatching(/\S/) });
    release();
    await idle(page);
    const after = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('.blog-archive__more a')!;
      return {
        cards: document.querySelectorAll('.post-grid .post-card').length,
        firstKept: (document.querySelector('.post-grid > li') as unknown as { kept?: boolean }).kept === true,
        linkKept: (link as unknown as { kept?: boolean }).kept === true,
        focused: document.activeElement === link,
        href: link.getAttribute('href'),
        disabled: link.getAttribute('aria-disabled'),
        spinner: link.querySelector('.spinner') !== null,
        busy: document.querySelector('.post-grid')?.getAttribute('aria-busy'),
        status: document.querySelector('.blog-archive [role="status"]')?.textContent,
      };
    });
    expect(after).toEqual({
      cards: 24,
      firstKept: true,
      linkKept: true,
      focused: true,
      href: '/pt/blog?page=3',
      disabled: null,
      spinner: false,
      busy: 'false',
      status: '',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a failed fetch with a retry, which repeats the same request', async () => {
    const { page, problems, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    await page.route(/\/api\/articles\?.*category=/, async (route) => {
      if (failures.length > 0) return route.continue();
      failures.push(route.request().url());
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await page.goto(baseUrl() + '/pt/blog');
    await islandReady(page, 'blog-archive');
    const category = await page.locator('#blog-category option').nth(1).getAttribute('value');
    const retried = page.waitForRequest((r) => r.url().includes('/api/articles') && r.url().includes(`category=${category}`));
    await page.selectOption('#blog-category', category!);
    await page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'error');
    await retried;
    await page.locator('.blog-state--error[role="alert"]').waitFor();
    expect(await page.locator('.post-grid, .blog-archive__more, .blog-state--loading').count()).toBe(0);
    const [again] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/articles') && r.url().includes(`category=${category}`)),
      page.click('.blog-state--error button'),
    ]);
    expect(again.url()).toBe(failures[0]);
    await idle(page);
    expect(await page.locator('.blog-state--error').count()).toBe(0);
    expect(await page.evaluate(cardCount)).toBeGreaterThan(0);
    // The 503 the test served is reported by the browser as a failed resource load.
    expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
    await context.close();
  });

  it('leaves a tag opened in a new tab to the browser (Ctrl or Cmd and click): no filtering in place', async () => {
    const { page, problems, context } = await openArchive();
    const fetched = apiRequests(page);
    const chip = page.locator('.popular-tags a.tag-chip').first();
    const href = await chip.getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), chip.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(new URL(href!, baseUrl()).href);
    expect(page.url()).toBe(`${baseUrl()}/pt/blog`);
    expect(await chip.getAttribute('aria-current')).toBeNull();
    expect(fetched).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
