// POST /api/leads and POST /api/contact as JSON: validation, storage once, refusals and abuse.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { ipHash } from '../../src/privacy/site-secret';
import { VISITOR_DAY } from '../../src/leads/storage/rate-limit';
import { freshGateWindow } from '../helpers/edge-gate';
import { aLead } from '../../src/leads/testing/submissions';
import { ORIGIN, request } from '../helpers/worker';

let n = 0;
/** A fresh visitor each time: the rate limit counts per IP. */
const nextIp = () => `203.0.113.${(n = (n % 250) + 1)}`;
const uid = () => crypto.randomUUID();

function postJson(path: string, body: unknown, headers: Record<string, string> = {}, init: Parameters<typeof request>[1] = {}) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': nextIp(), 'User-Agent': 'LeadTest/1.0', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

const lead = aLead;

const message = (over: Record<string, unknown> = {}) => ({
  contactName: 'Bruno Lima',
  contactEmail: 'bruno@beta.com',
  contactPhone: { countryCode: '+55', ddd: '11', phoneNumber: '99876-2200' },
  contactSubject: 'Orçamento de MES',
  contactMessage: 'Gostaria de uma proposta.',
  lang: 'pt',
  idempotency_key: uid(),
  ...over,
});

const leadByKey = (key: string) =>
  env.LEADS_DB.prepare('SELECT * FROM leads WHERE idempotency_key = ?').bind(key).first<Record<string, unknown>>();
const count = async (table: string, key: string) =>
  (await env.LEADS_DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE idempotency_key = ?`).bind(key).first<{ n: number }>())!.n;

describe('POST /api/leads', () => {
  it('stores a valid lead with its tracking data and answers the translated success', async () => {
    const body = lead();
    const res = await postJson('/api/leads', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Solicitação enviada com sucesso! Entraremos em contato em breve.' });
    const row = await leadByKey(body.idempotency_key);
    expect(row).toMatchObject({
      form: 'standard',
      placement: 'diagnostico-lean-digital-gratuito',
      lang: 'pt',
      page: '/diagnostico-lean-digital-gratuito',
      name: 'Ana Souza',
      company: 'Metalúrgica Alfa',
      phone: '+5511999998888',
      phone_e164: '+5511999998888',
      phone_valid: 1,
      email: 'ana@alfa.com.br',
      pain: 'Atrasos na produção',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'lean-2026',
      user_agent: 'LeadTest/1.0',
      delivery_status: 'none',
      delivery_attempts: 0,
    });
    expect(row!.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.');
  });

  it('stores a double submission once and answers both with the same success', async () => {
    const body = lead();
    const [a, b] = [await postJson('/api/leads', body), await postJson('/api/leads', body)];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
    expect(await count('leads', body.idempotency_key)).toBe(1);
  });

  it('accepts the traffic_source name for the placement', async () => {
    const body = lead({ identificador: undefined, traffic_source: 'home-page' });
    expect((await postJson('/api/leads', body)).status).toBe(200);
    expect((await leadByKey(body.idempotency_key))!.placement).toBe('home-page');
  });

  it('stores the strict variant and the /diagnosticlean form with their own fields', async () => {
    const strict = lead({ variant: 'strict', identificador: 'home-page', phone: '+14155550100', pain: 'Estoques muito altos' });
    expect((await postJson('/api/leads', strict)).status).toBe(200);
    expect((await leadByKey(strict.idempotency_key))!.form).toBe('strict');

    const diag = lead({
      identificador: 'diagnostico-lean-page',
      position: 'Diretor',
      employees: '100-249',
      segment: 'automotive',
      pain: '',
    });
    const res = await postJson('/api/leads', diag);
    expect(res.status).toBe(200);
    expect((await res.json()) as object).toMatchObject({ ok: true });
    expect(await leadByKey(diag.idempotency_key)).toMatchObject({
      form: 'diagnostic',
      position: 'Diretor',
      employees: '100-249',
      segment: 'automotive',
      pain: null,
    });
  });

  it('answers 422 with per-field messages in the language of the form', async () => {
    const res = await postJson('/api/leads', { lang: 'en', name: '', company: '', phone: '12', email: 'x', pain: '' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Please check the highlighted fields.',
      errors: {
        name: 'Name is required',
        company: 'Company name is required',
        phone: 'Enter a valid phone number (e.g. +5511999999999)',
        email: 'Enter a valid email',
        pain: "Describe your company's main pain point",
      },
    });
  });

  it('answers 422 in the request language when the form names none', async () => {
    const res = await postJson('/api/leads', { variant: 'strict', pain: 'curto' }, { Cookie: 'i18nextLng=es' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.pain).toBe('Por favor, proporciona más detalles (mínimo 10 caracteres)');
    expect(body.errors.name).toBe('El nombre es obligatorio');
  });

  it('stores nothing when validation fails', async () => {
    const body = lead({ email: 'not-an-email' });
    expect((await postJson('/api/leads', body)).status).toBe(422);
    expect(await count('leads', body.idempotency_key)).toBe(0);
  });

  it('answers 413 above 16 KB by Content-Length', async () => {
    const res = await postJson('/api/leads', lead(), { 'Content-Length': String(17 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('O envio é grande demais.');
  });

  it('answers 413 when the body itself passes 16 KB', async () => {
    const big = JSON.stringify(lead({ pain: 'x'.repeat(17 * 1024) }));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await postJson('/api/leads', '', {}, { body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers 415 for other content types', async () => {
    const res = await postJson('/api/leads', 'name=x', { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ ok: false, error: 'Formato de envio não suportado.' });
  });

  it('answers 400 for JSON that is not an object', async () => {
    expect((await postJson('/api/leads', '[1,2]')).status).toBe(400);
    expect((await postJson('/api/leads', '{oops')).status).toBe(400);
  });

  it('refuses a cross-site post with 403 and stores nothing', async () => {
    const body = lead();
    const res = await postJson('/api/leads', body, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await count('leads', body.idempotency_key)).toBe(0);
    expect((await postJson('/api/leads', lead(), { Origin: 'null' })).status).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const res = await postJson('/api/leads', lead(), { Origin: '', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('allows same-origin posts and posts without Origin (same-origin or none fetch site)', async () => {
    const sameSite = await request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': nextIp() },
      body: JSON.stringify(lead()),
    });
    expect(sameSite.status).toBe(200);
    const none = await request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'none', 'CF-Connecting-IP': nextIp() },
      body: JSON.stringify(lead()),
    });
    expect(none.status).toBe(200);
  });

  it('answers a filled honeypot with the normal success and stores nothing', async () => {
    const body = lead({ _gotcha: 'http://spam.example' });
    const res = await postJson('/api/leads', body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    expect(await count('leads', body.idempotency_key)).toBe(0);
  });

  it("limits an address to 10 posts a minute at the edge, every form together, then 429 with the minute's rest as Retry-After", async () => {
    await freshGateWindow();
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++) expect((await postJson('/api/leads', lead(), { 'CF-Connecting-IP': ip })).status).toBe(200);
    const res = await postJson('/api/leads', lead({ lang: 'en' }), { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({
      ok: false,
      error: 'Too many submissions in a short time. Please wait a few minutes and try again.',
      reason: 'rateLimited',
      retryAfter,
    });
    // Another form from the same address: the same limit.
    expect((await postJson('/api/contact', message(), { 'CF-Connecting-IP': ip })).status).toBe(429);
  });

  it("answers a retry of a stored submission with success even when the visitor's day is spent", async () => {
    const ip = '198.51.100.78';
    const first = lead();
    expect((await postJson('/api/leads', first, { 'CF-Connecting-IP': ip })).status).toBe(200);
    await env.LEADS_DB.prepare('UPDATE rate_limits SET count = ? WHERE key = ?')
      .bind(VISITOR_DAY.max, `visitor:86400:${await ipHash(env, ip)}`)
      .run();
    expect((await postJson('/api/leads', lead(), { 'CF-Connecting-IP': ip })).status).toBe(429);
    expect((await postJson('/api/leads', first, { 'CF-Connecting-IP': ip })).status).toBe(200);
  });
});

describe('POST /api/contact', () => {
  it('stores a message with its phone parts and E.164', async () => {
    const body = message();
    const res = await postJson('/api/contact', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Mensagem enviada com sucesso! Entraremos em contato em breve.' });
    const row = await env.LEADS_DB.prepare('SELECT * FROM contact_messages WHERE idempotency_key = ?').bind(body.idempotency_key).first();
    expect(row).toMatchObject({
      name: 'Bruno Lima',
      email: 'bruno@beta.com',
      country_code: '+55',
      ddd: '11',
      phone_number: '998762200',
      phone_e164: '+5511998762200',
      phone_valid: 1,
      subject: 'Orçamento de MES',
      message: 'Gostaria de uma proposta.',
      lang: 'pt',
    });
  });

  it('stores a message without a phone', async () => {
    const body = message({ contactPhone: { countryCode: '+55', ddd: '', phoneNumber: '' } });
    expect((await postJson('/api/contact', body)).status).toBe(200);
    const row = await env.LEADS_DB.prepare(
      'SELECT country_code, ddd, phone_number, phone_e164 FROM contact_messages WHERE idempotency_key = ?',
    )
      .bind(body.idempotency_key)
      .first();
    expect(row).toEqual({ country_code: null, ddd: null, phone_number: null, phone_e164: null });
  });

  it('answers 422 with the contact messages', async () => {
    const res = await postJson('/api/contact', {
      lang: 'pt',
      contactEmail: 'x',
      contactPhone: { countryCode: '+55', ddd: '10', phoneNumber: '123' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: object }).errors).toEqual({
      contactName: 'O campo Nome é obrigatório',
      contactEmail: 'E-mail inválido',
      contactPhone: 'O telefone deve ter entre 8 e 15 dígitos e um formato válido',
      contactSubject: 'O campo Assunto é obrigatório',
      contactMessage: 'O campo Mensagem é obrigatório',
    });
  });

  it('stores a double submission once', async () => {
    const body = message();
    await postJson('/api/contact', body);
    await postJson('/api/contact', body);
    expect(await count('contact_messages', body.idempotency_key)).toBe(1);
  });
});

describe('Turnstile', () => {
  const keys = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' };

  function stubSiteverify(success: boolean) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== 'https://challenges.cloudflare.com/turnstile/v0/siteverify') throw new Error(`Unexpected fetch ${url}`);
      const form = new URLSearchParams(String(init?.body));
      // The documented test secrets: 1x… always passes, 2x… always fails.
      const pass = success && form.get('secret')!.startsWith('1x') && form.get('response') === 'XXXX.DUMMY.TOKEN.XXXX';
      return Response.json({ success: pass, 'error-codes': pass ? [] : ['invalid-input-response'] });
    });
  }

  it('stores the lead when the token verifies', async () => {
    const fetchSpy = stubSiteverify(true);
    const body = lead({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' });
    const res = await postJson('/api/leads', body, {}, { envOverrides: keys });
    expect(res.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledOnce();
    const sent = new URLSearchParams(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(sent.get('secret')).toBe(keys.TURNSTILE_SECRET_KEY);
    expect(sent.get('remoteip')).toMatch(/^203\.0\.113\./);
    expect(await count('leads', body.idempotency_key)).toBe(1);
  });

  it('refuses with 403 when Turnstile fails the token (always-fail secret)', async () => {
    stubSiteverify(true);
    const body = lead({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' });
    const res = await postJson(
      '/api/leads',
      body,
      {},
      { envOverrides: { ...keys, TURNSTILE_SECRET_KEY: '2x0000000000000000000000000000000AA' } },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('Não foi possível confirmar que você não é um robô. Tente novamente.');
    expect(await count('leads', body.idempotency_key)).toBe(0);
  });

  it('refuses a submission without a token', async () => {
    const fetchSpy = stubSiteverify(true);
    expect((await postJson('/api/contact', message(), {}, { envOverrides: keys })).status).toBe(403);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is off unless both keys are set', async () => {
    const res = await postJson('/api/leads', lead(), {}, { envOverrides: { TURNSTILE_SITE_KEY: keys.TURNSTILE_SITE_KEY } });
    expect(res.status).toBe(200);
  });

  it('renders the widget and its script on the form pages only when configured', async () => {
    const on = await (await request('/contact', { envOverrides: keys })).text();
    expect(on).toContain('class="cf-turnstile" data-sitekey="1x00000000000000000000AA"');
    expect(on).toContain('src="https://challenges.cloudflare.com/turnstile/v0/api.js"');
    const off = await (await request('/contact')).text();
    expect(off).not.toContain('cf-turnstile');
    expect(off).not.toContain('challenges.cloudflare.com/turnstile');
  });
});
