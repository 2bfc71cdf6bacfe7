// Abuse of the forms, as a script would try it: one address posting under a new placement each
// time, an IPv6 visitor walking its /64, many new addresses at once, an address spending the
// parking while D1 is down. What the visitor gets (429 with the true wait, or the site's proof of
// work to solve, the reason in the page's language, the form kept), that nothing beyond the limits
// is stored or parked, and that a refused post writes nothing to D1.
import { env } from 'cloudflare:test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { ipHash } from '../../src/privacy/site-secret';
import { PARK_PER_VISITOR_PER_DAY } from '../../src/leads/storage/keep';
import { VISITOR_DAY } from '../../src/leads/storage/rate-limit';
import { faultyD1, meteredD1, transient } from '../../src/leads/testing/d1-faults';
import { freshGateWindow } from '../helpers/edge-gate';
import { aLead } from '../../src/leads/testing/submissions';
import { ORIGIN, request } from '../helpers/worker';
import { logLines } from './setup';

const uid = () => crypto.randomUUID();
/** FORM_RATE_LIMIT in wrangler.toml: posts one address may send in a minute. */
const GATE = 10;

const lead = aLead;

const message = (over: Record<string, string> = {}) => ({
  contactName: 'Bruno Lima',
  contactEmail: 'bruno@beta.com',
  contactSubject: 'Orçamento',
  contactMessage: 'Gostaria de uma proposta.',
  lang: 'pt',
  idempotency_key: uid(),
  ...over,
});

function post(path: string, body: Record<string, string>, ip: string, over: Partial<Bindings> = {}, asForm = false, referer?: string) {
  return request(path, {
    method: 'POST',
    headers: {
      'Content-Type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
      Origin: ORIGIN,
      'CF-Connecting-IP': ip,
      ...(referer ? { Referer: `${ORIGIN}${referer}` } : {}),
    },
    body: asForm ? new URLSearchParams(body).toString() : JSON.stringify(body),
    redirect: 'manual',
    envOverrides: over,
  });
}

const stored = async (table: string, keys: string[]) =>
  (
    await env.LEADS_DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE idempotency_key IN (SELECT value FROM json_each(?))`)
      .bind(JSON.stringify(keys))
      .first<{ n: number }>()
  )?.n ?? 0;

const events = (name: string) => logLines().filter((l) => l.event === name);

/** What the browser's widget does: solves the challenge and sends the payload the form field carries. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

beforeEach(async () => {
  // Each test starts a new minute and day of the site's counters.
  await env.LEADS_DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'site:%'").run();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the edge limit: one address, whatever it posts, before any D1 write', () => {
  it(`${GATE + 5} leads from one address with as many placements: ${GATE} stored, the rest 429 with the minute's true wait and no D1 write`, async () => {
    await freshGateWindow();
    const ip = '198.51.100.10';
    const keys: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < GATE + 5; i++) {
      const body = lead({ identificador: `campanha-${i}`, email: `ana${i}@alfa.com.br` });
      keys.push(body.idempotency_key);
      const metered = meteredD1();
      const res = await post('/api/leads', body, ip, { LEADS_DB: metered.db });
      statuses.push(res.status);
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('Retry-After'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await res.json()).toMatchObject({ ok: false, reason: 'rateLimited', retryAfter });
        expect(metered.rows).toMatchObject({ read: 0, written: 0, calls: 0 });
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(GATE);
    expect(statuses.slice(GATE).every((s) => s === 429)).toBe(true);
    expect(await stored('leads', keys)).toBe(GATE);
    // Another form, another placement field: the same address, the same limit.
    const contact = message();
    expect((await post('/api/contact', contact, ip)).status).toBe(429);
    expect(await stored('contact_messages', [contact.idempotency_key])).toBe(0);
    expect(events('form.rate_limited').at(-1)).toMatchObject({ level: 'warn', scope: 'address' });
    // Another address is not affected.
    expect((await post('/api/leads', lead(), '198.51.100.11')).status).toBe(200);
  });

  it("a retry of a kept post past the address's limit gets its answer, costs no D1 call, and stores nothing twice", async () => {
    await freshGateWindow();
    const ip = '198.51.100.41';
    const first = lead({ email: 'retry@alfa.com.br' });
    expect((await post('/api/leads', first, ip)).status).toBe(200);
    for (let i = 1; i < GATE; i++) expect((await post('/api/leads', lead({ email: `r${i}@alfa.com.br` }), ip)).status).toBe(200);
    // The limit is spent: a new post is refused, the same post again (its answer lost) is not.
    expect((await post('/api/leads', lead(), ip)).status).toBe(429);
    const metered = meteredD1();
    const retry = await post('/api/leads', first, ip, { LEADS_DB: metered.db });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ ok: true });
    expect(metered.rows).toMatchObject({ read: 0, written: 0, calls: 0 });
    expect(events('form.duplicate').at(-1)).toMatchObject({ at: 'edge', table: 'leads' });
    expect(await stored('leads', [first.idempotency_key])).toBe(1);
    // As a form posted without JavaScript: the 303 to the success panel, not the form with a 429.
    const asForm = await post('/api/leads', first, ip, {}, true, '/pt');
    expect(asForm.status).toBe(303);
  });

  it('an IPv6 visitor is its /64: new addresses in it share the limit, another /64 does not', async () => {
    await freshGateWindow();
    const statuses: number[] = [];
    for (let i = 1; i <= GATE + 2; i++) statuses.push((await post('/api/leads', lead(), `2001:db8:77:1:${i.toString(16)}::1`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GATE);
    expect(statuses.slice(GATE)).toEqual([429, 429]);
    expect((await post('/api/leads', lead(), '2001:db8:77:2::1')).status).toBe(200);
    // The stored hash too: one for the /64, whatever the address in it.
    expect(await ipHash(env, '2001:db8:77:1:ffff::9')).toBe(await ipHash(env, '2001:0db8:0077:0001::1'));
  });

  it(`keeps the visitor's day in D1 (${VISITOR_DAY.max} a day): refused with the day's true wait, after a read and no write`, async () => {
    const ip = '198.51.100.12';
    const start = Math.floor(Date.now() / 1000) - 3600;
    await env.LEADS_DB.prepare('INSERT INTO rate_limits (key, window_start, count, window_seconds) VALUES (?, ?, ?, ?)')
      .bind(`visitor:86400:${await ipHash(env, ip)}`, start, VISITOR_DAY.max, 86_400)
      .run();
    const metered = meteredD1();
    const refused = await post('/api/leads', lead({ identificador: 'late' }), ip, { LEADS_DB: metered.db });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    // The day's window has 23 hours left.
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    expect(metered.rows.written).toBe(0);
    expect(events('form.rate_limited').at(-1)).toMatchObject({ scope: 'visitor' });
  });
});

describe('the surge guard: many new addresses at once, answered with a proof of work instead of a lockout', () => {
  const guard: Partial<Bindings> = { FORM_GUARD_PER_MINUTE: '3', FORM_GUARD_PER_DAY: '1000' };

  it('past the minute threshold a new address is sent a challenge (no write); solved, its lead is stored; the solution cannot be replayed', async () => {
    const known = '198.51.100.20';
    for (const ip of [known, '198.51.100.21', '198.51.100.22']) expect((await post('/api/leads', lead(), ip, guard)).status).toBe(200);
    // The fourth new address in the minute.
    const body = lead({ lang: 'en' });
    const metered = meteredD1();
    const res = await post('/api/leads', body, '198.51.100.23', { ...guard, LEADS_DB: metered.db });
    expect(res.status).toBe(403);
    expect(res.headers.get('Retry-After')).toBeNull();
    const answer = (await res.json()) as { ok: boolean; reason: string; error: string; challenge: Challenge };
    expect(answer).toMatchObject({ ok: false, reason: 'challenge' });
    expect(answer.error).toMatch(/^One moment/);
    expect(answer.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { k: body.idempotency_key } });
    expect(metered.rows.written).toBe(0);
    expect(await stored('leads', [body.idempotency_key])).toBe(0);
    expect(events('form.challenged')).toEqual([expect.objectContaining({ solutionSent: false })]);

    // A wrong solution is refused with a new challenge.
    const forged = btoa(JSON.stringify({ challenge: answer.challenge, solution: { counter: 1, derivedKey: '00' } }));
    expect((await post('/api/leads', { ...body, altcha: forged }, '198.51.100.23', guard)).status).toBe(403);
    // Solved: the lead is accepted and stored.
    const payload = await solved(answer.challenge);
    const accepted = await post('/api/leads', { ...body, altcha: payload }, '198.51.100.23', guard);
    expect(accepted.status).toBe(200);
    expect(await stored('leads', [body.idempotency_key])).toBe(1);
    // Replayed for another submission: refused (a challenge is good for its own submission only).
    const other = lead();
    const replay = await post('/api/leads', { ...other, altcha: payload }, '198.51.100.24', guard);
    expect(replay.status).toBe(403);
    expect(await stored('leads', [other.idempotency_key])).toBe(0);
    // Sent again as it was: the same submission, stored once.
    expect((await post('/api/leads', { ...body, altcha: payload }, '198.51.100.23', guard)).status).toBe(200);
    expect(await stored('leads', [body.idempotency_key])).toBe(1);

    // An address that sent something kept before is not asked.
    expect((await post('/api/leads', lead(), known, guard)).status).toBe(200);
    // With Turnstile configured every post passes Turnstile: a new address with a valid token posts.
    const keys = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
    const challenged = await post('/api/leads', lead({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' }), '198.51.100.25', {
      ...guard,
      ...keys,
    });
    expect(challenged.status).toBe(200);
  });

  it('with Turnstile, a failed token writes nothing: the counters are written after the challenge', async () => {
    const keys = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: false }));
    const metered = meteredD1();
    const res = await post('/api/leads', lead({ 'cf-turnstile-response': 'bad' }), '198.51.100.26', { ...keys, LEADS_DB: metered.db });
    expect(res.status).toBe(403);
    expect(metered.rows.written).toBe(0);
  });

  it('without JavaScript: the form page back with every value and why nothing was sent, in the page language', async () => {
    for (const ip of ['198.51.100.30', '198.51.100.31', '198.51.100.32']) await post('/api/contact', message(), ip, guard);
    const fields = {
      ...message({ lang: 'es', contactName: 'Carmen Ruiz', contactMessage: 'Necesito una propuesta para MES' }),
      page: '/es/contact',
      form_id: 'contact-form',
    };
    const res = await post('/api/contact', fields, '198.51.100.33', guard, true, '/es/contact');
    expect(res.status).toBe(403);
    expect(res.headers.get('Retry-After')).toBeNull();
    expect(res.headers.get('Location')).toBeNull();
    const text = await res.text();
    expect(text).toContain('id="contact-form-unsent"');
    expect(text).toContain('una verificación breve que necesita JavaScript');
    expect(text).toContain('Carmen Ruiz');
    expect(text).toContain('Necesito una propuesta para MES');
  });

  it('counts the day too: past the day threshold every address is asked, one seen before included', async () => {
    const slow: Partial<Bindings> = { FORM_GUARD_PER_MINUTE: '1000', FORM_GUARD_PER_DAY: '4' };
    for (let i = 0; i < 4; i++) expect((await post('/api/contact', message(), `198.51.100.5${i}`, slow)).status).toBe(200);
    const res = await post('/api/contact', message(), '198.51.100.59', slow);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ reason: 'challenge' });
    // The day's threshold is D1's budget: an address seen before (the flood's own of yesterday) is asked too.
    expect((await post('/api/contact', message(), '198.51.100.50', slow)).status).toBe(403);
  });
});

describe('the parking bound: while D1 is down, one address cannot spend the day of KV writes', () => {
  it(`parks at most ${PARK_PER_VISITOR_PER_DAY} a day per address, then 429; another address still parks`, async () => {
    const over = { LEADS_DB: faultyD1(() => transient()).db };
    const ip = '198.51.100.60';
    // The address parked all but two of its day already (in earlier minutes: the edge lets ten a minute through).
    const day = new Date().toISOString().slice(0, 10);
    await env.PARKED_SUBMISSIONS.put(`quota:${day}:${await ipHash(env, ip)}`, String(PARK_PER_VISITOR_PER_DAY - 2));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/api/leads', lead({ identificador: `x${i}` }), ip, over)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(events('submission.park_refused')).toHaveLength(3);
    expect((await post('/api/leads', lead(), '198.51.100.61', over)).status).toBe(200);
  });
});
