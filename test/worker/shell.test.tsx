import { describe, expect, it } from 'vitest';
import { safeJson } from '../../src/components/json-script';
import { expectConsoleErrors } from './setup';
import { html, ORIGIN, request } from '../helpers/worker';

describe('security headers', () => {
  it('sends a nonce-based strict CSP and the other security headers on a page', async () => {
    const res = await request('/contact');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');

    const body = await res.text();
    const scripts = [...body.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('uses a new nonce on every request', async () => {
    const a = (await request('/about')).headers.get('Content-Security-Policy');
    const b = (await request('/about')).headers.get('Content-Security-Policy');
    expect(a).not.toBe(b);
  });

  it('sends security headers on API responses and 404s too', async () => {
    for (const path of ['/does-not-exist', '/lang/en?next=/']) {
      const res = await request(path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    }
  });

  it('adds the analytics endpoints to the CSP only when a measurement id is set', async () => {
    const off = await request('/');
    expect(off.headers.get('Content-Security-Policy')).not.toContain('google-analytics');
    expect(await off.text()).not.toContain('data-ga-id');
    const on = await request('/', { envOverrides: { GA_MEASUREMENT_ID: 'G-TEST123' } });
    expect(on.headers.get('Content-Security-Policy')).toContain('https://*.google-analytics.com');
    expect(await on.text()).toContain('data-ga-id="G-TEST123"');
  });
});

describe('document head', () => {
  it('puts title, description, canonical, hreflang and Open Graph in the shell', async () => {
    const { doc, text } = await html('/pt/contact');
    expect(doc.title).toMatch(/\| Vértice Lean Digital$/);
    expect(doc.meta('description')).toBeTruthy();
    expect(doc.meta('og:url')).toBe('https://www.example.com/pt/contact');
    expect(doc.meta('og:image')).toBe('https://www.example.com/media/og-default.jpg');
    expect(doc.meta('og:locale')).toBe('pt_BR');
    expect(doc.metaAll('og:locale:alternate').sort()).toEqual(['en_US', 'es_ES']);
    expect(doc.meta('twitter:card')).toBe('summary_large_image');
    expect(doc.meta('robots')).toBe('index, follow');
    // All of it before the body starts streaming.
    expect(text.indexOf('rel="canonical"')).toBeLessThan(text.indexOf('<body'));
    expect(text.indexOf('og:image')).toBeLessThan(text.indexOf('<body'));
  });

  it('describes the organisation with address and contact on every page', async () => {
    const { doc } = await html('/en/about');
    const org = doc.jsonLd.find((d) => d['@type'] === 'ProfessionalService');
    expect(org.address.postalCode).toBe('08773-130');
    expect(org.address.addressLocality).toBe('Mogi das Cruzes');
    expect(org.email).toBe('contato@vertice.ind.br');
  });

  it('takes company data from vars', async () => {
    const { text } = await html('/contact', {
      envOverrides: { COMPANY_EMAIL: 'vendas@example.com', COMPANY_WHATSAPP: '+55 11 90000-1111' },
    });
    expect(text).toContain('mailto:vendas@example.com');
    expect(text).toContain('https://wa.me/5511900001111');
  });

  it('sends crawlers the whole document in one piece', async () => {
    const res = await request('/about', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(res.headers.get('Transfer-Encoding')).toBeNull();
    const body = await res.text();
    expect(res.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(body).byteLength));
    expect(body).toMatch(/<\/html>$/);
  });
});

describe('404 page', () => {
  it('answers 404 with a non-indexable translated page for any unknown path', async () => {
    for (const [path, heading] of [
      ['/no/such/page', 'Página não encontrada'],
      ['/en/no-such-page', 'Page not found'],
      ['/es/nada', 'Página no encontrada'],
      ['/solutions/unknown', 'Página não encontrada'],
    ] as const) {
      const { res, doc, text } = await html(path);
      expect(res.status).toBe(404);
      expect(doc.meta('robots')).toBe('noindex, nofollow');
      expect(doc.h1).toEqual([heading]);
      expect(doc.canonical).toBeUndefined();
      expect(text).toContain('>404<');
      // Refresh is a link to this very URL (no script needed).
      expect(text).toContain(`href="${path}" data-reload=""`);
    }
  });

  it('links Back to the page the visitor came from on this site, else home', async () => {
    const back = async (init?: { headers?: Record<string, string> }, path = '/en/nowhere') =>
      /<a [^>]*href="([^"]*)" data-back=""/.exec((await html(path, init)).text)?.[1];
    expect(await back({ headers: { Referer: `${ORIGIN}/en/about?x=1` } })).toBe('/en/about?x=1');
    // Another site, no Referer, a malformed one, or this very page: home of the page family.
    expect(await back({ headers: { Referer: 'https://elsewhere.example/en/about' } })).toBe('/en');
    expect(await back()).toBe('/en');
    expect(await back({ headers: { Referer: 'not a url' } })).toBe('/en');
    expect(await back({ headers: { Referer: `${ORIGIN}/en/nowhere` } })).toBe('/en');
    // The Referer is a path on this origin, written as an attribute value: escaped.
    expect(await back({ headers: { Referer: `${ORIGIN}/a"b<c` } }, '/nowhere')).toBe('/a%22b%3Cc');
  });

  it('offers quick links to home, about, the diagnostic and contact in the page family', async () => {
    const { text } = await html('/en/nowhere');
    const quick = text.slice(text.indexOf('status-page__links'));
    for (const href of ['/en', '/en/about', '/en/diagnosticlean', '/en/contact']) expect(quick).toContain(`href="${href}"`);
  });
});

describe('error page', () => {
  it('shows the error page with status 500 and no stack trace', async () => {
    expectConsoleErrors();
    const { res, doc, text } = await html('/simulate-error');
    expect(res.status).toBe(500);
    expect(doc.h1).toEqual(['Ops! Algo deu errado, nossa equipe foi notificada']);
    expect(doc.meta('robots')).toBe('noindex, nofollow');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(text).not.toContain('stack');
    // No cf-ray (not behind Cloudflare): a unique id instead.
    expect(text).toMatch(/data-error-code="">[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}</);
  });

  it('speaks the visitor language', async () => {
    expectConsoleErrors();
    const { doc } = await html('/simulate-error', { headers: { Cookie: 'i18nextLng=en' } });
    expect(doc.h1).toEqual(['Oops! Something went wrong, our team was notified']);
  });

  it("shows the request's cf-ray as the reference", async () => {
    expectConsoleErrors();
    const { text } = await html('/simulate-error', { headers: { 'cf-ray': '8e1f2a3b4c5d6e7f-GRU' } });
    expect(text).toContain('data-error-code="">8e1f2a3b4c5d6e7f-GRU<');
  });

  it('does not exist in production', async () => {
    const res = await request('/simulate-error', { envOverrides: { ENVIRONMENT: 'production' } });
    expect(res.status).toBe(404);
  });

  it('renders the e-mail report as an island with its props as escaped JSON', async () => {
    expectConsoleErrors();
    const { text } = await html('/simulate-error', { headers: { 'User-Agent': '</script><script>alert(1)</script>' } });
    expect(text).toContain('data-island="error-report"');
    const props = /<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';
    expect(props).not.toContain('</script>');
    expect(props).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(props).browser).toBe('</script><script>alert(1)</script>');
    expect(text).toMatch(/<script nonce="[^"]+" data-main="\/assets\/main-[^"]+\.js"/);
  });
});

describe('islands', () => {
  it('loads no script file on a page without islands: only the inline starter, which runs the measurement', async () => {
    for (const path of ['/no-such-page', '/about', '/en/solutions/mes', '/services']) {
      const { text } = await html(path);
      expect(text).not.toContain('data-island=');
      // Besides JSON-LD, the starter alone: no module named, nothing to preload, no script file;
      // it names only the vitals module it imports once the page is idle.
      const scripts = (text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^<script nonce="[^"]+" data-vitals="\/assets\/vitals-[\w-]+\.js">$/);
      expect(text).not.toMatch(/<link[^>]*modulepreload/);
      expect(text).not.toMatch(/<script[^>]*\ssrc=/);
    }
  });

  it('fetches no script while the first screen loads: an inline starter names the loader and what it runs at once', async () => {
    for (const path of ['/', '/contact', '/blog']) {
      const { text } = await html(path);
      // No script file and no preload of one in the page: the starter fetches them (client/start.ts).
      expect(text).not.toMatch(/<script[^>]*\ssrc=/);
      expect(text).not.toMatch(/<link[^>]*modulepreload/);
      const starter = /<script nonce="[^"]+" data-main="(\/assets\/main-[^"]+\.js)"([^>]*)>([\s\S]*?)<\/script>/.exec(text);
      expect(starter, path).not.toBeNull();
      const preload = JSON.parse(/data-preload="([^"]*)"/.exec(starter![2]!)![1]!.replace(/&quot;/g, '"')) as string[];
      expect(preload.length).toBeGreaterThan(0);
      for (const url of preload) expect(url).toMatch(/^\/assets\/chunks\/[\w-]+\.js$/);
      expect(starter![3]).toContain('import(');
      // Only the home page's typed headline must run as the page arrives: at the load event.
      expect(starter![2]!.includes('data-start="load"'), path).toBe(path === '/');
    }
    // The largest image keeps its high priority.
    expect((await html('/')).text).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  it('escapes every character that could end a script element or a JS string', () => {
    const out = safeJson({ a: '</script><!-- & \u2028\u2029 >' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ a: '</script><!-- & \u2028\u2029 >' });
  });
});

describe('link preview account', () => {
  it('names the site account in twitter:site only when TWITTER_SITE is set, in @handle form', async () => {
    expect((await html('/pt/about')).doc.meta('twitter:site')).toBeUndefined();
    for (const value of ['vertice_ld', '@vertice_ld', 'https://x.com/vertice_ld']) {
      const { doc } = await html('/pt/about', { envOverrides: { TWITTER_SITE: value } });
      expect(doc.meta('twitter:site')).toBe('@vertice_ld');
    }
    // Something that is not a handle is left out rather than published.
    expect((await html('/pt/about', { envOverrides: { TWITTER_SITE: 'not a handle!' } })).doc.meta('twitter:site')).toBeUndefined();
  });
});
