// The report's period form in Chromium, as the owner uses it: signed in through the form, each
// preset button and then custom dates show the report for that period (the shown period says so),
// and a preset still works once dates were typed. Presets are checked by their length and their
// pressed button, not by today's date, so the test holds whatever day it runs on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { baseUrl, launch, openPage } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The shown period: its first and last day (dd/mm/yyyy) and its length. */
async function shownPeriod(page: Page): Promise<{ from: string; to: string; days: number }> {
  const text = (await page.locator('.report__period').textContent()) ?? '';
  const match = /De (\d{2}\/\d{2}\/\d{4}) a (\d{2}\/\d{2}\/\d{4}) \((\d+) dias\)/.exec(text);
  expect(match, text).not.toBeNull();
  return { from: match![1]!, to: match![2]!, days: Number(match![3]) };
}

const dayNumber = (ddmmyyyy: string) => {
  const [d, m, y] = ddmmyyyy.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
};

async function expectShown(page: Page, days: number) {
  await page.waitForLoadState('domcontentloaded');
  expect(await page.locator('.report__invalid').count(), 'no error shown').toBe(0);
  const period = await shownPeriod(page);
  expect(period.days).toBe(days);
  expect(dayNumber(period.to) - dayNumber(period.from) + 1).toBe(days);
  return period;
}

it('each preset and custom dates show the report for that period', async () => {
  const { page, context, problems } = await openPage(browser, { locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl()}/admin/report`);
  await page.fill('#report-token', String(inject('exportToken')));
  await page.click('.report-sign-in button[type="submit"]');
  await page.waitForSelector('.report__period');
  // Signed in: the last 30 days, its button pressed.
  await expectShown(page, 30);

  for (const days of [7, 30, 90]) {
    const button = page.locator(`.report-range__presets button[value="${days}"]`);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('days') === String(days)), button.click()]);
    await expectShown(page, days);
    // A preset sends no dates at all, empty or not.
    expect(new URL(page.url()).searchParams.has('from')).toBe(false);
    expect(await page.locator(`.report-range__presets button[value="${days}"]`).getAttribute('aria-pressed')).toBe('true');
  }

  await page.fill('.report-range__dates input[name="from"]', '2026-03-02');
  await page.fill('.report-range__dates input[name="to"]', '2026-03-15');
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('from') === '2026-03-02'),
    page.click('.report-range__dates button[type="submit"]'),
  ]);
  expect(await expectShown(page, 14)).toEqual({ from: '02/03/2026', to: '15/03/2026', days: 14 });
  expect(await page.locator('.report-range__dates input[name="from"]').inputValue()).toBe('2026-03-02');
  expect(await page.locator('.report-range__presets button[aria-pressed="true"]').count()).toBe(0);
  // The CSV link follows the shown period.
  expect(await page.locator('a[href^="/admin/report.csv"]').getAttribute('href')).toBe('/admin/report.csv?from=2026-03-02&to=2026-03-15');

  // With dates in their fields, a preset is still the preset.
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('days') === '7'),
    page.click('.report-range__presets button[value="7"]'),
  ]);
  await expectShown(page, 7);
  expect(new URL(page.url()).searchParams.has('from')).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});
