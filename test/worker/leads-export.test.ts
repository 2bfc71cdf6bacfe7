// GET /api/export/leads.csv and /api/export/messages.csv for operators.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS } from '../../src/leads/storage/columns';
import { csvCell, toCsv } from '../../src/leads/storage/csv';
import { ORIGIN, request } from '../helpers/worker';
import { parseCsv } from '../helpers/csv';

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

  it('with ?format=csv-comma, returns the leads as UTF-8 CSV with a BOM, quoted, formulas neutralised (the form tools read)', async () => {
    const res = await request('/api/export/leads.csv?format=csv-comma', auth());
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

  it('by default, in the form a pt-BR spreadsheet opens in columns: a BOM, `;` between cells, every column its own', async () => {
    const res = await request('/api/export/leads.csv', auth());
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes), ';');
    const [header, ...data] = rows;
    // Every stored column, then the visit's channel.
    expect(header).toEqual([...COLUMNS.leads, 'channel']);
    const mine = data.find((r) => r[header!.indexOf('idempotency_key')] === key)!;
    expect(mine).toHaveLength(header!.length);
    // A comma inside a value stays in its cell.
    expect(mine[header!.indexOf('company')]).toBe('Empresa "Aspas", Ltda');
    expect(mine[header!.indexOf('pain')]).toBe('Linha 1\nLinha 2 — ação');
  });

  it('returns the contact messages', async () => {
    const res = await request('/api/export/messages.csv', auth());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"\'@SUM(1+1)";"b@b.com"');
    expect(text).toContain('"\'-2+3";"\'+cmd"');
    expect(text).toContain(`"${msgKey}"`);
  });

  it('refuses a format it does not know, saying which it takes', async () => {
    const res = await request('/api/export/leads.csv?format=xlsx', auth());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('csv-comma');
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
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }], 'comma')).toBe('\uFEFF"a","b"\r\n"1","x"\r\n');
  });

  it('in the pt-BR form, separates cells with `;` and writes decimals with a comma (the comma form keeps the point)', () => {
    const rows = [{ a: 2.5, b: 'x,y', c: 1200, d: '0.5' }];
    expect(toCsv(['a', 'b', 'c', 'd'], rows)).toBe('\uFEFF"a";"b";"c";"d"\r\n"2,5";"x,y";"1200";"0.5"\r\n');
    expect(parseCsv(toCsv(['a', 'b', 'c', 'd'], rows), ';')).toEqual([
      ['a', 'b', 'c', 'd'],
      ['2,5', 'x,y', '1200', '0.5'],
    ]);
    expect(toCsv(['a'], [{ a: 2.5 }], 'comma')).toBe('\uFEFF"a"\r\n"2.5"\r\n');
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
