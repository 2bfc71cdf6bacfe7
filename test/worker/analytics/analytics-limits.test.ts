// Measurement that cannot be inflated: only pages the site serves are counted, made-up values fold
// into "(other)", old counters go, and every row the measurement writes or deletes is charged to
// its daily budget (src/analytics/README.md).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAnalytics, counterRows, sendBeacon, total, viewId } from '../../../src/analytics/testing/measure';
import { OTHER, dayOf } from '../../../src/analytics/measure/dims';
import { firstKeptDay, tidyMeasurement } from '../../../src/analytics/measure/retention';
import { resetArticleIndex } from '../../../src/analytics/beacon-route';
import embedded from '../../../src/generated/embedded-articles.json';
import type { ReportData } from '../../../src/analytics/report/queries';
import { ORIGIN, request } from '../../helpers/worker';

beforeEach(async () => {
  await clearAnalytics();
  resetArticleIndex();
});

const view = (p: string, extra: Record<string, string> = {}) => ({ e: 'view', p, v: viewId(), l: 'pt-BR', ...extra });
const slug = (embedded.articles as { slug: string }[])[0]!.slug;
const spentToday = async () =>
  (
    await env.LEADS_DB.prepare('SELECT rows_written FROM analytics_budget WHERE day = ?')
      .bind(dayOf(Date.now(), env.SITE_TIMEZONE))
      .first<{ rows_written: number }>()
  )?.rows_written ?? 0;

describe('paths', () => {
  it("an article's view counts when the article exists, a made-up slug's is refused and makes no row", async () => {
    expect((await sendBeacon(view(`/pt/blog/${slug}`))).status).toBe(204);
    for (let i = 0; i < 5; i++) expect((await sendBeacon(view(`/pt/blog/made-up-${i}`), {}, `198.51.100.${i}`)).status).toBe(400);
    expect((await counterRows()).map((r) => r.path)).toEqual([`/pt/blog/${slug}`]);
  });
});

describe('values outside the known set', () => {
  it('a day admits a fixed number of campaigns; the rest fold into one "(other)" row', async () => {
    const limits = { ANALYTICS_DAILY_VALUES: '3' };
    for (let i = 0; i < 10; i++) await sendBeacon(view('/pt', { c: `junk-${i}`, s: 'google' }), {}, `198.51.100.${i}`, limits);
    // A campaign admitted earlier in the day stays itself.
    await sendBeacon(view('/pt', { c: 'junk-0', s: 'google' }), {}, '198.51.100.50', limits);
    const rows = await counterRows();
    expect(rows.map((r) => r.utm_campaign).sort()).toEqual([OTHER, 'junk-0', 'junk-1', 'junk-2']);
    expect(rows.find((r) => r.utm_campaign === OTHER)?.count).toBe(7);
    expect(rows.find((r) => r.utm_campaign === 'junk-0')?.count).toBe(2);
    expect(await total('view')).toBe(11);
  });

  it('random referrers and sources from many addresses make at most the cap of rows', async () => {
    const limits = { ANALYTICS_DAILY_VALUES: '5' };
    for (let i = 0; i < 40; i++) await sendBeacon(view('/pt', { r: `spam-${i}.example`, s: `s${i}` }), {}, `203.0.113.${i}`, limits);
    expect((await counterRows()).length).toBeLessThanOrEqual(6);
    expect(await total('view')).toBe(40);
  });

  it('an over-long value is "(other)", never cut into a row of its own', async () => {
    await sendBeacon(view('/pt', { c: 'x'.repeat(150) }));
    await sendBeacon(view('/pt', { c: 'y'.repeat(150) }), {}, '198.51.100.9');
    expect((await counterRows()).map((r) => [r.utm_campaign, r.count])).toEqual([[OTHER, 2]]);
  });
});

describe('retention and the budget', () => {
  const row = (day: string, path: string) =>
    env.LEADS_DB.prepare(
      `INSERT INTO analytics_counts (day, event, path, lang, country, device, referrer, utm_source, utm_medium, utm_campaign, placement, detail, count)
       VALUES (?, 'view', ?, 'pt', '', '', '', '', '', '', '', '', 1)`,
    ).bind(day, path);

  it('the first day kept is 13 months back, the same day of the month (or its last)', () => {
    expect(firstKeptDay(Date.parse('2026-12-07T12:00:00Z'), 13)).toBe('2025-11-07');
    expect(firstKeptDay(Date.parse('2026-03-31T12:00:00Z'), 13)).toBe('2025-02-28');
  });

  it('counters older than the retention are deleted a bounded batch at a time, and charged to the budget', async () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    vi.setSystemTime(now);
    await env.LEADS_DB.batch([
      ...Array.from({ length: 5 }, (_, i) => row('2025-10-01', `/pt/old-${i}`)),
      row('2025-11-07', '/pt/kept'),
      row('2026-12-06', '/pt/recent'),
    ]);
    const first = await tidyMeasurement(env.LEADS_DB, { now, months: 13, budget: 80_000, limit: 3 });
    expect(first.counts).toBe(3);
    const second = await tidyMeasurement(env.LEADS_DB, { now, months: 13, budget: 80_000, limit: 3 });
    expect(second.counts).toBe(2);
    expect((await counterRows()).map((r) => r.day).sort()).toEqual(['2025-11-07', '2026-12-06']);
    // Each deletion charged, plus the budget row's own write each time.
    expect(await spentToday()).toBe(3 + 1 + 2 + 1);
    vi.useRealTimers();
  });

  it("hash deletions are charged to the day's budget", async () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    vi.setSystemTime(now);
    await env.LEADS_DB.batch(
      ['h1', 'h2', 'h3'].map((h) =>
        env.LEADS_DB.prepare("INSERT INTO analytics_visitors (day, hash, seen) VALUES ('2026-12-01', ?, ' v:x')").bind(h),
      ),
    );
    const tidied = await tidyMeasurement(env.LEADS_DB, { now, months: 13, budget: 80_000 });
    expect(tidied.hashes).toBe(3);
    expect(await spentToday()).toBe(3 + 1);
    vi.useRealTimers();
  });

  it('counters wait while the day has spent its budget; hashes go regardless', async () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    await env.LEADS_DB.batch([
      row('2025-10-01', '/pt/old'),
      env.LEADS_DB.prepare("INSERT INTO analytics_visitors (day, hash, seen) VALUES ('2026-12-01', 'h', ' v:x')"),
      env.LEADS_DB.prepare("INSERT INTO analytics_budget (day, rows_written) VALUES ('2026-12-07', 100)"),
    ]);
    expect(await tidyMeasurement(env.LEADS_DB, { now, months: 13, budget: 100 })).toMatchObject({ hashes: 1, counts: 0 });
  });

  it('the day counting stopped at the budget is marked with the time it stopped', async () => {
    const at = Date.parse('2026-12-07T15:42:00Z');
    vi.setSystemTime(at);
    for (let i = 0; i < 60; i++) await sendBeacon(view('/pt'), {}, `198.51.100.${i}`, { ANALYTICS_DAILY_WRITES: '40' });
    await expectStopShown();
    const budget = await env.LEADS_DB.prepare('SELECT stopped_at FROM analytics_budget WHERE day = ?')
      .bind('2026-12-07')
      .first<{ stopped_at: string }>();
    expect(budget?.stopped_at).toBe('2026-12-07T15:42:00.000Z');
    vi.useRealTimers();
  });
});

const TOKEN = 'report-token-0123456789abcdefghijklmnop';

/** The report (JSON, CSV and the signed-in page) says on which day counting stopped, and when. */
async function expectStopShown() {
  const over = { LEADS_EXPORT_TOKEN: TOKEN };
  const headers = { Authorization: `Bearer ${TOKEN}` };
  const q = 'from=2026-12-06&to=2026-12-07';
  const json = (await (await request(`/api/report?${q}`, { headers, envOverrides: over })).json()) as ReportData;
  expect(json.stopped).toEqual([{ day: '2026-12-07', at: '2026-12-07T15:42:00.000Z' }]);
  const csv = (await (await request(`/api/report.csv?${q}`, { headers, envOverrides: over })).text()).trim().split('\r\n');
  expect(csv[0]).toMatch(/"budget_stopped_at"$/);
  expect(csv.slice(1).every((line) => line.endsWith(';"2026-12-07T15:42:00.000Z"'))).toBe(true);
  const signIn = await request('/admin/sign-in', {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '192.0.2.90' },
    body: new URLSearchParams({ token: TOKEN }).toString(),
    envOverrides: over,
  });
  const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
  const page = await (
    await request(`/admin/report?${q}`, { headers: { Cookie: cookie, 'Accept-Language': 'en' }, envOverrides: over })
  ).text();
  expect(page).toMatch(/Counting stopped on 12\/07\/2026 at 12:42 PM GMT-3/);
  expect(page).toContain('data-stopped=""');
}

describe('the privacy notice', () => {
  it('states how long the totals are kept, as configured', async () => {
    const text = async (over: Record<string, string>) =>
      (await (await request('/pt/privacy', { envOverrides: over })).text()).replace(/\s+/g, ' ');
    expect(await text({})).toMatch(/data-retention="measurement">[^<]*guardados por 13 meses/);
    expect(await text({ ANALYTICS_RETENTION_MONTHS: '24' })).toMatch(/data-retention="measurement">[^<]*guardados por 24 meses/);
  });
});

describe("a lead's own count", () => {
  it("is charged to the day's budget, in the lead's own transaction", async () => {
    const spentOn = async (day: string) =>
      (await env.LEADS_DB.prepare('SELECT rows_written FROM analytics_budget WHERE day = ?').bind(day).first<{ rows_written: number }>())
        ?.rows_written ?? 0;
    const post = () =>
      request('/api/leads', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          'User-Agent': 'Mozilla/5.0 Chrome/142.0',
          'CF-Connecting-IP': '198.51.100.60',
        },
        body: JSON.stringify({
          name: 'Caio Dias',
          company: 'Forjas Gama',
          phone: '11999996666',
          email: `caio.${crypto.randomUUID().slice(0, 8)}@gama.com.br`,
          pain: 'Estoques altos',
          identificador: 'home-page',
          lang: 'pt',
          page: '/pt',
          idempotency_key: crypto.randomUUID(),
        }),
      });
    const day = dayOf(Date.now(), env.SITE_TIMEZONE);
    // The day's first beacons write its budget row.
    await sendBeacon(view('/pt'));
    const before = await spentOn(day);
    expect(before).toBeGreaterThan(0);
    expect((await post()).status).toBe(200);
    expect(await spentOn(day)).toBe(before + 2);
    // A second lead under the same dimensions updates the same counter row: charged as well.
    expect((await post()).status).toBe(200);
    expect(await spentOn(day)).toBe(before + 4);
    expect(await total('lead')).toBe(2);
  });
});
