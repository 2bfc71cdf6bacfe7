// Forwarding to LEAD_WEBHOOK_URL: after the answer (waitUntil), retried with backoff, delivery
// state recorded in D1; a failing webhook never loses the lead nor fails the submission.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import type { Bindings } from '../../src/env';
import { RETRY_DELAYS_MS, deliver, retryUndelivered } from '../../src/leads/forward';
import { ORIGIN, request } from '../helpers/worker';

const WEBHOOK = 'https://hooks.example.com/leads';
let ipSeq = 0;

const lead = () => ({
  name: 'Carla Dias',
  company: 'Gama Autopeças',
  phone: '+5541988887777',
  email: 'carla@gama.com.br',
  pain: 'Setup de máquinas demorado',
  identificador: 'home-page',
  lang: 'pt',
  idempotency_key: crypto.randomUUID(),
});

function init(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': `192.0.2.${++ipSeq}` },
    body: JSON.stringify(body),
  };
}

const rowOf = (key: string) =>
  env.LEADS_DB.prepare('SELECT id, delivery_status, delivery_attempts, delivery_last_error, delivery_updated_at FROM leads WHERE idempotency_key = ?')
    .bind(key)
    .first<{ id: number; delivery_status: string; delivery_attempts: number; delivery_last_error: string | null; delivery_updated_at: string | null }>();

function stubWebhook(answers: (number | Error)[]) {
  const calls: { url: string; body: Record<string, unknown>; headers: Headers }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, reqInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== WEBHOOK) throw new Error(`Unexpected fetch ${url}`);
    calls.push({ url, body: JSON.parse(String(reqInit?.body)), headers: new Headers(reqInit?.headers) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(null, { status: answer });
  });
  return { spy, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('webhook forwarding', () => {
  it('posts the stored lead as JSON and records the delivery', async () => {
    const { calls } = stubWebhook([204]);
    const body = lead();
    const res = await request('/api/leads', { ...init(body), envOverrides: { LEAD_WEBHOOK_URL: WEBHOOK } });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe(body.idempotency_key);
    expect(calls[0]!.body).toMatchObject({
      type: 'lead',
      form: 'standard',
      placement: 'home-page',
      name: 'Carla Dias',
      email: 'carla@gama.com.br',
      phone: '+5541988887777',
      idempotency_key: body.idempotency_key,
    });
    expect(calls[0]!.body).not.toHaveProperty('ip_hash');
    expect(await rowOf(body.idempotency_key)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 1, delivery_last_error: null });
  });

  it('retries with backoff (0.5 s, 2 s, 5 s) and records a final failure without failing the visitor', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { calls } = stubWebhook([500, new Error('connection reset'), 502, 503]);
    const body = lead();
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const res = await app.fetch(new Request(`${ORIGIN}/api/leads`, init(body)), { ...(env as unknown as Bindings), LEAD_WEBHOOK_URL: WEBHOOK }, ctx);
    // The visitor has the answer before any retry happened.
    expect(res.status).toBe(200);
    expect(await rowOf(body.idempotency_key)).toMatchObject({ delivery_status: 'pending' });

    const done = Promise.all(pending);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2]);
    await done;
    expect(calls).toHaveLength(4);
    expect(await rowOf(body.idempotency_key)).toMatchObject({ delivery_status: 'failed', delivery_attempts: 4, delivery_last_error: 'HTTP 503' });
  });

  it('records each failed attempt and succeeds on a retry', async () => {
    const { calls } = stubWebhook([500, 200]);
    const body = lead();
    await request('/api/leads', { ...init(body), envOverrides: { LEAD_WEBHOOK_URL: WEBHOOK } });
    const row = await rowOf(body.idempotency_key);
    expect(row!.delivery_status).toBe('delivered');
    expect(row!.delivery_attempts).toBe(2);
    expect(calls).toHaveLength(2);
  }, 10_000);

  it('records the error of a failing attempt (deliver with no waiting)', async () => {
    stubWebhook([new Error('getaddrinfo ENOTFOUND')]);
    const body = lead();
    await request('/api/leads', init(body));
    const row = await rowOf(body.idempotency_key);
    expect(row!.delivery_status).toBe('none');
    const ok = await deliver(env.LEADS_DB, 'leads', row!.id, WEBHOOK, { idempotency_key: body.idempotency_key }, { delaysMs: [0, 0] });
    expect(ok).toBe(false);
    expect(await rowOf(body.idempotency_key)).toMatchObject({ delivery_status: 'failed', delivery_attempts: 3, delivery_last_error: 'Error: getaddrinfo ENOTFOUND' });
  });

  it('does not forward a duplicate, a honeypot post, or anything when no webhook is set', async () => {
    const { calls } = stubWebhook([200]);
    const body = lead();
    await request('/api/leads', { ...init(body), envOverrides: { LEAD_WEBHOOK_URL: WEBHOOK } });
    await request('/api/leads', { ...init(body), envOverrides: { LEAD_WEBHOOK_URL: WEBHOOK } });
    await request('/api/leads', { ...init({ ...lead(), _gotcha: 'x' }), envOverrides: { LEAD_WEBHOOK_URL: WEBHOOK } });
    await request('/api/leads', init(lead()));
    expect(calls).toHaveLength(1);
  });

  it('forwards contact messages too', async () => {
    const { calls } = stubWebhook([200]);
    const res = await request('/api/contact', {
      ...init({ contactName: 'Davi', contactEmail: 'davi@delta.com', contactSubject: 'Oi', contactMessage: 'Olá', idempotency_key: crypto.randomUUID() }),
      envOverrides: { LEAD_WEBHOOK_URL: WEBHOOK },
    });
    expect(res.status).toBe(200);
    expect(calls[0]!.body).toMatchObject({ type: 'contact_message', name: 'Davi', subject: 'Oi' });
  });

  it('retryUndelivered (for a scheduled handler) delivers rows left failed', async () => {
    stubWebhook([new Error('down')]);
    const body = lead();
    await request('/api/leads', init(body));
    const { id } = (await rowOf(body.idempotency_key))!;
    await deliver(env.LEADS_DB, 'leads', id, WEBHOOK, {}, { delaysMs: [] });
    await env.LEADS_DB.prepare("UPDATE leads SET delivery_updated_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").bind(id).run();
    vi.restoreAllMocks();
    const { calls } = stubWebhook([200]);
    const { delivered } = await retryUndelivered({ ...(env as unknown as Bindings), LEAD_WEBHOOK_URL: WEBHOOK });
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect(calls.some((c) => c.body.idempotency_key === body.idempotency_key)).toBe(true);
    expect(await rowOf(body.idempotency_key)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 2 });
  });
});
