// A hostile CMS: a fake Strapi (node:http) serves an article whose markdown, title, excerpt,
// category, tag, author and image alt all try to break out of HTML, attributes, JSON-LD and
// island props. A second dev server points CMS_API_URL at it. Nothing may execute.
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_SLUG, fakeStrapi } from '../fixtures/blog/fake-strapi';
import { hostileTitle } from '../fixtures/blog/hostile';
import { islandReady, launch, openPage } from '../helpers/browser';
import { freePort, startDevServer, type DevServer } from '../helpers/dev-server';

// 1×1 transparent PNG for the cover (served through page.route: the CSP allows https images only).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let browser: Browser;
let cms: Server;
let site: DevServer;
const cmsRequests: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  cms = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    cmsRequests.push(url.pathname + url.search);
    const body = fakeStrapi(url);
    res.writeHead(body === null ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => cms.listen(port, '127.0.0.1', resolve));
  // The browser starts while the server boots.
  [site, browser] = await Promise.all([
    startDevServer({ vars: { CMS_API_URL: `http://127.0.0.1:${port}/api`, CMS_API_TOKEN: 'test-token' } }),
    launch(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await new Promise((resolve) => cms?.close(resolve));
});

async function visit(path: string) {
  const watched = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watched;
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await context.route('https://images.cms.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  await page.goto(site.url + path);
  await page.waitForLoadState('load');
  return { ...watched, dialogs };
}

describe('hostile CMS content', () => {
  it('the article page renders the fields as text and runs none of them', async () => {
    const { page, problems, context, dialogs } = await visit(`/pt/blog/${HOSTILE_SLUG}`);
    await islandReady(page, 'share-buttons');
    // Scroll so the lazy cover and everything below loads too.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('h1').textContent()).resolves.toBe(hostileTitle);
    // Nothing from the body became an element that can run or load code.
    const smuggled = await page.evaluate(() => {
      const body = document.querySelector('.prose')!;
      return {
        scripts: body.querySelectorAll('script, iframe, object, embed, svg, math, form, style, base, meta, link, details').length,
        handlers: Array.from(document.querySelectorAll('*')).flatMap((el) =>
          Array.from(el.attributes)
            .filter((a) => /^on/i.test(a.name))
            .map((a) => `${el.tagName}.${a.name}`),
        ),
        badLinks: Array.from(document.querySelectorAll('a[href], img[src]'))
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
          .filter((v) => /^\s*(javascript|vbscript|data):/i.test(v)),
        targets: Array.from(body.querySelectorAll('a')).map((a) => `${a.target} ${a.rel}`),
      };
    });
    expect(smuggled.scripts).toBe(0);
    expect(smuggled.handlers).toEqual([]);
    expect(smuggled.badLinks).toEqual([]);
    for (const t of smuggled.targets) expect(t).toBe('_blank noopener noreferrer');
    // JSON-LD still parses and holds the title as data.
    const headline = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
          .map((s) => JSON.parse(s.textContent!))
          .find((d) => d['@type'] === 'BlogPosting')?.headline,
    );
    expect(headline).toBe(hostileTitle.slice(0, 110));
    // The share island ran with the hostile title in its props and shares it encoded.
    const x = await page.locator('[data-share="x"]').getAttribute('href');
    expect(x).toContain(encodeURIComponent(hostileTitle));
    expect(problems).toEqual([]);
    expect(
      cmsRequests.some(
        (r) => r.includes(`filters%5Bslug%5D%5B%24eq%5D=${HOSTILE_SLUG}`) || r.includes(`filters[slug][$eq]=${HOSTILE_SLUG}`),
      ),
    ).toBe(true);
    await context.close();
  });

  it('the archive (server render, island props, load-more mapping) runs none of them either', async () => {
    const { page, problems, context, dialogs } = await visit('/pt/blog');
    await islandReady(page, 'blog-archive');
    await expect(page.locator('.post-card__title').first().textContent()).resolves.toBe(hostileTitle);
    // Refetch through the island (search): the client-side card mapping gets the hostile JSON.
    // The search's answer, awaited as an event: the URL changes at once, and the archive can still
    // read idle from before the search.
    const answer = page.waitForResponse((r) => r.url().includes('/api/articles') && r.url().includes('search='));
    await page.fill('#blog-search', 'Título');
    await (await answer).finished();
    await page.waitForFunction(() => location.search.includes('search='));
    await page.waitForFunction(() => document.querySelector('.blog-archive')?.getAttribute('data-status') === 'idle');
    // A negative check (no script ran): the answer's render is given half a second to misbehave.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
