// What a day is (SITE_TIMEZONE): counters, the report's periods and the digest's week follow the
// site's zone, with set clocks, in a zone without daylight saving (São Paulo) and one with it (New York).
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHROME_UA, clearAnalytics, counterRows, homeLead, sendBeacon, viewId } from '../../../src/analytics/testing/measure';
import { ORIGIN, request } from '../../helpers/worker';
import { addDays, dayStart, localDay, siteTimeZone } from '../../../src/util/local-day';
import { digestDue, lastWeek } from '../../../src/analytics/report/digest';
import { rangeOf } from '../../../src/analytics/report/range';
import { forgetNotedZone, noteTimeZone, zoneNote } from '../../../src/analytics/measure/zone';
import { upsertCount } from '../../../src/analytics/measure/store';
import { EMPTY_DIMS } from '../../../src/analytics/measure/dims';
import { scheduledRun } from '../../../src/scheduled';
import type { Bindings } from '../../../src/env';

const TOKEN = 'report-token-0123456789abcdefghijklmnop';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

beforeEach(async () => {
  await clearAnalytics();
  forgetNotedZone();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('localDay and dayStart', () => {
  it('São Paulo (UTC−3 all year): 21:30 on a Monday is Monday, however late it is in UTC', () => {
    expect(localDay(at('2026-03-03T00:30:00Z'), SP)).toBe('2026-03-02');
    expect(localDay(at('2026-03-03T02:59:59Z'), SP)).toBe('2026-03-02');
    expect(localDay(at('2026-03-03T03:00:00Z'), SP)).toBe('2026-03-03');
    expect(dayStart('2026-03-02', SP)).toBe(at('2026-03-02T03:00:00Z'));
    expect(dayStart('2026-07-13', SP)).toBe(at('2026-07-13T03:00:00Z'));
  });

  it('New York: a day starts at 05:00 UTC in winter, 04:00 UTC in summer, across both changes of clock', () => {
    // Clocks went forward on 2026-03-08 and go back on 2026-11-01.
    expect(dayStart('2026-03-08', NY)).toBe(at('2026-03-08T05:00:00Z'));
    expect(dayStart('2026-03-09', NY)).toBe(at('2026-03-09T04:00:00Z'));
    expect(dayStart('2026-11-01', NY)).toBe(at('2026-11-01T04:00:00Z'));
    expect(dayStart('2026-11-02', NY)).toBe(at('2026-11-02T05:00:00Z'));
    expect(localDay(at('2026-03-09T03:59:00Z'), NY)).toBe('2026-03-08');
    expect(localDay(at('2026-01-13T04:30:00Z'), NY)).toBe('2026-01-12');
    expect(localDay(at('2026-01-13T05:00:00Z'), NY)).toBe('2026-01-13');
  });

  it('SITE_TIMEZONE unset or unknown is São Paulo; a known one is kept', () => {
    expect(siteTimeZone(undefined)).toBe(SP);
    expect(siteTimeZone(' ')).toBe(SP);
    expect(siteTimeZone('Mars/Olympus')).toBe(SP);
    expect(siteTimeZone('UTC')).toBe('UTC');
    expect(siteTimeZone(NY)).toBe(NY);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('the counters', () => {
  const post = (body: Record<string, unknown>, envOverrides: Record<string, string> = {}) =>
    request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'User-Agent': CHROME_UA, 'CF-Connecting-IP': '203.0.113.90' },
      body: JSON.stringify(homeLead(body)),
      envOverrides,
    });
  const leadDays = async () => (await counterRows()).filter((r) => r.event === 'lead').map((r) => r.day);

  it('a lead at 21:30 on a Monday in São Paulo is counted on Monday; its stored time stays UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-03-03T00:30:00Z'));
    expect((await post({})).status).toBe(200);
    expect(await leadDays()).toEqual(['2026-03-02']);
    const row = await env.LEADS_DB.prepare('SELECT received_at FROM leads ORDER BY id DESC').first<{ received_at: string }>();
    expect(row?.received_at).toBe('2026-03-03T00:30:00.000Z');
  });

  it('in New York, 23:30 is the same day in winter (UTC−5) and in summer (UTC−4)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-01-13T04:30:00Z'));
    await post({}, { SITE_TIMEZONE: NY });
    vi.setSystemTime(at('2026-03-10T03:30:00Z'));
    await post({}, { SITE_TIMEZONE: NY });
    expect((await leadDays()).sort()).toEqual(['2026-01-12', '2026-03-09']);
  });

  it("a view is counted under the visitor's day in the site's zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-03-03T01:15:00Z'));
    expect((await sendBeacon({ e: 'view', p: '/pt', v: viewId(), l: 'pt-BR' })).status).toBe(204);
    expect((await counterRows()).map((r) => [r.event, r.day, r.visitors])).toEqual([['view', '2026-03-02', 1]]);
    const salt = await env.LEADS_DB.prepare('SELECT day FROM analytics_salts').first<{ day: string }>();
    expect(salt?.day).toBe('2026-03-02');
  });
});

describe("the report's periods", () => {
  it("end on the site's today: at 22:00 on 2 March in São Paulo, the last 7 days end on 2 March", () => {
    const now = at('2026-03-03T01:00:00Z');
    expect(rangeOf({ days: '7' }, now, SP)).toEqual({ from: '2026-02-24', to: '2026-03-02', days: 7, preset: 7 });
    expect(rangeOf({ days: '7' }, now, 'UTC')).toMatchObject({ to: '2026-03-03' });
  });

  it('take empty from and to (what the form sends beside a preset) as not given', () => {
    const now = at('2026-03-10T15:00:00Z');
    expect(rangeOf({ days: '30', from: '', to: '' }, now, SP)).toEqual({ from: '2026-02-09', to: '2026-03-10', days: 30, preset: 30 });
    expect(rangeOf({ from: '2026-03-01', to: '2026-03-04', days: '' }, now, SP)).toEqual({ from: '2026-03-01', to: '2026-03-04', days: 4 });
    expect(rangeOf({ from: '2026-03-01', to: '' }, now, SP)).toMatchObject({ problem: 'dates' });
  });
});

describe("the digest's week", () => {
  it('runs Monday 00:00 to Sunday 24:00 in São Paulo, and is due from Monday 08:00 there', () => {
    const week = lastWeek(at('2026-03-09T11:00:00Z'), SP);
    expect(week).toEqual({
      range: { from: '2026-03-02', to: '2026-03-08', days: 7 },
      week: '2026-W10',
      start: at('2026-03-02T03:00:00Z'),
      end: at('2026-03-09T03:00:00Z'),
    });
    // Sunday 23:30 in São Paulo is Monday in UTC: the week is not over yet.
    expect(lastWeek(at('2026-03-09T02:30:00Z'), SP).range.to).toBe('2026-03-01');
    expect(digestDue(at('2026-03-09T02:30:00Z'), SP)).toBe(false);
    expect(digestDue(at('2026-03-09T10:59:00Z'), SP)).toBe(false);
    expect(digestDue(at('2026-03-09T11:00:00Z'), SP)).toBe(true);
    expect(digestDue(at('2026-03-10T11:00:00Z'), SP)).toBe(false);
  });

  it('in New York, the week the clocks go forward is an hour short, and Monday 08:00 is 12:00 UTC', () => {
    expect(lastWeek(at('2026-03-09T13:00:00Z'), NY)).toMatchObject({
      range: { from: '2026-03-02', to: '2026-03-08' },
      start: at('2026-03-02T05:00:00Z'),
      end: at('2026-03-09T04:00:00Z'),
    });
    expect(digestDue(at('2026-03-09T11:59:00Z'), NY)).toBe(false);
    expect(digestDue(at('2026-03-09T12:00:00Z'), NY)).toBe(true);
    // In winter 08:00 is 13:00 UTC.
    expect(digestDue(at('2026-01-12T12:59:00Z'), NY)).toBe(false);
    expect(digestDue(at('2026-01-12T13:00:00Z'), NY)).toBe(true);
  });
});

describe('from which day local days apply', () => {
  const seedDay = (day: string) =>
    upsertCount(env.LEADS_DB, { ...EMPTY_DIMS, day, event: 'view', count: 1, visitors: 1, page_visitors: 1 }).run();

  it('the first whole day after the zone is first seen; older rows keep their UTC days, and the report says so', async () => {
    await seedDay('2026-03-02');
    expect(await noteTimeZone(env.LEADS_DB, SP, at('2026-03-05T12:00:00Z'))).toBe(true);
    // Once per isolate, and never a second row for the same zone.
    expect(await noteTimeZone(env.LEADS_DB, SP, at('2026-03-06T12:00:00Z'))).toBe(false);
    forgetNotedZone();
    expect(await noteTimeZone(env.LEADS_DB, SP, at('2026-03-06T12:00:00Z'))).toBe(false);
    expect(await zoneNote(env.LEADS_DB, SP)).toEqual({ timeZone: SP, since: '2026-03-06', before: 'UTC' });
    // A later change of zone is recorded too, against the one before it.
    forgetNotedZone();
    expect(await noteTimeZone(env.LEADS_DB, NY, at('2026-04-01T12:00:00Z'))).toBe(true);
    expect(await zoneNote(env.LEADS_DB, NY)).toEqual({ timeZone: NY, since: '2026-04-02', before: SP });
  });

  it('the scheduled job records it, and the JSON says it', async () => {
    await seedDay('2026-03-02');
    await scheduledRun('* * * * *', env as unknown as Bindings, at('2026-03-05T12:00:00Z'));
    const res = await request('/api/report?from=2026-03-01&to=2026-03-07', {
      headers: { Authorization: `Bearer ${TOKEN}` },
      envOverrides: { LEADS_EXPORT_TOKEN: TOKEN },
    });
    expect(((await res.json()) as { zone: unknown }).zone).toEqual({ timeZone: SP, since: '2026-03-06', before: 'UTC' });
  });

  it('a site that chose UTC says nothing of a change', async () => {
    await seedDay('2026-03-02');
    await noteTimeZone(env.LEADS_DB, 'UTC', at('2026-03-05T12:00:00Z'));
    expect(await zoneNote(env.LEADS_DB, 'UTC')).toEqual({ timeZone: 'UTC' });
  });

  it('says nothing of UTC days when nothing was counted before the zone', async () => {
    await noteTimeZone(env.LEADS_DB, SP, at('2026-03-05T12:00:00Z'));
    await seedDay('2026-03-07');
    expect(await zoneNote(env.LEADS_DB, SP)).toEqual({ timeZone: SP });
  });
});
