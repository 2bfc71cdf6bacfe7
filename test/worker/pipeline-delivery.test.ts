// Stored means delivered, and once per destination as far as the destination allows: D1 failing
// between the insert and the delivery rows, after an insert whose answer was lost, or on the
// status update after a send; a stored submission that has no delivery rows at all.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { scheduledRun } from '../../src/scheduled';
import { revokeMarketing } from '../../src/privacy/actions/subject';
import { RD_STATION_URL } from '../../src/leads/storage/delivery/rdstation';
import { sweepUndelivered } from '../../src/leads/storage/delivery/sweep';
import { pipelineHealth } from '../../src/leads/storage/health';
import { INSERT, faultyD1, transient } from '../../src/leads/testing/d1-faults';
import { leadDestinations } from '../../src/leads/testing/destinations';
import { aLead } from '../../src/leads/testing/submissions';
import { ORIGIN, request } from '../helpers/worker';
import { expectConsoleErrors, logLines } from './setup';

const WEBHOOK = 'https://hooks.example.com/pipeline-delivery';
/** Past any delivery's lease (a minute) and any first backoff. */
const LATER = 10 * 60_000;
/** A minute at which the scheduled job looks at the parking and sweeps (every fifth). */
const lookMinute = (at = Date.now()) => Math.ceil(at / 300_000) * 300_000;
let n = 0;
const ip = () => `192.0.2.${(n = (n % 250) + 1)}`;
const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

/** A lead whose name and e-mail carry the marker each destination is searched for. */
const lead = (m: string) => aLead({ name: `Eva ${m}`, email: `${m}@epsilon.com.br` });

function post(body: Record<string, unknown>, over: Partial<Bindings>) {
  return request('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip() },
    body: JSON.stringify(body),
    envOverrides: over,
  });
}

const scheduled = (over: Partial<Bindings>, at: number) => scheduledRun('* * * * *', { ...(env as unknown as Bindings), ...over }, at);
const events = (name: string) => logLines().filter((l) => l.event === name);
const ONCE = { email: 1, webhook: 1, rdstation: 1 };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A request's status once it and its work after the answer are done, its timers run on the faked clock. */
async function settled(pending: Promise<Response>): Promise<number> {
  let done = false;
  void pending.finally(() => {
    done = true;
  });
  while (!done) await vi.advanceTimersByTimeAsync(250);
  return (await pending).status;
}

describe('stored means delivered', () => {
  it('D1 failing right after the insert: its delivery rows came with it, and the scheduled job sends each destination once', async () => {
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    let stored = false;
    // Everything after the statement that stores the lead fails: the request's first attempt too.
    const flaky = faultyD1((sql) => (stored ? transient() : INSERT.test(sql) ? ((stored = true), null) : null));
    expect((await post(lead(m), { ...dest.config, LEADS_DB: flaky.db })).status).toBe(200);
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0 });
    await scheduled(dest.config, Date.now() + 1000);
    expect(dest.received(m)).toEqual(ONCE);
    await scheduled(dest.config, Date.now() + LATER);
    expect(dest.received(m)).toEqual(ONCE);
  });

  it('an insert that committed, its answer lost and its id unreadable: still delivered, once', async () => {
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    let inserts = 0;
    const flaky = faultyD1((sql) => ((INSERT.test(sql) && ++inserts === 1) || /^\s*SELECT id FROM leads/.test(sql) ? transient() : null), {
      commitThenThrow: true,
    });
    const body = lead(m);
    expect((await post(body, { ...dest.config, LEADS_DB: flaky.db })).status).toBe(200);
    await scheduled(dest.config, Date.now() + LATER);
    expect(dest.received(m)).toEqual(ONCE);
    const { n: rows } = (await env.LEADS_DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?')
      .bind(body.idempotency_key)
      .first<{ n: number }>())!;
    expect(rows).toBe(1);
  });

  it('a stored submission pending delivery without its delivery rows is swept up by the scheduled job and delivered', async () => {
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    // As an earlier release, or a row written by hand, could have left it.
    const received = new Date(Date.now() - 30 * 60_000).toISOString();
    await env.LEADS_DB.prepare(
      `INSERT INTO leads (idempotency_key, received_at, form, lang, name, company, phone, email, pain, delivery_status)
       VALUES (?, ?, 'standard', 'pt', ?, 'X', '+5511999998888', ?, 'p', 'pending')`,
    )
      .bind(crypto.randomUUID(), received, `Eva ${m}`, `${m}@x.com.br`)
      .run();
    // The pipeline's health shows it until the sweep has enqueued it.
    const unqueued = async () => (await pipelineHealth(env)).deliveries?.unqueued;
    expect(await unqueued()).toBe(1);
    await scheduled(dest.config, lookMinute());
    expect(dest.received(m)).toEqual(ONCE);
    expect(events('delivery.swept')).toEqual([expect.objectContaining({ level: 'warn', rows: { leads: 3 } })]);
    expect(await unqueued()).toBe(0);
    await scheduled(dest.config, lookMinute() + LATER);
    expect(dest.received(m)).toEqual(ONCE);
  });

  it('a submission stored while no destination was configured is swept up once one is, and delivered', async () => {
    const m = marker();
    // Stored as the form stores it with nothing configured: delivery_status 'none', no delivery rows.
    const body = lead(m);
    expect((await post(body, {})).status).toBe(200);
    const status = async () =>
      (await env.LEADS_DB.prepare('SELECT delivery_status FROM leads WHERE idempotency_key = ?')
        .bind(body.idempotency_key)
        .first<string>('delivery_status'))!;
    expect(await status()).toBe('none');
    // Later the team configures the destinations.
    const dest = leadDestinations(WEBHOOK);
    await scheduled(dest.config, lookMinute(Date.now() + 3 * 60_000));
    expect(dest.received(m)).toEqual(ONCE);
    expect(await status()).toBe('delivered');
    await scheduled(dest.config, lookMinute(Date.now() + LATER));
    expect(dest.received(m)).toEqual(ONCE);
  });
  it('a swept submission stored while nothing was configured shows as pending until its outcome is known', async () => {
    const body = lead(marker());
    expect((await post(body, {})).status).toBe(200);
    const made = await sweepUndelivered(env.LEADS_DB, () => ['email', 'webhook'], Date.now() + 3 * 60_000);
    expect(made.leads).toBeGreaterThanOrEqual(2);
    const row = await env.LEADS_DB.prepare(
      `SELECT l.delivery_status, (SELECT COUNT(*) FROM deliveries AS d WHERE d.source = 'leads' AND d.row_id = l.id) AS rows
       FROM leads AS l WHERE l.idempotency_key = ?`,
    )
      .bind(body.idempotency_key)
      .first<{ delivery_status: string; rows: number }>();
    expect(row).toEqual({ delivery_status: 'pending', rows: 2 });
  });
});

describe('once per destination, as far as the destination allows', () => {
  it('a failed status update after a send is retried before the lease expires: one e-mail, not two', async () => {
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    let failures = 0;
    // The first write of an outcome fails, once.
    const flaky = faultyD1((sql) => (/UPDATE deliveries SET status = \?/.test(sql) && ++failures === 1 ? transient() : null));
    expect((await post(lead(m), { ...dest.config, LEADS_DB: flaky.db })).status).toBe(200);
    expect(failures).toBeGreaterThan(1);
    expect(dest.received(m)).toEqual(ONCE);
    // Long past the lease: nothing is left to send again.
    await scheduled(dest.config, Date.now() + LATER);
    await scheduled(dest.config, Date.now() + 2 * LATER);
    expect(dest.received(m)).toEqual(ONCE);
    const { results } = await env.LEADS_DB.prepare(
      "SELECT d.status FROM deliveries AS d JOIN leads AS l ON d.source = 'leads' AND d.row_id = l.id WHERE l.email = ?",
    )
      .bind(`${m}@epsilon.com.br`)
      .all<{ status: string }>();
    expect(results.map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('two posts with one idempotency key and different bodies: each destination gets the body D1 holds, never the other', async () => {
    const dest = leadDestinations(WEBHOOK);
    const [a, b] = [marker(), marker()];
    const first = lead(a);
    // The first post is stored, but its own first attempt cannot claim the rows (D1 hiccups).
    const noClaim = faultyD1((sql) => (/^UPDATE deliveries SET status = 'sending'/.test(sql.trim()) ? transient() : null));
    expect((await post(first, { ...dest.config, LEADS_DB: noClaim.db })).status).toBe(200);
    expect(dest.received(a)).toEqual({ email: 0, webhook: 0, rdstation: 0 });
    // A second post with the same key and another body races it: its duplicate check ran before the
    // first was stored (here: it fails, and fails open), so it goes on to an insert that keeps nothing.
    const racing = faultyD1((sql) => (/SELECT 1 AS found FROM leads/.test(sql) ? transient() : null));
    const second = { ...lead(b), idempotency_key: first.idempotency_key };
    expect((await post(second, { ...dest.config, LEADS_DB: racing.db })).status).toBe(200);
    await scheduled(dest.config, Date.now() + LATER);
    expect(dest.received(b)).toEqual({ email: 0, webhook: 0, rdstation: 0 });
    expect(dest.received(a)).toEqual(ONCE);
  });

  it('D1 refusing the status write for 8 s after a send: the write is retried inside the lease, and no destination gets it twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    let until = 0;
    // From the first write of an outcome on, D1 refuses every such write for 8 seconds.
    const flaky = faultyD1((sql) => {
      if (!/UPDATE deliveries SET status = \?/.test(sql)) return null;
      until ||= Date.now() + 8000;
      return Date.now() < until ? transient() : null;
    });
    expect(await settled(post(lead(m), { ...dest.config, LEADS_DB: flaky.db }))).toBe(200);
    expect(dest.received(m)).toEqual(ONCE);
    await scheduled(dest.config, Date.now() + LATER);
    await scheduled(dest.config, Date.now() + 2 * LATER);
    expect(dest.received(m)).toEqual(ONCE);
    expect(events('delivery.settle_failed')).toEqual([]);
  });

  it('D1 refusing the status write longer than an invocation can wait: the send is remembered apart, and not repeated', async () => {
    expectConsoleErrors();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    // Every write of an outcome fails during the request; the scheduled job's D1 works again.
    const flaky = faultyD1((sql) => (/UPDATE deliveries SET status = \?/.test(sql) ? transient() : null));
    expect(await settled(post(lead(m), { ...dest.config, LEADS_DB: flaky.db }))).toBe(200);
    expect(dest.received(m)).toEqual(ONCE);
    expect(events('delivery.settle_failed')).toHaveLength(3);
    await scheduled(dest.config, Date.now() + LATER);
    await scheduled(dest.config, Date.now() + 2 * LATER);
    expect(dest.received(m)).toEqual(ONCE);
    const { results } = await env.LEADS_DB.prepare(
      "SELECT d.status FROM deliveries AS d JOIN leads AS l ON d.source = 'leads' AND d.row_id = l.id WHERE l.email = ?",
    )
      .bind(`${m}@epsilon.com.br`)
      .all<{ status: string }>();
    expect(results.map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('a consent withdrawn between the insert and the first send: RD Station receives no consent', async () => {
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    const body = { ...lead(m), marketing_consent: 'yes' };
    // The person's revocation lands right after the batch that stores the lead, before the answer
    // and the first attempt at each destination.
    let justStored = false;
    const spy = faultyD1((sql) => ((justStored ||= INSERT.test(sql)), null));
    const db = new Proxy(spy.db, {
      get(target, prop) {
        if (prop === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            const result = await target.batch(statements);
            if (justStored) {
              justStored = false;
              await revokeMarketing(env, body.email);
            }
            return result;
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect((await post(body, { ...dest.config, LEADS_DB: db })).status).toBe(200);
    expect(dest.received(m)).toEqual(ONCE);
    const rd = JSON.parse(dest.calls.find((c) => c.url.startsWith(RD_STATION_URL))!.body) as { payload: Record<string, unknown> };
    expect(rd.payload.email).toBe(body.email);
    expect(rd.payload).not.toHaveProperty('legal_bases');
    expect(rd.payload).not.toHaveProperty('available_for_mailing');
  });

  it('each destination gets the idempotency key where it reads one: the webhook header, the e-mail headers, an RD Station field', async () => {
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    const body = lead(m);
    expect(
      (await post(body, { ...dest.config, RD_STATION_FIELD_KEY: 'cf_chave_do_envio', SITE_URL: 'https://www.vertice.ind.br' })).status,
    ).toBe(200);
    const key = body.idempotency_key;
    expect(dest.calls.find((c) => c.url === WEBHOOK)!.headers.get('Idempotency-Key')).toBe(key);
    expect(dest.mails[0]!.headers).toEqual({ 'X-Lead-Key': key, References: `<lead.${key}@www.vertice.ind.br>` });
    const rd = JSON.parse(dest.calls.find((c) => c.url.startsWith(RD_STATION_URL))!.body) as { payload: Record<string, unknown> };
    expect(rd.payload.cf_chave_do_envio).toBe(key);
  });
});
