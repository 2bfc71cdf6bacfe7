// Delivery of stored submissions to the webhook, the team's e-mail and RD Station Marketing:
// each destination tracked and retried on its own, never twice, bounded per invocation.
import { env } from 'cloudflare:test';
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { RUN_LIMIT, deliverStored, runDueDeliveries, senders } from '../../src/leads/storage/delivery';
import { composeEmail } from '../../src/leads/storage/delivery/email';
import { MAX_ATTEMPTS, backoffMs } from '../../src/leads/storage/delivery/outbox';
import { RD_STATION_URL, conversionEvent } from '../../src/leads/storage/delivery/rdstation';
import rd from '../fixtures/rdstation/conversions.json';
import { ORIGIN, executionContext, request } from '../helpers/worker';

// Each test posts real submissions through the app (and the backlog test forty of them): the
// describe blocks allow a minute, for a loaded machine.
const WEBHOOK = 'https://hooks.example.com/leads';
const SECRET = 'whsec-test-4f1c';
const RD_KEY = 'rd-api-key-123';
let ip = 0;

type Sent = Parameters<SendEmail['send']>[0] & { to: string | string[]; subject: string; text?: string; html?: string; replyTo?: string };

/** The send_email binding, captured: what the team would receive. */
function mailbox(fail: (Error | null)[] = []) {
  const sent: Sent[] = [];
  const binding = {
    async send(message: Sent) {
      const error = fail[Math.min(sent.length, fail.length - 1)];
      sent.push(message);
      if (error) throw error;
      return { messageId: `m${sent.length}` };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

type Answer = number | Error | { status: number; body: unknown };

/** Outbound fetch to the webhook and RD Station, each answering from its own list. */
function network(answers: { webhook?: Answer[]; rd?: Answer[] } = {}, gate?: Promise<void>) {
  const calls: { url: string; body: string; headers: Headers }[] = [];
  const of = (host: 'webhook' | 'rd') => calls.filter((c) => (host === 'rd' ? c.url.startsWith(RD_STATION_URL) : c.url === WEBHOOK));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const host = url.startsWith(RD_STATION_URL) ? 'rd' : url === WEBHOOK ? 'webhook' : undefined;
    if (!host) throw new Error(`Unexpected fetch ${url}`);
    calls.push({ url, body: String(init?.body), headers: new Headers(init?.headers) });
    if (gate) await gate;
    const list = answers[host] ?? [200];
    const answer = list[Math.min(of(host).length - 1, list.length - 1)]!;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number')
      return new Response(host === 'rd' && answer === 200 ? JSON.stringify(rd.responses.success.body) : null, { status: answer });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, of };
}

function configured(over: Partial<Bindings> = {}, box = mailbox()): Partial<Bindings> {
  return {
    LEAD_WEBHOOK_URL: WEBHOOK,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEAD_EMAIL: box.binding,
    LEAD_EMAIL_TO: 'vendas@vertice.ind.br, diretoria@vertice.ind.br',
    LEAD_EMAIL_FROM: 'site@vertice.ind.br',
    RD_STATION_API_KEY: RD_KEY,
    RD_STATION_FIELD_PAIN: 'cf_desafio',
    ...over,
  };
}

const lead = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Souza',
  company: 'Metalúrgica X',
  position: 'Diretora industrial',
  employees: '100-249',
  segment: 'automotive',
  phone: '11999998888',
  email: 'maria@metalurgicax.com.br',
  pain: 'Paradas não planejadas <b>& setups longos</b>',
  identificador: 'diagnostico-lean-page',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'lean-2026',
  lang: 'en',
  page: '/en/diagnosticlean',
  idempotency_key: crypto.randomUUID(),
  ...over,
});

function post(path: string, body: unknown, overrides: Partial<Bindings>) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': `100.75.0.${(ip = (ip % 250) + 1)}` },
    body: JSON.stringify(body),
    envOverrides: overrides,
  });
}

const bindings = (over: Partial<Bindings>) => ({ ...(env as unknown as Bindings), ...over }) as Bindings;

async function leadId(key: string): Promise<number> {
  return (await env.LEADS_DB.prepare('SELECT id FROM leads WHERE idempotency_key = ?').bind(key).first<{ id: number }>())!.id;
}

async function states(source: string, id: number) {
  const { results } = await env.LEADS_DB.prepare(
    'SELECT destination, status, attempts, last_error, next_attempt_at FROM deliveries WHERE source = ? AND row_id = ? ORDER BY destination',
  )
    .bind(source, id)
    .all<{ destination: string; status: string; attempts: number; last_error: string | null; next_attempt_at: string }>();
  return Object.fromEntries(results.map((r) => [r.destination, r]));
}

/** Leaves only the given rows due: earlier tests' leftovers must not take a run's slots. */
async function onlyDue(source: string, ids: number[]) {
  await env.LEADS_DB.prepare(
    `UPDATE deliveries SET next_attempt_at = '2999-01-01T00:00:00.000Z' WHERE status IN ('pending', 'sending') AND NOT (source = ? AND row_id IN (${ids.join(',')}))`,
  )
    .bind(source)
    .run();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lead delivery: the three destinations', { timeout: 60_000 }, () => {
  it('one submission: one e-mail, one RD Station conversion and one signed webhook call, after the answer', async () => {
    const box = mailbox();
    const net = network();
    const body = lead();
    const res = await post('/api/leads', body, configured({}, box));
    expect(res.status).toBe(200);

    expect(box.sent).toHaveLength(1);
    expect(net.of('rd')).toHaveLength(1);
    expect(net.of('webhook')).toHaveLength(1);
    const id = await leadId(body.idempotency_key);
    const s = await states('leads', id);
    expect(Object.values(s).map((r) => [r.status, r.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ]);
    const row = await env.LEADS_DB.prepare('SELECT delivery_status, delivery_attempts FROM leads WHERE id = ?').bind(id).first();
    expect(row).toEqual({ delivery_status: 'delivered', delivery_attempts: 3 });
  });

  it('e-mails the team in Portuguese whatever the visitor used: recipients, sender, subject, Reply-To, every field, the CSV link', async () => {
    const box = mailbox();
    network();
    const body = lead();
    await post('/api/leads', body, configured({}, box));
    const mail = box.sent[0]!;
    expect(mail.to).toEqual(['vendas@vertice.ind.br', 'diretoria@vertice.ind.br']);
    expect(mail.from).toBe('site@vertice.ind.br');
    expect(mail.subject).toBe('[Diagnóstico] Maria Souza, Metalúrgica X');
    expect(mail.replyTo).toBe('maria@metalurgicax.com.br');
    for (const line of [
      'Nome: Maria Souza',
      'Empresa: Metalúrgica X',
      'Cargo: Diretora industrial',
      'E-mail: maria@metalurgicax.com.br',
      'Telefone: +5511999998888',
      'Funcionários: 100-249',
      'Segmento: automotive',
      'Desafio / dor principal: Paradas não planejadas <b>& setups longos</b>',
      'Origem no site: diagnostico-lean-page',
      'Idioma do visitante: en',
      'utm_source: google',
      'utm_campaign: lean-2026',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('E.164');
    expect(mail.text).toMatch(/Recebido em: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(horário de Brasília\)/);
    const day = new Date().toISOString().slice(0, 10);
    expect(mail.text).toContain(`${ORIGIN}/api/export/leads.csv?since=${day}`);
    // The HTML body escapes the visitor's text: no markup of theirs survives.
    expect(mail.html).toContain('Paradas não planejadas &#60;b&#62;&#38; setups longos&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).toContain(`href="${ORIGIN}/api/export/leads.csv?since=${day}"`);
  });

  it('e-mails contact messages with their subject in the mail subject', async () => {
    const box = mailbox();
    network();
    const res = await post(
      '/api/contact',
      {
        contactName: 'Davi Reis',
        contactEmail: 'davi@delta.com',
        contactSubject: 'Orçamento de MES',
        contactMessage: 'Linha 1\nLinha 2',
        lang: 'es',
        idempotency_key: crypto.randomUUID(),
      },
      configured({ LEAD_WEBHOOK_URL: '', RD_STATION_API_KEY: '' }, box),
    );
    expect(res.status).toBe(200);
    expect(box.sent[0]!.subject).toBe('[Contato] Davi Reis: Orçamento de MES');
    expect(box.sent[0]!.text).toContain('Mensagem: \nLinha 1\nLinha 2');
    expect(box.sent[0]!.text).toContain('/api/export/messages.csv');
  });

  it('delivers a privacy request to the team e-mail and the webhook, never to RD Station (a marketing tool)', async () => {
    const box = mailbox();
    const net = network();
    const key = crypto.randomUUID();
    const res = await post(
      '/api/privacy-requests',
      {
        name: 'Carla Dias',
        email: 'carla@exemplo.com.br',
        request_type: 'deletion',
        details: 'Apaguem tudo <agora>',
        lang: 'es',
        page: '/es/privacy',
        idempotency_key: key,
      },
      configured({}, box),
    );
    expect(res.status).toBe(200);
    const row = (await env.LEADS_DB.prepare('SELECT id, due_at, delivery_status FROM privacy_requests WHERE idempotency_key = ?')
      .bind(key)
      .first<{ id: number; due_at: string; delivery_status: string }>())!;
    expect(row.delivery_status).toBe('delivered');
    expect(Object.keys(await states('privacy_requests', row.id))).toEqual(['email', 'webhook']);
    expect(net.of('rd')).toHaveLength(0);

    const due = new Date(row.due_at).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const mail = box.sent[0]!;
    expect(mail.subject).toBe(`[Privacidade] Eliminação dos dados: Carla Dias (prazo ${due})`);
    expect(mail.replyTo).toBe('carla@exemplo.com.br');
    expect(mail.text).toContain(`Responder até ${due}.`);
    expect(mail.text).toContain('Direito pedido: Eliminação dos dados');
    expect(mail.text).toContain('Idioma do visitante: es');
    expect(mail.text).toContain('/api/export/privacy-requests.csv');
    expect(mail.html).toContain('Apaguem tudo &#60;agora&#62;');

    const hook = JSON.parse(net.of('webhook')[0]!.body) as Record<string, unknown>;
    expect(hook).toMatchObject({ type: 'privacy_request', id: row.id, email: 'carla@exemplo.com.br', request_type: 'deletion' });
  });

  it('lets no CR or LF from any field reach a header', () => {
    const mail = composeEmail('leads', {
      form: 'diagnostic',
      name: 'Eva\r\nBcc: spy@evil.example',
      company: 'X\nSubject: hijack',
      email: 'eva@x.com\r\nBcc: spy@evil.example',
      subject: 'unused',
    });
    expect(mail.subject).toBe('[Diagnóstico] Eva Bcc: spy@evil.example, X Subject: hijack');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // An address that is not one plain address is not used as Reply-To at all.
    expect(mail.replyTo).toBeUndefined();
    expect(composeEmail('leads', { form: 'standard', name: 'A', company: 'B', email: 'a@b.com' }).replyTo).toBe('a@b.com');
    expect(composeEmail('leads', { form: 'standard', name: 'A', company: 'B', email: 'A <a@b.com>, c@d.com' }).replyTo).toBeUndefined();
  });

  it('delivers nothing for a duplicate post or a honeypot post', async () => {
    const box = mailbox();
    const net = network();
    const body = lead();
    await post('/api/leads', body, configured({}, box));
    await post('/api/leads', body, configured({}, box));
    await post('/api/leads', lead({ _gotcha: 'x' }), configured({}, box));
    expect(box.sent).toHaveLength(1);
    expect(net.of('rd')).toHaveLength(1);
    expect(net.of('webhook')).toHaveLength(1);
  });

  it('sends nothing and fails nothing without configuration', async () => {
    const net = network();
    const body = lead();
    const res = await post('/api/leads', body, { LEAD_WEBHOOK_URL: '', LEAD_EMAIL_TO: '', RD_STATION_API_KEY: '' });
    expect(res.status).toBe(200);
    expect(net.calls).toHaveLength(0);
    const id = await leadId(body.idempotency_key);
    expect(await states('leads', id)).toEqual({});
    expect(await env.LEADS_DB.prepare('SELECT delivery_status FROM leads WHERE id = ?').bind(id).first()).toEqual({
      delivery_status: 'none',
    });
    // E-mail needs both the recipients and the sender.
    const box = mailbox();
    await post('/api/leads', lead(), {
      LEAD_WEBHOOK_URL: '',
      RD_STATION_API_KEY: '',
      LEAD_EMAIL: box.binding,
      LEAD_EMAIL_TO: 'a@b.com',
      LEAD_EMAIL_FROM: '',
    });
    expect(box.sent).toHaveLength(0);
  });
});

describe('lead delivery: RD Station Marketing, against the documented contract', { timeout: 60_000 }, () => {
  it('posts a CONVERSION event with the placement as conversion_identifier and the standard and custom fields mapped', async () => {
    const net = network();
    const body = lead();
    await post(
      '/api/leads',
      body,
      configured({
        LEAD_WEBHOOK_URL: '',
        LEAD_EMAIL_TO: '',
        RD_STATION_FIELD_EMPLOYEES: 'cf_funcionarios',
        RD_STATION_FIELD_SEGMENT: 'cf_segmento',
      }),
    );
    const call = net.of('rd')[0]!;
    expect(call.url).toBe(`${RD_STATION_URL}?api_key=${RD_KEY}`);
    expect(call.headers.get('Content-Type')).toBe('application/json');
    const sent = JSON.parse(call.body);
    // The recorded request shape: the same keys at the same places, the values of this lead.
    expect(Object.keys(sent).sort()).toEqual(Object.keys(rd.request).sort());
    expect(sent).toMatchObject({ event_type: rd.request.event_type, event_family: rd.request.event_family });
    expect(sent.payload).toEqual({
      conversion_identifier: 'diagnostico-lean-page',
      email: 'maria@metalurgicax.com.br',
      name: 'Maria Souza',
      job_title: 'Diretora industrial',
      company_name: 'Metalúrgica X',
      mobile_phone: '+5511999998888',
      traffic_source: 'google',
      traffic_medium: 'cpc',
      traffic_campaign: 'lean-2026',
      cf_desafio: 'Paradas não planejadas <b>& setups longos</b>',
      cf_funcionarios: '100-249',
      cf_segmento: 'automotive',
    });
    for (const key of Object.keys(sent.payload)) expect(rd.documentedPayloadFields.includes(key) || key.startsWith('cf_')).toBe(true);
  });

  it('records the marketing consent as a granted communications consent, and says nothing without it', () => {
    const target = { apiKey: 'k', fields: {} };
    const granted = conversionEvent('leads', { email: 'a@b.com', form: 'standard', marketing_consent: 1 }, target);
    expect((granted.payload as Record<string, unknown>).legal_bases).toEqual(rd.request.payload.legal_bases);
    expect((granted.payload as Record<string, unknown>).available_for_mailing).toBe(true);
    const none = conversionEvent('leads', { email: 'a@b.com', form: 'standard', marketing_consent: 0 }, target);
    expect(none.payload).not.toHaveProperty('legal_bases');
    expect(none.payload).not.toHaveProperty('available_for_mailing');
  });

  it('does not retry a 4xx (the request is wrong), but retries 5xx, 429 and timeouts', async () => {
    const cases: [Answer, string][] = [
      [rd.responses.invalidField, 'failed'],
      [rd.responses.unauthorized, 'failed'],
      [rd.responses.rateLimited, 'pending'],
      [rd.responses.serverError, 'pending'],
      [Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }), 'pending'],
    ];
    for (const [answer, expected] of cases) {
      vi.restoreAllMocks();
      network({ rd: [answer] });
      const body = lead();
      await post('/api/leads', body, configured({ LEAD_WEBHOOK_URL: '', LEAD_EMAIL_TO: '' }));
      const { rdstation } = await states('leads', await leadId(body.idempotency_key));
      expect(rdstation!.status).toBe(expected);
      expect(rdstation!.attempts).toBe(1);
      if (typeof answer === 'object' && !(answer instanceof Error)) expect(rdstation!.last_error).toContain(`HTTP ${answer.status}`);
    }
  });
});

describe('lead delivery: the signed webhook', { timeout: 60_000 }, () => {
  it('signs the body with HMAC-SHA256 over "t.body", which an independent implementation verifies', async () => {
    const net = network();
    const body = lead();
    const before = Math.floor(Date.now() / 1000);
    await post('/api/leads', body, configured({ LEAD_EMAIL_TO: '', RD_STATION_API_KEY: '' }));
    const call = net.of('webhook')[0]!;
    const header = call.headers.get('X-Lead-Signature')!;
    const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as { t: string; v1: string };
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(Number(t)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${call.body}`).digest('hex'));
    // A changed body or another secret does not verify.
    expect(v1).not.toBe(createHmac('sha256', SECRET).update(`${t}.${call.body} `).digest('hex'));
    expect(v1).not.toBe(createHmac('sha256', 'other').update(`${t}.${call.body}`).digest('hex'));
    expect(call.headers.get('Idempotency-Key')).toBe(body.idempotency_key);
    expect(JSON.parse(call.body)).toMatchObject({ type: 'lead', name: 'Maria Souza', placement: 'diagnostico-lean-page' });
    expect(JSON.parse(call.body)).not.toHaveProperty('ip_hash');
  });

  it('is sent unsigned when no secret is set', async () => {
    const net = network();
    await post('/api/leads', lead(), configured({ LEAD_WEBHOOK_SECRET: '', LEAD_EMAIL_TO: '', RD_STATION_API_KEY: '' }));
    expect(net.of('webhook')[0]!.headers.has('X-Lead-Signature')).toBe(false);
  });
});

describe('lead delivery: retries on its own, never twice, bounded', { timeout: 60_000 }, () => {
  it('one failing destination never blocks the others; it is retried with backoff until it succeeds', async () => {
    const box = mailbox();
    const net = network({ webhook: [503, new Error('connection reset'), 200] });
    const body = lead();
    const over = configured({}, box);
    const res = await post('/api/leads', body, over);
    expect(res.status).toBe(200);
    const id = await leadId(body.idempotency_key);
    await onlyDue('leads', [id]);
    let s = await states('leads', id);
    expect([s.email!.status, s.rdstation!.status, s.webhook!.status]).toEqual(['delivered', 'delivered', 'pending']);
    expect(s.webhook!.last_error).toBe('HTTP 503');

    // The clock of the scheduled runs: a run before the backoff ends leaves it alone.
    const first = Date.parse(s.webhook!.next_attempt_at);
    const t0 = first - backoffMs(1);
    expect(await runDueDeliveries(bindings(over), t0 + 30_000)).toMatchObject({ claimed: 0 });
    expect(await runDueDeliveries(bindings(over), first)).toMatchObject({ claimed: 1, retrying: 1 });
    s = await states('leads', id);
    expect(s.webhook).toMatchObject({ status: 'pending', attempts: 2, last_error: 'Error: connection reset' });
    expect(Date.parse(s.webhook!.next_attempt_at) - first).toBe(backoffMs(2));
    expect(await runDueDeliveries(bindings(over), Date.parse(s.webhook!.next_attempt_at))).toMatchObject({ claimed: 1, delivered: 1 });
    s = await states('leads', id);
    expect(s.webhook).toMatchObject({ status: 'delivered', attempts: 3 });
    // Nothing went twice: one e-mail, one conversion, three webhook attempts of which one succeeded.
    expect(box.sent).toHaveLength(1);
    expect(net.of('rd')).toHaveLength(1);
    expect(net.of('webhook')).toHaveLength(3);
  });

  it('gives up after MAX_ATTEMPTS and lets the operator resend', async () => {
    network({ webhook: [500] });
    const body = lead();
    const over = configured({ LEAD_EMAIL_TO: '', RD_STATION_API_KEY: '', LEADS_EXPORT_TOKEN: 'export-token' });
    await post('/api/leads', body, over);
    const id = await leadId(body.idempotency_key);
    await onlyDue('leads', [id]);
    let now = Date.now();
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      now += backoffMs(i);
      await runDueDeliveries(bindings(over), now);
    }
    expect((await states('leads', id)).webhook).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await runDueDeliveries(bindings(over), now + 86_400_000)).toMatchObject({ claimed: 0 });

    const auth = { Authorization: 'Bearer export-token' };
    expect((await request('/api/deliveries', { envOverrides: { LEADS_EXPORT_TOKEN: '' } })).status).toBe(404);
    expect((await request('/api/deliveries', { headers: { Authorization: 'Bearer nope' }, envOverrides: over })).status).toBe(401);
    const listed = (await (await request('/api/deliveries?status=failed', { headers: auth, envOverrides: over })).json()) as {
      deliveries: { row_id: number }[];
    };
    expect(listed.deliveries.some((d) => d.row_id === id)).toBe(true);
    const resent = await request('/api/deliveries/resend', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: 'leads', row_id: id, destination: 'webhook' }),
      envOverrides: over,
    });
    expect(await resent.json()).toEqual({ resent: 1 });
    vi.restoreAllMocks();
    network({ webhook: [200] });
    expect(await runDueDeliveries(bindings(over), Date.now())).toMatchObject({ delivered: 1 });
    expect((await states('leads', id)).webhook).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('sends each destination once when the scheduled job and the request race for the same submission', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const box = mailbox();
    const net = network({}, gate);
    const over = configured({}, box);
    const body = lead();
    // Store the lead with delivery switched off, give it its delivery rows, then deliver it as the
    // request would while two scheduled runs start at the same moment.
    await post('/api/leads', body, { LEAD_WEBHOOK_URL: '', LEAD_EMAIL_TO: '', RD_STATION_API_KEY: '' });
    const id = await leadId(body.idempotency_key);
    await env.LEADS_DB.prepare(
      `INSERT INTO deliveries (source, row_id, destination, status, next_attempt_at, created_at, updated_at)
       SELECT 'leads', ?1, d.value, 'pending', ?2, ?2, ?2 FROM json_each('["webhook","email","rdstation"]') AS d`,
    )
      .bind(id, new Date().toISOString())
      .run();
    const row = (await env.LEADS_DB.prepare('SELECT * FROM leads WHERE id = ?')
      .bind(id)
      .first<Record<string, unknown> & { id: number }>())!;
    await onlyDue('leads', [id]);
    const now = Date.now();
    const racing = Promise.all([
      deliverStored(env.LEADS_DB, senders(bindings(over)), 'leads', row as typeof row & { idempotency_key: string }, now),
      runDueDeliveries(bindings(over), now + 1),
      runDueDeliveries(bindings(over), now + 2),
    ]);
    await new Promise((r) => setTimeout(r, 50));
    open();
    await racing;
    expect(box.sent).toHaveLength(1);
    expect(net.of('rd')).toHaveLength(1);
    expect(net.of('webhook')).toHaveLength(1);
    // Later runs find nothing left to send.
    expect(await runDueDeliveries(bindings(over), now + LEASE_PAST)).toMatchObject({ claimed: 0 });
  });

  it('takes at most RUN_LIMIT deliveries per scheduled run, inside the subrequest and D1 query limits, whatever the backlog', async () => {
    network({ webhook: [500], rd: [500] });
    const over = configured({ LEAD_EMAIL_TO: '' });
    const ids: number[] = [];
    for (let i = 0; i < 2 * RUN_LIMIT; i++) {
      const body = lead();
      await post('/api/leads', body, over);
      ids.push(await leadId(body.idempotency_key));
    }
    await onlyDue('leads', ids);
    // 40 deliveries due (2 destinations x 20 leads): more than two runs can take.
    vi.restoreAllMocks();
    const net = network({ webhook: [200], rd: [200] });
    let statements = 0;
    const db = env.LEADS_DB;
    const counting = new Proxy(db, {
      get(target, prop) {
        if (prop === 'prepare') return (sql: string) => (statements++, target.prepare(sql));
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const later = Date.now() + backoffMs(1) + 1000;
    const run = await runDueDeliveries(bindings({ ...over, LEADS_DB: counting }), later);
    expect(run).toEqual({ claimed: RUN_LIMIT, delivered: RUN_LIMIT, retrying: 0, failed: 0 });
    expect(net.calls.length).toBe(RUN_LIMIT);
    expect(net.calls.length).toBeLessThanOrEqual(50);
    expect(statements).toBeLessThanOrEqual(50);
    // The next runs carry on with the rest, each as bounded.
    expect((await runDueDeliveries(bindings(over), later)).claimed).toBe(RUN_LIMIT);
    expect((await runDueDeliveries(bindings(over), later)).claimed).toBe(RUN_LIMIT);
    expect((await runDueDeliveries(bindings(over), later)).claimed).toBe(RUN_LIMIT);
    expect((await runDueDeliveries(bindings(over), later)).claimed).toBe(0);
    expect(net.calls.length).toBe(4 * RUN_LIMIT);
  });
});

/** Past any claim's lease. */
const LEASE_PAST = 10 * 60_000;

describe('lead delivery: the visitor does not wait for it', { timeout: 60_000 }, () => {
  it('answers while every destination is still in flight, and the scheduled handler carries the retries', async () => {
    const { app } = await import('../../src/app');
    const worker = (await import('../../src/index')).default;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const box = mailbox();
    const net = network({ webhook: [500, 200] }, gate);
    const { ctx, pending } = executionContext();
    const body = lead();
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': '198.51.100.250' },
        body: JSON.stringify(body),
      }),
      bindings(configured({}, box)),
      ctx,
    );
    // The answer is out; the webhook and RD Station calls have not even been answered yet.
    expect(res.status).toBe(200);
    expect(pending.length).toBeGreaterThan(0);
    const id = await leadId(body.idempotency_key);
    // The delivery runs after the answer: wait until it has claimed the webhook call, held at the closed network.
    await expect.poll(async () => (await states('leads', id)).webhook).toMatchObject({ status: 'sending' });
    open();
    await Promise.all(pending);
    expect((await states('leads', id)).webhook).toMatchObject({ status: 'pending', attempts: 1 });

    // The cron entry point (wrangler.toml, every minute) at the controlled time of its event.
    await onlyDue('leads', [id]);
    const due = Date.parse((await states('leads', id)).webhook!.next_attempt_at);
    const cronWork: Promise<unknown>[] = [];
    const cronCtx = {
      waitUntil: (p: Promise<unknown>) => void cronWork.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    await worker.scheduled!(
      { scheduledTime: due, cron: '* * * * *', noRetry() {} } as unknown as ScheduledController,
      bindings(configured({}, box)),
      cronCtx,
    );
    await Promise.all(cronWork);
    expect((await states('leads', id)).webhook).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(net.of('webhook')).toHaveLength(2);
    expect(box.sent).toHaveLength(1);
  });
});
