// The conversion of visits with a good LCP against a poor one: a view's LCP rating is kept under
// its random id for two days, and a lead posted from that view (the form post's view_id) is
// counted under it; the view id is never stored with the lead nor exported (src/analytics/README.md).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHROME_UA, clearAnalytics, counterRows, homeLead, sendBeacon, total, viewId } from '../../../src/analytics/testing/measure';
import { ORIGIN, request } from '../../helpers/worker';
import { dayOf } from '../../../src/analytics/measure/dims';
import { tidyMeasurement } from '../../../src/analytics/measure/retention';
import { reportData } from '../../../src/analytics/report/queries';

beforeEach(clearAnalytics);

const TOKEN = 'export-token-0123456789abcdef0123';
let ip = 0;
const postLead = (over: Record<string, unknown>) =>
  request('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'User-Agent': CHROME_UA, 'CF-Connecting-IP': `203.0.113.${++ip}` },
    body: JSON.stringify(homeLead({ page: '/pt', ...over })),
  });

/** A view of /pt from its own visitor, and its LCP rating. */
async function viewWithLcp(rating: string, visitor: string): Promise<string> {
  const v = viewId();
  await sendBeacon({ e: 'view', p: '/pt', v, l: 'pt-BR' }, {}, visitor);
  await sendBeacon({ e: 'vital', p: '/pt', v, l: 'pt-BR', k: 'lcp', g: rating }, {}, visitor);
  return v;
}

const today = () => {
  const day = dayOf(Date.now(), env.SITE_TIMEZONE);
  return { from: day, to: day, days: 1 };
};

describe('conversion per LCP rating of the visit', () => {
  it('counts a lead under its view’s LCP rating, and the report sets good visits against poor ones', async () => {
    const good = await viewWithLcp('good', '198.51.100.1');
    await viewWithLcp('poor', '198.51.100.2');
    await viewWithLcp('needs-improvement', '198.51.100.3');
    expect((await postLead({ view_id: good })).status).toBe(200);

    const leads = (await counterRows()).filter((r) => r.event === 'lead');
    expect(leads.map((r) => [r.path, r.placement, r.detail, r.count])).toEqual([['/pt', 'home-page', 'lcp:good', 1]]);
    const data = await reportData(env.LEADS_DB, today());
    expect(data.totals.leads).toBe(1);
    expect(data.lcpConversion).toEqual([
      { rating: 'good', visits: 1, leads: 1, rate: 1 },
      { rating: 'needs-improvement', visits: 1, leads: 0, rate: 0 },
      { rating: 'poor', visits: 1, leads: 0, rate: 0 },
    ]);
    // The owner's page says it in words, a line per rating.
    const signIn = await request('/admin/sign-in', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '192.0.2.71' },
      body: new URLSearchParams({ token: TOKEN }).toString(),
      envOverrides: { LEADS_EXPORT_TOKEN: TOKEN },
    });
    const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
    const page = await request(`/admin/report?from=${today().from}&to=${today().to}`, {
      headers: { Cookie: cookie, 'Accept-Language': 'en' },
      envOverrides: { LEADS_EXPORT_TOKEN: TOKEN },
    });
    const html = (await page.text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/data-lcp="good">Visits with a good LCP: conversion 100(\.0)?% \(1 leads from 1 visits\)/);
    expect(html).toMatch(/data-lcp="poor">Visits with a poor LCP: conversion 0(\.0)?% \(0 leads from 1 visits\)/);
  });

  it('keeps the view id out of the lead’s row and its export', async () => {
    const good = await viewWithLcp('good', '198.51.100.4');
    expect((await postLead({ view_id: good })).status).toBe(200);
    const row = await env.LEADS_DB.prepare('SELECT * FROM leads ORDER BY id DESC').first();
    expect(row?.name).toBe('Ana Souza');
    expect(JSON.stringify(row)).not.toContain(good);
    const csv = await request('/api/export/leads.csv', {
      headers: { Authorization: `Bearer ${TOKEN}` },
      envOverrides: { LEADS_EXPORT_TOKEN: TOKEN },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Ana Souza');
    expect(text).not.toContain(good);
    expect(text).not.toContain('view_id');
  });

  it('takes no rating from a malformed view id, nor from a view that reported none', async () => {
    // Rows a malformed id would find if it were looked up: the beacon's format refuses them first.
    const malformed = ['VUPPERCASE01', 'short', 'v'.repeat(25), "vabcdefgh' OR 1=1 --"];
    await env.LEADS_DB.batch(
      malformed.map((view) =>
        env.LEADS_DB.prepare("INSERT INTO analytics_view_lcp (view, day, rating) VALUES (?, ?, 'good')").bind(view, today().from),
      ),
    );
    for (const view_id of [...malformed, viewId()]) expect((await postLead({ view_id })).status).toBe(200);
    expect(await total('lead')).toBe(5);
    expect((await counterRows()).filter((r) => r.event === 'lead').map((r) => r.detail)).toEqual(['']);
    expect((await reportData(env.LEADS_DB, today())).lcpConversion.map((c) => c.leads)).toEqual([0, 0, 0]);
  });

  it('forgets the views’ ratings after two days, charged to the budget', async () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    vi.setSystemTime(now);
    await env.LEADS_DB.batch(
      [
        ['va00000001', '2026-12-04'],
        ['va00000002', '2026-12-05'],
        ['va00000003', '2026-12-06'],
      ].map(([view, day]) =>
        env.LEADS_DB.prepare("INSERT INTO analytics_view_lcp (view, day, rating) VALUES (?, ?, 'good')").bind(view, day),
      ),
    );
    // Not in the hour's other minutes; in its first.
    const later = await tidyMeasurement(env.LEADS_DB, { now: now + 60_000, months: 13, budget: 80_000, timeZone: 'America/Sao_Paulo' });
    expect(later.views).toBe(0);
    const tidied = await tidyMeasurement(env.LEADS_DB, { now, months: 13, budget: 80_000, timeZone: 'America/Sao_Paulo' });
    expect(tidied.views).toBe(2);
    const { results } = await env.LEADS_DB.prepare('SELECT view FROM analytics_view_lcp').all<{ view: string }>();
    expect(results.map((r) => r.view)).toEqual(['va00000003']);
    const spent = await env.LEADS_DB.prepare("SELECT rows_written FROM analytics_budget WHERE day = '2026-12-07'").first<{
      rows_written: number;
    }>();
    expect(spent?.rows_written).toBe(2 + 1);
    vi.useRealTimers();
  });
});
