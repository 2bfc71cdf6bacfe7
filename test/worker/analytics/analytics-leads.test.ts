// Every lead knows where it came from, and the report counts it (and its delivery) on the server.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHROME_UA, clearAnalytics, counterRows, homeLead, total } from '../../../src/analytics/testing/measure';
import { INSERT, faultyD1, meteredD1, transient } from '../../../src/leads/testing/d1-faults';
import { ORIGIN, request } from '../../helpers/worker';
import { scheduledRun } from '../../../src/scheduled';
import type { Bindings } from '../../../src/env';

let ip = 0;
const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}, envOverrides = {}) =>
  request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'User-Agent': CHROME_UA,
      'CF-Connecting-IP': `203.0.113.${++ip}`,
      'CF-IPCountry': 'PT',
      ...headers,
    },
    body: JSON.stringify(body),
    envOverrides,
  });

const lead = homeLead;

beforeEach(clearAnalytics);

// The first post of a file loads the phone rules and the form schemas: a loaded machine takes seconds.
describe('attribution on a lead', () => {
  it('stores the landing page, the referrer host, the landing UTM tags and the country, and counts the lead under them', async () => {
    const res = await post(
      '/api/leads',
      lead({ landing_page: '/pt', referrer_host: 'WWW.Google.com', utm_source: 'bars', utm_medium: 'cpc', utm_campaign: 'feira-2026' }),
    );
    expect(res.status).toBe(200);
    const row = await env.LEADS_DB.prepare(
      'SELECT landing_page, referrer_host, visitor_country, utm_source, utm_medium, utm_campaign, page FROM leads ORDER BY id DESC',
    ).first();
    expect(row).toEqual({
      landing_page: '/pt',
      referrer_host: 'www.google.com',
      visitor_country: 'PT',
      utm_source: 'bars',
      utm_medium: 'cpc',
      utm_campaign: 'feira-2026',
      page: '/pt/diagnosticlean',
    });
    expect((await counterRows()).filter((r) => r.event === 'lead')).toEqual([
      expect.objectContaining({
        path: '/pt/diagnosticlean',
        lang: 'pt',
        country: 'pt',
        device: 'desktop',
        referrer: 'google',
        utm_source: 'bars',
        utm_campaign: 'feira-2026',
        placement: 'home-page',
        count: 1,
      }),
    ]);
  });

  it('keeps nothing of attribution values that are not a path or a hostname', async () => {
    await post('/api/leads', lead({ landing_page: 'javascript:alert(1)', referrer_host: 'evil host/<x>' }));
    const row = await env.LEADS_DB.prepare('SELECT landing_page, referrer_host FROM leads ORDER BY id DESC').first();
    expect(row).toEqual({ landing_page: null, referrer_host: null });
  });

  it('counts a contact message as a lead of the contact placement, and a privacy request not at all', async () => {
    await post('/api/contact', {
      contactName: 'Rui Lima',
      contactEmail: 'rui@beta.com.br',
      contactSubject: 'Orçamento',
      contactMessage: 'Queremos falar sobre MES.',
      lang: 'pt',
      page: '/pt/contact',
      idempotency_key: crypto.randomUUID(),
    });
    await post('/api/privacy-requests', {
      name: 'Rui Lima',
      email: 'rui@beta.com.br',
      request_type: 'access',
      lang: 'pt',
      page: '/pt/privacy',
      idempotency_key: crypto.randomUUID(),
    });
    expect((await counterRows()).map((r) => [r.event, r.placement, r.path])).toEqual([['lead', 'contact', '/pt/contact']]);
  });

  it('counts the lead of a visitor who sends Sec-GPC: 1, once however often it is posted', async () => {
    const body = lead();
    for (let i = 0; i < 3; i++) expect((await post('/api/leads', body, { 'Sec-GPC': '1', DNT: '1' })).status).toBe(200);
    expect(await total('lead')).toBe(1);
  });

  it('shows in the CSV export', async () => {
    await post('/api/leads', lead({ landing_page: '/pt/blog', referrer_host: 'linkedin.com' }));
    const res = await request('/api/export/leads.csv?format=csv-comma', {
      headers: { Authorization: 'Bearer export-token-0123456789abcdef0123' },
      envOverrides: { LEADS_EXPORT_TOKEN: 'export-token-0123456789abcdef0123' },
    });
    // No cell of these holds a comma or a quote: a split is enough.
    const [header, ...rows] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(',').map((cell) => cell.slice(1, -1)));
    const at = (name: string) => header!.indexOf(name);
    expect(at('landing_page')).toBeGreaterThan(-1);
    expect([rows.at(-1)![at('landing_page')], rows.at(-1)![at('referrer_host')], rows.at(-1)![at('visitor_country')]]).toEqual([
      '/pt/blog',
      'linkedin.com',
      'PT',
    ]);
  });
});

describe('a lead counted once, as it reaches D1', () => {
  const lookMinute = () => Math.ceil(Date.now() / 300_000) * 300_000;
  const scheduled = (at: number) => scheduledRun('* * * * *', { ...(env as unknown as Bindings) }, at);
  const stored = (key: string) =>
    env.LEADS_DB.prepare('SELECT landing_page, referrer_host, visitor_country, utm_campaign FROM leads WHERE idempotency_key = ?')
      .bind(key)
      .all();

  it('parked while D1 refuses writes: not counted then, counted by its move with its attribution, and once however often it moves', async () => {
    const body = lead({ landing_page: '/pt/blog', referrer_host: 'www.linkedin.com', utm_source: 'bars', utm_campaign: 'feira-2026' });
    const down = faultyD1((sql) => (INSERT.test(sql) ? transient() : null));
    expect((await post('/api/leads', body, {}, { LEADS_DB: down.db })).status).toBe(200);
    expect(await total('lead')).toBe(0);
    const { keys } = await env.PARKED_SUBMISSIONS.list({ prefix: 'leads:' });
    expect(keys).toHaveLength(1);
    const key = keys[0]!.name;
    const raw = (await env.PARKED_SUBMISSIONS.get(key, 'text'))!;
    // The parked entry is the whole row: where the visit came from travels with it.
    expect(JSON.parse(raw)).toMatchObject({ landing_page: '/pt/blog', referrer_host: 'www.linkedin.com', visitor_country: 'PT' });

    await scheduled(lookMinute());
    expect(await env.PARKED_SUBMISSIONS.get(key)).toBeNull();
    expect((await stored(body.idempotency_key)).results).toEqual([
      { landing_page: '/pt/blog', referrer_host: 'www.linkedin.com', visitor_country: 'PT', utm_campaign: 'feira-2026' },
    ]);
    expect((await counterRows()).filter((r) => r.event === 'lead')).toEqual([
      expect.objectContaining({ path: '/pt/diagnosticlean', referrer: 'linkedin', utm_campaign: 'feira-2026', country: 'pt', count: 1 }),
    ]);

    // The same entry moved again (a KV delete not yet seen everywhere): nothing inserted, nothing counted.
    const metadata = { at: JSON.parse(raw).received_at as string };
    await env.PARKED_SUBMISSIONS.put(key, raw, { metadata });
    await scheduled(lookMinute() + 5 * 60_000);
    expect((await stored(body.idempotency_key)).results).toHaveLength(1);
    expect(await total('lead')).toBe(1);
  });

  it('an insert that committed but whose answer was lost, tried again: one row, one count', async () => {
    let inserts = 0;
    const flaky = faultyD1((sql) => (INSERT.test(sql) && ++inserts === 1 ? transient() : null), { commitThenThrow: true });
    const body = lead();
    expect((await post('/api/leads', body, {}, { LEADS_DB: flaky.db })).status).toBe(200);
    expect(inserts).toBe(2);
    expect((await stored(body.idempotency_key)).results).toHaveLength(1);
    expect(await total('lead')).toBe(1);
  });
});

describe('delivery', () => {
  const WEBHOOK = 'https://hooks.example.com/leads';
  const box = () => {
    const sent: unknown[] = [];
    return { sent, binding: { send: async (m: unknown) => void sent.push(m) } as unknown as SendEmail };
  };

  it('counts the lead delivered once, when its first destination has it, and each destination outcome', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(String(init?.body));
      return new Response(null, { status: input === WEBHOOK || String(input) === WEBHOOK ? 200 : 500 });
    });
    const mail = box();
    const res = await post(
      '/api/leads',
      lead({ utm_campaign: 'x' }),
      {},
      {
        LEAD_WEBHOOK_URL: WEBHOOK,
        LEAD_EMAIL: mail.binding,
        LEAD_EMAIL_TO: 'vendas@vertice.ind.br',
        LEAD_EMAIL_FROM: 'site@vertice.ind.br',
      },
    );
    expect(res.status).toBe(200);
    expect(mail.sent).toHaveLength(1);
    expect(JSON.parse(calls[0]!)).toMatchObject({ type: 'lead', landing_page: null, visitor_country: 'PT', utm_campaign: 'x' });
    // The scheduled job counts the outcomes (twice: the second run finds nothing new).
    await scheduledRun('* * * * *', { ...(env as unknown as Bindings) }, Date.now());
    await scheduledRun('* * * * *', { ...(env as unknown as Bindings) }, Date.now());
    expect(await total('delivered')).toBe(1);
    expect((await counterRows()).filter((r) => r.event === 'delivery').map((r) => [r.detail, r.count, r.utm_campaign])).toEqual([
      ['email:delivered', 1, 'x'],
      ['webhook:delivered', 1, 'x'],
    ]);
  });

  it('reads only the outcomes not counted yet, however many deliveries are stored', async () => {
    // Six hundred delivered and counted (two hundred leads of three destinations), one delivered and not counted.
    const at = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 201; i++) {
      const row = await env.LEADS_DB.prepare(
        `INSERT INTO leads (idempotency_key, received_at, form, lang, name, company, phone, email, pain, delivery_status)
         VALUES (?, ?, 'standard', 'pt', 'n', 'c', '1', 'e@x.com', 'p', 'delivered') RETURNING id`,
      )
        .bind(crypto.randomUUID(), at)
        .first<{ id: number }>();
      ids.push(row!.id);
    }
    const delivery = env.LEADS_DB.prepare(
      `INSERT INTO deliveries (source, row_id, destination, status, next_attempt_at, created_at, updated_at, counted)
       VALUES ('leads', ?1, ?2, 'delivered', ?3, ?3, ?3, ?4)`,
    );
    await env.LEADS_DB.batch(
      ids.flatMap((id, i) =>
        ['email', 'rdstation', 'webhook'].slice(0, i === 200 ? 1 : 3).map((d) => delivery.bind(id, d, at, i === 200 ? 0 : 1)),
      ),
    );
    const metered = meteredD1();
    const minute = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60_000;
    await scheduledRun('* * * * *', { ...(env as unknown as Bindings), LEADS_DB: metered.db }, minute);
    expect(await total('delivered')).toBe(1);
    // The claim of due deliveries, the salts' deletion and the count of that one outcome: a few dozen rows, not six hundred.
    expect(metered.rows.read).toBeLessThan(50);
  });
});
