// Abuse of the forms, as a script would try it: one address posting under a new placement each
// time, many new addresses at once, an address spending the parking while D1 is down. What the
// visitor gets (429, Retry-After, the reason in the page's language, the form kept) and that
// nothing beyond the limits is stored or parked.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { PARK_PER_VISITOR_PER_DAY } from '../../src/submissions/keep';
import { FORM_LIMIT, VISITOR_LIMITS } from '../../src/submissions/rate-limit';
import { countingKv, faultyD1, transient } from '../helpers/d1-faults';
import { aLead } from '../helpers/submissions';
import { ORIGIN, request } from '../helpers/worker';
import { logLines } from './setup';

const uid = () => crypto.randomUUID();
const [TEN_MINUTES, DAY] = VISITOR_LIMITS;

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

beforeEach(async () => {
  // Each test starts a new minute and day of the site's counters.
  await env.LEADS_DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'site:%'").run();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the visitor limit: one address, whatever it posts', () => {
  it('50 leads from one address with 50 placements: only the visitor limit is stored, the rest get 429', async () => {
    const ip = '198.51.100.10';
    const keys: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const body = lead({ identificador: `campanha-${i}`, email: `ana${i}@alfa.com.br` });
      keys.push(body.idempotency_key);
      const res = await post('/api/leads', body, ip);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ ok: false, reason: 'rateLimited' });
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(TEN_MINUTES!.max);
    expect(statuses.slice(TEN_MINUTES!.max).every((s) => s === 429)).toBe(true);
    expect(await stored('leads', keys)).toBe(TEN_MINUTES!.max);
    // Another form, another placement field: the same visitor, the same limit.
    const contact = message();
    expect((await post('/api/contact', contact, ip)).status).toBe(429);
    expect(await stored('contact_messages', [contact.idempotency_key])).toBe(0);
    expect(events('form.rate_limited').at(-1)).toMatchObject({ level: 'warn', scope: 'visitor' });
    // Another address is not affected.
    expect((await post('/api/leads', lead(), '198.51.100.11')).status).toBe(200);
  });

  it('keeps the per-form limit under it, and a day limit across the ten-minute windows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const ip = '198.51.100.12';
    // One placement: its own, narrower limit.
    const same = await Promise.all(Array.from({ length: FORM_LIMIT.max + 1 }, async () => (await post('/api/leads', lead(), ip)).status));
    expect(same.filter((s) => s === 429)).toHaveLength(1);
    // Ten-minute windows later, other placements, until the day's count is spent (a refused post counts too).
    let posted = same.length;
    for (let window = 1; posted < DAY!.max; window++) {
      vi.setSystemTime(start + window * (TEN_MINUTES!.windowSeconds + 1) * 1000);
      for (let i = 0; i < TEN_MINUTES!.max && posted < DAY!.max; i++) {
        expect((await post('/api/leads', lead({ identificador: `p-${window}-${i}` }), ip)).status).toBe(200);
        posted++;
      }
    }
    vi.setSystemTime(start + 3 * 3600_000);
    const refused = await post('/api/leads', lead({ identificador: 'late' }), ip);
    expect(refused.status).toBe(429);
    // The day's window has hours left.
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3600);
  });
});

describe('the surge guard: many new addresses at once', () => {
  const guard: Partial<Bindings> = { FORM_GUARD_PER_MINUTE: '3', FORM_GUARD_PER_DAY: '1000' };

  it('past the minute threshold, an address not seen before gets 429 in its language; one seen before, or one that passed Turnstile, still posts', async () => {
    const known = '198.51.100.20';
    for (const ip of [known, '198.51.100.21', '198.51.100.22']) expect((await post('/api/leads', lead(), ip, guard)).status).toBe(200);
    // The fourth new address in the minute.
    const body = lead({ lang: 'en' });
    const res = await post('/api/leads', body, '198.51.100.23', guard);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({
      ok: false,
      error:
        'The site is receiving too many submissions right now, and nothing was sent. What you typed is still in the form: please try again later.',
      reason: 'busy',
      retryAfter,
    });
    expect(await stored('leads', [body.idempotency_key])).toBe(0);
    expect(events('form.surge_refused')).toEqual([expect.objectContaining({ level: 'warn', scope: 'site' })]);
    // An address that sent something kept before is not locked out by the flood.
    expect((await post('/api/leads', lead(), known, guard)).status).toBe(200);
    // With Turnstile configured every post passes a challenge already: a new address with a valid token posts.
    const keys = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
    const challenged = await post('/api/leads', lead({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' }), '198.51.100.24', {
      ...guard,
      ...keys,
    });
    expect(challenged.status).toBe(200);
  });

  it('without JavaScript: the form page back with every value and the reason, in the page language', async () => {
    for (const ip of ['198.51.100.30', '198.51.100.31', '198.51.100.32']) await post('/api/contact', message(), ip, guard);
    const fields = {
      ...message({ lang: 'es', contactName: 'Carmen Ruiz', contactMessage: 'Necesito una propuesta para MES' }),
      page: '/es/contact',
      form_id: 'contact-form',
    };
    const res = await post('/api/contact', fields, '198.51.100.33', guard, true, '/es/contact');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(res.headers.get('Location')).toBeNull();
    const text = await res.text();
    expect(text).toContain('id="contact-form-unsent"');
    expect(text).toContain('El sitio está recibiendo demasiados envíos ahora y no se envió nada.');
    expect(text).toContain('Carmen Ruiz');
    expect(text).toContain('Necesito una propuesta para MES');
  });

  it('counts the day too: a slow flood under the minute threshold is stopped by the day threshold, for every address', async () => {
    const slow: Partial<Bindings> = { FORM_GUARD_PER_MINUTE: '1000', FORM_GUARD_PER_DAY: '4' };
    for (let i = 0; i < 4; i++) expect((await post('/api/contact', message(), `198.51.100.5${i}`, slow)).status).toBe(200);
    const res = await post('/api/contact', message(), '198.51.100.59', slow);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    // The day's threshold is D1's budget: an address seen before (the flood's own of yesterday) is held too.
    expect((await post('/api/contact', message(), '198.51.100.50', slow)).status).toBe(429);
  });
});

describe('the parking bound: while D1 is down, one address cannot spend the day of KV writes', () => {
  it(`parks at most ${PARK_PER_VISITOR_PER_DAY} a day per address, then 429; another address still parks`, async () => {
    const puts = countingKv('put');
    const over = { LEADS_DB: faultyD1(() => transient()).db, PARKED_SUBMISSIONS: puts.kv };
    const ip = '198.51.100.60';
    const statuses: number[] = [];
    for (let i = 0; i < PARK_PER_VISITOR_PER_DAY + 3; i++)
      statuses.push((await post('/api/leads', lead({ identificador: `x${i}` }), ip, over)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PARK_PER_VISITOR_PER_DAY);
    expect(statuses.slice(PARK_PER_VISITOR_PER_DAY)).toEqual([429, 429, 429]);
    // Two writes a parked submission (the entry and the address's counter), none for a refused one.
    expect(puts.count()).toBe(2 * PARK_PER_VISITOR_PER_DAY);
    expect(events('submission.park_refused')).toHaveLength(3);
    expect((await post('/api/leads', lead(), '198.51.100.61', over)).status).toBe(200);
  });
});
