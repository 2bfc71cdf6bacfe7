// What the forms say and record at collection (LGPD): every form shows the short notice with the
// privacy link and an optional, unticked marketing checkbox; each stored lead and message keeps
// the notice version shown, whether marketing consent was given and when; the CSV exports and the
// forwarded payload carry the three.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import type { Bindings } from '../../src/env';
import { NOTICE_VERSION } from '../../src/privacy/policy';
import { ORIGIN, executionContext, html, request } from '../helpers/worker';

let n = 0;
const nextIp = () => `203.0.113.${(n = (n % 250) + 1)}`;
const uid = () => crypto.randomUUID();
const db = env.LEADS_DB;

const FORM_PAGES = ['/', '/diagnostico-lean-digital-gratuito', '/diagnosticlean', '/contact'];

describe('every form, at collection', () => {
  for (const lang of ['pt', 'en', 'es']) {
    for (const route of FORM_PAGES) {
      const path = route === '/' ? `/${lang}` : `/${lang}${route}`;
      it(`${path}: notice with the privacy link, an unticked marketing box, the notice version`, async () => {
        const { text } = await html(path);
        const forms = [...text.matchAll(/<form [^>]*action="\/api\/(?:leads|contact)"[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
        expect(forms.length).toBeGreaterThan(0);
        for (const form of forms) {
          const box = /<input[^>]*name="marketing_consent"[^>]*>/.exec(form)?.[0];
          expect(box).toBeDefined();
          expect(box).toContain('type="checkbox"');
          expect(box).not.toMatch(/checked|required/);
          expect(form).toMatch(new RegExp(`<p class="form__notice">(?:(?!</p>)[\\s\\S])*?<a href="/${lang}/privacy">`));
          expect(form).toContain(`name="notice_version" value="${NOTICE_VERSION}"`);
        }
      });
    }
  }
});

function postJson(path: string, body: Record<string, unknown>) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': nextIp() },
    body: JSON.stringify(body),
  });
}
function postForm(path: string, fields: Record<string, string>) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Referer: `${ORIGIN}/pt`, 'CF-Connecting-IP': nextIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
const lead = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  company: 'Alfa',
  phone: '11999998888',
  email: `ana.${uid().slice(0, 6)}@alfa.com.br`,
  pain: 'Atrasos',
  identificador: 'diagnostico-lean-digital-gratuito',
  lang: 'pt',
  idempotency_key: uid(),
  ...over,
});
const message = (over: Record<string, unknown> = {}) => ({
  contactName: 'Bruno',
  contactEmail: `bruno.${uid().slice(0, 6)}@beta.com`,
  contactSubject: 'Oi',
  contactMessage: 'Quero uma proposta.',
  lang: 'pt',
  idempotency_key: uid(),
  ...over,
});
const row = (table: string, key: unknown) =>
  db
    .prepare(`SELECT received_at, notice_version, marketing_consent, consent_at FROM ${table} WHERE idempotency_key = ?`)
    .bind(key)
    .first<Record<string, unknown>>();

describe('stored consent fields', () => {
  it('a lead with the box ticked (JSON true): consent 1, at the submission time, with the notice version posted', async () => {
    const body = lead({ marketing_consent: true, notice_version: '2026-01-15' });
    expect((await postJson('/api/leads', body)).status).toBe(200);
    const r = (await row('leads', body.idempotency_key))!;
    expect(r).toMatchObject({ notice_version: '2026-01-15', marketing_consent: 1 });
    expect(r.consent_at).toBe(r.received_at);
  });

  it('a lead without the box: consent 0, no time; a client naming no version gets the current one', async () => {
    const body = lead();
    expect((await postJson('/api/leads', body)).status).toBe(200);
    expect(await row('leads', body.idempotency_key)).toMatchObject({
      notice_version: NOTICE_VERSION,
      marketing_consent: 0,
      consent_at: null,
    });
  });

  it('a form post without JavaScript: a ticked box posts "yes"; an unticked one posts nothing', async () => {
    const ticked = {
      ...lead({ variant: 'strict', identificador: 'home-page', pain: 'Atrasos na produção diária' }),
      marketing_consent: 'yes',
      notice_version: NOTICE_VERSION,
    };
    const plain = lead({ variant: 'strict', identificador: 'home-page', pain: 'Atrasos na produção diária' });
    for (const body of [ticked, plain]) expect((await postForm('/api/leads', body as Record<string, string>)).status).toBe(303);
    expect(await row('leads', ticked.idempotency_key)).toMatchObject({ marketing_consent: 1, notice_version: NOTICE_VERSION });
    expect(await row('leads', plain.idempotency_key)).toMatchObject({ marketing_consent: 0, consent_at: null });
  });

  it('a contact message records the same three fields', async () => {
    const yes = message({ marketing_consent: 'yes', notice_version: NOTICE_VERSION });
    const no = message({ marketing_consent: 'no' });
    for (const body of [yes, no]) expect((await postJson('/api/contact', body)).status).toBe(200);
    const r = (await row('contact_messages', yes.idempotency_key))!;
    expect(r).toMatchObject({ marketing_consent: 1, notice_version: NOTICE_VERSION });
    expect(r.consent_at).toBe(r.received_at);
    expect(await row('contact_messages', no.idempotency_key)).toMatchObject({ marketing_consent: 0, consent_at: null });
  });

  it('a malformed notice version is not stored as such', async () => {
    const body = lead({ notice_version: '<script>' });
    expect((await postJson('/api/leads', body)).status).toBe(200);
    expect(await row('leads', body.idempotency_key)).toMatchObject({ notice_version: NOTICE_VERSION });
  });
});

describe('exports and forwarding carry them', () => {
  it('the CSV exports have notice_version, marketing_consent and consent_at', async () => {
    const l = lead({ marketing_consent: true });
    const m = message({ marketing_consent: true });
    await postJson('/api/leads', l);
    await postJson('/api/contact', m);
    for (const [file, email] of [
      ['leads.csv', l.email],
      ['messages.csv', m.contactEmail],
    ] as const) {
      const res = await request(`/api/export/${file}?format=csv-comma`, {
        headers: { Authorization: 'Bearer tok' },
        envOverrides: { LEADS_EXPORT_TOKEN: 'tok' },
      });
      const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
      const header = lines[0]!.split(',').map((h) => h.replace(/"/g, ''));
      const line = lines
        .find((x) => x.includes(String(email)))!
        .split('","')
        .map((c) => c.replace(/"/g, ''));
      const cell = (name: string) => line[header.indexOf(name)];
      expect(cell('notice_version')).toBe(NOTICE_VERSION);
      expect(cell('marketing_consent')).toBe('1');
      expect(cell('consent_at')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('the forwarded payload has them', async () => {
    const WEBHOOK = 'https://crm.example.com/hook';
    const bodies: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      expect(String(input instanceof Request ? input.url : input)).toBe(WEBHOOK);
      bodies.push(JSON.parse(String(init?.body)));
      return new Response('ok');
    });
    const body = lead({ marketing_consent: 'yes' });
    const { ctx, pending } = executionContext();
    const req = new Request(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': nextIp() },
      body: JSON.stringify(body),
    });
    expect((await app.fetch(req, { ...(env as unknown as Bindings), LEAD_WEBHOOK_URL: WEBHOOK }, ctx)).status).toBe(200);
    await Promise.all(pending);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ type: 'lead', email: body.email, notice_version: NOTICE_VERSION, marketing_consent: 1 });
    expect(bodies[0]!.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
