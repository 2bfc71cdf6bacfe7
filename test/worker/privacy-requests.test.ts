// The data-subject request form of the privacy page: stored, answered with the legal deadline,
// with and without JavaScript (a form post and a 303 back to the confirmation).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { REQUEST_DEADLINE_DAYS } from '../../src/privacy/policy';
import { ORIGIN, html, request } from '../helpers/worker';

let n = 0;
const nextIp = () => `192.0.2.${(n = (n % 250) + 1)}`;

const valid = (over: Record<string, string> = {}) => ({
  name: 'Carla Dias',
  email: `carla.${crypto.randomUUID().slice(0, 8)}@gama.com.br`,
  request_type: 'deletion',
  details: 'Apaguem meu pedido de diagnóstico.',
  lang: 'pt',
  page: '/pt/privacy',
  form_id: 'privacy-request',
  idempotency_key: crypto.randomUUID(),
  ...over,
});

function postForm(fields: Record<string, string>, ip = nextIp()) {
  return request('/api/privacy-requests', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ORIGIN,
      Referer: `${ORIGIN}${fields.page ?? '/pt/privacy'}`,
      'CF-Connecting-IP': ip,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const stored = (key: string) =>
  env.LEADS_DB.prepare('SELECT * FROM privacy_requests WHERE idempotency_key = ?').bind(key).first<Record<string, unknown>>();

describe('the request form on the privacy page', () => {
  for (const lang of ['pt', 'en', 'es']) {
    it(`/${lang}/privacy offers the five rights in a form that works without JavaScript`, async () => {
      const { text } = await html(`/${lang}/privacy`);
      const form = /<form class="form privacy-request"[\s\S]*?<\/form>/.exec(text)?.[0] ?? '';
      const tag = /^<form [^>]*>/.exec(form)?.[0] ?? '';
      expect(tag).toContain('method="post"');
      expect(tag).toContain('action="/api/privacy-requests"');
      expect([...form.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual([
        'access',
        'correction',
        'deletion',
        'revocation',
        'sharing',
      ]);
      for (const name of ['name', 'email', 'request_type', 'details', 'idempotency_key', '_gotcha'])
        expect(form).toContain(`name="${name}"`);
      expect(text).not.toMatch(/<script type="module"/);
    });
  }
});

describe('POST /api/privacy-requests', () => {
  it('stores the request with its deadline and answers JSON with the deadline', async () => {
    const body = valid();
    const res = await request('/api/privacy-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': nextIp(), 'User-Agent': 'ReqTest/1' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: `Pedido recebido. Vamos responder por e-mail em até ${REQUEST_DEADLINE_DAYS} dias (LGPD, art. 19, II).`,
    });
    const row = (await stored(body.idempotency_key))!;
    expect(row).toMatchObject({ name: 'Carla Dias', email: body.email, request_type: 'deletion', lang: 'pt', user_agent: 'ReqTest/1' });
    const days = (Date.parse(String(row.due_at)) - Date.parse(String(row.received_at))) / 86_400_000;
    expect(days).toBe(REQUEST_DEADLINE_DAYS);
    expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('without JavaScript: a 303 back to the form, whose place then shows the confirmation with the deadline date', async () => {
    const body = valid({ lang: 'en', page: '/en/privacy' });
    const res = await postForm(body);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/privacy#privacy-request');
    const flash = /form_flash=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    expect(flash).toBeDefined();
    const { text } = await html('/en/privacy', { headers: { cookie: flash! } });
    const due = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.now() + REQUEST_DEADLINE_DAYS * 86_400_000),
    );
    expect(text).toContain('Request received');
    expect(text.replace(/<!-- -->/g, '')).toContain(`within ${REQUEST_DEADLINE_DAYS} days, that is, by ${due}`);
    expect(text).not.toContain('action="/api/privacy-requests"');
    expect(await stored(body.idempotency_key)).not.toBeNull();
  });

  it('a wrong field comes back with its error and the values typed, and nothing is stored', async () => {
    const body = valid({ request_type: 'everything', email: 'not-an-address' });
    const res = await postForm(body);
    expect(res.status).toBe(303);
    const flash = /form_flash=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(flash).not.toBe('');
    const { text } = await html('/pt/privacy', { headers: { cookie: flash } });
    expect(text).toContain('id="privacy-request-email-error"');
    expect(text).toContain('id="privacy-request-request_type-error"');
    expect(text).toContain('value="Carla Dias"');
    expect(await stored(body.idempotency_key)).toBeNull();
  });

  it('the same submission twice is stored once', async () => {
    const body = valid();
    await postForm(body);
    await postForm(body);
    const { n: count } = (await env.LEADS_DB.prepare('SELECT COUNT(*) AS n FROM privacy_requests WHERE email = ?')
      .bind(body.email)
      .first<{ n: number }>())!;
    expect(count).toBe(1);
  });

  it('a bot filling the honeypot gets the ordinary answer and nothing is kept', async () => {
    const body = valid({ _gotcha: 'http://spam.example' });
    expect((await postForm(body)).status).toBe(303);
    expect(await stored(body.idempotency_key)).toBeNull();
  });

  it('refuses a cross-site post', async () => {
    const res = await request('/api/privacy-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(valid()),
    });
    expect(res.status).toBe(403);
  });

  it('the operator reads the requests in a CSV export', async () => {
    const body = valid();
    await postForm(body);
    const res = await request('/api/export/privacy-requests.csv', {
      headers: { Authorization: 'Bearer t0ken' },
      envOverrides: { LEADS_EXPORT_TOKEN: 't0ken' },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toContain('"due_at"');
    expect(text).toContain(body.email);
  });
});
