// The free plan's daily quotas, measured rather than guessed: the D1 rows a lead, a refused post and
// each kind of scheduled minute read and write (as D1 reports them), and the KV lists of an idle
// day. src/leads/README.md ("The daily arithmetic") states these figures; a change that makes one of them
// grow fails here, and the docs move with it.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import { countDeliveries } from '../../src/analytics/measure/leads';
import { scheduledRun } from '../../src/scheduled';
import { countingKv, meteredD1 } from '../../src/leads/testing/d1-faults';
import { freshGateWindow } from '../helpers/edge-gate';
import { leadDestinations } from '../../src/leads/testing/destinations';
import { ORIGIN, request } from '../helpers/worker';

/** What src/leads/README.md says each costs at most. */
const STATED = {
  /** D1 rows written by one lead with three destinations, its first deliveries and its count for the report included. */
  leadRowsWritten: 50,
  /** D1 rows written by a post a limit refuses (the edge's, the visitor's day), or the surge guard sends a challenge. */
  refusedRowsWritten: 0,
  /** D1 rows read by the scheduled job in an idle day, with 2,000 submissions stored past 90 days. */
  idleDayRowsRead: 75_000,
  /** KV lists of the parking in an idle day (production; staging adds its quarter-hours). */
  idleDayKvLists: 288,
};

const WEBHOOK = 'https://hooks.example.com/pipeline-quotas';
const lead = () => ({
  name: 'Ana Souza',
  company: 'Metalúrgica Alfa',
  phone: '11999998888',
  email: 'ana@alfa.com.br',
  pain: 'Atrasos',
  lang: 'pt',
  idempotency_key: crypto.randomUUID(),
});
const post = (ip: string, over: Partial<Bindings>) =>
  request('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
    body: JSON.stringify(lead()),
    envOverrides: over,
  });

// Addresses of this file only (100.76.0.x): it spends one's edge limit, which outlives the file
// within its lane (test/helpers/edge-gate.ts).
describe('the daily arithmetic', () => {
  it('a lead, a refused post: the D1 rows written each', async () => {
    const dest = leadDestinations(WEBHOOK);
    // The site's hashing key and first counters exist already on a live site.
    await post('100.76.0.1', dest.config);
    const one = meteredD1();
    expect((await post('100.76.0.2', { ...dest.config, LEADS_DB: one.db })).status).toBe(200);
    expect(dest.received('ana@alfa.com.br').email).toBe(2);
    expect(one.rows.written).toBeLessThanOrEqual(STATED.leadRowsWritten);

    // One address over the edge's limit: refused before D1. A new address during a surge: asked
    // for the proof of work after a read.
    await freshGateWindow();
    for (let i = 0; i < 12; i++) await post('100.76.0.3', dest.config);
    const limited = meteredD1();
    expect((await post('100.76.0.3', { LEADS_DB: limited.db })).status).toBe(429);
    expect(limited.rows.read).toBe(0);
    const surge = meteredD1();
    expect((await post('100.76.0.4', { LEADS_DB: surge.db, FORM_GUARD_PER_MINUTE: '1' })).status).toBe(403);
    expect(limited.rows.written).toBe(STATED.refusedRowsWritten);
    expect(surge.rows.written).toBe(STATED.refusedRowsWritten);
  });

  it('an idle day of the scheduled job: D1 rows read and KV lists, with two thousand old submissions stored', async () => {
    const insert = env.LEADS_DB.prepare(
      `INSERT INTO leads (idempotency_key, received_at, form, lang, name, company, phone, email, pain, delivery_status)
       VALUES (?, ?, 'standard', 'pt', 'n', 'c', '1', 'e@x.com', 'p', 'delivered')`,
    );
    await env.LEADS_DB.batch(
      Array.from({ length: 2000 }, (_, i) =>
        insert.bind(crypto.randomUUID(), new Date(Date.now() - (91 + i / 6) * 86_400_000).toISOString()),
      ),
    );
    // Idle: the earlier test's delivery outcomes are counted for the report already.
    while ((await countDeliveries(env.LEADS_DB)) > 0);
    const { kv, count: lists } = countingKv('list');
    // The three kinds of minute: a plain one, a look at the parking (every fifth), the hourly clean-up.
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const read: Record<'plain' | 'look' | 'hourly', number> = { plain: 0, look: 0, hourly: 0 };
    const listsOf: Record<keyof typeof read, number> = { plain: 0, look: 0, hourly: 0 };
    for (const [kind, at] of [
      ['hourly', hour],
      ['plain', hour + 60_000],
      ['look', hour + 5 * 60_000],
    ] as const) {
      const metered = meteredD1();
      const before = lists();
      await scheduledRun('* * * * *', { ...(env as unknown as Bindings), LEADS_DB: metered.db, PARKED_SUBMISSIONS: kv }, at);
      read[kind] = metered.rows.read;
      listsOf[kind] = lists() - before;
    }
    // A day: 24 hourly minutes (each also a look), 288 - 24 other looks, the rest plain.
    const day = 24 * read.hourly + (288 - 24) * read.look + (1440 - 288) * read.plain;
    expect(day).toBeLessThanOrEqual(STATED.idleDayRowsRead);
    expect(24 * listsOf.hourly + (288 - 24) * listsOf.look + (1440 - 288) * listsOf.plain).toBe(STATED.idleDayKvLists);
  });
});
