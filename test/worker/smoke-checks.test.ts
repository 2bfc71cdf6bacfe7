// The release's smoke check (scripts/smoke.mjs) run against the real app: every check passes on
// a healthy production site, and the robots.txt check tells production from staging. So a
// release fails its smoke check only when the site is broken, not because the check drifted.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with scripts/deploy.mjs
import { smokeChecks } from '../../scripts/smoke.mjs';
import { ORIGIN, request } from '../helpers/worker';

type Check = { path: string; expect: (res: Response, body: string) => string | null };
const PROD = { ENVIRONMENT: 'production', SITE_URL: ORIGIN };
const STAGING = { ENVIRONMENT: 'staging', SITE_URL: '' };

async function problems(checks: Check[], envOverrides: Record<string, string>): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const check of checks) {
    const res = await request(check.path, { envOverrides });
    const body = await res.text();
    out[check.path] = res.status !== 200 ? `HTTP ${res.status}` : check.expect(res, body);
  }
  return out;
}

describe('smoke checks', () => {
  it('all pass on the production site, an article included', async () => {
    const checks = smokeChecks({ indexable: true }) as Check[];
    expect(checks.map((c) => c.path)).toEqual(['/pt', '/en', '/es', '/robots.txt', '/sitemap.xml', '/pt/contact']);
    expect(Object.values(await problems(checks, PROD)).filter(Boolean)).toEqual([]);
    const blog = await (await request('/pt/blog', { envOverrides: PROD })).text();
    const slug = /href="\/pt\/blog\/([a-z0-9-]+)"/.exec(blog)?.[1];
    expect(slug).toBeTruthy();
    expect(await (await request(`/pt/blog/${slug}`, { envOverrides: PROD })).text()).toContain('<article');
  });

  it('catch a production site that disallows crawling, and a staging site that allows it', async () => {
    const robots = (indexable: boolean) => (smokeChecks({ indexable }) as Check[]).filter((c) => c.path === '/robots.txt');
    expect(await problems(robots(false), STAGING)).toEqual({ '/robots.txt': null });
    expect(await problems(robots(true), STAGING)).toEqual({
      '/robots.txt': 'production disallows crawling (noindex on the canonical host?)',
    });
    expect(await problems(robots(false), PROD)).toEqual({ '/robots.txt': 'a non-canonical host allows crawling' });
  });

  it('catch a page in the wrong language', async () => {
    const en = (smokeChecks({ indexable: true }) as Check[]).find((c) => c.path === '/en')!;
    const res = await request('/pt', { envOverrides: PROD });
    expect(en.expect(res, await res.text())).toBe('no <html lang="en">');
  });
});
