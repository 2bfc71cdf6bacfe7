// The standalone landing page in Chromium: the FAQ accordion (one open at a time,
// clicking the open one closes it; keyboard; without JavaScript too), the hero button's smooth
// scroll to the form, the language selector and a clean console.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enLanding from '../../locales/en/landing.json';
import { baseUrl, launch, openPage } from '../helpers/browser';

const ROUTE = '/diagnostico-lean-digital-gratuito';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function openStates(page: Page): Promise<boolean[]> {
  return page.locator('[data-faq-item]').evaluateAll((items) => items.map((d) => (d as HTMLDetailsElement).open));
}

const only = (i: number | null) => [0, 1, 2, 3, 4].map((n) => n === i);

describe('landing FAQ accordion', () => {
  it('keeps one item open at a time and closes the open one when clicked', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + ROUTE);
    const summaries = page.locator('[data-faq-item] > summary');
    await expect(summaries.count()).resolves.toBe(5);
    await expect(openStates(page)).resolves.toEqual(only(null));

    await summaries.nth(0).click();
    await expect(openStates(page)).resolves.toEqual(only(0));
    await expect(page.locator('[data-faq-item]').nth(0).locator('.faq__answer').isVisible()).resolves.toBe(true);
    await summaries.nth(2).click();
    await expect(openStates(page)).resolves.toEqual(only(2));
    await summaries.nth(2).click();
    await expect(openStates(page)).resolves.toEqual(only(null));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is operable with the keyboard (Tab, Enter, Space)', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + ROUTE);
    const summaries = page.locator('[data-faq-item] > summary');
    await summaries.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(openStates(page)).resolves.toEqual(only(1));
    // The open answer holds no focusable element: Tab goes to the next question.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('faq-q3');
    await page.keyboard.press('Space');
    await expect(openStates(page)).resolves.toEqual(only(2));
    await page.keyboard.press('Enter');
    await expect(openStates(page)).resolves.toEqual(only(null));
    // Visible focus on the question.
    const outline = await summaries.nth(2).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await context.close();
  });

  it('works without JavaScript, one open at a time', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(baseUrl() + ROUTE);
    const summaries = page.locator('[data-faq-item] > summary');
    await summaries.nth(3).click();
    await expect(openStates(page)).resolves.toEqual(only(3));
    await summaries.nth(4).click();
    await expect(openStates(page)).resolves.toEqual(only(4));
    await summaries.nth(4).click();
    await expect(openStates(page)).resolves.toEqual(only(null));
    await context.close();
  });
});

/**
 * Clicks the hero's button in the page and returns the scroll position right after the click, in
 * the same task (a jump is already there, a smooth scroll has not moved yet: how many frames it
 * takes depends on the machine's load), and once the scroll has ended.
 */
async function scrollByButton(page: Page): Promise<{ start: number; atClick: number; end: number }> {
  return page.evaluate(async () => {
    const start = Math.round(scrollY);
    const ended = new Promise((resolve) => addEventListener('scrollend', resolve, { once: true }));
    document.querySelector<HTMLElement>('[data-scroll-to-form]')!.click();
    const atClick = Math.round(scrollY);
    await ended;
    return { start, atClick, end: Math.round(scrollY) };
  });
}

async function formTop(page: Page): Promise<number> {
  return page.locator('#form').evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

describe('landing hero button', () => {
  it('scrolls smoothly to the form section', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + ROUTE, { waitUntil: 'networkidle' });
    const scroll = await scrollByButton(page);
    expect(scroll.atClick, 'no jump: the scroll is animated').toBe(scroll.start);
    expect(scroll.end).toBeGreaterThan(1000);
    expect(await formTop(page)).toBeGreaterThanOrEqual(0);
    expect(await formTop(page)).toBeLessThanOrEqual(24);
    await expect(page.locator('#form form').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#form');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(baseUrl() + ROUTE, { waitUntil: 'networkidle' });
    const scroll = await scrollByButton(page);
    expect(scroll.end).toBeGreaterThan(1000);
    expect(scroll.atClick, 'a jump, with the click').toBe(scroll.end);
    expect(await formTop(page)).toBeGreaterThanOrEqual(0);
    expect(await formTop(page)).toBeLessThanOrEqual(24);
    await context.close();
  });

  it('reaches the form without JavaScript', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    await page.goto(baseUrl() + ROUTE);
    await page.click('[data-scroll-to-form]');
    await expect.poll(() => formTop(page)).toBeLessThanOrEqual(24);
    expect(await formTop(page)).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

describe('landing page', () => {
  it('loads without console errors, failed requests or overflow, with no site header or site footer (only the legal links)', async () => {
    for (const width of [375, 1280]) {
      const { page, context, problems } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(baseUrl() + ROUTE, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBe(0);
      await expect(page.locator('[data-site-header]').count()).resolves.toBe(0);
      // No site footer: only the bare one with the privacy notice and the terms.
      await expect(page.locator('footer').count()).resolves.toBe(1);
      // (This unprefixed page links the unprefixed legal pages, like all its links.)
      expect(await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/privacy',
        '/terms',
      ]);
      // The language selector stays at the top right while scrolling.
      await page.evaluate(() => window.scrollTo(0, 2000));
      const box = await page.locator('.landing-lang').boundingBox();
      expect(box!.y).toBeLessThan(30);
      expect(box!.x + box!.width).toBeGreaterThan(width - 40);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('switches language from the fixed selector and stays on the landing page', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl() + ROUTE);
    await page.click('.landing-lang .lang-menu__button');
    await Promise.all([page.waitForURL((u) => u.pathname === ROUTE), page.click('.landing-lang a[data-lang="en"]')]);
    // Polled: the URL matched before the click too, so the wait above can return on the old page.
    await expect.poll(() => page.locator('h1').textContent()).toBe(enLanding.hero.title);
    expect(problems).toEqual([]);
    await context.close();
  });
});
