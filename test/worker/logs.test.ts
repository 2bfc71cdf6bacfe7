// Structured logs: one JSON object per event, the request's reference (cf-ray) on every line of
// that request and on its error page, the events an operator needs, and no personal data.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { CMS_API_URL, CMS_TOKEN, json, stubCms } from '../fixtures/strapi/stub';
import { freshGateWindow } from '../helpers/edge-gate';
import { html, ORIGIN, request } from '../helpers/worker';
import type { Bindings } from '../../src/env';
import { CONTENT_GENERATION_KEY } from '../../src/content/generation';
import { scheduledRun } from '../../src/scheduled';
import { TABLES } from '../../src/leads/storage/columns';
import { expectConsoleErrors, logLines, rawLogOutput, type LogLine } from './setup';

const bindings = env as unknown as Bindings;
const CMS = { envOverrides: { CMS_API_URL, CMS_API_TOKEN: CMS_TOKEN } };
const uid = () => crypto.randomUUID();
const events = (name: string) => logLines().filter((l) => l.event === name);
const one = (name: string): LogLine => {
  const found = events(name);
  expect(found, `log lines with event ${name}: ${rawLogOutput()}`).toHaveLength(1);
  return found[0]!;
};

// What a visitor typed: none of it may reach a log line.
const PERSON = {
  name: 'Heloísa Quintanilha Barbosa',
  company: 'Forjaria Quintanilha Ltda',
  phone: '11987654321',
  email: 'heloisa.quintanilha@forjaria-q.com.br',
  pain: 'Paradas não planejadas na prensa 7',
};
// Addresses of this file only: the edge's per-address limit counts across the files of a lane (test/helpers/edge-gate.ts).
const IP = '100.73.0.2';

function post(path: string, body: unknown, over: { ip?: string; headers?: Record<string, string>; envOverrides?: Partial<Bindings> } = {}) {
  return request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'CF-Connecting-IP': over.ip ?? IP,
      'cf-ray': `${uid().slice(0, 16)}-GRU`,
      ...over.headers,
    },
    body: JSON.stringify(body),
    envOverrides: over.envOverrides,
  });
}

describe('error reference', () => {
  it("puts the request's cf-ray on the error page and in the request's log line, with the cause", async () => {
    expectConsoleErrors();
    const { res, text } = await html('/simulate-error', { headers: { 'cf-ray': '91a2b3c4d5e6f708-GRU' } });
    expect(res.status).toBe(500);
    const shown = /data-error-code="">([^<]+)</.exec(text)?.[1];
    expect(shown).toBe('91a2b3c4d5e6f708-GRU');
    const line = one('request.failed');
    expect(line).toMatchObject({ level: 'error', 'cf-ray': shown, route: 'GET /simulate-error', status: 500 });
    expect(line.cause).toBe('Error: Simulated error for testing the error page');
    expect(typeof line.duration).toBe('number');
    expect(String(line.stack)).toContain('system');
  });

  it('without a cf-ray, shows a unique id that finds the log line', async () => {
    expectConsoleErrors();
    const first = /data-error-code="">([^<]+)</.exec((await html('/simulate-error')).text)?.[1];
    const second = /data-error-code="">([^<]+)</.exec((await html('/simulate-error')).text)?.[1];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(events('request.failed').map((l) => l['cf-ray'])).toEqual([first, second]);
  });
});

describe('events', () => {
  it('logs a stored lead and a stored message with id and placement, and no personal data', async () => {
    const lead = { ...PERSON, identificador: 'diagnostico-lean-digital-gratuito', lang: 'pt', idempotency_key: uid() };
    expect((await post('/api/leads', lead)).status).toBe(200);
    const message = {
      contactName: PERSON.name,
      contactEmail: PERSON.email,
      contactPhone: { countryCode: '+55', ddd: '11', phoneNumber: '98765-4321' },
      contactSubject: 'Proposta para a prensa 7',
      contactMessage: 'Texto livre que só o time pode ler: linha 3 parada.',
      lang: 'pt',
      idempotency_key: uid(),
    };
    expect((await post('/api/contact', message)).status).toBe(200);

    const stored = one('lead.stored');
    const row = await env.LEADS_DB.prepare('SELECT id FROM leads WHERE idempotency_key = ?')
      .bind(lead.idempotency_key)
      .first<{ id: number }>();
    expect(stored).toMatchObject({
      level: 'info',
      table: 'leads',
      id: row!.id,
      placement: 'diagnostico-lean-digital-gratuito',
      route: 'POST /api/leads',
    });
    expect(stored['cf-ray']).toMatch(/-GRU$/);
    expect(one('message.stored')).toMatchObject({ table: 'contact_messages', route: 'POST /api/contact' });

    const out = rawLogOutput();
    for (const value of [
      ...Object.values(PERSON),
      '98765-4321',
      '+5511987654321',
      message.contactMessage,
      message.contactSubject,
      IP,
      'heloisa',
    ]) {
      expect(out.toLowerCase(), `log output contains "${value}"`).not.toContain(value.toLowerCase());
    }
  });

  it('logs a rejected form with its reason and the failing fields, never the values', async () => {
    const res = await post('/api/leads', { ...PERSON, email: 'heloisa.quintanilha@', phone: '12', idempotency_key: uid() });
    expect(res.status).toBe(422);
    const line = one('form.rejected');
    expect(line).toMatchObject({ level: 'info', form: 'lead', reason: 'invalid' });
    expect(Object.keys(line.fields as object).sort()).toEqual(['email', 'phone']);
    expect(rawLogOutput()).not.toContain('heloisa');
    expect(rawLogOutput()).not.toContain(PERSON.name);

    await post('/api/leads', { ...PERSON, _gotcha: 'http://spam.example', idempotency_key: uid() });
    expect(events('form.rejected').at(-1)).toMatchObject({ reason: 'honeypot' });
    await post('/api/leads', PERSON, { headers: { Origin: 'https://evil.example' } });
    expect(events('form.rejected').at(-1)).toMatchObject({ reason: 'cross-site' });
  });

  it('logs a rate-limit hit', async () => {
    await freshGateWindow();
    const ip = '100.73.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/leads', { ...PERSON, idempotency_key: uid() }, { ip })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(one('form.rate_limited')).toMatchObject({ level: 'warn', form: 'lead', scope: 'address', retryAfter: expect.any(Number) });
    expect(rawLogOutput()).not.toContain(ip);
  });

  it('logs a stale CMS answer and a CMS failure that ends in a 503, with its cause', async () => {
    expectConsoleErrors();
    // The first generation's key, whatever a webhook test before this one started.
    await env.CONTENT_CACHE.delete(CONTENT_GENERATION_KEY);
    await env.CONTENT_CACHE.put(
      'cms:v2:0:pt:list:articles?page=1&pageSize=12',
      JSON.stringify({ storedAt: 0, data: { items: [], page: 1, pageSize: 12, hasMore: false } }),
    );
    stubCms(() => json({ error: 'down' }, 502, 'Bad Gateway'));
    expect((await request('/api/articles?lang=pt', CMS)).status).toBe(200);
    expect(one('cms.stale')).toMatchObject({
      level: 'warn',
      key: 'cms:v2:0:pt:list:articles?page=1&pageSize=12',
      route: 'GET /api/articles',
    });

    expect((await request('/api/articles?lang=es&page=9', CMS)).status).toBe(503);
    expect(one('cms.failed')).toMatchObject({ level: 'warn', what: 'article list', status: 502 });
    expect(one('request.failed')).toMatchObject({
      level: 'error',
      status: 503,
      route: 'GET /api/articles',
      cause: expect.stringContaining('CMS unavailable'),
    });
  });

  it('logs a purge, and a webhook that purges nothing, with the reason', async () => {
    const hook = (body: object) =>
      request('/api/cms-webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer purge-secret' },
        body: JSON.stringify(body),
        envOverrides: { CMS_WEBHOOK_SECRET: 'purge-secret' },
      });
    const res = await hook({ event: 'entry.publish', model: 'article', entry: { slug: 'oee-na-pratica' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ purged: true });
    expect(one('cache.purged')).toMatchObject({
      level: 'info',
      trigger: 'entry.publish',
      model: 'article',
      route: 'POST /api/cms-webhook',
    });
    expect((await (await hook({ event: 'media.create', model: 'file' })).json()) as object).toMatchObject({ purged: false });
    expect(one('cache.purge_skipped')).toMatchObject({
      level: 'info',
      trigger: 'media.create',
      reason: expect.stringContaining('media.create'),
    });
    expect(rawLogOutput()).not.toContain('purge-secret');
  });

  it("logs each scheduled run's counts", async () => {
    await scheduledRun('* * * * *', bindings);
    expect(one('scheduled.run')).toMatchObject({
      level: 'info',
      cron: '* * * * *',
      route: 'scheduled * * * * *',
      deliveriesClaimed: 0,
      deliveriesDelivered: 0,
      deliveriesRetrying: 0,
      deliveriesFailed: 0,
    });

    // With a webhook that fails, the delivery is tried again by the next run and counted, and each
    // failure is logged without anything of the person.
    vi.mocked(fetch).mockImplementation(async () => new Response('no', { status: 500 }));
    const withHook = { ...bindings, LEAD_WEBHOOK_URL: 'https://hooks.example/lead' };
    const key = uid();
    expect((await post('/api/leads', { ...PERSON, idempotency_key: key }, { ip: '198.51.100.90', envOverrides: withHook })).status).toBe(
      200,
    );
    const { id } = (await env.LEADS_DB.prepare('SELECT id FROM leads WHERE idempotency_key = ?').bind(key).first<{ id: number }>())!;
    // Only this lead's delivery is due: the file's earlier submissions, stored while no destination
    // was set, would otherwise be swept to the webhook now configured too.
    await env.LEADS_DB.batch([
      env.LEADS_DB.prepare(
        "UPDATE deliveries SET next_attempt_at = '2999-01-01T00:00:00.000Z' WHERE NOT (source = 'leads' AND row_id = ?)",
      ).bind(id),
      ...TABLES.map((table) =>
        env.LEADS_DB.prepare(
          `UPDATE ${table} SET delivery_status = 'delivered' WHERE delivery_status = 'none' AND NOT (?1 = 'leads' AND id = ?2)`,
        ).bind(table, id),
      ),
    ]);
    await scheduledRun('* * * * *', withHook, Date.now() + 3_600_000);
    const runs = events('scheduled.run');
    expect(runs.at(-1)).toMatchObject({ deliveriesClaimed: 1, deliveriesRetrying: 1 });
    expect(events('delivery.failed').length).toBeGreaterThanOrEqual(2);
    expect(events('delivery.failed').at(-1)).toMatchObject({
      level: 'warn',
      source: 'leads',
      id,
      destination: 'webhook',
      cause: 'HTTP 500',
      willRetry: true,
    });
    expect(rawLogOutput()).not.toContain(PERSON.email);
  });
});
