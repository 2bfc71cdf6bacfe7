// The React islands hydrate without a mismatch, in every language: on every page with a form and
// on the blog archive, the browser's console stays clean (no error, no warning: React reports a
// mismatch it recovers from through the loader's `onRecoverableError`, client/loader/hydrate.ts), and
// every React island ends up live. Each form page is checked as it first renders, with the field
// errors the server renders after an empty post without JavaScript, and with its success panel.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrateIslands, launch, openPage } from '../helpers/browser';

const FLASH_COOKIE = 'form_flash';
const LANGUAGES = ['pt', 'en', 'es'] as const;
const FORM_PAGES = ['/', '/contact', '/diagnostico-lean-digital-gratuito', '/diagnosticlean'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors and warnings, uncaught exceptions and failed requests of one page. */
async function watched(options: Parameters<typeof openPage>[1]): Promise<Tab> {
  const tab = await openPage(browser, options);
  tab.page.on('console', (msg) => {
    if (msg.type() === 'warning') tab.problems.push(`console warning: ${msg.text()}`);
  });
  return tab;
}

/** A base64url JSON flash cookie, as src/leads/forms/flash.ts writes it. */
const flashCookie = (value: object) => ({
  name: FLASH_COOKIE,
  value: Buffer.from(JSON.stringify(value)).toString('base64url'),
  url: baseUrl(),
});

type Tab = Awaited<ReturnType<typeof openPage>>;

/**
 * Loads `path` in the test's tab (with `cookie` set, if any) and hydrates it; the problems this
 * document showed. A test's checks share its tab, one after the other: each load is a new
 * document that React hydrates afresh, the scripts compiled once and no renderer started again.
 */
async function checkPage({ context, page, problems }: Tab, path: string, cookie?: ReturnType<typeof flashCookie>): Promise<string[]> {
  if (cookie) await context.addCookies([cookie]);
  problems.length = 0;
  const res = await page.goto(baseUrl() + path);
  expect(res?.status(), path).toBe(200);
  expect(await hydrateIslands(page, problems), `${path}: React islands`).toBeGreaterThan(0);
  // A moment for effects that run after the commit (the success panel's timer, the values taken over).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  return [...problems];
}

/** A context and tab for one test's checks. Reduced motion: the home hero's video stays a poster. */
async function checks<T>(run: (tab: Tab) => Promise<T>): Promise<T> {
  const tab = await watched({ reducedMotion: 'reduce' });
  try {
    return await run(tab);
  } finally {
    await tab.context.close();
  }
}

/**
 * The form's id, and the flash cookie the server sets with its 303 after an empty post without
 * JavaScript. The cookie holds message codes, not texts, so one per page serves its three
 * languages (each renders the codes in its own).
 */
const flashes = new Map<string, ReturnType<typeof errorsFlash>>();
const errorsFlashOf = (route: string) => {
  let flash = flashes.get(route);
  if (!flash) flashes.set(route, (flash = errorsFlash(route)));
  return flash;
};

async function errorsFlash(path: string): Promise<{ formId: string; cookie: ReturnType<typeof flashCookie> }> {
  const nojs = await openPage(browser, { javaScriptEnabled: false });
  try {
    await nojs.page.goto(baseUrl() + path);
    const form = nojs.page.locator('[data-island]:not([data-plain]) form[id]').first();
    const formId = (await form.getAttribute('id')) ?? '';
    const answer = nojs.page.waitForResponse((r) => r.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    const setCookie = (await (await answer).headerValue('set-cookie')) ?? '';
    const value = new RegExp(`${FLASH_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
    expect(value, `${path}: the flash cookie of a post with errors`).toBeTruthy();
    await nojs.page.waitForSelector(`#${formId} .field__error`);
    return { formId, cookie: { name: FLASH_COOKIE, value: value!, url: baseUrl() } };
  } finally {
    await nojs.context.close();
  }
}

// Concurrently: each check is a page of its own in one browser, mostly waiting on the server.
describe.concurrent('React islands hydrate without a mismatch', () => {
  for (const lang of LANGUAGES) {
    it(`/${lang}/blog: the archive`, async () => {
      await checks(async (tab) => expect(await checkPage(tab, `/${lang}/blog`)).toEqual([]));
    });
    for (const route of FORM_PAGES) {
      const path = `/${lang}${route === '/' ? '' : route}`;
      it(`${path}: as first rendered, with the server's field errors, with the success panel`, async () => {
        await checks(async (tab) => {
          expect(await checkPage(tab, path), 'as first rendered').toEqual([]);
          const { formId, cookie } = await errorsFlashOf(route);
          expect(await checkPage(tab, path, cookie), 'with field errors').toEqual([]);
          expect(await checkPage(tab, path, flashCookie({ f: formId, s: 'ok' })), 'with the success panel').toEqual([]);
        });
      });
    }
  }
});
