// The scheduled clean-up and the keyed IP hashes, against the real D1 schema, with a fixed clock.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { DEFAULT_RETENTION_MONTHS, monthsBefore, retentionMonths } from '../../src/privacy/policy';
import { runRetention } from '../../src/privacy/actions/retention';
import { hashKey, ipHash, keyedHash } from '../../src/privacy/site-secret';
import { executionContext } from '../helpers/worker';

const db = env.LEADS_DB;
/** The fixed "now" of these tests, long before any row other tests store. */
const NOW = new Date('2021-06-15T12:00:00.000Z');

async function addLead(receivedAt: string, email = `${crypto.randomUUID()}@retention.test`) {
  const key = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO leads (idempotency_key, received_at, form, lang, name, company, phone, email, user_agent, ip_hash)
       VALUES (?, ?, 'standard', 'pt', 'Ana', 'Alfa', '11999998888', ?, 'UA/1', 'abcd')`,
    )
    .bind(key, receivedAt, email)
    .run();
  return key;
}
async function addMessage(receivedAt: string) {
  const key = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO contact_messages (idempotency_key, received_at, lang, name, email, subject, message, user_agent, ip_hash)
       VALUES (?, ?, 'pt', 'Bruno', 'b@retention.test', 'Oi', 'Mensagem', 'UA/1', 'abcd')`,
    )
    .bind(key, receivedAt)
    .run();
  return key;
}
async function addRequest(receivedAt: string) {
  const key = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO privacy_requests (idempotency_key, received_at, lang, name, email, request_type, due_at, user_agent, ip_hash)
       VALUES (?, ?, 'pt', 'Carla', 'c@retention.test', 'access', ?, 'UA/1', 'abcd')`,
    )
    .bind(key, receivedAt, receivedAt)
    .run();
  return key;
}
const row = (table: string, key: string) =>
  db
    .prepare(`SELECT ip_hash, user_agent FROM ${table} WHERE idempotency_key = ?`)
    .bind(key)
    .first<{ ip_hash: string | null; user_agent: string | null }>();

describe('retention', () => {
  it('the period comes from DATA_RETENTION_MONTHS, 24 by default, within sane bounds', () => {
    expect(DEFAULT_RETENTION_MONTHS).toBe(24);
    expect(retentionMonths({})).toBe(24);
    expect(retentionMonths({ DATA_RETENTION_MONTHS: '18' })).toBe(18);
    expect(retentionMonths({ DATA_RETENTION_MONTHS: 'soon' })).toBe(24);
    expect(retentionMonths({ DATA_RETENTION_MONTHS: '0' })).toBe(1);
    expect(retentionMonths({ DATA_RETENTION_MONTHS: '9999' })).toBe(120);
    expect(monthsBefore(new Date('2024-03-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('erases leads, messages and privacy requests older than the period and keeps the younger ones', async () => {
    const cutoff = monthsBefore(NOW, 24).getTime();
    const before = new Date(cutoff - 60_000).toISOString();
    const after = new Date(cutoff + 60_000).toISOString();
    const old = { leads: await addLead(before), contact_messages: await addMessage(before), privacy_requests: await addRequest(before) };
    const young = { leads: await addLead(after), contact_messages: await addMessage(after), privacy_requests: await addRequest(after) };

    const result = await runRetention({ LEADS_DB: db }, NOW);

    for (const [table, key] of Object.entries(old)) expect(await row(table, key), table).toBeNull();
    for (const [table, key] of Object.entries(young)) expect(await row(table, key), table).not.toBeNull();
    expect(result.erased).toEqual({ deliveries: 0, leads: 1, contact_messages: 1, privacy_requests: 1 });
  });

  it('follows a shorter configured period', async () => {
    const sevenMonthsAgo = monthsBefore(NOW, 7).toISOString();
    const key = await addLead(sevenMonthsAgo);
    await runRetention({ LEADS_DB: db, DATA_RETENTION_MONTHS: '24' }, NOW);
    expect(await row('leads', key)).not.toBeNull();
    await runRetention({ LEADS_DB: db, DATA_RETENTION_MONTHS: '6' }, NOW);
    expect(await row('leads', key)).toBeNull();
  });

  it('clears IP hashes and user agents after 90 days, keeping the request', async () => {
    const day = 86_400_000;
    const older = await addLead(new Date(NOW.getTime() - 91 * day).toISOString());
    const newer = await addLead(new Date(NOW.getTime() - 89 * day).toISOString());
    const message = await addMessage(new Date(NOW.getTime() - 91 * day).toISOString());
    await runRetention({ LEADS_DB: db }, NOW);
    expect(await row('leads', older)).toEqual({ ip_hash: null, user_agent: null });
    expect(await row('contact_messages', message)).toEqual({ ip_hash: null, user_agent: null });
    expect(await row('leads', newer)).toEqual({ ip_hash: 'abcd', user_agent: 'UA/1' });
  });

  it('drops rate-limit rows once their window is over', async () => {
    const now = Math.floor(NOW.getTime() / 1000);
    await db
      .prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 3), (?3, ?4, 1)')
      .bind('lead:over', now - 601, 'lead:open', now - 30)
      .run();
    await runRetention({ LEADS_DB: db }, NOW);
    const keys = (
      await db.prepare("SELECT key FROM rate_limits WHERE key IN ('lead:over', 'lead:open')").all<{ key: string }>()
    ).results.map((r) => r.key);
    expect(keys).toEqual(['lead:open']);
  });

  it('runs from the scheduled handler, at the first minute of each hour', async () => {
    const key = await addLead('2001-01-01T00:00:00.000Z');
    const { ctx, pending } = executionContext();
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    await worker.scheduled!(
      { cron: '*/15 * * * *', scheduledTime: hour, type: 'scheduled', noRetry() {} } as ScheduledController,
      { ...env, LEAD_WEBHOOK_URL: '' } as never,
      ctx,
    );
    await Promise.all(pending);
    expect(await row('leads', key)).toBeNull();
  });
});

describe('IP hashes', () => {
  it('are keyed: without IP_HASH_SECRET the site generates a key once and keeps it in D1', async () => {
    const first = await ipHash({ LEADS_DB: db }, '198.51.100.7');
    const stored = await db.prepare('SELECT value FROM site_secrets').all<{ value: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(first).toBe(await keyedHash(stored.results[0]!.value, 'ip', '198.51.100.7', 32));
    // Stable for the same address, different for another.
    expect(await ipHash({ LEADS_DB: db }, '198.51.100.7')).toBe(first);
    expect(await ipHash({ LEADS_DB: db }, '198.51.100.8')).not.toBe(first);
  });

  it('cannot be recomputed from the address alone: no plain or fixed-pepper SHA-256', async () => {
    const ip = '198.51.100.7';
    const hash = await ipHash({ LEADS_DB: db }, ip);
    for (const guess of [ip, `lean-digital-leads:v1:${ip}`]) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(guess));
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      expect(hex.slice(0, 32)).not.toBe(hash);
    }
  });

  it('use the operator secret when set', async () => {
    expect(await hashKey({ LEADS_DB: db, IP_HASH_SECRET: ' s3cret ' })).toBe('s3cret');
    const withSecret = await ipHash({ LEADS_DB: db, IP_HASH_SECRET: 's3cret' }, '198.51.100.7');
    expect(withSecret).toBe(await keyedHash('s3cret', 'ip', '198.51.100.7', 32));
    expect(withSecret).not.toBe(await ipHash({ LEADS_DB: db }, '198.51.100.7'));
  });
});
