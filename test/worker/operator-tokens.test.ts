// The operator's endpoints as an attacker meets them: wrong bearer tokens throttled per address by
// the edge's rate limiter and logged without the token, at no D1 read or write; the right token let
// in from an address others throttled; every token read (trimmed) the same way, a short one
// refused outside development.
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import { MIN_TOKEN_LENGTH, WRONG_TOKEN_LIMIT } from '../../src/http/operator';
import { meteredD1 } from '../../src/leads/testing/d1-faults';
import { freshGateWindow } from '../helpers/edge-gate';
import { request } from '../helpers/worker';
import { logLines, rawLogOutput } from './setup';

const EXPORT = 'export-token-0123456789abcdef0123456789';
const ADMIN = 'admin-token-0123456789abcdef0123456789ab';
const config: Partial<Bindings> = { LEADS_EXPORT_TOKEN: EXPORT, PRIVACY_ADMIN_TOKEN: ADMIN };

/** Each family of operator endpoint, as an attacker would try it. */
const ENDPOINTS: { name: string; path: string; method: string; token: string; body?: string }[] = [
  { name: 'CSV export', path: '/api/export/leads.csv', method: 'GET', token: EXPORT },
  { name: 'deliveries', path: '/api/deliveries', method: 'GET', token: EXPORT },
  { name: 'resend', path: '/api/deliveries/resend', method: 'POST', token: EXPORT, body: '{}' },
  { name: 'privacy access', path: '/api/privacy/access', method: 'POST', token: ADMIN, body: '{"email":"ana@alfa.com.br"}' },
];

function call(e: (typeof ENDPOINTS)[number], token: string | null, ip: string, over: Partial<Bindings> = config) {
  return request(e.path, {
    method: e.method,
    headers: {
      'CF-Connecting-IP': ip,
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(e.body ? { body: e.body } : {}),
    envOverrides: over,
  });
}

describe('wrong operator tokens', () => {
  ENDPOINTS.forEach((e, i) => {
    it(`${e.name}: ${WRONG_TOKEN_LIMIT.max} wrong tokens a minute from one address, then 429 for wrong ones; no D1 read or write; the right token still gets in; logged without the token`, async () => {
      await freshGateWindow();
      const attacker = `203.0.113.${100 + i}`;
      const guesses = Array.from({ length: WRONG_TOKEN_LIMIT.max }, (_, n) => `guess-${n}-${crypto.randomUUID()}`);
      const metered = meteredD1();
      const wrong = { ...config, LEADS_DB: metered.db };
      for (const guess of guesses) {
        const res = await call(e, guess, attacker, wrong);
        expect(res.status).toBe(401);
        expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer realm=/);
      }
      const throttled = await call(e, 'one more', attacker, wrong);
      expect(throttled.status).toBe(429);
      const retryAfter = Number(throttled.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WRONG_TOKEN_LIMIT.windowSeconds);
      expect((await call(e, null, attacker, wrong)).status).toBe(429);
      // Wrong tokens cost the database nothing: the limit is the edge's.
      expect(metered.rows).toEqual({ read: 0, written: 0, calls: 0 });
      // The operator behind the same address (an office's NAT) is let in with the right token.
      expect((await call(e, e.token, attacker)).status).toBe(200);
      // Another address is not locked out.
      expect((await call(e, 'a wrong one', `198.18.0.${i + 1}`)).status).toBe(401);

      const lines = logLines().filter((l) => l.event === 'operator.unauthorized');
      expect(lines).toHaveLength(WRONG_TOKEN_LIMIT.max + 1);
      expect(lines.at(0)).toMatchObject({ level: 'warn', tokenSent: true });
      expect(logLines().filter((l) => l.event === 'operator.throttled')).toHaveLength(2);
      const output = rawLogOutput();
      for (const guess of guesses) expect(output).not.toContain(guess);
      expect(output).not.toContain(attacker);
    });
  });
});

describe('every token read the same way', () => {
  it('a configured token with spaces or a newline around it is the token (trimmed like every secret)', async () => {
    const padded = { LEADS_EXPORT_TOKEN: `  ${EXPORT}\n`, PRIVACY_ADMIN_TOKEN: `\t${ADMIN} ` };
    for (const e of ENDPOINTS) expect((await call(e, e.token, '198.18.1.1', padded)).status, e.name).toBe(200);
  });

  it(`outside development a token shorter than ${MIN_TOKEN_LENGTH} characters is refused: the endpoints do not exist, and the log says why`, async () => {
    const short = 'short-token';
    for (const environment of ['production', 'staging']) {
      const over = { ENVIRONMENT: environment, LEADS_EXPORT_TOKEN: short, PRIVACY_ADMIN_TOKEN: short };
      for (const e of ENDPOINTS) expect((await call(e, short, '198.18.2.1', over)).status, `${environment} ${e.name}`).toBe(404);
    }
    expect(logLines().filter((l) => l.event === 'operator.token_too_short').length).toBeGreaterThan(0);
    expect(rawLogOutput()).not.toContain(short);
    // In development (npm start, the tests) it still works.
    expect((await call(ENDPOINTS[0]!, short, '198.18.2.2', { LEADS_EXPORT_TOKEN: short })).status).toBe(200);
  });
});
