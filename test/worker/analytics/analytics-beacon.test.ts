// The beacon: what it counts, what it refuses (400, never 500) and what it quietly ignores (204).
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHROME_UA, PHONE_UA, clearAnalytics, counterRows, sendBeacon, total, viewId } from '../../../src/analytics/testing/measure';
import { HASH_PER_MINUTE, resetBatchState } from '../../../src/analytics/measure/batch';
import { dayOf } from '../../../src/analytics/measure/dims';
import { logLines } from '../setup';

beforeEach(clearAnalytics);

const view = (p: string, extra: Record<string, string> = {}) => ({ e: 'view', p, v: viewId(), l: 'pt-BR', ...extra });

describe('a view', () => {
  it('is counted once, broken down by day, page, language, country, device, referrer and UTM', async () => {
    const res = await sendBeacon(view('/pt', { r: 'www.google.com.br', s: 'Bars', m: 'cpc', c: 'feira-2026' }));
    expect(res.status).toBe(204);
    expect(await counterRows()).toEqual([
      {
        day: dayOf(Date.now(), env.SITE_TIMEZONE),
        event: 'view',
        path: '/pt',
        lang: 'pt',
        country: 'br',
        device: 'desktop',
        referrer: 'google',
        utm_source: 'bars',
        utm_medium: 'cpc',
        utm_campaign: 'feira-2026',
        placement: '',
        detail: '',
        count: 1,
        visitors: 1,
        page_visitors: 1,
      },
    ]);
  });

  it('counts a visitor once a day and once per page, and a phone as a phone', async () => {
    await sendBeacon(view('/pt'));
    await sendBeacon(view('/pt/about'));
    await sendBeacon(view('/pt'));
    await sendBeacon(view('/pt'), { 'User-Agent': PHONE_UA }, '198.51.100.8');
    expect(await total('view')).toBe(4);
    expect(await total('view', 'visitors')).toBe(2);
    expect(await total('view', 'page_visitors')).toBe(3);
    expect((await counterRows()).find((r) => r.device === 'phone')).toMatchObject({ path: '/pt', visitors: 1 });
  });

  it('repeated beacons of one view count once, in this isolate or another', async () => {
    const body = view('/pt/contact');
    for (let i = 0; i < 3; i++) expect((await sendBeacon(body)).status).toBe(204);
    resetBatchState(); // another isolate: nothing in memory, the visitor row in D1 still knows the view
    expect((await sendBeacon(body)).status).toBe(204);
    expect(await total('view')).toBe(1);
  });

  it('keeps no referrer host that is not a hostname, and counts the view', async () => {
    for (const r of ['not a host', '192.168.0.1', 'evil.com/<script>', 'x'.repeat(300) + '.com']) await sendBeacon(view('/pt', { r }));
    expect(await total('view')).toBe(4);
    expect((await counterRows()).every((row) => row.referrer === '')).toBe(true);
  });
});

describe('calls to action and form starts', () => {
  it('are counted once per view, kind and placement', async () => {
    const v = viewId();
    await sendBeacon({ e: 'cta', p: '/pt', v, k: 'whatsapp', t: 'header' });
    await sendBeacon({ e: 'cta', p: '/pt', v, k: 'whatsapp', t: 'header' });
    await sendBeacon({ e: 'cta', p: '/pt', v, k: 'phone', t: 'footer' });
    await sendBeacon({ e: 'form_start', p: '/pt', v, t: 'home-page' });
    await sendBeacon({ e: 'form_start', p: '/pt', v, t: 'home-page' });
    expect(await total('cta')).toBe(2);
    expect(await total('form_start')).toBe(1);
    expect((await counterRows()).filter((r) => r.event === 'cta').map((r) => [r.detail, r.placement])).toEqual([
      ['phone', 'footer'],
      ['whatsapp', 'header'],
    ]);
  });
});

describe('what is not counted (204)', () => {
  it('a known bot, a headless browser, an empty user agent', async () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      '',
    ]) {
      expect((await sendBeacon(view('/pt'), { 'User-Agent': ua })).status).toBe(204);
    }
    expect(await counterRows()).toEqual([]);
  });

  it('a visitor who sends Sec-GPC: 1 or DNT: 1', async () => {
    expect((await sendBeacon(view('/pt'), { 'Sec-GPC': '1' })).status).toBe(204);
    expect((await sendBeacon({ e: 'cta', p: '/pt', v: viewId(), k: 'phone' }, { DNT: '1' })).status).toBe(204);
    expect(await counterRows()).toEqual([]);
  });

  it(`more than ${HASH_PER_MINUTE} beacons of one visitor in a minute`, async () => {
    const answers = await Promise.all(Array.from({ length: HASH_PER_MINUTE + 10 }, () => sendBeacon(view('/pt'))));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 204));
    expect(await total('view')).toBe(HASH_PER_MINUTE);
  });
});

describe('bad beacons (400, never 500)', () => {
  const cases: [string, Parameters<typeof sendBeacon>[0], Record<string, string>][] = [
    ['another origin', view('/pt'), { Origin: 'https://evil.example' }],
    ['no origin', view('/pt'), { Origin: '' }],
    ['a cross-site fetch', view('/pt'), { 'Sec-Fetch-Site': 'cross-site' }],
    ['a body over 1 KB', JSON.stringify({ ...view('/pt'), c: 'x'.repeat(1100) }), {}],
    ['a form type', view('/pt'), { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['not JSON', '{"e":', {}],
    ['a JSON list', '[1,2]', {}],
    ['an unknown event', { ...view('/pt'), e: 'purchase' }, {}],
    ['an unknown path', view('/pt/wp-admin'), {}],
    ['a path with a query', view('/pt?utm_source=x'), {}],
    ['no view id', { e: 'view', p: '/pt', v: '' }, {}],
    ['an unknown call to action', { e: 'cta', p: '/pt', v: viewId(), k: 'fax' }, {}],
    ['a form start without its placement', { e: 'form_start', p: '/pt', v: viewId() }, {}],
  ];
  for (const [name, body, headers] of cases) {
    it(`${name}: 400, nothing counted`, async () => {
      const res = headers.Origin === '' ? await sendBeaconWithout('Origin', body) : await sendBeacon(body, headers);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('');
      expect(await counterRows()).toEqual([]);
    });
  }

  it('a measurement that cannot write answers 204 and loses nothing else', async () => {
    const broken = {
      prepare: () => {
        throw new Error('D1_ERROR: down');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: down')),
    };
    const { request } = await import('../../helpers/worker');
    const res = await request('/api/beacon', {
      method: 'POST',
      headers: {
        Origin: 'https://www.example.com',
        'Content-Type': 'text/plain',
        'User-Agent': CHROME_UA,
        'CF-Connecting-IP': '198.51.100.9',
      },
      body: JSON.stringify(view('/pt')),
      envOverrides: { LEADS_DB: broken as unknown as D1Database },
    });
    expect(res.status).toBe(204);
  });
});

/** The beacon without one of its headers (a client that sends none). */
async function sendBeaconWithout(header: string, body: Parameters<typeof sendBeacon>[0]) {
  const { request } = await import('../../helpers/worker');
  const headers: Record<string, string> = { 'Content-Type': 'text/plain', 'User-Agent': CHROME_UA, 'CF-Connecting-IP': '198.51.100.7' };
  delete headers[header];
  return request('/api/beacon', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('what the measurement writes', () => {
  it("a lone view costs two rows: its visitor's row and its counter row", async () => {
    await sendBeacon(view('/pt'));
    const flushed = logLines().filter((l) => l.event === 'analytics.flushed');
    expect(flushed.map((l) => [l.beacons, l.rowsWritten])).toEqual([[1, 2]]);
  });

  it('stops counting once the day has spent its budget', async () => {
    const { request } = await import('../../helpers/worker');
    const post = (i: number) =>
      request('/api/beacon', {
        method: 'POST',
        headers: {
          Origin: 'https://www.example.com',
          'Content-Type': 'text/plain',
          'User-Agent': CHROME_UA,
          'CF-Connecting-IP': `198.51.100.${i}`,
        },
        body: JSON.stringify(view('/pt')),
        envOverrides: { ANALYTICS_DAILY_WRITES: '40' },
      });
    for (let i = 0; i < 70; i++) expect((await post(i)).status).toBe(204);
    const spent = await env.LEADS_DB.prepare('SELECT rows_written FROM analytics_budget').first<{ rows_written: number }>();
    expect(spent?.rows_written).toBeGreaterThanOrEqual(40);
    // Past the budget, views are dropped (the budget row is brought up to date every 50 rows).
    expect(await total('view')).toBeLessThan(70);
    expect(logLines().some((l) => l.event === 'analytics.budget_spent')).toBe(true);
  });
});

describe('privacy', () => {
  it('no row of the measurement holds an IP, a user agent or an e-mail, after views, clicks and a lead', async () => {
    const ip = '198.51.100.7';
    await sendBeacon(view('/pt', { r: 'www.linkedin.com', c: 'privacy-check' }), {}, ip);
    await sendBeacon({ e: 'cta', p: '/pt', v: viewId(), k: 'email', t: 'footer' }, {}, ip);
    const { request } = await import('../../helpers/worker');
    const lead = await request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://www.example.com', 'User-Agent': CHROME_UA, 'CF-Connecting-IP': ip },
      body: JSON.stringify({
        name: 'Ana Souza',
        company: 'Metalúrgica Alfa',
        phone: '11999998888',
        email: 'ana.privacy@alfa.com.br',
        pain: 'Setups longos',
        identificador: 'home-page',
        lang: 'pt',
        page: '/pt',
        idempotency_key: crypto.randomUUID(),
      }),
    });
    expect(lead.status).toBe(200);
    const tables = ['analytics_counts', 'analytics_visitors', 'analytics_salts', 'analytics_budget'];
    let rows = 0;
    for (const table of tables) {
      const { results } = await env.LEADS_DB.prepare(`SELECT * FROM ${table}`).all();
      rows += results.length;
      const text = JSON.stringify(results);
      for (const needle of [ip, CHROME_UA, 'Chrome/142', 'ana.privacy@alfa.com.br', 'alfa.com.br', 'Ana Souza']) {
        expect(text, `${table} holds ${needle}`).not.toContain(needle);
      }
    }
    expect(rows).toBeGreaterThan(4);
    // The visitor table holds a hash of the day, never the address it came from.
    const visitor = await env.LEADS_DB.prepare('SELECT hash FROM analytics_visitors').first<{ hash: string }>();
    expect(visitor?.hash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('salts', () => {
  it("are random, one per day, and deleted with their day's hashes once the day is two days old", async () => {
    const { deleteOldSalts, saltOf, forgetSalts } = await import('../../../src/analytics/measure/visitor');
    const now = Date.parse('2026-05-20T10:00:00Z');
    const [a, b] = [await saltOf(env.LEADS_DB, '2026-05-18'), await saltOf(env.LEADS_DB, '2026-05-19')];
    await saltOf(env.LEADS_DB, '2026-05-20');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    await env.LEADS_DB.batch(
      ['2026-05-18', '2026-05-19', '2026-05-20'].map((day) =>
        env.LEADS_DB.prepare('INSERT INTO analytics_visitors (day, hash, seen) VALUES (?, ?, ?)').bind(day, `h${day}`, ' v:x'),
      ),
    );
    expect(await deleteOldSalts(env.LEADS_DB, now)).toEqual({ salts: 1, hashes: 1 });
    const left = await env.LEADS_DB.prepare('SELECT day FROM analytics_salts ORDER BY day').all<{ day: string }>();
    expect(left.results.map((r) => r.day)).toEqual(['2026-05-19', '2026-05-20']);
    const hashes = await env.LEADS_DB.prepare('SELECT day FROM analytics_visitors ORDER BY day').all<{ day: string }>();
    expect(hashes.results.map((r) => r.day)).toEqual(['2026-05-19', '2026-05-20']);
    // A salt deleted is gone for good: the day gets a new random one, so an old hash matches nothing.
    forgetSalts();
    await env.LEADS_DB.prepare("DELETE FROM analytics_salts WHERE day = '2026-05-19'").run();
    expect(await saltOf(env.LEADS_DB, '2026-05-19')).not.toBe(b);
  });

  it('the scheduled job deletes them every run', async () => {
    const { scheduledRun } = await import('../../../src/scheduled');
    await env.LEADS_DB.prepare(
      "INSERT INTO analytics_salts (day, salt, created_at) VALUES ('2020-01-01', 'x', '2020-01-01T00:00:00Z')",
    ).run();
    await scheduledRun('* * * * *', env as never, Date.now());
    expect(await env.LEADS_DB.prepare("SELECT 1 FROM analytics_salts WHERE day = '2020-01-01'").first()).toBeNull();
  });
});
