// Home hero behaviour in Chromium: the typed headline (50 ms per character, then the
// highlight; complete at once for reduced motion and without JavaScript), the background video's
// retries (1 s, 2 s, 3 s, then the poster, only logged) and a clean console.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_START_MS } from '../../client/loader/activity';
import ptHome from '../../locales/pt/home.json';
import { baseUrl, launch, layoutShifts, openPage, watchLayoutShifts } from '../helpers/browser';

const HEADLINE = ptHome.hero.title.before + ptHome.hero.title.highlight + ptHome.hero.title.after;
const ACCENT_300 = 'rgb(251, 191, 36)';
const T0 = new Date('2026-03-02T09:00:00Z');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the headline shows: its text without the transparent characters still to be typed. */
function typedState(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-typed]')!;
    const clone = root.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.typed__char--hidden').forEach((rest) => {
      rest.remove();
    });
    const highlight = root.querySelector<HTMLElement>('[data-typed-highlight]')!;
    const hidden = root.querySelector<HTMLElement>('.typed__char--hidden');
    return {
      state: root.dataset.state,
      count: Number(root.dataset.count),
      shown: clone.textContent,
      full: root.textContent,
      untypedColor: hidden ? getComputedStyle(hidden).color : null,
      layoutShift: (window as unknown as { __cls?: number }).__cls ?? 0,
      visibility: getComputedStyle(root).visibility,
      highlightColor: getComputedStyle(highlight).color,
      height: root.closest('h1')!.getBoundingClientRect().height,
    };
  });
}

describe('typed headline', () => {
  it('types at 50 ms per character, keeps its final size, then shows the highlight', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await watchLayoutShifts(page);
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto(baseUrl() + '/');
    // The paused clock holds the starter's timer: the loader starts EAGER_START_MS after load.
    await page.clock.runFor(EAGER_START_MS);
    await expect.poll(async () => (await typedState(page)).state).toBe('typing');

    const start = await typedState(page);
    expect(start).toMatchObject({ count: 0, shown: '', full: HEADLINE, visibility: 'visible', untypedColor: 'rgba(0, 0, 0, 0)' });

    await page.clock.runFor(50);
    await expect.poll(async () => (await typedState(page)).count).toBe(1);
    expect((await typedState(page)).shown).toBe(HEADLINE.slice(0, 1));

    await page.clock.runFor(50 * 9);
    await expect.poll(async () => (await typedState(page)).count).toBe(10);
    // The paused clock runs none of the page's timers between these steps.
    await page.clock.runFor(49);
    expect((await typedState(page)).count).toBe(10);
    await page.clock.runFor(1);
    await expect.poll(async () => (await typedState(page)).count).toBe(11);
    const mid = await typedState(page);
    expect(mid.shown).toBe(HEADLINE.slice(0, 11));
    expect(mid.state).toBe('typing');
    expect(mid.highlightColor).not.toBe(ACCENT_300);

    await page.clock.runFor(50 * (HEADLINE.length - 11));
    await expect.poll(async () => (await typedState(page)).state).toBe('done');
    const end = await typedState(page);
    expect(end).toMatchObject({ count: HEADLINE.length, shown: HEADLINE });
    // The complete headline held the final size all along: no layout shift.
    expect(end.height).toBe(start.height);
    expect(end.layoutShift, (await layoutShifts(page)).shifts.join('\n')).toBeLessThan(0.001);
    await expect.poll(async () => (await typedState(page)).highlightColor).toBe(ACCENT_300);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is complete with its highlight at once when the visitor prefers reduced motion', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto(baseUrl() + '/');
    // The paused clock holds the starter's timer: the loader starts EAGER_START_MS after load.
    await page.clock.runFor(EAGER_START_MS);
    // Before and after its script: never a partial headline.
    expect(await typedState(page)).toMatchObject({ shown: HEADLINE, visibility: 'visible', highlightColor: ACCENT_300 });
    await expect.poll(async () => (await typedState(page)).state).toBe('done');
    expect(await typedState(page)).toMatchObject({ count: HEADLINE.length, shown: HEADLINE, highlightColor: ACCENT_300 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is complete with its highlight without JavaScript', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(baseUrl() + '/');
    const h1 = page.locator('h1');
    await expect(h1.textContent()).resolves.toBe(HEADLINE);
    await expect(h1.isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-typed-highlight]').evaluate((el) => getComputedStyle(el).color)).resolves.toBe(ACCENT_300);
    await context.close();
  });
});

describe('hero video', () => {
  it('retries a failing video after 1 s, 2 s and 3 s, only logging, then keeps the poster', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const requests: string[] = [];
    await page.route(/\/media\/hero\/hero-loop\.(webm|mp4)$/, (route) => {
      requests.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    });
    const logs: { type: string; text: string; url: string }[] = [];
    page.on('console', (m) => logs.push({ type: m.type(), text: m.text(), url: m.location().url }));
    const webm = () => requests.filter((p) => p.endsWith('.webm')).length;
    const infos = () => logs.filter((l) => l.type === 'info' && l.text.startsWith('Hero video failed')).length;

    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto(baseUrl() + '/');
    // The paused clock holds the starter's timer: the loader starts EAGER_START_MS after load.
    await page.clock.runFor(EAGER_START_MS);

    // The first load fails; each retry waits its delay (1 s, 2 s, 3 s) and no longer.
    await expect.poll(infos).toBe(1);
    expect(webm()).toBe(1);
    for (const [attempt, delay] of [
      [1, 1000],
      [2, 2000],
      [3, 3000],
    ] as const) {
      await page.clock.runFor(delay - 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(webm(), `before retry ${attempt}`).toBe(attempt);
      await page.clock.runFor(1);
      await expect.poll(webm, { message: `retry ${attempt}` }).toBe(attempt + 1);
      if (attempt < 3) await expect.poll(infos).toBe(attempt + 1);
    }

    // After the third retry fails: a warning, the poster, and no more requests.
    await expect.poll(() => logs.some((l) => l.type === 'warning' && l.text.startsWith('Hero video unavailable'))).toBe(true);
    await page.clock.runFor(20_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(webm()).toBe(4);
    expect(infos()).toBe(3);
    await expect(page.locator('[data-hero-video]').getAttribute('data-state')).resolves.toBe('poster');
    await expect(page.locator('[data-hero-video]').isVisible()).resolves.toBe(false);
    await expect(page.locator('.home-hero__poster').isVisible()).resolves.toBe(true);
    // Only logged: the sole console errors are the browser's own notes on the refused video files.
    const errors = logs.filter((l) => l.type === 'error');
    expect(errors.filter((l) => !/\/media\/hero\/hero-loop\.(webm|mp4)$/.test(l.url))).toEqual([]);
    await context.close();
  });

  it('on a phone waits for the first activity, then plays the 640×360 encode', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    const videoRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/media\/hero\/hero-loop/.test(req.url())) videoRequests.push(new URL(req.url()).pathname);
    });
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const video = page.locator('[data-hero-video]');
    // Loaded and left alone: the poster, and not a byte of video.
    expect(videoRequests).toEqual([]);
    await expect(video.evaluate((v: HTMLVideoElement) => v.paused)).resolves.toBe(true);
    await page.mouse.wheel(0, 40);
    await expect.poll(() => videoRequests[0]).toBe('/media/hero/hero-loop-640.webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(videoRequests.every((p) => p.includes('-640.'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not play for visitors who prefer reduced motion: the poster shows instead', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const videoRequests: string[] = [];
    page.on('request', (req) => {
      if (/hero-loop\.(webm|mp4)$/.test(req.url())) videoRequests.push(req.url());
    });
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    const video = page.locator('[data-hero-video]');
    await expect.poll(() => video.getAttribute('data-state')).toBe('poster');
    await expect(video.evaluate((v: HTMLVideoElement) => v.paused && !v.autoplay)).resolves.toBe(true);
    await expect(video.isVisible()).resolves.toBe(false);
    await expect(page.locator('.home-hero__poster').isVisible()).resolves.toBe(true);
    // No source matches reduced motion, so the video is never downloaded.
    expect(videoRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('home page', () => {
  it('loads without console errors, failed requests or overflow at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page, context, problems } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('[data-typed]').getAttribute('data-state')).toBe('done');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('jumps to the diagnostic form from the hero button', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(baseUrl() + '/');
    await page.click('[data-hero-diagnostic]');
    await expect.poll(() => page.locator('#diagnostico').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#diagnostico');
    await context.close();
  });
});
