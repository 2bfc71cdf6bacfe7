// Deployment-dependent behaviour: only the canonical host of production may be indexed, and the
// deliberate error page exists only outside production.
import { describe, expect, it } from 'vitest';
import { indexableHost } from '../../src/deployment';
import { html, request } from '../helpers/worker';

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
