// GET /api/export/leads.csv and /api/export/messages.csv for operators.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS } from '../../src/submissions/columns';
import { csvCell, toCsv } from '../../src/submissions/csv';
import { ORIGIN, request } from '../helpers/worker';

const TOKEN = 'export-secret-token-123';
const auth = (token = TOKEN) => ({ headers: { Authorization: `Bearer ${token}` }, envOverrides: { LEADS_EXPORT_TOKEN: TOKEN } });
const key = crypto.randomUUID();
const msgKey = crypto.randomUUID();

beforeAll(async () => {
  const post = (path: string, body: object, ip: string) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    });
  const lead = await post(
    '/api/leads',
    {
      name: '=HYPERLINK("http://evil.example","click")',
      company: 'Empresa "Aspas", Ltda',
      phone: '+5511999998888',
      email: 'ana@alfa.com.br',
      pain: 'Linha 1\nLinha 2 — ação',
      identificador: 'home-page',
      idempotency_key: key,
    },
    '198.18.0.1',
  );
  expect(lead.status).toBe(200);
  const msg = await post(
    '/api/contact',
    { contactName: '@SUM(1+1)', contactEmail: 'b@b.com', contactSubject: '-2+3', contactMessage: '+cmd', idempotency_key: msgKey },
    '198.18.0.2',
  );
  expect(msg.status).toBe(200);
});

describe('CSV export', () => {
  it('is 404 when LEADS_EXPORT_TOKEN is not configured', async () => {
    const res = await request('/api/export/leads.csv', {
      headers: { Authorization: 'Bearer anything' },
      envOverrides: { LEADS_EXPORT_TOKEN: undefined },
    });
    expect(res.status).toBe(404);
  });

  it('is 401 without a token or with a wrong one', async () => {
    const none = await request('/api/export/leads.csv', { envOverrides: { LEADS_EXPORT_TOKEN: TOKEN } });
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toContain('Bearer');
    expect((await request('/api/export/leads.csv', auth('wrong'))).status).toBe(401);
    expect((await request('/api/export/messages.csv', auth(TOKEN.slice(0, -1)))).status).toBe(401);
    expect(
      (await request('/api/export/leads.csv', { headers: { Authorization: TOKEN }, envOverrides: { LEADS_EXPORT_TOKEN: TOKEN } })).status,
    ).toBe(401);
  });

  it('returns the leads as UTF-8 CSV with a BOM, quoted, formulas neutralised', async () => {
    const res = await request('/api/export/leads.csv', auth());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM it just saw.
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      '"id","received_at","form","placement","lang","page","name","company","position","phone","phone_e164","phone_valid","email","employees","segment","pain","utm_source","utm_medium","utm_campaign","landing_page","referrer_host","visitor_country","user_agent","ip_hash","delivery_status","delivery_attempts","delivery_last_error","delivery_updated_at","idempotency_key","notice_version","marketing_consent","consent_at","channel"',
    );
    const line = text.slice(text.indexOf('"\'=HYPERLINK') - 200);
    expect(line).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(line).toContain('"Empresa ""Aspas"", Ltda"');
    expect(line).toContain('"\'+5511999998888"');
    expect(line).toContain('"Linha 1\nLinha 2 — ação"');
    expect(text).toContain(`"${key}"`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('returns the contact messages', async () => {
    const res = await request('/api/export/messages.csv', auth());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"\'@SUM(1+1)","b@b.com"');
    expect(text).toContain('"\'-2+3","\'+cmd"');
    expect(text).toContain(`"${msgKey}"`);
  });

  it('filters by ?since=', async () => {
    const res = await request('/api/export/leads.csv?since=2999-01-01', auth());
    expect((await res.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('answers 404 for other export names', async () => {
    expect((await request('/api/export/users.csv', auth())).status).toBe(404);
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+55', `"'+55"`],
    ['-5', `"'-5"`],
    ['@x', `"'@x"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['a"b', '"a""b"'],
    ['a,b', '"a,b"'],
    [null, '""'],
    [42, '"42"'],
  ])('%j → %s', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('joins rows with CRLF after a BOM', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('\uFEFF"a","b"\r\n"1","x"\r\n');
  });
});

it('stores the row the export shows (sanity: same database)', async () => {
  const row = await env.LEADS_DB.prepare('SELECT company FROM leads WHERE idempotency_key = ?').bind(key).first();
  expect(row).toEqual({ company: 'Empresa "Aspas", Ltda' });
});

describe('stored columns', () => {
  // One list serves the inserts and the export: it must name exactly the migrated columns.
  it.each(Object.keys(COLUMNS) as (keyof typeof COLUMNS)[])('%s: the column list matches the migration', async (table) => {
    const { results } = await env.LEADS_DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect([...COLUMNS[table]].sort()).toEqual(results.map((r) => r.name).sort());
  });
});
