// The owner's report: its figures on a known data set, its page, JSON and CSV, and who may read them.
import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAccessKeys } from '../../../src/analytics/report/access';
import { clearAnalytics, type SeedRow, seedCounts } from '../../../src/analytics/testing/measure';
import type { ReportData } from '../../../src/analytics/report/queries';
import type { PipelineHealth } from '../../../src/leads/storage/health';
import { HEALTH_MAX_AGE_MS, reportHealth } from '../../../src/analytics/report-route';
import type { Bindings } from '../../../src/env';
import { countingKv } from '../../../src/leads/testing/d1-faults';
import { freshGateWindow } from '../../helpers/edge-gate';
import { ORIGIN, request } from '../../helpers/worker';
import { logLines } from '../setup';

const TOKEN = 'report-token-0123456789abcdefghijklmnop';
const withToken = { LEADS_EXPORT_TOKEN: TOKEN };
const bearer = { Authorization: `Bearer ${TOKEN}` };

/** Two days of a week and the week before: 10 views by 4 visitors, 3 CTAs, 2 starts, 2 leads, 1 delivered. */
const DATA: SeedRow[] = [
  { day: '2026-03-02', event: 'view', path: '/pt', lang: 'pt', country: 'br', referrer: 'google', count: 6, visitors: 3, page_visitors: 3 },
  {
    day: '2026-03-03',
    event: 'view',
    path: '/pt/contact',
    lang: 'pt',
    country: 'br',
    utm_source: 'bars',
    utm_campaign: 'feira',
    count: 4,
    visitors: 1,
    page_visitors: 2,
  },
  // Three clicks by one visitor: one person at that step.
  {
    day: '2026-03-02',
    event: 'cta',
    path: '/pt',
    lang: 'pt',
    country: 'br',
    referrer: 'google',
    detail: 'whatsapp',
    count: 3,
    visitors: 1,
    page_visitors: 1,
  },
  {
    day: '2026-03-03',
    event: 'form_start',
    path: '/pt/contact',
    placement: 'contact',
    utm_source: 'bars',
    utm_campaign: 'feira',
    count: 2,
    visitors: 1,
    page_visitors: 1,
  },
  {
    day: '2026-03-03',
    event: 'lead',
    path: '/pt/contact',
    placement: 'contact',
    utm_source: 'bars',
    utm_campaign: 'feira',
    lang: 'pt',
    country: 'br',
    count: 2,
  },
  { day: '2026-03-03', event: 'delivered', path: '/pt/contact', placement: 'contact', utm_source: 'bars', utm_campaign: 'feira', count: 1 },
  { day: '2026-03-03', event: 'delivery', path: '/pt/contact', detail: 'email:delivered', count: 1 },
  { day: '2026-03-03', event: 'delivery', path: '/pt/contact', detail: 'rdstation:failed', count: 1 },
  // The previous week (2026-02-23 … 2026-03-01): 2 visitors, 1 lead.
  { day: '2026-02-25', event: 'view', path: '/pt', lang: 'pt', count: 2, visitors: 2, page_visitors: 2 },
  { day: '2026-02-25', event: 'lead', path: '/pt', placement: 'home-page', lang: 'pt', count: 1 },
];
const WEEK = 'from=2026-03-02&to=2026-03-08';

beforeEach(async () => {
  await clearAnalytics();
  await env.LEADS_DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'auth:%'").run();
  await seedCounts(DATA);
});

describe('GET /api/report', () => {
  it('gives the totals, the series and each breakdown of a known data set, and the previous period', async () => {
    const res = await request(`/api/report?${WEEK}`, { headers: bearer, envOverrides: withToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await res.json()) as ReportData & { health: PipelineHealth };
    expect(body.range).toEqual({ from: '2026-03-02', to: '2026-03-08', days: 7 });
    expect(body.previousRange).toEqual({ from: '2026-02-23', to: '2026-03-01', days: 7 });
    expect(body.totals).toEqual({
      views: 10,
      visitors: 4,
      ctas: 3,
      ctaVisitors: 1,
      starts: 2,
      startVisitors: 1,
      leads: 2,
      delivered: 1,
      rate: 0.5,
    });
    expect(body.previousTotals).toMatchObject({ views: 2, visitors: 2, leads: 1, rate: 0.5 });
    expect(body.series).toHaveLength(7);
    expect(body.series[1]).toEqual({
      day: '2026-03-03',
      views: 4,
      visitors: 1,
      ctas: 0,
      ctaVisitors: 0,
      starts: 2,
      startVisitors: 1,
      leads: 2,
      delivered: 1,
    });
    const page = body.breakdowns.page.find((r) => r.key === '/pt/contact');
    // Per page, visitors are the page's own (two first views of it that day).
    expect(page).toMatchObject({ views: 4, visitors: 2, leads: 2, rate: 1 });
    expect(body.breakdowns.source.map((r) => [r.key, r.channel, r.visitors, r.leads])).toEqual([
      ['google / organic', 'organic_search', 3, 0],
      ['bars / (none)', 'other', 1, 2],
    ]);
    expect(body.breakdowns.channel.map((r) => [r.key, r.visitors, r.leads])).toEqual([
      ['organic_search', 3, 0],
      ['other', 1, 2],
    ]);
    expect(body.breakdowns.campaign.find((r) => r.key === 'feira')).toMatchObject({
      views: 4,
      visitors: 1,
      ctas: 0,
      starts: 2,
      leads: 2,
      rate: 2,
    });
    expect(body.breakdowns.placement.find((r) => r.key === 'contact')).toMatchObject({ leads: 2, visitors: 4, rate: 0.5 });
    expect(body.breakdowns.lang.find((r) => r.key === 'pt')).toMatchObject({ previous: { leads: 1, visitors: 2, rate: 0.5 } });
    expect(body.destinations).toEqual([
      { destination: 'email', delivered: 1, failed: 0 },
      { destination: 'rdstation', delivered: 0, failed: 1 },
    ]);
    expect(body.health).toMatchObject({
      parked: { waiting: 0, deadLetters: 0, complete: true },
      deliveries: { unqueued: 0, oldestStuck: null },
    });
  });

  it("shows the pipeline's health, listing the parking in KV at most once per isolate every few minutes", async () => {
    const { kv, count: lists } = countingKv('list');
    await kv.put('leads:2026-03-03T10:00:00.000Z:k1', '{}', { metadata: { at: '2026-03-03T10:00:00.000Z' } });
    const over = { ...withToken, PARKED_SUBMISSIONS: kv };
    for (let i = 0; i < 3; i++) {
      const body = (await (await request(`/api/report?${WEEK}`, { headers: bearer, envOverrides: over })).json()) as {
        health: PipelineHealth;
      };
      expect(body.health.parked?.waiting).toBe(1);
    }
    const html = await (await request('/admin/report', { envOverrides: over })).text();
    expect(html).toContain('action="/admin/sign-in"');
    expect(lists()).toBe(1);
    // Once its age has passed, the next view reads it again.
    const later = await reportHealth({ ...(env as unknown as Bindings), PARKED_SUBMISSIONS: kv }, Date.now() + HEALTH_MAX_AGE_MS);
    expect(later.parked?.waiting).toBe(1);
    expect(lists()).toBe(2);
    await kv.delete('leads:2026-03-03T10:00:00.000Z:k1');
  });

  it('refuses an impossible range with a 400 that says why', async () => {
    for (const q of [
      'from=2026-03-09&to=2026-03-02',
      'from=2026-02-30&to=2026-03-02',
      'from=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
    ]) {
      const res = await request(`/api/report?${q}`, { headers: bearer, envOverrides: withToken });
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/from|days/);
    }
  });

  it('CSV with ?format=csv-comma: one row per day and combination of dimensions', async () => {
    const res = await request(`/api/report.csv?${WEEK}&format=csv-comma`, { headers: bearer, envOverrides: withToken });
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"day","event","path","lang","country","device","referrer","utm_source","utm_medium","utm_campaign","placement","detail","count","visitors","page_visitors","budget_stopped_at"',
    );
    expect(lines).toHaveLength(1 + 8);
    expect(lines).toContain('"2026-03-03","lead","/pt/contact","pt","br","","","bars","","feira","contact","","2","0","0",""');
  });
});

describe('who may read it', () => {
  it('nobody while neither the token nor Access is set (404)', async () => {
    for (const path of ['/api/report', '/api/report.csv', '/admin/report']) expect((await request(path)).status, path).toBe(404);
  });

  it('the API wants the Bearer token: 401 without it, and a token in the URL is not one', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const res = await request('/api/report', { headers, envOverrides: withToken });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="report"');
    }
    expect((await request(`/api/report?token=${TOKEN}`, { envOverrides: withToken })).status).toBe(401);
  });

  it('the page shows the sign-in form; a wrong token is refused, logged without itself, and throttled per address with the other operator endpoints, the right one never', async () => {
    const form = await request('/admin/report', { envOverrides: withToken, headers: { 'Accept-Language': 'en' } });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<form class="report-sign-in" action="/admin/sign-in" method="post">');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(form.headers.get('Cache-Control')).toBe('private, no-store');
    const signIn = (t: string) =>
      request('/admin/sign-in', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '192.0.2.77' },
        body: new URLSearchParams({ token: t }).toString(),
        envOverrides: withToken,
      });
    // One count per address for every operator endpoint: wrong sign-ins, report API tokens and
    // export tokens together (src/http/operator.ts: 10 a minute).
    await freshGateWindow();
    const fromThere = { 'CF-Connecting-IP': '192.0.2.77' };
    for (let i = 0; i < 4; i++) expect((await signIn('guess')).status).toBe(401);
    for (let i = 0; i < 3; i++)
      expect(
        (await request('/api/report', { headers: { ...fromThere, Authorization: 'Bearer guess' }, envOverrides: withToken })).status,
      ).toBe(401);
    for (let i = 0; i < 3; i++)
      expect(
        (await request('/api/export/leads.csv', { headers: { ...fromThere, Authorization: 'Bearer guess' }, envOverrides: withToken }))
          .status,
      ).toBe(401);
    const throttled = await signIn('one more');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(await throttled.text()).toContain('action="/admin/sign-in"');
    expect(
      (await request('/api/report', { headers: { ...fromThere, Authorization: 'Bearer guess' }, envOverrides: withToken })).status,
    ).toBe(429);
    // The right token is let in from that address all the same (the owner behind an office's NAT):
    // it is checked first, in constant time, and only wrong ones are counted.
    expect((await signIn(TOKEN)).status).toBe(303);
    expect((await request('/api/report', { headers: { ...fromThere, ...bearer }, envOverrides: withToken })).status).toBe(200);
    const refused = logLines().filter((l) => l.event === 'operator.unauthorized');
    expect(refused.map((l) => l.realm)).toEqual([
      ...Array(4).fill('report sign-in'),
      ...Array(3).fill('report'),
      ...Array(3).fill('leads export'),
    ]);
    expect(JSON.stringify(logLines())).not.toContain('guess');
    expect(JSON.stringify(logLines())).not.toContain('192.0.2.77');
    // Another address is not held up.
    expect(
      (await request('/api/report', { headers: { 'CF-Connecting-IP': '192.0.2.99', ...bearer }, envOverrides: withToken })).status,
    ).toBe(200);
  });

  it('a right token signs in with a 12-hour HttpOnly, SameSite=Strict cookie; the page then shows the report; sign-out ends it', async () => {
    const res = await request('/admin/sign-in', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '192.0.2.78' },
      body: new URLSearchParams({ token: TOKEN }).toString(),
      envOverrides: withToken,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/admin/report');
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^report_session=\d{10}\.[\w-]{43}; Max-Age=43200; Path=\/admin; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toContain(TOKEN);
    const session = cookie.split(';')[0]!;
    const page = await request(`/admin/report?${WEEK}`, {
      headers: { Cookie: session, 'Accept-Language': 'pt-BR' },
      envOverrides: withToken,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Relatório de conversão</h1>');
    expect(html).toMatch(/<svg viewBox="0 0 720 240" role="img"[^>]*>[\s\S]*<path class="report-chart__line" d="M[\d.,LMC]+"/);
    expect(html).toContain('data-breakdown="campaign"');
    expect(html).toContain('href="/admin/report.csv?from=2026-03-02&amp;to=2026-03-08"');
    // The owner's page sends no beacon (no starter: it has no island).
    expect(html).not.toMatch(/<script nonce="[^"]+">/);
    const csv = await request(`/admin/report.csv?${WEEK}`, { headers: { Cookie: session }, envOverrides: withToken });
    expect(csv.status).toBe(200);
    const out = await request('/admin/sign-out', { method: 'POST', headers: { Origin: ORIGIN, Cookie: session }, envOverrides: withToken });
    expect(out.headers.get('Set-Cookie')).toBe('report_session=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Strict');
  });

  it('the sign-in reads a multipart form as a browser may send it, and answers any other body with the form, never an error', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      request('/admin/sign-in', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.79', ...headers },
        body,
        envOverrides: withToken,
      });
    await freshGateWindow();
    const multipart = (token: string) => {
      const form = new FormData();
      form.set('token', token);
      return form;
    };
    const right = await post(multipart(TOKEN));
    expect(right.status).toBe(303);
    expect(right.headers.get('Set-Cookie')).toMatch(/^report_session=\d{10}\./);
    const wrong = await post(multipart('guess'), { 'Accept-Language': 'en' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('action="/admin/sign-in"');
    for (const [body, type] of [
      [`token=${TOKEN}`, 'text/plain'],
      [JSON.stringify({ token: TOKEN }), 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=y'],
    ] as const) {
      const res = await post(body, { 'Content-Type': type });
      expect(res.status, type).toBe(401);
      expect(res.headers.get('Set-Cookie'), type).toBeNull();
      expect(await res.text(), type).toContain('action="/admin/sign-in"');
    }
  });

  it("the page is never kept by the site's caches, whoever asks", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request('/admin/report', { envOverrides: { ...withToken, HTML_CACHE: 'on' } });
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(res.headers.get('X-Html-Cache') ?? 'none').not.toMatch(/^HIT/);
      await res.text();
    }
  });

  it('a forged or expired session is no session', async () => {
    for (const value of ['9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '1000000000.x', 'garbage']) {
      const html = await (
        await request('/admin/report', { headers: { Cookie: `report_session=${value}` }, envOverrides: withToken })
      ).text();
      expect(html).toContain('action="/admin/sign-in"');
    }
  });

  describe('Cloudflare Access', () => {
    const TEAM = 'vertice.cloudflareaccess.com';
    const AUD = 'aud-0f3c1e';
    beforeEach(() => forgetAccessKeys());

    async function accessToken(aud = AUD) {
      const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url !== `https://${TEAM}/cdn-cgi/access/certs`) throw new Error(`Unexpected fetch ${url}`);
        return Response.json({ keys: [jwk] });
      });
      return new SignJWT({ email: 'dono@vertice.ind.br' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(`https://${TEAM}`)
        .setAudience(aud)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    }

    it('a valid Access token opens the page and the API, with no token of ours set', async () => {
      const jwt = await accessToken();
      const over = { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };
      const page = await request(`/admin/report?${WEEK}`, { headers: { 'Cf-Access-Jwt-Assertion': jwt }, envOverrides: over });
      expect(await page.text()).toContain('report-funnel');
      expect((await request(`/api/report?${WEEK}`, { headers: { 'Cf-Access-Jwt-Assertion': jwt }, envOverrides: over })).status).toBe(200);
    });

    it('one for another application is refused', async () => {
      const jwt = await accessToken('someone-else');
      const res = await request('/api/report', {
        headers: { 'Cf-Access-Jwt-Assertion': jwt },
        envOverrides: { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD },
      });
      expect(res.status).toBe(401);
    });
  });
});
