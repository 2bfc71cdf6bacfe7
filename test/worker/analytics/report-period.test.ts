// The report as the owner uses it: the period form's requests (a preset beside empty dates), the
// zone note, the report's CSV in both forms, and the digest's comparison with the week before.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetNotedZone, noteTimeZone } from '../../../src/analytics/measure/zone';
import type { Bindings } from '../../../src/env';
import { scheduledRun } from '../../../src/scheduled';
import { compared } from '../../../src/analytics/report/digest-changes';
import { forgetDigestCheck } from '../../../src/analytics/report/weekly-digest';
import { clearAnalytics, seedCounts } from '../../../src/analytics/testing/measure';
import { parseCsv } from '../../helpers/csv';
import { ORIGIN, request } from '../../helpers/worker';

const TOKEN = 'report-token-0123456789abcdefghijklmnop';
const withToken = { LEADS_EXPORT_TOKEN: TOKEN };

async function session(): Promise<string> {
  const res = await request('/admin/sign-in', {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '192.0.2.91' },
    body: new URLSearchParams({ token: TOKEN }).toString(),
    envOverrides: withToken,
  });
  return res.headers.get('Set-Cookie')!.split(';')[0]!;
}

beforeEach(async () => {
  await clearAnalytics();
  forgetNotedZone();
  forgetDigestCheck();
  await env.LEADS_DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'auth:%'").run();
});

describe('the period form', () => {
  it('a preset sent beside empty dates (as a browser sends a form) shows that preset, not a 400', async () => {
    const cookie = await session();
    for (const days of [7, 30, 90]) {
      const res = await request(`/admin/report?days=${days}&from=&to=`, { headers: { Cookie: cookie }, envOverrides: withToken });
      expect(res.status, `days=${days}`).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`\\(${days} dias\\)`));
      // The chosen preset's button is the pressed one.
      expect(html.match(new RegExp(`<button[^>]*value="${days}"[^>]*>`))?.[0]).toContain('aria-pressed="true"');
      expect(html).not.toContain('report__invalid');
    }
    const api = await request('/api/report?days=7&from=&to=', { headers: { Authorization: `Bearer ${TOKEN}` }, envOverrides: withToken });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { range: { days: number } }).range.days).toBe(7);
  });

  it("a half-given period is refused in the page's language", async () => {
    const res = await request('/admin/report?from=2026-03-01&to=', {
      headers: { Cookie: await session(), 'Accept-Language': 'pt-BR' },
      envOverrides: withToken,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Período inválido: informe as duas datas, De e Até.');
  });

  it('says which zone the days are in, and from which day when older days were counted in UTC', async () => {
    await seedCounts([{ day: '2026-03-02', event: 'view', path: '/pt', count: 1, visitors: 1, page_visitors: 1 }]);
    await noteTimeZone(env.LEADS_DB, 'America/Sao_Paulo', Date.parse('2026-03-05T12:00:00Z'));
    const html = await (
      await request('/admin/report?from=2026-03-01&to=2026-03-07', {
        headers: { Cookie: await session(), 'Accept-Language': 'pt-BR' },
        envOverrides: withToken,
      })
    ).text();
    expect(html).toContain(
      'Dias no fuso horário America/Sao_Paulo a partir de 06/03/2026; os dias anteriores foram contados em UTC e ficaram como estavam.',
    );
  });
});

describe("the report's CSV", () => {
  beforeEach(() =>
    seedCounts([
      { day: '2026-03-03', event: 'view', path: '/pt/contato', utm_source: 'feira, 2026', count: 4, visitors: 3, page_visitors: 3 },
      { day: '2026-03-03', event: 'lead', path: '/pt/contato', count: 1 },
    ]),
  );
  const get = (query: string) =>
    request(`/api/report.csv?from=2026-03-02&to=2026-03-08${query}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
      envOverrides: withToken,
    });

  it('opens in columns in a pt-BR spreadsheet: a BOM, `;` between cells, every row as wide as the header', async () => {
    const res = await get('');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes), ';');
    expect(header).toHaveLength(16);
    expect(header!.at(-1)).toBe('budget_stopped_at');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(16);
    const view = rows.find((r) => r[1] === 'view')!;
    expect(view[header!.indexOf('utm_source')]).toBe('feira, 2026');
    expect(view[header!.indexOf('count')]).toBe('4');
  });

  it('keeps the comma form for tools with ?format=csv-comma, and refuses another format', async () => {
    const bytes = new Uint8Array(await (await get('&format=csv-comma')).arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF"day","event"')).toBe(true);
    expect(parseCsv(text, ',').every((r) => r.length === 16)).toBe(true);
    expect((await get('&format=tsv')).status).toBe(400);
  });
});

describe("the digest's comparison", () => {
  it('says up or down, by how much and from what', () => {
    expect(compared(40, 30)).toBe('40, subiu 10 (+33,3 %) em relação à semana anterior (30)');
    expect(compared(2, 3)).toBe('2, caiu 1 (−33,3 %) em relação à semana anterior (3)');
    expect(compared(5, 0)).toBe('5, subiu 5 em relação à semana anterior (0)');
    expect(compared(7, 7)).toBe('7, igual à semana anterior');
    expect(compared(0.08, 0.1, 'rate')).toBe('8,0 %, caiu 2,0 p.p. em relação à semana anterior (10,0 %)');
  });

  it("compares last week's figures with the week before and names the page and the source that changed most", async () => {
    await seedCounts([
      // Last week (2026-03-02 … 2026-03-08).
      { day: '2026-03-04', event: 'view', path: '/pt', referrer: 'google', count: 30, visitors: 20, page_visitors: 20 },
      { day: '2026-03-04', event: 'view', path: '/pt/contact', utm_source: 'bars', count: 10, visitors: 5, page_visitors: 8 },
      { day: '2026-03-04', event: 'lead', path: '/pt/contact', utm_source: 'bars', count: 2 },
      // The week before: the blog had 50 visitors and has none now; google brought 10 more since.
      { day: '2026-02-25', event: 'view', path: '/pt', referrer: 'google', count: 12, visitors: 10, page_visitors: 10 },
      { day: '2026-02-25', event: 'view', path: '/pt/blog', referrer: 'linkedin', count: 60, visitors: 50, page_visitors: 50 },
      { day: '2026-02-25', event: 'lead', path: '/pt/contact', utm_source: 'bars', count: 3 },
    ]);
    const sent: { subject: string; text: string; html: string }[] = [];
    const over: Partial<Bindings> = {
      ANALYTICS_DIGEST: 'on',
      LEAD_EMAIL: { send: async (m: (typeof sent)[number]) => void sent.push(m) } as unknown as SendEmail,
      LEAD_EMAIL_TO: 'vendas@vertice.ind.br',
      LEAD_EMAIL_FROM: 'site@vertice.ind.br',
    };
    await scheduledRun('* * * * *', { ...(env as unknown as Bindings), ...over }, Date.parse('2026-03-09T11:30:00Z'));
    expect(sent).toHaveLength(1);
    const text = sent[0]!.text;
    for (const line of [
      '- Visualizações: 40, caiu 32 (−44,4 %) em relação à semana anterior (72)',
      '- Visitantes: 25, caiu 35 (−58,3 %) em relação à semana anterior (60)',
      '- Leads: 2, caiu 1 (−33,3 %) em relação à semana anterior (3)',
      '- Conversão (leads ÷ visitantes): 8,0 %, subiu 3,0 p.p. em relação à semana anterior (5,0 %)',
      '- Página: /pt/blog, visitantes 0, caiu 50 (−100,0 %) em relação à semana anterior (50); leads 0, igual à semana anterior',
      '- Origem: linkedin, visitantes 0, caiu 50 (−100,0 %) em relação à semana anterior (50); leads 0, igual à semana anterior',
    ])
      expect(text).toContain(line);
    expect(sent[0]!.html).toContain('O que mais mudou');
  });
});
