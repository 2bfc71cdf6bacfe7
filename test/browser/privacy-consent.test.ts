// The analytics consent banner in Chromium, on pages served as if GA_MEASUREMENT_ID were set (the
// shared site, told so per request by the development-only x-dev-vars header) and every Google
// host intercepted: nothing reaches Google and no _ga cookie exists before an explicit accept,
// none at all after a reject; Consent Mode v2 defaults denied, then granted; the choice survives
// a reload and changes from the footer; keyboard, axe, layout shift, and the no-JavaScript post.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_VARS_HEADER } from '../../src/dev/vars';
import { baseUrl, launch, layoutShifts, openPage, watchLayoutShifts } from '../helpers/browser';

const GA_ID = 'G-TEST12345';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const GOOGLE = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com)$/;

/**
 * What gtag.js does that matters here, served in its place: it reads the consent state from the
 * dataLayer and, only when analytics_storage is granted, sets the _ga cookie and sends a hit.
 */
const FAKE_GTAG = `(() => {
  let granted = false;
  for (const entry of window.dataLayer || []) {
    const a = Array.from(entry);
    if (a[0] === 'consent' && a[2] && a[2].analytics_storage) granted = a[2].analytics_storage === 'granted';
  }
  if (granted && !window['ga-disable-${GA_ID}']) {
    document.cookie = '_ga=GA1.1.12345.67890; Path=/; Max-Age=34128000';
    document.cookie = '_ga_TEST12345=GS1.1.1; Path=/; Max-Age=34128000';
    navigator.sendBeacon('https://region1.google-analytics.com/g/collect?tid=${GA_ID}');
  }
})();`;

/** Every request of this file's pages carries it: the site answers as if GA_MEASUREMENT_ID were set. */
const ANALYTICS_ON = { [DEV_VARS_HEADER]: `GA_MEASUREMENT_ID=${GA_ID}` };

let site: string;
let browser: Browser;

beforeAll(async () => {
  site = baseUrl();
  browser = await launch();
});
afterAll(() => browser?.close());

interface Visitor {
  context: BrowserContext;
  page: Page;
  google: string[];
  problems: string[];
}

async function visitor(options: Parameters<Browser['newContext']>[0] = {}): Promise<Visitor> {
  const { context, page, problems } = await openPage(browser, { ...options, extraHTTPHeaders: ANALYTICS_ON });
  const google: string[] = [];
  await context.route(
    (url) => url.origin !== site,
    async (route) => {
      const url = new URL(route.request().url());
      if (GOOGLE.test(url.hostname)) google.push(url.href);
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG });
      }
      return route.fulfill({ status: 204, body: '' });
    },
  );
  return { context, page, google, problems };
}

/** Scrolls, moves, taps and types: every kind of activity that could load gtag.js. */
async function interact(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('Shift');
  await page.mouse.click(5, 300);
  await page.waitForTimeout(300);
}

const analyticsCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => /^_ga/.test(c.name)).map((c) => c.name);
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'cookie_consent');
/** The choice the consent cookie holds: the page writes it, so a check right after a choice polls it. */
const consentChoice = async (context: BrowserContext) => (await consentCookie(context))?.value;
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((e) => Array.from(e) as unknown[])
      .filter((a) => a[0] === 'consent')
      .map((a) => [a[1], a[2]]),
  );
const banner = (page: Page) => page.locator('[data-consent-banner]');
const scriptReady = (page: Page) => page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));

describe('before any choice', () => {
  it('shows the banner, sets Consent Mode defaults to denied, and nothing reaches Google however the visitor interacts', async () => {
    const v = await visitor();
    await v.page.goto(`${site}/about`);
    await scriptReady(v.page);
    await expect.poll(() => banner(v.page).isVisible()).toBe(true);
    await interact(v.page);
    await v.page.goto(`${site}/en/solutions/mes`);
    await interact(v.page);
    expect(await consentCalls(v.page)).toEqual([
      ['default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ]);
    expect(v.google).toEqual([]);
    expect(await analyticsCookies(v.context)).toEqual([]);
    expect(await consentCookie(v.context)).toBeUndefined();
    expect(v.problems).toEqual([]);
    await v.context.close();
  });
});

describe('reject', () => {
  it('is remembered for 6 months and nothing ever loads, across pages and reloads', async () => {
    const v = await visitor();
    await v.page.goto(`${site}/`);
    await scriptReady(v.page);
    await banner(v.page).getByRole('button', { name: 'Recusar' }).click();
    await expect.poll(() => banner(v.page).isHidden()).toBe(true);
    await expect.poll(() => consentChoice(v.context)).toBe('denied');
    const cookie = await consentCookie(v.context);
    // On the browser's clock, which set the expiry (this process may run on the suite's moved one).
    const days = (cookie!.expires * 1000 - (await v.page.evaluate(() => Date.now()))) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(366);
    await interact(v.page);
    await v.page.reload();
    await scriptReady(v.page);
    expect(await banner(v.page).isHidden()).toBe(true);
    await interact(v.page);
    await v.page.goto(`${site}/blog`);
    await interact(v.page);
    expect(v.google).toEqual([]);
    expect(await analyticsCookies(v.context)).toEqual([]);
    expect(v.problems).toEqual([]);
    await v.context.close();
  });
});

describe('accept', () => {
  it('updates consent to granted and only then loads gtag; the choice survives a reload and changes from the footer', async () => {
    const v = await visitor();
    await v.page.goto(`${site}/en/about`);
    await scriptReady(v.page);
    expect(v.google).toEqual([]);
    await banner(v.page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => v.google.some((u) => u.startsWith(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`))).toBe(true);
    expect(await consentCalls(v.page)).toEqual([
      ['default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['update', { analytics_storage: 'granted' }],
    ]);
    await expect.poll(() => analyticsCookies(v.context)).toContain('_ga');
    await expect.poll(() => consentChoice(v.context)).toBe('granted');

    // A reload: no banner, granted again from the cookie, gtag at the first interaction.
    v.google.length = 0;
    await v.page.reload();
    await scriptReady(v.page);
    expect(await banner(v.page).isHidden()).toBe(true);
    expect((await consentCalls(v.page)).map((c) => c[0])).toEqual(['default', 'update']);
    await interact(v.page);
    await expect.poll(() => v.google.some((u) => u.includes('/gtag/js'))).toBe(true);
    // gtag's hit, awaited here so that it cannot land after the reject below.
    await expect.poll(() => v.google.some((u) => u.includes('/g/collect'))).toBe(true);

    // The footer's 'cookie preferences' opens the banner in place; reject stops and clears it all.
    const link = v.page.locator('footer [data-consent-open]');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => banner(v.page).isVisible()).toBe(true);
    expect(await v.page.evaluate(() => document.activeElement?.id)).toBe('consent-title');
    await banner(v.page).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => consentChoice(v.context)).toBe('denied');
    await expect.poll(() => analyticsCookies(v.context)).toEqual([]);
    expect(await v.page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(true);
    expect((await consentCalls(v.page)).at(-1)).toEqual(['update', { analytics_storage: 'denied' }]);

    v.google.length = 0;
    await v.page.reload();
    await interact(v.page);
    expect(v.google).toEqual([]);
    expect(await analyticsCookies(v.context)).toEqual([]);
    expect(v.problems).toEqual([]);
    await v.context.close();
  });
});

describe('keyboard', () => {
  it('reaches the choices right after the skip link and accepts with Enter', async () => {
    const v = await visitor();
    await v.page.goto(`${site}/es`);
    await scriptReady(v.page);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      await v.page.keyboard.press('Tab');
      order.push(await v.page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? ''));
    }
    expect(order.slice(1)).toEqual(['Más información en la política de privacidad', 'Aceptar', 'Rechazar']);
    await v.page.keyboard.press('Shift+Tab');
    await v.page.keyboard.press('Enter');
    await expect.poll(() => consentChoice(v.context)).toBe('granted');
    expect(await banner(v.page).isHidden()).toBe(true);
    // Focus went back to the page, not lost on a hidden button.
    expect(await v.page.evaluate(() => document.activeElement?.id)).toBe('main');
    await v.context.close();
  });
});

describe('layout', () => {
  for (const width of [375, 1280]) {
    it(`${width} px: two buttons of the same size, no layout shift, no serious axe violation`, async () => {
      const v = await visitor({ viewport: { width, height: 800 }, bypassCSP: true, reducedMotion: 'reduce' });
      await watchLayoutShifts(v.page);
      await v.page.goto(`${site}/`, { waitUntil: 'load' });
      await v.page.waitForTimeout(500);
      const boxes = await banner(v.page)
        .locator('button')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [Math.round(r.width), Math.round(r.height)]));
      expect(boxes).toHaveLength(2);
      expect(boxes[0]).toEqual(boxes[1]);
      const inView = await banner(v.page).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom <= innerHeight + 1 && r.top >= 0 && r.width >= innerWidth - 1;
      });
      expect(inView).toBe(true);
      const { cls, shifts } = await layoutShifts(v.page);
      expect(cls, shifts.join('\n')).toBeLessThan(0.02);
      await v.page.addScriptTag({ content: AXE_SOURCE });
      const violations = await v.page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: unknown,
                o: unknown,
              ) => Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }>;
            };
          }
        ).axe;
        const r = await axe.run('[data-consent-banner]', { resultTypes: ['violations'] });
        return r.violations.map((x) => ({ id: x.id, impact: x.impact, html: x.nodes.map((n) => n.html.slice(0, 120)) }));
      });
      expect(violations).toEqual([]);
      await v.context.close();
    });
  }
});

/**
 * A server in front of the site that sends each HTML page in two parts, the second `pause` ms
 * after the first, cut where `cut` first occurs: a slow network's first paint, at a chosen place.
 */
async function stallingProxy(cut: string, pause: number): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'accept-encoding')) as Record<
      string,
      string
    >;
    const up = await fetch(site + (req.url ?? '/'), { headers, redirect: 'manual' });
    const body = Buffer.from(await up.arrayBuffer());
    const kept: Record<string, string> = {};
    up.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) kept[name] = value;
    });
    res.writeHead(up.status, kept);
    const at = (up.headers.get('content-type') ?? '').includes('html') ? body.indexOf(cut) : -1;
    if (at < 0) return void res.end(body);
    res.write(body.subarray(0, at));
    setTimeout(() => res.end(body.subarray(at)), pause);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('layout on a slow network', () => {
  it('a first paint inside the banner shows none of it, so it appears whole and shifts nothing', async () => {
    // The document stops for a moment right after the banner's first tag: Chromium paints what it
    // has parsed (an empty banner, before the fix) and then the rest grows it upwards.
    const proxy = await stallingProxy('consent-banner__text', 800);
    try {
      const v = await openPage(browser, {
        viewport: { width: 375, height: 800 },
        bypassCSP: true,
        reducedMotion: 'reduce',
        extraHTTPHeaders: ANALYTICS_ON,
      });
      await v.context.route(
        (url) => GOOGLE.test(url.hostname),
        (route) => route.fulfill({ status: 204, body: '' }),
      );
      await watchLayoutShifts(v.page);
      await v.page.goto(`${proxy.url}/`, { waitUntil: 'load' });
      await expect(banner(v.page).isVisible()).resolves.toBe(true);
      const { cls, shifts } = await layoutShifts(v.page);
      expect(cls, shifts.join('\n')).toBe(0);
      expect(v.problems).toEqual([]);
      await v.context.close();
    } finally {
      proxy.close();
    }
  });
});

describe('without JavaScript', () => {
  it('the buttons post the choice, the page comes back without the banner, and the footer link leads to the preferences', async () => {
    const v = await visitor({ javaScriptEnabled: false });
    await v.page.goto(`${site}/en/services`);
    await banner(v.page).getByRole('button', { name: 'Reject' }).click();
    await v.page.waitForURL(`${site}/en/services`);
    expect(await banner(v.page).isHidden()).toBe(true);
    expect(await consentChoice(v.context)).toBe('denied');
    await v.page.locator('footer [data-consent-open]').click();
    await v.page.waitForURL(`${site}/en/privacy#cookie-preferences`);
    expect(await v.page.locator('[data-consent-state]').getAttribute('data-consent-state')).toBe('denied');
    await v.page.locator('#cookie-preferences').getByRole('button', { name: 'Accept' }).click();
    await v.page.waitForURL(`${site}/en/privacy#cookie-preferences`);
    expect(await v.page.locator('[data-consent-state]').getAttribute('data-consent-state')).toBe('granted');
    expect(v.google).toEqual([]);
    await v.context.close();
  });
});
