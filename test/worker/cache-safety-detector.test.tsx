// The per-visitor cache check (test/helpers/cache-safety.ts) fails where it should: on a value
// written into a page without being registered as a per-view value (src/html-cache/per-view.ts),
// and on one a <Prerendered> subtree captured from the request by a closure. A registered value,
// written the same way, passes. Test pages on the app's middleware and cache, two visitors each.
// And the pages the two-visitor test views come from the route table, so a new route is among them.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { perViewToken } from '../../src/html-cache/per-view';
import { perViewOf } from '../../src/routes/request-values';
import { Prerendered } from '../../src/components/prerendered';
import type { AppEnv, Bindings } from '../../src/env';
import { createHtmlCache, resetHtmlCacheState } from '../../src/html-cache';
import { languageMiddleware } from '../../src/i18n/middleware';
import { textsMiddleware } from '../../src/i18n/texts-middleware';
import { htmlCacheControl } from '../../src/middleware';
import { renderer } from '../../src/renderer';
import { securityHeaders } from '../../src/security';
import { pages } from '../../src/routes/pages';
import { findLeaks, forgetFreshRenders, pageCases, type View, view } from '../helpers/cache-safety';

function testApp() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders, languageMiddleware, htmlCacheControl, createHtmlCache({ location: false }), textsMiddleware, renderer);
  // A value of this view, registered: the cache stores a hole and fills it with a fresh one.
  app.get('/t/registered', (c) => c.render(<p data-view={perViewToken(perViewOf(c))}>registered</p>));
  // The same value, not registered: the cache stores it as text and serves it again.
  app.get('/t/unregistered', (c) => c.render(<p data-view={crypto.randomUUID()}>unregistered</p>));
  // The request's nonce, captured by the closure that builds a cached subtree: the restricted
  // context cannot see it, the subtree's cache keeps it.
  app.get('/t/closure', (c) => {
    const nonce = c.get('secureHeadersNonce') ?? '';
    return c.render(
      <Prerendered name="t-closure" site>
        {() => <p data-view={nonce}>closure</p>}
      </Prerendered>,
    );
  });
  return app;
}

const ENV = (): Bindings => ({ ...(env as unknown as Bindings), HTML_CACHE: 'isolate' });
const anonymous = { 'Accept-Language': 'pt-BR' };
const visitor = { 'Accept-Language': 'pt-BR', Cookie: 'cookie_consent=denied' };

/** A then B, anonymous (the HTML cache) and with a cookie of their own (the page renders: the subtrees). */
async function views(path: string): Promise<View[]> {
  const app = testApp();
  const bindings = ENV();
  const out: View[] = [];
  for (const headers of [anonymous, visitor]) for (const id of ['A', 'B']) out.push(await view(app, bindings, id, path, headers));
  return out;
}

const writtenValue = (v: View) => /data-view="([^"]+)"/.exec(v.text)![1]!;

beforeEach(() => {
  resetHtmlCacheState();
  forgetFreshRenders();
});

describe('the per-visitor cache check', () => {
  it('passes a page whose per-view value is registered', async () => {
    const seen = await views('/t/registered');
    expect(seen.map((v) => v.state)).toEqual(['MISS', 'HIT', 'BYPASS', 'BYPASS']);
    expect(new Set(seen.map(writtenValue)).size).toBe(4);
    expect(findLeaks(seen)).toEqual([]);
  });

  it('flags a value written without being registered, which the HTML cache serves to the next visitor', async () => {
    const seen = await views('/t/unregistered');
    const [a, b] = seen;
    expect(b!.state).toBe('HIT');
    expect(findLeaks(seen)).toContain(`${b!.label} shows the per-view value ${writtenValue(a!)} of ${a!.label}`);
  });

  it('flags a request value a cached subtree captured by a closure', async () => {
    const seen = await views('/t/closure');
    const first = seen[0]!;
    const rendered = seen[3]!;
    expect(rendered.state).toBe('BYPASS');
    // The first view filled the subtree's cache with its own nonce; B's render replays it.
    expect(writtenValue(rendered)).toBe(writtenValue(first));
    expect(findLeaks(seen)).toContain(`${rendered.label} shows the per-view value ${writtenValue(first)} of ${first.label}`);
  });
});

describe('the pages the two-visitor test views (pageCases)', () => {
  const table = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/about' },
    { method: 'GET', path: '/blog/:slug' },
    { method: 'POST', path: '/about' },
  ];
  const fixtures = { '/blog/:slug': { path: '/blog/a', markdown: true } };

  it('views a route added to the table as it is, without a fixture', () => {
    const cases = pageCases([...table, { method: 'GET', path: '/pricing' }], fixtures, [{ route: '404', path: '/x', notFound: true }]);
    expect(cases).toEqual([
      { route: '/', path: '/' },
      { route: '/about', path: '/about' },
      { route: '/blog/:slug', path: '/blog/a', markdown: true },
      { route: '/pricing', path: '/pricing' },
      { route: '404', path: '/x', notFound: true },
    ]);
  });

  it('fails on a route with a parameter and no URL, and on a fixture of no route', () => {
    expect(() => pageCases([...table, { method: 'GET', path: '/pricing/:plan' }], fixtures)).toThrow(/\/pricing\/:plan has parameters/);
    expect(() => pageCases(table, { ...fixtures, '/gone': { path: '/gone' } })).toThrow(
      'Fixtures of no page route (src/routes/pages.tsx): /gone',
    );
  });

  it('takes every page route of the app: the table lists each page the site serves', () => {
    const paths = pageCases(pages.routes, { '/solutions/:slug': { path: '/solutions/mes' }, '/blog/:slug': { path: '/blog/x' } }).map(
      (c) => c.route,
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about', '/services', '/contact', '/diagnosticlean', '/blog', '/privacy', '/terms', '/sitemap']),
    );
  });
});
