// People at every step, channels as the owner thinks of them, and one call to action per view
// however many isolates see it (src/analytics/README.md).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHROME_UA, clearAnalytics, sendBeacon, total, viewId } from '../../../src/analytics/testing/measure';
import { resetBatchState } from '../../../src/analytics/measure/batch';
import { dayOf } from '../../../src/analytics/measure/dims';
import { reportData } from '../../../src/analytics/report/queries';
import { CLICK_IDS } from '../../../src/shared/beacon-protocol';
import { channelOf } from '../../../src/shared/channel';
import { ORIGIN, request } from '../../helpers/worker';

beforeEach(clearAnalytics);

const today = () => {
  const day = dayOf(Date.now(), env.SITE_TIMEZONE);
  return { from: day, to: day, days: 1 };
};

describe('people at every step', () => {
  it('one visitor clicking to contact on two pages is two clicks and one person; shares stay at or under 100%', async () => {
    for (const p of ['/pt', '/pt/about']) {
      const v = viewId();
      await sendBeacon({ e: 'view', p, v, l: 'pt-BR' });
      await sendBeacon({ e: 'cta', p, v, k: 'whatsapp', t: 'header' });
      await sendBeacon({ e: 'form_start', p, v, t: 'home-page' });
    }
    const { totals } = await reportData(env.LEADS_DB, today());
    expect(totals).toMatchObject({ views: 2, visitors: 1, ctas: 2, ctaVisitors: 1, starts: 2, startVisitors: 1 });
    for (const step of ['ctaVisitors', 'startVisitors'] as const) expect(totals[step]).toBeLessThanOrEqual(totals.visitors);
  });

  it('a call to action or form start of one view counts once, whichever isolates see its beacons', async () => {
    const v = viewId();
    await sendBeacon({ e: 'view', p: '/pt', v });
    for (let isolate = 0; isolate < 3; isolate++) {
      resetBatchState(); // another isolate: nothing in memory
      await sendBeacon({ e: 'cta', p: '/pt', v, k: 'phone', t: 'footer' });
      await sendBeacon({ e: 'form_start', p: '/pt', v, t: 'home-page' });
    }
    expect(await total('cta')).toBe(1);
    expect(await total('form_start')).toBe(1);
    // A new view of the same visitor clicks again: counted, not a new person.
    await sendBeacon({ e: 'cta', p: '/pt', v: viewId(), k: 'phone', t: 'footer' });
    expect(await total('cta')).toBe(2);
    expect(await total('cta', 'visitors')).toBe(1);
  });
});

describe('channels', () => {
  it("follow Google Analytics' default grouping", () => {
    const cases: [Parameters<typeof channelOf>[0], string][] = [
      [{ utm_source: 'google', utm_medium: 'cpc' }, 'paid_search'],
      [{ utm_source: 'bing', utm_medium: 'ppc' }, 'paid_search'],
      [{ referrer: 'google' }, 'organic_search'],
      [{ utm_source: 'newsletter', utm_medium: 'organic' }, 'organic_search'],
      [{ utm_source: 'facebook', utm_medium: 'paid-social' }, 'paid_social'],
      [{ utm_source: 'ig', utm_medium: 'cpm' }, 'paid_social'],
      [{ referrer: 'linkedin' }, 'social'],
      [{ utm_source: 'parceiro', utm_medium: 'social' }, 'social'],
      [{ utm_source: 'rd', utm_medium: 'email' }, 'email'],
      [{ referrer: 'portal-industria.com.br' }, 'referral'],
      [{ utm_source: 'feira', utm_medium: 'referral' }, 'referral'],
      [{}, 'direct'],
      [{ utm_source: 'feira', utm_medium: 'banner' }, 'other'],
    ];
    for (const [visit, channel] of cases) expect(channelOf(visit), JSON.stringify(visit)).toBe(channel);
  });

  it('an ad click identifier marks the visit paid, as the browser tags it', () => {
    const [source, medium] = CLICK_IDS.gclid;
    expect(channelOf({ utm_source: source, utm_medium: medium })).toBe('paid_search');
    expect(channelOf({ utm_source: CLICK_IDS.msclkid[0], utm_medium: CLICK_IDS.msclkid[1] })).toBe('paid_search');
    expect(channelOf({ utm_source: CLICK_IDS.fbclid[0], utm_medium: CLICK_IDS.fbclid[1] })).toBe('paid_social');
  });

  it('a paid Google visit and a Google search visit are two sources in two channels', async () => {
    await sendBeacon({ e: 'view', p: '/pt', v: viewId(), s: 'google', m: 'cpc' }, {}, '198.51.100.1');
    await sendBeacon({ e: 'view', p: '/pt', v: viewId(), r: 'www.google.com.br' }, {}, '198.51.100.2');
    const { breakdowns } = await reportData(env.LEADS_DB, today());
    expect(breakdowns.channel.map((r) => [r.key, r.visitors]).sort()).toEqual([
      ['organic_search', 1],
      ['paid_search', 1],
    ]);
    expect(breakdowns.source.map((r) => [r.key, r.channel]).sort()).toEqual([
      ['google / cpc', 'paid_search'],
      ['google / organic', 'organic_search'],
    ]);
  });

  it("each exported lead carries its visit's channel", async () => {
    const TOKEN = 'export-token-0123456789abcdefghijklmnop';
    const lead = await request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'User-Agent': CHROME_UA, 'CF-Connecting-IP': '198.51.100.30' },
      body: JSON.stringify({
        name: 'Bia Lima',
        company: 'Metalúrgica Beta',
        phone: '11999997777',
        email: 'bia@beta.com.br',
        pain: 'Paradas longas',
        identificador: 'home-page',
        lang: 'pt',
        page: '/pt',
        utm_source: 'google',
        utm_medium: 'cpc',
        idempotency_key: crypto.randomUUID(),
      }),
    });
    expect(lead.status).toBe(200);
    const csv = await (
      await request('/api/export/leads.csv', { headers: { Authorization: `Bearer ${TOKEN}` }, envOverrides: { LEADS_EXPORT_TOKEN: TOKEN } })
    ).text();
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toMatch(/;"channel"$/);
    expect(rows.find((r) => r.includes('bia@beta.com.br'))).toMatch(/;"paid_search"$/);
  });
});
