// The site's own measurement, end to end in Chromium: one visit from a campaign link (two pages,
// a call to action, a form started, a lead) shows in /api/report, /admin/report and the CSV, and
// the lead carries where it came from; a visit with Sec-GPC: 1 adds only its lead.
// Other files' pages share the server and post leads too: each test's visits have a campaign of
// their own, so no test reads another's figures and any order runs them alike. Their
// browsers send no beacon (navigator.webdriver); this file's pages look like a visitor's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { baseUrl, formReady, launch, openPage, submitAndWait } from '../helpers/browser';
import { exported, unique } from '../../src/leads/testing/export-browser';
import { WAIT_MS } from '../helpers/patience';

/** A campaign of this run only: each test's visits are told apart from every other's by their own. */
const campaign = () => `x-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CAMPAIGN = campaign();
const VISITOR = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  locale: 'pt-BR',
  viewport: { width: 1280, height: 800 },
};
const auth = () => ({ Authorization: `Bearer ${inject('exportToken')}` });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Row {
  key: string;
  views: number;
  visitors: number;
  ctas: number;
  starts: number;
  leads: number;
}

/**
 * The row of `key`, a campaign, in /api/report once it holds what `done` wants (the beacons are
 * written in batches, a moment later); WAIT_MS only ends a wait that would never end.
 */
async function campaignRow(key: string, done: (row: Row | undefined) => boolean): Promise<Row | undefined> {
  const until = Date.now() + WAIT_MS;
  let row: Row | undefined;
  for (;;) {
    const res = await fetch(`${baseUrl()}/api/report?days=7`, { headers: auth() });
    expect(res.status).toBe(200);
    row = ((await res.json()) as { breakdowns: { campaign: Row[] } }).breakdowns.campaign.find((r) => r.key === key);
    if (done(row) || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A visitor's tab: not driven by automation as far as the page can tell, so it is counted. */
async function visitorPage(extraHTTPHeaders?: Record<string, string>) {
  const opened = await openPage(browser, { ...VISITOR, ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}) });
  await opened.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  return opened;
}

const beacon = (page: Page, event: string) =>
  page.waitForRequest((r) => r.url().endsWith('/api/beacon') && (r.postData() ?? '').includes(`"e":"${event}"`));

it('a visit from a campaign: 2 views, 1 visitor, 1 call to action, 1 form start and 1 lead, in the report, the CSV and the lead', async () => {
  const { page, context, problems } = await visitorPage();
  const firstView = beacon(page, 'view');
  await page.goto(`${baseUrl()}/pt?utm_source=bars&utm_campaign=${CAMPAIGN}`);
  await firstView;
  // The header's call to action opens the second page (the diagnostic request).
  const secondView = beacon(page, 'view');
  const cta = beacon(page, 'cta');
  await page.locator('a.site-nav__cta').first().click();
  await cta;
  await page.waitForURL(/\/pt\/diagnosticlean/);
  await secondView;
  const D = '#diagnostic-request-form';
  await formReady(page, D);
  const start = beacon(page, 'form_start');
  const email = unique('analytics');
  await page.fill(`${D}-name`, 'Olga Pires');
  await start;
  await page.fill(`${D}-company`, 'Ômega Estampos');
  await page.fill(`${D}-phone`, '5511987654321');
  await page.fill(`${D}-email`, email);
  await submitAndWait(page, D, `${D} [data-form-success]`);
  expect(await context.cookies(), 'no cookie on a visitor').toEqual([]);
  expect(problems).toEqual([]);
  await context.close();

  // Every measure awaited: beacons are stored in batches, each flushed on its own, so one can land
  // later than another. The exact figures below still catch a double count.
  const row = await campaignRow(
    CAMPAIGN,
    (r) => (r?.views ?? 0) >= 2 && (r?.visitors ?? 0) >= 1 && (r?.ctas ?? 0) >= 1 && (r?.starts ?? 0) >= 1 && (r?.leads ?? 0) >= 1,
  );
  expect(row).toMatchObject({ views: 2, visitors: 1, ctas: 1, starts: 1, leads: 1 });

  expect(await exported('leads.csv', email)).toMatchObject({
    page: '/pt/diagnosticlean',
    landing_page: '/pt',
    referrer_host: '',
    utm_source: 'bars',
    utm_campaign: CAMPAIGN,
  });

  const csv = await (await fetch(`${baseUrl()}/api/report.csv?days=7&format=csv-comma`, { headers: auth() })).text();
  const views = csv.split('\r\n').filter((line) => line.includes(`"${CAMPAIGN}"`) && line.includes('"view"'));
  expect(views.map((line) => line.split(',')[2])).toEqual(['"/pt"', '"/pt/diagnosticlean"']);

  // The page, signed in with the token.
  const signIn = await fetch(`${baseUrl()}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: String(inject('exportToken')) }),
  });
  expect(signIn.status).toBe(303);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const html = await (await fetch(`${baseUrl()}/admin/report?days=7`, { headers: { Cookie: cookie } })).text();
  const tr = new RegExp(`<tr data-key="${CAMPAIGN}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
  const cell = (m: string) => new RegExp(`data-measure="${m}">([^<]*)<`).exec(tr)?.[1];
  expect(['views', 'visitors', 'ctas', 'starts', 'leads'].map(cell)).toEqual(['2', '1', '1', '1', '1']);
});

it('a visit with Sec-GPC: 1 adds its lead and nothing else', async () => {
  // A campaign of its own: nothing of another test's visits is in its row.
  const gpc = campaign();
  const { page, context, problems } = await visitorPage({ 'Sec-GPC': '1' });
  await page.goto(`${baseUrl()}/pt?utm_source=bars&utm_campaign=${gpc}`);
  const F = '#lead-home-page-strict';
  await formReady(page, F);
  await page.fill(`${F}-name`, 'Paulo Reis');
  await page.fill(`${F}-company`, 'Rô Plásticos');
  await page.fill(`${F}-phone`, '+5511987654321');
  await page.fill(`${F}-email`, unique('analytics-gpc'));
  await page.fill(`${F}-pain`, 'Refugo alto na linha de estampagem');
  await submitAndWait(page, F, `${F} [data-form-success]`);
  expect(problems).toEqual([]);
  await context.close();
  const row = await campaignRow(gpc, (r) => (r?.leads ?? 0) >= 1);
  expect(row).toMatchObject({ views: 0, visitors: 0, ctas: 0, starts: 0, leads: 1 });
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations of the page as it is, as readable lines. */
async function serious(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  });
}

it('the report page: signed in through its form, readable on a phone without horizontal scrolling, axe-clean', async () => {
  const { page, context, problems } = await openPage(browser, {
    viewport: { width: 375, height: 800 },
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await page.goto(`${baseUrl()}/admin/report`);
  expect(await serious(page), 'sign-in page').toEqual([]);
  await page.fill('#report-token', String(inject('exportToken')));
  await page.click('.report-sign-in button[type="submit"]');
  await page.waitForSelector('.report-funnel');
  expect(await page.locator('script[src], script[nonce]').count(), 'no script on the report').toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await serious(page), 'report page').toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
