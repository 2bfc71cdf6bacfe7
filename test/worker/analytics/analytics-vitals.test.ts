// Core Web Vitals from real visitors: ratings counted per page and device (never a timing), the
// 75th percentile's rating and share of good per page, and conversion by LCP (src/analytics/README.md).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHONE_UA, clearAnalytics, counterRows, sendBeacon, viewId } from '../../../src/analytics/testing/measure';
import { resetBatchState } from '../../../src/analytics/measure/batch';
import { dayOf } from '../../../src/analytics/measure/dims';
import { reportData } from '../../../src/analytics/report/queries';
import { p75Rating } from '../../../src/analytics/report/vitals';

beforeEach(clearAnalytics);

const today = () => {
  const day = dayOf(Date.now(), env.SITE_TIMEZONE);
  return { from: day, to: day, days: 1 };
};
const vital = (p: string, k: string, g: string, v = viewId()) => ({ e: 'vital', p, v, k, g, l: 'pt-BR', s: 'google', m: 'cpc' });

describe('vitals', () => {
  it('the 75th percentile falls in the rating three quarters of the visits reach', () => {
    expect(p75Rating({ good: 75, 'needs-improvement': 20, poor: 5 })).toBe('good');
    expect(p75Rating({ good: 74, 'needs-improvement': 20, poor: 6 })).toBe('needs-improvement');
    expect(p75Rating({ good: 50, 'needs-improvement': 10, poor: 40 })).toBe('poor');
  });

  it('are counted as a rating per page and device, once per view and metric, with no source and no timing', async () => {
    const v = viewId();
    await sendBeacon({ ...vital('/pt', 'lcp', 'good', v), value: '1234.5' } as never);
    resetBatchState(); // another isolate, and a later report of the same view's LCP: not counted again
    await sendBeacon(vital('/pt', 'lcp', 'poor', v));
    await sendBeacon(vital('/pt', 'cls', 'good', v));
    const rows = await counterRows();
    expect(rows.map((r) => [r.event, r.path, r.device, r.detail, r.count, r.utm_source, r.country])).toEqual([
      ['vital', '/pt', 'desktop', 'cls:good', 1, '', ''],
      ['vital', '/pt', 'desktop', 'lcp:good', 1, '', ''],
    ]);
    expect(JSON.stringify(rows)).not.toContain('1234');
  });

  it("the report shows each page's p75 rating and share of good, and the visits per LCP rating", async () => {
    // /pt: 4 good LCPs of 4; /pt/about: 1 good, 3 poor (on phones).
    for (let i = 0; i < 4; i++) await sendBeacon(vital('/pt', 'lcp', 'good'), {}, `198.51.100.${i}`);
    await sendBeacon(vital('/pt/about', 'lcp', 'good'), { 'User-Agent': PHONE_UA }, '198.51.100.20');
    for (let i = 0; i < 3; i++) await sendBeacon(vital('/pt/about', 'lcp', 'poor'), { 'User-Agent': PHONE_UA }, `198.51.100.${30 + i}`);
    for (let i = 0; i < 4; i++) await sendBeacon({ e: 'view', p: '/pt', v: viewId() }, {}, `198.51.100.${i}`);
    for (let i = 0; i < 2; i++) await sendBeacon({ e: 'view', p: '/pt/about', v: viewId() }, {}, `198.51.100.${40 + i}`);
    await env.LEADS_DB.prepare(
      `INSERT INTO analytics_counts (day, event, path, lang, country, device, referrer, utm_source, utm_medium, utm_campaign, placement, detail, count)
       VALUES (?, 'lead', '/pt', 'pt', '', '', '', '', '', '', 'home-page', '', 1)`,
    )
      .bind(dayOf(Date.now(), env.SITE_TIMEZONE))
      .run();
    const data = await reportData(env.LEADS_DB, today());
    expect(data.vitals.map((r) => [r.path, r.device, r.vitals.lcp?.p75, r.vitals.lcp?.good, r.vitals.lcp?.n])).toEqual([
      ['/pt', 'desktop', 'good', 1, 4],
      ['/pt/about', 'phone', 'poor', 0.25, 4],
    ]);
    // A lead counted under no view's rating (posted without JavaScript) is in no rating's conversion.
    expect(data.lcpConversion).toEqual([
      { rating: 'good', visits: 5, leads: 0, rate: 0 },
      { rating: 'needs-improvement', visits: 0, leads: 0, rate: 0 },
      { rating: 'poor', visits: 3, leads: 0, rate: 0 },
    ]);
  });
});
