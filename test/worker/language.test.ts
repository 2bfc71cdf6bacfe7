import { describe, expect, it } from 'vitest';
import { html, request } from '../helpers/worker';

describe('language of unprefixed URLs', () => {
  it('is Portuguese with no signal at all', async () => {
    const { res, doc } = await html('/about');
    expect(res.status).toBe(200);
    expect(doc.htmlLang).toBe('pt-BR');
    expect(res.headers.get('Content-Language')).toBe('pt-BR');
  });

  it('follows the i18nextLng cookie first', async () => {
    const { doc } = await html('/about', {
      headers: { Cookie: 'i18nextLng=es', 'CF-IPCountry': 'US', 'Accept-Language': 'en' },
      cf: { country: 'BR' },
    });
    expect(doc.htmlLang).toBe('es');
  });

  it('ignores a cookie value other than pt, en, es', async () => {
    const { doc } = await html('/about', { headers: { Cookie: 'i18nextLng=fr', 'CF-IPCountry': 'MX' } });
    expect(doc.htmlLang).toBe('es');
  });

  it('uses the CF-IPCountry header before request.cf', async () => {
    const { doc } = await html('/about', { headers: { 'CF-IPCountry': 'GB' }, cf: { country: 'BR' } });
    expect(doc.htmlLang).toBe('en');
  });

  it('uses request.cf.country when the header is absent', async () => {
    const { doc } = await html('/about', { cf: { country: 'AR' } });
    expect(doc.htmlLang).toBe('es');
  });

  it('treats XX and T1 as unknown and falls through to Accept-Language', async () => {
    for (const country of ['XX', 'T1']) {
      const { doc } = await html('/about', { headers: { 'CF-IPCountry': country, 'Accept-Language': 'es-CO,es;q=0.9' } });
      expect(doc.htmlLang).toBe('es');
    }
  });

  it('uses request.cf.timezone when the country says nothing', async () => {
    const { doc } = await html('/about', { cf: { country: 'FR', timezone: 'America/Sao_Paulo' }, headers: { 'Accept-Language': 'en' } });
    expect(doc.htmlLang).toBe('pt-BR');
  });

  it('uses Accept-Language with q-values when geolocation says nothing', async () => {
    const { doc } = await html('/about', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,es;q=0.5,en;q=0.7' } });
    expect(doc.htmlLang).toBe('en');
  });

  it('ignores request.cf on a local host, where workerd invents a US location', async () => {
    const { doc } = await html('http://localhost:8787/about', { cf: { country: 'US', city: 'Austin', timezone: 'America/Chicago' } });
    expect(doc.htmlLang).toBe('pt-BR');
  });

  it('never redirects on geolocation and varies on every signal', async () => {
    const res = await request('/about', { headers: { 'CF-IPCountry': 'US' } });
    expect(res.status).toBe(200);
    const vary = res.headers.get('Vary') ?? '';
    for (const h of ['Cookie', 'Accept-Language', 'CF-IPCountry']) expect(vary).toContain(h);
  });

  it('canonicalises an unprefixed page to the per-language URL of the language served', async () => {
    const { doc } = await html('/about', { headers: { 'CF-IPCountry': 'US' } });
    expect(doc.canonical).toBe('https://www.example.com/en/about');
  });
});

describe('per-language URLs', () => {
  it.each([
    ['/pt/about', 'pt-BR'],
    ['/en/about', 'en'],
    ['/es/about', 'es'],
  ])('%s is fixed to %s whatever the signals', async (path, tag) => {
    const { res, doc } = await html(path, { headers: { Cookie: 'i18nextLng=pt', 'CF-IPCountry': 'MX', 'Accept-Language': 'en' } });
    expect(doc.htmlLang).toBe(tag);
    expect(res.headers.get('Content-Language')).toBe(tag);
    expect(res.headers.get('Vary') ?? '').not.toContain('CF-IPCountry');
  });

  it('is self-canonical with the full absolute hreflang cluster', async () => {
    const { doc } = await html('/en/about');
    expect(doc.canonical).toBe('https://www.example.com/en/about');
    expect(doc.alternates).toEqual({
      'pt-BR': 'https://www.example.com/pt/about',
      en: 'https://www.example.com/en/about',
      es: 'https://www.example.com/es/about',
      // x-default is the Portuguese page: a hreflang target must be self-canonical, and the
      // unprefixed /about is not (it canonicalises to the language it chose).
      'x-default': 'https://www.example.com/pt/about',
    });
  });

  it('keeps the adaptive unprefixed URL out of every cluster: it canonicalises to the language shown', async () => {
    for (const [headers, canonical] of [
      [{}, 'https://www.example.com/pt/about'],
      [{ 'Accept-Language': 'en-US' }, 'https://www.example.com/en/about'],
      [{ 'CF-IPCountry': 'MX' }, 'https://www.example.com/es/about'],
    ] as const) {
      const { res, doc } = await html('/about', { headers });
      expect(res.status).toBe(200);
      expect(doc.canonical).toBe(canonical);
      expect(Object.values(doc.alternates)).not.toContain('https://www.example.com/about');
      expect(doc.alternates['x-default']).toBe('https://www.example.com/pt/about');
    }
  });

  it('home of a language is /en, with a /en/ redirect', async () => {
    const { doc } = await html('/en');
    expect(doc.canonical).toBe('https://www.example.com/en');
    const res = await request('/en/');
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('Location')!).pathname).toBe('/en');
  });

  it('uses SITE_URL as the canonical origin when set', async () => {
    const { doc } = await html('/es/contact', { envOverrides: { SITE_URL: 'https://vertice.ind.br/' } });
    expect(doc.canonical).toBe('https://vertice.ind.br/es/contact');
  });

  it('answers 404 for an unknown language prefix', async () => {
    const res = await request('/fr/about');
    expect(res.status).toBe(404);
  });

  it('keeps links in the URL family of the page', async () => {
    const en = await (await request('/en/about')).text();
    expect(en).toContain('href="/en/contact"');
    expect(en).toContain('href="/en/solutions/mes"');
    const bare = await (await request('/about', { headers: { Cookie: 'i18nextLng=en' } })).text();
    expect(bare).toContain('href="/contact"');
    expect(bare).not.toContain('href="/en/contact"');
  });
});

describe('language switcher', () => {
  it('stores the choice for a year and returns to the same page (303)', async () => {
    const res = await request('/lang/es?next=%2Fabout');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/about');
    expect(res.headers.get('Set-Cookie')).toMatch(/^i18nextLng=es;.*Max-Age=31536000;.*Path=\//);
  });

  it('links a per-language page to the same route in the other language', async () => {
    const text = await (await request('/pt/contact')).text();
    expect(text).toContain(`href="/lang/en?next=${encodeURIComponent('/en/contact')}"`);
    expect(text).toContain(`href="/lang/es?next=${encodeURIComponent('/es/contact')}"`);
  });

  it('refuses to redirect off the site', async () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await request(`/lang/en?next=${encodeURIComponent(next)}`);
      expect(res.headers.get('Location')).toBe('/');
    }
  });

  it('answers 404 for a language it does not have', async () => {
    expect((await request('/lang/fr?next=/')).status).toBe(404);
  });
});
