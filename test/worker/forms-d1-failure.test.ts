// No submission lost when D1 fails: the D1 binding is wrapped so that it throws on chosen calls
// (every call, only the insert, only the rate-limit query, a first call then recovery), the
// parking namespace too (test/helpers/d1-faults.ts). For a lead, a contact message and a privacy
// request: what the visitor gets, that the submission is in D1 after the scheduled run once D1
// recovers, that each destination receives it once, and that erasure and retention find a parked one.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../src/env';
import { scheduledRun } from '../../src/scheduled';
import { listParked, park, type ParkedRow } from '../../src/leads/storage/parked';
import { PARKED_CHECK_MINUTES } from '../../src/leads/storage/parked-move';
import { INSERT, countingKv, faultyD1, faultyKv, transient } from '../../src/leads/testing/d1-faults';
import { leadDestinations } from '../../src/leads/testing/destinations';
import { ORIGIN, request } from '../helpers/worker';
import { expectConsoleErrors, logLines, rawLogOutput } from './setup';

const WEBHOOK = 'https://hooks.example.com/d1-failure';
const ADMIN = 'privacy-admin-d1-failure';
let ipSeq = 0;
const ip = () => `203.0.113.${(ipSeq = (ipSeq % 250) + 1)}`;

/** The three destinations, each counting what it got, and the privacy endpoints' token. */
const destinations = () => leadDestinations(WEBHOOK, { PRIVACY_ADMIN_TOKEN: ADMIN });

// ---------------------------------------------------------------------------------------------
// The three kinds of submission

interface Kind {
  kind: 'lead' | 'contact' | 'privacy';
  path: string;
  table: 'leads' | 'contact_messages' | 'privacy_requests';
  /** Its page and form (the no-JS answer), in the language of `fields.lang`. */
  page: string;
  formId: string;
  fields: (marker: string) => Record<string, string>;
  /** The destinations that take it. */
  takes: ('email' | 'webhook' | 'rdstation')[];
  /** The page's "nothing was sent" message, in its language. */
  unsent: string;
}

const KINDS: Kind[] = [
  {
    kind: 'lead',
    path: '/api/leads',
    table: 'leads',
    page: '/diagnostico-lean-digital-gratuito',
    formId: 'lead-diagnostico-lean-digital-gratuito',
    fields: (marker) => ({
      name: `Eva ${marker}`,
      company: 'Épsilon Plásticos',
      phone: '(11) 98888-7777',
      email: `${marker}@epsilon.com.br`,
      pain: 'Muito estoque parado, "setups" longos & <paradas>',
      identificador: 'diagnostico-lean-digital-gratuito',
      variant: 'standard',
      lang: 'pt',
      page: '/diagnostico-lean-digital-gratuito',
      form_id: 'lead-diagnostico-lean-digital-gratuito',
    }),
    takes: ['email', 'webhook', 'rdstation'],
    unsent: 'Não conseguimos registrar o seu envio agora, e nada foi enviado.',
  },
  {
    kind: 'contact',
    path: '/api/contact',
    table: 'contact_messages',
    page: '/en/contact',
    formId: 'contact-form',
    fields: (marker) => ({
      contactName: `Frank ${marker}`,
      contactEmail: `${marker}@zeta.com`,
      'contactPhone.country': 'US',
      'contactPhone.ddd': '415',
      'contactPhone.phoneNumber': '555-0100',
      contactSubject: 'MES quote',
      contactMessage: 'Line one\nLine two with "quotes" & <tags>',
      lang: 'en',
      page: '/en/contact',
      form_id: 'contact-form',
    }),
    takes: ['email', 'webhook', 'rdstation'],
    unsent: 'We could not record your submission just now, and nothing was sent.',
  },
  {
    kind: 'privacy',
    path: '/api/privacy-requests',
    table: 'privacy_requests',
    page: '/es/privacy',
    formId: 'privacy-request',
    fields: (marker) => ({
      name: `Carla ${marker}`,
      email: `${marker}@gama.com.br`,
      request_type: 'deletion',
      details: 'Borren todo: "ya" & <ahora>',
      lang: 'es',
      page: '/es/privacy',
      form_id: 'privacy-request',
    }),
    takes: ['email', 'webhook'],
    unsent: 'No pudimos registrar tu envío ahora y no se envió nada.',
  },
];

const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

function post(k: Kind, fields: Record<string, string>, over: Partial<Bindings>, asForm = false, ray = `ray-${crypto.randomUUID()}`) {
  const headers: Record<string, string> = { Origin: ORIGIN, 'CF-Connecting-IP': ip(), 'CF-Ray': ray };
  if (asForm) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers.Referer = `${ORIGIN}${k.page}`;
  } else headers['Content-Type'] = 'application/json';
  return request(k.path, {
    method: 'POST',
    headers,
    body: asForm ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
    redirect: 'manual',
    envOverrides: over,
  });
}

const inD1 = (table: string, key: string) =>
  env.LEADS_DB.prepare(`SELECT id, delivery_status, ip_hash FROM ${table} WHERE idempotency_key = ?`)
    .bind(key)
    .first<{ id: number; delivery_status: string; ip_hash: string | null }>();

/** The parked entries, as `<table>:<idempotency key>` (the key also holds the time received). */
const parkedKeys = async () =>
  (await listParked(env.PARKED_SUBMISSIONS)).entries.map((p) => `${p.table}:${p.key.slice(p.key.lastIndexOf(':') + 1)}`);

const events = (name: string) => logLines().filter((l) => l.event === name);

/** The next minute at which the scheduled job looks for parked submissions (now, or within five minutes). */
const parkedMinute = () => Math.ceil(Date.now() / (PARKED_CHECK_MINUTES * 60_000)) * PARKED_CHECK_MINUTES * 60_000;

/** The scheduled job at such a minute, D1 answering again. */
const scheduled = (over: Partial<Bindings>) => scheduledRun('* * * * *', { ...(env as unknown as Bindings), ...over }, parkedMinute());

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(KINDS)('D1 failing: $kind', { timeout: 60_000 }, (k) => {
  it('every D1 call failing: retried once, parked, answered with success; the scheduled run moves it into D1 and delivers it once', async () => {
    const dest = destinations();
    const m = marker();
    const key = crypto.randomUUID();
    const down = faultyD1(() => transient());
    const ray = `ray-${crypto.randomUUID()}`;
    const res = await post(k, { ...k.fields(m), idempotency_key: key }, { ...dest.config, LEADS_DB: down.db }, false, ray);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ok: boolean; message: string }).ok).toBe(true);
    // Nothing delivered yet, nothing in D1, the submission waiting in KV.
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0 });
    expect(await inD1(k.table, key)).toBeNull();
    expect(await parkedKeys()).toContain(`${k.table}:${key}`);
    // One retry of the insert (the duplicate check and the rate limit fail open, not retried).
    expect(events('storage.retried')).toEqual([expect.objectContaining({ what: `insert ${k.table}`, 'cf-ray': ray })]);
    expect(events('submission.parked')).toEqual([expect.objectContaining({ level: 'warn', table: k.table, 'cf-ray': ray })]);
    expect(events('form.rate_limit_failed')).toEqual([expect.objectContaining({ allowed: true, 'cf-ray': ray })]);

    // D1 is back: the next scheduled run moves it in and delivers it.
    await scheduled(dest.config);
    const row = await inD1(k.table, key);
    expect(row).not.toBeNull();
    // The IP as today: its keyed hash, never the address.
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await parkedKeys()).not.toContain(`${k.table}:${key}`);
    expect(events('submission.moved')).toContainEqual(expect.objectContaining({ table: k.table, id: row!.id, parkedBy: ray }));
    const once = Object.fromEntries(k.takes.map((d) => [d, 1]));
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0, ...once });
    expect((await inD1(k.table, key))!.delivery_status).toBe('delivered');

    // A KV delete not yet seen everywhere (the entry read again), a visitor's retry, later runs:
    // one row, each destination still once.
    await park(env.PARKED_SUBMISSIONS, k.table, { ...(await storedRow(k.table, key)) }, { expiresAt: new Date(Date.now() + 86_400_000) });
    await scheduled(dest.config);
    expect((await post(k, { ...k.fields(m), idempotency_key: key }, dest.config)).status).toBe(200);
    await scheduled(dest.config);
    const { count } = (await env.LEADS_DB.prepare(`SELECT COUNT(*) AS count FROM ${k.table} WHERE idempotency_key = ?`)
      .bind(key)
      .first<{ count: number }>())!;
    expect(count).toBe(1);
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0, ...once });
    // No line carries what the person typed.
    expect(rawLogOutput()).not.toContain(m);
  });

  it('only the insert failing: parked (the rate limit counted as usual); access, revocation and erasure find it, and no run brings it back', async () => {
    const dest = destinations();
    const m = marker();
    const key = crypto.randomUUID();
    const consents = k.kind !== 'privacy';
    const fields: Record<string, string> = { ...k.fields(m), ...(consents ? { marketing_consent: 'yes' } : {}) };
    const down = faultyD1((sql) => (INSERT.test(sql) ? transient() : null));
    const res = await post(k, { ...fields, idempotency_key: key }, { ...dest.config, LEADS_DB: down.db }, true);
    // Without JavaScript: the ordinary success answer (303 back with the flash).
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${k.page}#${k.formId}`);
    expect(events('form.rate_limit_failed')).toEqual([]);
    expect(await parkedKeys()).toContain(`${k.table}:${key}`);

    const email = fields.email ?? fields.contactEmail!;
    const admin = (what: string) =>
      request(`/api/privacy/${what}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify({ email: email.toUpperCase() }),
        envOverrides: dest.config,
      });
    const access = async () => ((await (await admin('access')).json()) as { data: { parked: Record<string, unknown>[] } }).data.parked;
    expect(await access()).toEqual([expect.objectContaining({ table: k.table, idempotency_key: key, email })]);
    // Revoking the marketing consent reaches the parked submission too.
    if (consents) expect((await access())[0]).toMatchObject({ marketing_consent: 1 });
    const revoked = (await (await admin('revoke')).json()) as { revoked: Record<string, number> };
    expect(revoked.revoked.parked).toBe(consents ? 1 : 0);
    if (consents) expect((await access())[0]).toMatchObject({ marketing_consent: 0 });
    const erased = (await (await admin('erase')).json()) as { rows_erased: Record<string, number> };
    expect(erased.rows_erased.parked).toBe(1);
    expect(await parkedKeys()).not.toContain(`${k.table}:${key}`);

    // Even an entry still read after the erasure (KV's delete seen late) is not moved into D1.
    await park(env.PARKED_SUBMISSIONS, k.table, parkedRow(k, key, email, new Date(Date.now() - 60_000)), {
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await scheduled(dest.config);
    expect(await inD1(k.table, key)).toBeNull();
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0 });
  });

  it('only the rate-limit query failing: the post is allowed and logged, stored and delivered once', async () => {
    const dest = destinations();
    const m = marker();
    const key = crypto.randomUUID();
    const down = faultyD1((sql) => (/rate_limits/.test(sql) ? transient() : null));
    const res = await post(k, { ...k.fields(m), idempotency_key: key }, { ...dest.config, LEADS_DB: down.db });
    expect(res.status).toBe(200);
    expect(events('form.rate_limit_failed')).toEqual([expect.objectContaining({ level: 'warn', allowed: true })]);
    expect(await inD1(k.table, key)).not.toBeNull();
    expect(await parkedKeys()).not.toContain(`${k.table}:${key}`);
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0, ...Object.fromEntries(k.takes.map((d) => [d, 1])) });
  });

  it('a first insert failing, then D1 recovering: retried once, stored, delivered once, nothing parked', async () => {
    for (const commitThenThrow of [false, true]) {
      const dest = destinations();
      const m = marker();
      const key = crypto.randomUUID();
      let inserts = 0;
      // commitThenThrow: the first insert is written, its answer lost (the retry finds the row).
      const flaky = faultyD1((sql) => (INSERT.test(sql) && ++inserts === 1 ? transient() : null), { commitThenThrow });
      const res = await post(k, { ...k.fields(m), idempotency_key: key }, { ...dest.config, LEADS_DB: flaky.db });
      expect(res.status).toBe(200);
      expect(events('storage.retried').length).toBeGreaterThan(0);
      expect(await inD1(k.table, key)).not.toBeNull();
      expect(await parkedKeys()).not.toContain(`${k.table}:${key}`);
      expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0, ...Object.fromEntries(k.takes.map((d) => [d, 1])) });
      vi.restoreAllMocks();
    }
  });

  it('D1 and the parking both failing: 503 with Retry-After, nothing stored, the message in the page language, every value back', async () => {
    expectConsoleErrors();
    const dest = destinations();
    const m = marker();
    const key = crypto.randomUUID();
    const fields = { ...k.fields(m), idempotency_key: key, marketing_consent: 'yes' };
    const down = { ...dest.config, LEADS_DB: faultyD1(() => transient()).db, PARKED_SUBMISSIONS: faultyKv() };

    // With JavaScript: a problem JSON the island shows as it shows any refusal.
    const json = await post(k, fields, down);
    expect(json.status).toBe(503);
    expect(json.headers.get('Retry-After')).toBe('60');
    expect(await json.json()).toEqual({ ok: false, error: expect.stringContaining(k.unsent), reason: 'unsent', retryAfter: 60 });

    // Without JavaScript: the form's own page, not a redirect, with the values and the message.
    const res = await post(k, fields, down, true);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(res.headers.get('Location')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain(`id="${k.formId}-unsent"`);
    expect(text).toContain(k.unsent);
    expect(text).toMatch(new RegExp(`<form[^>]*id="${k.formId}"`));
    for (const [name, value] of Object.entries(k.fields(m))) {
      if (['lang', 'page', 'form_id', 'identificador', 'variant', 'contactPhone.country'].includes(name)) continue;
      expect(text, name).toContain(escapeHtml(value));
    }
    if (k.kind !== 'privacy') expect(text).toMatch(/<input[^>]*name="marketing_consent"[^>]*\schecked=""/);
    // The page's scripts carry this response's nonce (the CSP header is this response's).
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
    for (const [, n] of text.matchAll(/\snonce="([^"]+)"/g)) expect(n).toBe(nonce);

    expect(await inD1(k.table, key)).toBeNull();
    expect(dest.received(m)).toEqual({ email: 0, webhook: 0, rdstation: 0 });
    expect(events('submission.unsent')).toHaveLength(2);
    expect(events('submission.unsent')[0]).toMatchObject({ level: 'error', table: k.table });
    expect(rawLogOutput()).not.toContain(m);
  });
});

describe('D1 and the parking both failing: every lead placement without JavaScript', { timeout: 60_000 }, () => {
  const placements: { page: string; formId: string; message: string; fields: Record<string, string> }[] = [
    {
      page: '/',
      formId: 'lead-home-page-strict',
      message: KINDS[0]!.unsent,
      fields: { identificador: 'home-page', variant: 'strict', phone: '+5511999998888', pain: 'Muito retrabalho na usinagem' },
    },
    {
      page: '/en/diagnostico-lean-digital-gratuito',
      formId: 'lead-diagnostico-lean-digital-gratuito',
      message: KINDS[1]!.unsent,
      fields: { identificador: 'diagnostico-lean-digital-gratuito', variant: 'standard', phone: '(11) 98888-7777', pain: 'Stock & delays' },
    },
    {
      page: '/es/diagnosticlean',
      formId: 'diagnostic-request-form',
      message: KINDS[2]!.unsent,
      fields: {
        identificador: 'diagnostico-lean-page',
        variant: 'diagnostic',
        phone: '+1 415 555 0100',
        position: 'Jefa de planta',
        segment: 'food-beverage',
      },
    },
  ];
  for (const p of placements) {
    it(`${p.formId} on ${p.page}: its page with the values and the message`, async () => {
      expectConsoleErrors();
      const m = marker();
      const fields: Record<string, string> = {
        name: `Ana ${m}`,
        company: 'Alfa "Metal" & Co',
        email: `${m}@alfa.com.br`,
        ...p.fields,
        page: p.page,
        form_id: p.formId,
      };
      const res = await request('/api/leads', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          Referer: `${ORIGIN}${p.page}`,
          'CF-Connecting-IP': ip(),
        },
        body: new URLSearchParams({ ...fields, idempotency_key: crypto.randomUUID() }).toString(),
        redirect: 'manual',
        envOverrides: { LEADS_DB: faultyD1(() => transient()).db, PARKED_SUBMISSIONS: faultyKv() },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('60');
      const text = await res.text();
      expect(text).toMatch(new RegExp(`<form[^>]*id="${p.formId}"`));
      expect(text).toContain(`id="${p.formId}-unsent"`);
      // In the page's language.
      expect(text).toContain(p.message);
      for (const name of ['name', 'company', 'email', 'phone', 'pain', 'position']) {
        const value = fields[name];
        if (value) expect(text, name).toContain(`${escapeHtml(value)}`);
      }
    });
  }
});

describe('parked submissions and the privacy rules', { timeout: 60_000 }, () => {
  it('retention erases a parked submission past its period, without D1 (once an hour), and moves none of it', async () => {
    const key = crypto.randomUUID();
    const old = new Date(Date.now() - 25 * 31 * 86_400_000);
    await park(env.PARKED_SUBMISSIONS, 'leads', parkedRow(KINDS[0]!, key, 'old@example.com', old), {
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(await parkedKeys()).toContain(`leads:${key}`);
    // D1 down for the whole run: the retention of parked entries needs only KV. While D1 is down a
    // look lists nothing but at the hour, when it still expires entries.
    expectConsoleErrors();
    const down = { ...(env as unknown as Bindings), LEADS_DB: faultyD1(() => transient()).db };
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    await scheduledRun('* * * * *', down, hour + 5 * 60_000).catch(() => undefined);
    expect(await parkedKeys()).toContain(`leads:${key}`);
    await scheduledRun('* * * * *', down, hour).catch(() => undefined);
    expect(await parkedKeys()).not.toContain(`leads:${key}`);
    expect(await inD1('leads', key)).toBeNull();
  });

  it('the scheduled job lists the parking namespace only every fifth minute (KV lists are few on the free plan)', async () => {
    const { kv: counting, count: lists } = countingKv('list');
    const at = parkedMinute();
    for (let minute = 0; minute < 2 * PARKED_CHECK_MINUTES; minute++)
      await scheduledRun('* * * * *', { ...(env as unknown as Bindings), PARKED_SUBMISSIONS: counting }, at + minute * 60_000);
    expect(lists()).toBe(2);
  });

  it('DEV_FAULTS makes D1 and the parking fail in development only: production and staging ignore it', async () => {
    const fields = KINDS[1]!.fields(marker());
    for (const environment of ['production', 'staging']) {
      const key = crypto.randomUUID();
      const res = await post(KINDS[1]!, { ...fields, idempotency_key: key }, { ENVIRONMENT: environment, DEV_FAULTS: 'd1,parked' });
      expect(res.status, environment).toBe(200);
      expect(await inD1('contact_messages', key)).not.toBeNull();
    }
    expectConsoleErrors();
    const key = crypto.randomUUID();
    const res = await post(KINDS[1]!, { ...fields, idempotency_key: key }, { ENVIRONMENT: 'development', DEV_FAULTS: 'd1,parked' });
    expect(res.status).toBe(503);
    expect(await inD1('contact_messages', key)).toBeNull();
  });
});

/** A row as the form would have stored it, for entries put in KV by hand. */
function parkedRow(k: Kind, key: string, email: string, received: Date): ParkedRow {
  const base = {
    idempotency_key: key,
    received_at: received.toISOString(),
    email,
    name: 'Someone',
    lang: 'pt',
    notice_version: '2026-11-25',
  };
  const delivery = { user_agent: null, ip_hash: null, delivery_status: 'pending' };
  if (k.table === 'privacy_requests')
    return { ...base, ...delivery, due_at: received.toISOString(), request_type: 'deletion', details: null } as ParkedRow;
  const form = {
    page: k.page,
    placement: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    marketing_consent: 0,
    consent_at: null,
  };
  if (k.table === 'leads')
    return {
      ...base,
      ...delivery,
      ...form,
      form: 'standard',
      company: 'X',
      position: null,
      phone: '+5511999998888',
      phone_e164: '+5511999998888',
      phone_valid: 1,
      employees: null,
      segment: null,
      pain: 'p',
    } as ParkedRow;
  return {
    ...base,
    ...delivery,
    ...form,
    country_code: null,
    country: null,
    ddd: null,
    phone_number: null,
    phone_e164: null,
    phone_valid: null,
    subject: 's',
    message: 'm',
  } as ParkedRow;
}

/** The stored row without the columns D1 manages, as it would be parked. */
async function storedRow(table: string, key: string): Promise<ParkedRow> {
  const row = (await env.LEADS_DB.prepare(`SELECT * FROM ${table} WHERE idempotency_key = ?`).bind(key).first<Record<string, unknown>>())!;
  const { id: _id, delivery_attempts: _a, delivery_last_error: _e, delivery_updated_at: _u, ...rest } = row;
  return { ...rest, delivery_status: 'pending' } as unknown as ParkedRow;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
