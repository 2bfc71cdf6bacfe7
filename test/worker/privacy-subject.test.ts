// The operator's access, erasure and revocation endpoints, against rows stored through the real
// API (a lead, a contact message and a privacy request per person): authentication, completeness, and nothing of the person left in any table or CSV after.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { subjectHash } from '../../src/privacy/site-secret';
import { ORIGIN, request } from '../helpers/worker';

const TOKEN = 'privacy-admin-test-token';
const EXPORT = 'export-test-token';
const db = env.LEADS_DB;

let n = 0;
// Addresses of this file only: the edge's per-address limit counts across the files of a lane (test/helpers/edge-gate.ts).
const nextIp = () => `100.74.0.${(n = (n % 250) + 1)}`;

function post(path: string, body: unknown, ip = nextIp()) {
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip, 'User-Agent': 'SubjectTest/1.0' },
    body: JSON.stringify(body),
  });
}

function admin(
  action: string,
  body: unknown,
  token: string | null = TOKEN,
  overrides: Record<string, string> = { PRIVACY_ADMIN_TOKEN: TOKEN },
) {
  return request(`/api/privacy/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
    envOverrides: overrides,
  });
}

/** One person with a lead, a message and a privacy request, under two spellings of the address. */
async function storePerson(email: string, name: string) {
  const lead = await post('/api/leads', {
    name,
    company: 'Metalúrgica Alfa',
    phone: '11999998888',
    email,
    pain: 'Atrasos na produção',
    identificador: 'home-page',
    lang: 'pt',
    idempotency_key: crypto.randomUUID(),
  });
  expect(lead.status).toBe(200);
  const message = await post('/api/contact', {
    contactName: name,
    contactEmail: email.toUpperCase(),
    contactSubject: 'Orçamento',
    contactMessage: `Sou ${name}, quero uma proposta.`,
    lang: 'pt',
    idempotency_key: crypto.randomUUID(),
  });
  expect(message.status).toBe(200);
  // A delivery state row of the lead, as the delivery outbox keeps one per destination.
  const { id } = (await db.prepare('SELECT id FROM leads WHERE email = ?').bind(email).first<{ id: number }>())!;
  const at = new Date().toISOString();
  await db
    .prepare(
      "INSERT INTO deliveries (source, row_id, destination, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('leads', ?, 'email', 'delivered', 1, ?, ?, ?)",
    )
    .bind(id, at, at, at)
    .run();
  const req = await post('/api/privacy-requests', {
    name,
    email,
    request_type: 'deletion',
    details: `Apaguem tudo de ${name}`,
    lang: 'pt',
    idempotency_key: crypto.randomUUID(),
  });
  expect(req.status).toBe(200);
}

/** Every row of every table of the site's database, as text. */
async function everything(): Promise<string> {
  const { results: tables } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    )
    .all<{ name: string }>();
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['leads', 'contact_messages', 'privacy_requests', 'erasures', 'rate_limits', 'deliveries']),
  );
  const dumps = await Promise.all(tables.map(async (t) => JSON.stringify((await db.prepare(`SELECT * FROM ${t.name}`).all()).results)));
  return dumps.join('\n');
}

async function csv(file: string): Promise<string> {
  const res = await request(`/api/export/${file}`, {
    headers: { Authorization: `Bearer ${EXPORT}` },
    envOverrides: { LEADS_EXPORT_TOKEN: EXPORT },
  });
  expect(res.status).toBe(200);
  return res.text();
}

let email: string;
let other: string;
beforeEach(async () => {
  const id = crypto.randomUUID().slice(0, 8);
  email = `ana.${id}@alfa.com.br`;
  other = `bruno.${id}@beta.com.br`;
  await storePerson(email, `Ana Souza ${id}`);
  await storePerson(other, `Bruno Lima ${id}`);
});

describe('authentication', () => {
  for (const action of ['access', 'erase', 'revoke']) {
    it(`${action}: 404 when PRIVACY_ADMIN_TOKEN is not configured`, async () => {
      const res = await admin(action, { email }, TOKEN, { PRIVACY_ADMIN_TOKEN: '' });
      expect(res.status).toBe(404);
    });

    it(`${action}: 401 with a wrong token or none, and nothing changes`, async () => {
      for (const token of ['wrong', null]) {
        const res = await admin(action, { email }, token);
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="privacy"');
      }
      expect(
        (await db.prepare('SELECT COUNT(*) AS n FROM leads WHERE lower(email) = lower(?)').bind(email).first<{ n: number }>())!.n,
      ).toBe(1);
    });
  }

  it('400 without a usable address', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 42 }]) expect((await admin('access', body)).status).toBe(400);
  });
});

describe('access', () => {
  it('returns every lead, message and privacy request of the address, whatever its case, and nobody else', async () => {
    const res = await admin('access', { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { data: Record<string, Record<string, unknown>[]>; erasures: unknown[] };
    // Three submissions from three addresses, each counted in its visitor's day.
    expect(body.data.rate_limits).toHaveLength(3);
    expect(body.data.deliveries).toEqual([expect.objectContaining({ source: 'leads', destination: 'email', status: 'delivered' })]);
    expect(body.data.leads).toHaveLength(1);
    expect(body.data.messages).toHaveLength(1);
    expect(body.data.privacy_requests).toHaveLength(1);
    expect(body.data.leads![0]).toMatchObject({ email, company: 'Metalúrgica Alfa', placement: 'home-page' });
    expect(body.data.messages![0]).toMatchObject({ email: email.toUpperCase(), subject: 'Orçamento' });
    expect(body.data.privacy_requests![0]).toMatchObject({ email, request_type: 'deletion' });
    // Complete rows: the stored columns, the IP hash and the user agent included.
    expect(body.data.leads![0]).toHaveProperty('ip_hash');
    expect(body.data.leads![0]).toHaveProperty('user_agent', 'SubjectTest/1.0');
    expect(JSON.stringify(body)).not.toContain(other);
    expect(body.erasures).toEqual([]);
  });
});

describe('erasure', () => {
  it('leaves nothing of the person in any table or CSV, keeps the others, and records it without personal data', async () => {
    const before = await everything();
    const ipHashes = [...before.matchAll(/"ip_hash":"([0-9a-f]+)"/g)].map((m) => m[1]!);
    const mine = (await db
      .prepare('SELECT ip_hash, name FROM leads WHERE email = ?')
      .bind(email)
      .first<{ ip_hash: string; name: string }>())!;
    expect(ipHashes).toContain(mine.ip_hash);

    const res = await admin('erase', { email });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { erased_at: string; subject_hash: string; rows_erased: Record<string, number> };
    expect(result.rows_erased).toEqual({ rate_limits: 3, deliveries: 1, leads: 1, messages: 1, privacy_requests: 1, parked: 0 });
    expect(result.subject_hash).toBe(await subjectHash(env, email));

    const after = await everything();
    for (const trace of [email, email.toUpperCase(), mine.name, mine.ip_hash, `Apaguem tudo de ${mine.name}`, `Sou ${mine.name}`])
      expect(after).not.toContain(trace);
    for (const file of ['leads.csv', 'messages.csv']) {
      const text = await csv(file);
      expect(text.toLowerCase()).not.toContain(email);
      expect(text.toLowerCase()).toContain(other);
    }
    // The record: date, keyed hash, counts; no address, no name.
    const record = await db
      .prepare('SELECT * FROM erasures WHERE subject_hash = ?')
      .bind(result.subject_hash)
      .first<Record<string, unknown>>();
    expect(record).toMatchObject({ erased_at: result.erased_at, rows_erased: JSON.stringify(result.rows_erased) });
    expect(JSON.stringify(record)).not.toMatch(/alfa|ana/i);

    // Access afterwards: nothing, but the erasure is on record.
    const access = (await (await admin('access', { email })).json()) as {
      data: Record<string, unknown[]>;
      erasures: { erased_at: string }[];
    };
    expect(Object.values(access.data).flat()).toEqual([]);
    expect(access.erasures.map((e) => e.erased_at)).toEqual([result.erased_at]);
    // The other person is untouched (nothing of theirs parked).
    const theirs = (await (await admin('access', { email: other })).json()) as { data: Record<string, unknown[]> };
    expect(Object.values(theirs.data).map((rows) => rows.length)).toEqual([3, 1, 1, 1, 1, 0]);
  });
});

describe('revocation of marketing consent', () => {
  it('sets marketing_consent to 0 on every row of the address, only there', async () => {
    await db.batch(
      ['leads', 'contact_messages'].map((table) =>
        db
          .prepare(`UPDATE ${table} SET marketing_consent = 1, consent_at = received_at WHERE lower(email) IN (lower(?), lower(?))`)
          .bind(email, other),
      ),
    );
    const res = await admin('revoke', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email, revoked: { leads: 1, messages: 1, parked: 0 } });
    const flags = async (address: string) =>
      (
        await db
          .prepare(
            'SELECT marketing_consent FROM leads WHERE lower(email) = lower(?1) UNION ALL SELECT marketing_consent FROM contact_messages WHERE lower(email) = lower(?1)',
          )
          .bind(address)
          .all<{ marketing_consent: number }>()
      ).results.map((r) => r.marketing_consent);
    expect(await flags(email)).toEqual([0, 0]);
    expect(await flags(other)).toEqual([1, 1]);
  });
});
