// The parked queue never stops for one bad entry, moves privacy requests first, moves what may be
// moved, and cannot undo a revocation made while it moves; the scheduled job's steps are bounded
// and isolated. Entries are parked as the worker parks them (park()) or written raw, as a broken
// release or a corrupted value would leave them.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { scheduledRun } from '../../src/scheduled';
import { RD_STATION_URL } from '../../src/leads/storage/delivery/rdstation';
import { eraseSubject, revokeMarketing, subjectData } from '../../src/privacy/actions/subject';
import { subjectHash } from '../../src/privacy/site-secret';
import { TABLES } from '../../src/leads/storage/columns';
import { pipelineHealth } from '../../src/leads/storage/health';
import { park, type ParkedRow } from '../../src/leads/storage/parked';
import { EXPIRE_LIMIT, MAX_MOVE_ATTEMPTS, moveBackoffMs } from '../../src/leads/storage/parked-move';
import { leadDestinations } from '../../src/leads/testing/destinations';
import { request } from '../helpers/worker';
import { expectConsoleErrors, logLines } from './setup';

const WEBHOOK = 'https://hooks.example.com/pipeline-parked';
const EXPORT = 'pipeline-parked-export-token';
const ADMIN = 'pipeline-parked-admin-token';
const kv = env.PARKED_SUBMISSIONS;
const day = 86_400_000;
/** A minute at which the scheduled job looks at the parking (every fifth). */
const lookMinute = (at = Date.now()) => Math.ceil(at / 300_000) * 300_000;
const events = (name: string) => logLines().filter((l) => l.event === name);
const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

/** A lead as the form would have stored it, received `minutesAgo` minutes ago. */
function leadRow(m: string, minutesAgo: number, over: Record<string, string | number | null> = {}): ParkedRow {
  return {
    idempotency_key: crypto.randomUUID(),
    received_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    form: 'standard',
    placement: null,
    lang: 'pt',
    page: '/',
    name: `Eva ${m}`,
    company: 'X',
    position: null,
    phone: '+5511999998888',
    phone_e164: '+5511999998888',
    phone_valid: 1,
    email: `${m}@x.com.br`,
    employees: null,
    segment: null,
    pain: 'p',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    user_agent: null,
    ip_hash: null,
    delivery_status: 'pending',
    notice_version: '2026-11-25',
    marketing_consent: 0,
    consent_at: null,
    ...over,
  } as ParkedRow;
}

function requestRow(m: string, minutesAgo: number): ParkedRow {
  const received = new Date(Date.now() - minutesAgo * 60_000);
  return {
    idempotency_key: crypto.randomUUID(),
    received_at: received.toISOString(),
    due_at: new Date(received.getTime() + 15 * day).toISOString(),
    lang: 'pt',
    name: `Carla ${m}`,
    email: `${m}@gama.com.br`,
    request_type: 'access',
    details: null,
    notice_version: '2026-11-25',
    user_agent: null,
    ip_hash: null,
    delivery_status: 'pending',
  } as ParkedRow;
}

const parkIt = (table: 'leads' | 'privacy_requests', row: ParkedRow) => park(kv, table, row, { expiresAt: new Date(Date.now() + day) });
const inD1 = (table: string, key: string) =>
  env.LEADS_DB.prepare(`SELECT * FROM ${table} WHERE idempotency_key = ?`).bind(key).first<Record<string, unknown>>();
const scheduled = (over: Partial<Bindings>, at: number) => scheduledRun('* * * * *', { ...(env as unknown as Bindings), ...over }, at);

async function clearParking() {
  for (let cursor: string | undefined; ; ) {
    const page = await kv.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map(({ name }) => kv.delete(name)));
    if (page.list_complete) return;
    cursor = page.cursor;
  }
}

/** Rows D1 refuses whatever the move does (a language no CHECK allows): a poison entry. */
const refused = (m: string, minutesAgo: number) => leadRow(m, minutesAgo, { lang: 'xx' });

afterEach(async () => {
  vi.restoreAllMocks();
  await clearParking();
  // And what a test moved into D1: a row stored with no destination is swept to the destinations
  // a later test configures, and its deliveries would take that test's run's places.
  await env.LEADS_DB.batch([...TABLES, 'deliveries'].map((table) => env.LEADS_DB.prepare(`DELETE FROM ${table}`)));
});

describe('the queue never stops for one bad entry', () => {
  it('five poison entries (four D1 refuses, one unreadable) do not delay a valid parked lead past the next look', async () => {
    const dest = leadDestinations(WEBHOOK);
    for (let i = 0; i < 4; i++) await parkIt('leads', refused(marker(), 60 - i));
    // Unreadable: not JSON at all, under a key as the worker writes them.
    const at = new Date(Date.now() - 50 * 60_000).toISOString();
    await kv.put(`leads:${at}:${crypto.randomUUID()}`, '{"name": "cut off', { metadata: { at } });
    const m = marker();
    const valid = leadRow(m, 10);
    await parkIt('leads', valid);

    const first = lookMinute();
    await scheduled(dest.config, first);
    expect(await inD1('leads', valid.idempotency_key)).not.toBeNull();
    expect(dest.received(m)).toEqual({ email: 1, webhook: 1, rdstation: 1 });
    expect(events('submission.move_failed')).toHaveLength(5);
    expect(events('submission.move_failed').map((l) => l.cause)).toContain('unreadable');

    // The next look leaves them alone until their backoff is over.
    await scheduled(dest.config, first + 5 * 60_000);
    expect(events('submission.move_failed')).toHaveLength(5);
  });

  it('after its last attempt a poison entry is a dead letter: logged, in the health, found by access and erasure, sent back on demand', async () => {
    expectConsoleErrors();
    const config = { LEADS_EXPORT_TOKEN: EXPORT, PRIVACY_ADMIN_TOKEN: ADMIN };
    const m = marker();
    const poison = refused(m, 60);
    await parkIt('leads', poison);
    let at = lookMinute();
    for (let attempt = 1; attempt <= MAX_MOVE_ATTEMPTS; attempt++) {
      await scheduled(config, at);
      at = lookMinute(at + moveBackoffMs(attempt) + 1);
    }
    expect(events('submission.dead_lettered')).toEqual([
      expect.objectContaining({ level: 'error', table: 'leads', attempts: MAX_MOVE_ATTEMPTS }),
    ]);
    // No more tries once set aside.
    await scheduled(config, at + day);
    expect(events('submission.move_failed')).toHaveLength(MAX_MOVE_ATTEMPTS - 1);

    const operator = (path: string, body?: unknown) =>
      request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${path.includes('/privacy/') ? ADMIN : EXPORT}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        envOverrides: config,
      });
    const health = async () =>
      ((await (await operator('/api/deliveries')).json()) as { health: { parked: { deadLetters: number; waiting: number } } }).health
        .parked;
    expect(await health()).toMatchObject({ deadLetters: 1, waiting: 0 });
    const access = (await (await operator('/api/privacy/access', { email: poison.email })).json()) as {
      data: { parked: Record<string, unknown>[] };
    };
    expect(access.data.parked).toEqual([
      expect.objectContaining({ idempotency_key: poison.idempotency_key, dead_lettered_at: expect.any(String) }),
    ]);

    // Sent back to the move (after the cause is fixed): waiting again, then erased with its person.
    expect(await (await operator('/api/deliveries/resend', { parked: 'dead-letters' })).json()).toEqual({ redriven: 1 });
    expect(await health()).toMatchObject({ deadLetters: 0, waiting: 1 });
    const erased = (await (await operator('/api/privacy/erase', { email: poison.email })).json()) as { rows_erased: { parked: number } };
    expect(erased.rows_erased.parked).toBe(1);
    expect(await health()).toMatchObject({ deadLetters: 0, waiting: 0 });
  });

  it('moves what may be moved: a column the parked row lacks (added by a migration since) takes its default, not NULL', async () => {
    const m = marker();
    const { marketing_consent: _c, consent_at: _a, notice_version: _v, ...older } = leadRow(m, 30);
    await parkIt('leads', older as ParkedRow);
    await scheduled({}, lookMinute());
    expect(await inD1('leads', older.idempotency_key)).toMatchObject({ marketing_consent: 0 });
    expect(events('submission.move_failed')).toEqual([]);
  });
});

describe('privacy requests first', () => {
  it('a privacy request parked after a backlog of leads is moved at the first look', async () => {
    const leads = Array.from({ length: 8 }, (_, i) => leadRow(marker(), 120 - i));
    for (const row of leads) await parkIt('leads', row);
    const request_ = requestRow(marker(), 1);
    await parkIt('privacy_requests', request_);
    await scheduled({}, lookMinute());
    expect(await inD1('privacy_requests', request_.idempotency_key)).not.toBeNull();
  });

  it('past a page of parked keys, a privacy request is still in view of the move, in at most three lists', async () => {
    // KV lists 1,000 keys a page; this namespace answers 10, so a dozen entries stand for thousands.
    const PAGE = 10;
    const at = new Date(Date.now() - 3 * day).toISOString();
    // Leads set aside (dead letters) fill the first page: the look only lists them.
    await Promise.all(
      Array.from({ length: PAGE + 1 }, (_, i) => kv.put(`leads:${at}:${String(i).padStart(3, '0')}`, '{}', { metadata: { at, d: at } })),
    );
    const request_ = requestRow(marker(), 1);
    await parkIt('privacy_requests', request_);
    let lists = 0;
    const paged = new Proxy(kv, {
      get(target, prop) {
        if (prop === 'list')
          return (options: KVNamespaceListOptions = {}) => {
            lists++;
            return target.list({ ...options, limit: Math.min(options.limit ?? PAGE, PAGE) });
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await scheduled({ PARKED_SUBMISSIONS: paged }, lookMinute());
    expect(await inD1('privacy_requests', request_.idempotency_key)).not.toBeNull();
    expect(lists).toBeLessThanOrEqual(3);
  });
});

describe('a head of dead letters hides nothing behind it', () => {
  // KV lists 1,000 keys a page; this namespace answers 10, so a dozen entries stand for thousands.
  const PAGE = 10;
  function paged(): { kv: KVNamespace; lists: () => number } {
    let lists = 0;
    const proxy = new Proxy(kv, {
      get(target, prop) {
        if (prop === 'list')
          return (options: KVNamespaceListOptions = {}) => {
            lists++;
            return target.list({ ...options, limit: Math.min(options.limit ?? PAGE, PAGE) });
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { kv: proxy, lists: () => lists };
  }

  it('a page of leads the move set aside as dead letters leaves a valid lead parked after them in view', async () => {
    expectConsoleErrors();
    const dest = leadDestinations(WEBHOOK);
    // A page of poison leads, each at its last attempt.
    for (let i = 0; i < PAGE; i++) {
      const row = refused(marker(), 120 - i);
      await kv.put(`leads:${row.received_at}:${row.idempotency_key}`, JSON.stringify(row), { metadata: { at: row.received_at, n: 4 } });
    }
    const first = paged();
    await scheduled({ ...dest.config, PARKED_SUBMISSIONS: first.kv }, lookMinute());
    expect(events('submission.dead_lettered')).toHaveLength(PAGE);
    const m = marker();
    const valid = leadRow(m, 5);
    await parkIt('leads', valid);
    const next = paged();
    await scheduled({ ...dest.config, PARKED_SUBMISSIONS: next.kv }, lookMinute() + 5 * 60_000);
    expect(await inD1('leads', valid.idempotency_key)).not.toBeNull();
    expect(next.lists()).toBeLessThanOrEqual(3);
    // Still dead letters: in the health, found by access.
    expect((await pipelineHealth(env)).parked?.deadLetters).toBe(PAGE);
  });

  it('dead letters set aside by an earlier release, more than a page, leave a valid lead behind them in view, in at most three lists', async () => {
    const dest = leadDestinations(WEBHOOK);
    const at = new Date(Date.now() - 3 * day).toISOString();
    await Promise.all(
      Array.from({ length: PAGE + 1 }, (_, i) => kv.put(`leads:${at}:${String(i).padStart(3, '0')}`, '{}', { metadata: { at, d: at } })),
    );
    const m = marker();
    const valid = leadRow(m, 5);
    await parkIt('leads', valid);
    const look = paged();
    await scheduled({ ...dest.config, PARKED_SUBMISSIONS: look.kv }, lookMinute());
    expect(await inD1('leads', valid.idempotency_key)).not.toBeNull();
    expect(look.lists()).toBeLessThanOrEqual(3);
  });
});

describe('revocation sticks', () => {
  it('a revocation made while the move runs, after it read the entry, is not undone: consent 0 in D1, none sent to RD Station', async () => {
    const dest = leadDestinations(WEBHOOK, { PRIVACY_ADMIN_TOKEN: ADMIN });
    const m = marker();
    const row = leadRow(m, 20, { marketing_consent: 1, consent_at: new Date(Date.now() - 20 * 60_000).toISOString() });
    await parkIt('leads', row);
    let revoked = false;
    // The move reads the entry; the operator revokes the person's consent before it inserts.
    const racing = new Proxy(kv, {
      get(target, prop) {
        if (prop === 'get')
          return async (key: string, type?: unknown) => {
            const value = await target.get(key, type as 'text');
            if (!revoked && key.startsWith('leads:')) {
              revoked = true;
              const res = await request('/api/privacy/revoke', {
                method: 'POST',
                headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
                body: JSON.stringify({ email: row.email }),
                envOverrides: dest.config,
              });
              expect(res.status).toBe(200);
            }
            return value;
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await scheduled({ ...dest.config, PARKED_SUBMISSIONS: racing }, lookMinute());
    expect(revoked).toBe(true);
    expect(await inD1('leads', row.idempotency_key)).toMatchObject({ marketing_consent: 0 });
    const conversion = dest.calls.find((c) => c.url.startsWith(RD_STATION_URL) && c.body.includes(m));
    expect(conversion).toBeDefined();
    expect(JSON.parse(conversion!.body).payload).not.toHaveProperty('available_for_mailing');
    expect(JSON.parse(conversion!.body).payload).not.toHaveProperty('legal_bases');
  });
});

describe('erasure sticks', () => {
  it.each([
    ['with its subject hash', true],
    ['parked without one (the hashing key unavailable then)', false],
  ])('an erasure that lands while a refused entry is being set back is not written back into KV (%s)', async (_, hashed) => {
    const m = marker();
    const poison = refused(m, 60);
    const subject = hashed ? await subjectHash(env, poison.email) : undefined;
    await park(kv, 'leads', poison, { ...(subject ? { subject } : {}), expiresAt: new Date(Date.now() + day) });
    const key = `leads:${poison.received_at}:${poison.idempotency_key}`;
    let erased = false;
    // The move read the entry and D1 refused it; the person's erasure runs to its end just before
    // the move writes the entry back with its failure recorded.
    const racing = new Proxy(kv, {
      get(target, prop) {
        if (prop === 'put')
          return async (name: string, ...rest: unknown[]) => {
            if (!erased && name === key) {
              erased = true;
              expect((await eraseSubject(env, poison.email)).rows_erased.parked).toBe(1);
            }
            return (target.put as (...a: unknown[]) => Promise<void>)(name, ...rest);
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await scheduled({ PARKED_SUBMISSIONS: racing }, lookMinute());
    expect(erased).toBe(true);
    expect(await kv.get(key)).toBeNull();
    expect((await subjectData(env, poison.email)).data.parked).toEqual([]);
  });
});

describe('revocation sticks in what is set back', () => {
  it('a revocation that lands while a refused entry is being set back is not undone in KV', async () => {
    const m = marker();
    const consented = new Date(Date.now() - 60 * 60_000).toISOString();
    const poison = leadRow(m, 60, { lang: 'xx', marketing_consent: 1, consent_at: consented });
    await park(kv, 'leads', poison, { subject: await subjectHash(env, poison.email), expiresAt: new Date(Date.now() + day) });
    const key = `leads:${poison.received_at}:${poison.idempotency_key}`;
    let revoked = false;
    // The move read the entry (consent given) and D1 refused it; the person's revocation rewrites
    // the entry just before the move writes it back with its failure recorded.
    const racing = new Proxy(kv, {
      get(target, prop) {
        if (prop === 'put')
          return async (name: string, ...rest: unknown[]) => {
            if (!revoked && name === key) {
              revoked = true;
              expect((await revokeMarketing(env, poison.email)).parked).toBe(1);
            }
            return (target.put as (...a: unknown[]) => Promise<void>)(name, ...rest);
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await scheduled({ PARKED_SUBMISSIONS: racing }, lookMinute());
    expect(revoked).toBe(true);
    const { value, metadata } = await kv.getWithMetadata<Record<string, unknown>, { n?: number }>(key, 'json');
    expect(value).toMatchObject({ idempotency_key: poison.idempotency_key, marketing_consent: 0 });
    // Still the refused entry, its failure recorded, waiting for its next try.
    expect(metadata?.n).toBe(1);
    expect((await subjectData(env, poison.email)).data.parked).toEqual([expect.objectContaining({ marketing_consent: 0 })]);
  });
});

describe('the scheduled job: each step bounded and isolated', () => {
  it('KV refusing the parking step skips none of the others: deliveries and retention still run', async () => {
    expectConsoleErrors();
    const dest = leadDestinations(WEBHOOK);
    const m = marker();
    // A lead stored and due for delivery to the webhook, and one past its retention period.
    const { id } = (await env.LEADS_DB.prepare(
      `INSERT INTO leads (idempotency_key, received_at, form, lang, name, company, phone, email, pain, delivery_status)
       VALUES (?, ?, 'standard', 'pt', ?, 'X', '1', ?, 'p', 'pending') RETURNING id`,
    )
      .bind(crypto.randomUUID(), new Date().toISOString(), `Eva ${m}`, `${m}@x.com.br`)
      .first<{ id: number }>())!;
    await env.LEADS_DB.prepare(
      `INSERT INTO deliveries (source, row_id, destination, status, next_attempt_at, created_at, updated_at)
       VALUES ('leads', ?1, 'webhook', 'pending', ?2, ?2, ?2)`,
    )
      .bind(id, new Date().toISOString())
      .run();
    const old = crypto.randomUUID();
    await env.LEADS_DB.prepare(
      `INSERT INTO leads (idempotency_key, received_at, form, lang, name, company, phone, email, pain)
       VALUES (?, '2001-01-01T00:00:00.000Z', 'standard', 'pt', 'Old', 'X', '1', 'old@x.com', 'p')`,
    )
      .bind(old)
      .run();
    const broken = new Proxy(kv, {
      get(target, prop) {
        if (prop === 'list') return () => Promise.reject(new Error('KV list failed: daily limit exceeded'));
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    await expect(scheduled({ ...dest.config, PARKED_SUBMISSIONS: broken }, hour)).rejects.toThrow('parked');
    expect(events('scheduled.step_failed')).toEqual([expect.objectContaining({ level: 'error', step: 'parked' })]);
    expect(dest.received(m).webhook).toBe(1);
    expect(await inD1('leads', old)).toBeNull();
  });

  it(`deletes at most ${EXPIRE_LIMIT} parked entries past retention per look, the rest at the next`, async () => {
    const at = new Date(Date.now() - 30 * 31 * day).toISOString();
    const count = EXPIRE_LIMIT + 10;
    await Promise.all(
      Array.from({ length: count }, (_, i) => kv.put(`contact_messages:${at}:${String(i).padStart(4, '0')}`, '{}', { metadata: { at } })),
    );
    const left = async () => (await kv.list({ prefix: 'contact_messages:' })).keys.length;
    await scheduled({}, lookMinute());
    expect(await left()).toBe(count - EXPIRE_LIMIT);
    await scheduled({}, lookMinute() + 5 * 60_000);
    expect(await left()).toBe(0);
  });
});
