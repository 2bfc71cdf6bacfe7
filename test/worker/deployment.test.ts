// Deployment-dependent behaviour: only the canonical host of production may be indexed, and the
// deliberate error page exists only outside production; the per-request vars of development.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { indexableHost } from '../../src/deployment';
import type { Bindings } from '../../src/env';
import { cachedView, html, request } from '../helpers/worker';

const PROD = { ENVIRONMENT: 'production', SITE_URL: 'https://www.vertice.example' };

describe('non-canonical hosts', () => {
  it('serves the canonical host of production indexable', async () => {
    const { res, doc } = await html('https://www.vertice.example/pt', { envOverrides: PROD });
    expect(res.headers.get('X-Robots-Tag')).toBeNull();
    expect(doc.meta('robots')).toBe('index, follow');
    const robots = await (await request('https://www.vertice.example/robots.txt', { envOverrides: PROD })).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Sitemap: https://www.vertice.example/sitemap.xml');
  });

  for (const [what, url, envOverrides] of [
    ['the workers.dev copy of production', 'https://lean-digital-site.acme.workers.dev/pt', PROD],
    ['another host of production (apex next to www)', 'https://vertice.example/pt', PROD],
    ['a workers.dev host without SITE_URL', 'https://lean-digital-site.acme.workers.dev/', { ENVIRONMENT: 'production', SITE_URL: '' }],
    ['staging, even on its own domain', 'https://staging.vertice.example/pt', { ENVIRONMENT: 'staging', SITE_URL: '' }],
    ['a preview URL of staging', 'https://pr-42-lean-digital-site-staging.acme.workers.dev/', { ENVIRONMENT: 'staging', SITE_URL: '' }],
  ] as const) {
    it(`answers noindex on ${what}, robots.txt disallowing everything`, async () => {
      const res = await request(url, { envOverrides });
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      const robots = await request(new URL('/robots.txt', url).href, { envOverrides });
      expect(robots.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    });
  }

  it('keeps a host indexable when SITE_URL is unset and it is not workers.dev (local, tests)', () => {
    expect(indexableHost({ ENVIRONMENT: 'development', SITE_URL: '' }, 'https://www.example.com/')).toBe(true);
    expect(
      indexableHost({ ENVIRONMENT: undefined as unknown as string, SITE_URL: 'https://www.example.com' }, 'https://WWW.example.com/x'),
    ).toBe(true);
  });
});

describe('/simulate-error', () => {
  it('is a 404 in production (also when ENVIRONMENT is missing) and a 500 elsewhere', async () => {
    expect((await request('/simulate-error', { envOverrides: { ENVIRONMENT: 'production' } })).status).toBe(404);
    expect((await request('/simulate-error', { envOverrides: { ENVIRONMENT: '' } })).status).toBe(404);
  });
});

describe('x-dev-vars: a request sets a few vars for itself, in development only', () => {
  const GA = { 'x-dev-vars': 'GA_MEASUREMENT_ID=G-HEADER1' };
  const hasBanner = (text: string) => text.includes('data-consent-banner');

  it('shows the analytics banner and its script hosts to that request only, never mixing cached pages', async () => {
    // One bindings object, as an isolate has: the second view of each is served from the HTML cache.
    const dev = { ...(env as unknown as Bindings), ENVIRONMENT: 'development', GA_MEASUREMENT_ID: '' };
    const states: (string | null)[] = [];
    for (let round = 0; round < 2; round++) {
      const withGa = await cachedView(app, dev, '/en/about', GA);
      expect(hasBanner(withGa.text), `round ${round}`).toBe(true);
      expect(withGa.res.headers.get('Content-Security-Policy')).toContain('googletagmanager.com');
      const plain = await cachedView(app, dev, '/en/about');
      expect(hasBanner(plain.text), `round ${round}`).toBe(false);
      expect(plain.res.headers.get('Content-Security-Policy')).not.toContain('googletagmanager.com');
      states.push(withGa.state, plain.state);
    }
    expect(states).toEqual(['MISS', 'MISS', 'HIT', 'HIT']);
  });

  it('is ignored in production, in staging and when ENVIRONMENT is unset', async () => {
    for (const ENVIRONMENT of ['production', 'staging', '']) {
      const res = await request('/en/about', { headers: GA, envOverrides: { ENVIRONMENT, GA_MEASUREMENT_ID: '' } });
      expect(hasBanner(await res.text()), ENVIRONMENT || 'unset').toBe(false);
    }
  });

  it('sets nothing outside its list: not the export token, whatever the spelling', async () => {
    const token = 'set-by-a-header';
    for (const header of [
      `LEADS_EXPORT_TOKEN=${token}`,
      `GA_MEASUREMENT_ID=G-X; LEADS_EXPORT_TOKEN=${token}`,
      ` leads_export_token = ${token}`,
    ]) {
      const res = await request('/api/export/leads.csv', {
        headers: { 'x-dev-vars': header, Authorization: `Bearer ${token}` },
        envOverrides: { ENVIRONMENT: 'development', LEADS_EXPORT_TOKEN: undefined },
      });
      expect(res.status, header).toBe(404);
    }
  });
});
