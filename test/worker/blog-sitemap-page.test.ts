import { describe, expect, it } from 'vitest';
import { html, request } from '../helpers/worker';

describe('/sitemap viewer page', () => {
  it('renders the counts and one row per sitemap.xml entry, from the same data', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const priorities = [...xml.matchAll(/<priority>([^<]+)<\/priority>/g)].map((m) => m[1]);
    const weekly = (xml.match(/<changefreq>weekly<\/changefreq>/g) ?? []).length;
    const { res, text, doc } = await html('/pt/sitemap');
    expect(res.status).toBe(200);
    expect(doc.h1).toEqual(['Mapa do site']);
    expect(doc.title).toBe('Mapa do site | Vértice Lean Digital');
    expect(doc.meta('description')).toContain('Todas as páginas');
    expect(text).toContain(`<dd data-stat="total">${locs.length}</dd>`);
    expect(text).toContain(`<dd data-stat="priority">${priorities.filter((p) => p === '1.0').length}</dd>`);
    expect(text).toContain(`<dd data-stat="weekly">${weekly}</dd>`);
    expect((text.match(/<td class="sitemap-table__url">/g) ?? []).length).toBe(locs.length);
  });

  it('shows URLs without the origin, priority badges by colour and pt-BR dates in every language', async () => {
    const { text } = await html('/en/sitemap');
    expect(text).toContain('<td class="sitemap-table__url"><a href="/pt">/pt</a></td>');
    expect(text).not.toContain('>https://www.example.com/pt<');
    expect(text).toContain('<span class="priority-badge priority-badge--max">1.0</span>');
    expect(text).toContain('<span class="priority-badge priority-badge--high">0.9</span>');
    expect(text).toContain('<span class="priority-badge priority-badge--mid">0.8</span>');
    expect(text).toMatch(/<span class="priority-badge priority-badge--low">0\.[0-7]<\/span>/);
    expect(text).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{2}\/\d{2}\/\d{4}<\/time>/);
    expect(text).toContain('Weekly');
  });

  it('links the raw file in a new tab and explains what a sitemap is', async () => {
    const { text } = await html('/pt/sitemap');
    expect(text).toMatch(/<a class="btn btn--secondary" href="\/sitemap.xml" target="_blank" rel="noopener">Abrir sitemap.xml/);
    expect(text).toContain('O que é um sitemap?');
    expect(text).toContain('Google Search Console');
  });
});
