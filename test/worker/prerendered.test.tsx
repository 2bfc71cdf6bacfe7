import { env } from 'cloudflare:test';
import { reactRenderer } from '@hono/react-renderer';
import { type Context, Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import ErrorReport from '../../client/islands/error-report';
import TypedHeadline from '../../client/islands/typed-headline';
import { Island, type IslandComponent } from '../../src/components/island';
import { MAX_ENTRIES, Prerendered, prerenderedCount, prerenderedSettled, renderLiveOnly } from '../../src/components/prerendered';
import { usePage } from '../../src/components/use-page';
import type { AppEnv, Bindings } from '../../src/env';
import { languageMiddleware } from '../../src/i18n/middleware';
import { textsMiddleware } from '../../src/i18n/texts-middleware';
import { renderer } from '../../src/renderer';
import { PageViewProvider } from '../../src/renderer/view';
import { securityHeaders } from '../../src/security';
import { ORIGIN } from '../helpers/worker';

/** One bindings object shared by several requests, as workerd shares it within an isolate. */
function isolateEnv(): Bindings {
  return { ...(env as unknown as Bindings), HTML_CACHE: 'off' };
}

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

async function get(bindings: Bindings, path: string, target: { fetch: typeof app.fetch } = app): Promise<string> {
  const res = await target.fetch(new Request(ORIGIN + path, { headers: { 'accept-language': 'pt-BR' } }), bindings, ctx);
  const text = await res.text();
  // The cache render starts after React's pass and streams on its own; let it finish.
  await prerenderedSettled();
  return text;
}

/**
 * What differs between two views of a page by design: the CSP nonce and the idempotency keys; and
 * the order of attributes in an image preload React writes in the head (a replay asks for it with
 * react-dom's preload(), which lists fetchPriority first), not what they say.
 */
const perView = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
    .replace(
      /<link rel="preload" as="image"((?: [a-zA-Z]+="[^"]*")*)\/>/g,
      (_, attrs: string) => `<link rel="preload" as="image"${(attrs.match(/ [a-zA-Z]+="[^"]*"/g) ?? []).sort().join('')}/>`,
    );

describe('Prerendered', () => {
  const routes = [
    '/',
    '/about',
    '/services',
    '/solutions/mes',
    '/solutions/erp-digital',
    '/diagnosticlean',
    '/blog',
    '/blog?tag=lean',
    '/blog/lean-digital-tendencias-para-2027',
    '/en/blog/lean-digital-tendencias-para-2027',
    '/contact',
    '/diagnostico-lean-digital-gratuito',
    '/en/about',
    '/es/contact',
    '/no-such-page',
  ];

  it.each(routes)('serves %s the same page from the cache as rendered live', async (route) => {
    const live = await get(renderLiveOnly(isolateEnv()), route);
    const bindings = isolateEnv();
    // A new isolate's first view: rendered once for the cache, then replayed.
    const first = await get(bindings, route);
    expect(prerenderedCount(bindings)).toBeGreaterThan(0);
    const replayed = await get(bindings, route);
    expect(perView(first)).toBe(perView(live));
    expect(perView(replayed)).toBe(perView(live));
  });

  it('keeps pages of different languages and current pages apart', async () => {
    const bindings = isolateEnv();
    await get(bindings, '/about');
    await get(bindings, '/en/contact');
    const about = await get(bindings, '/about');
    const contact = await get(bindings, '/en/contact');
    expect(about).toContain('<html lang="pt-BR"');
    expect(contact).toContain('<html lang="en"');
    // The header marks the current page, from the cache as well.
    expect(about).toMatch(/<a href="\/about" aria-current="page">/);
    expect(contact).toMatch(/<a href="\/en\/contact" aria-current="page">/);
    expect(contact).not.toMatch(/aria-current="page">[^<]*Sobre/);
    expect(contact).toContain('>Contact<');
  });

  it('gives every view of a prerendered form its own idempotency key, the same in the input and the props', async () => {
    const bindings = isolateEnv();
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const page = await get(bindings, '/contact');
      const input = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1];
      const props = /"idempotencyKey":"([^"]+)"/.exec(page)?.[1];
      expect(input).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(props).toBe(input);
      expect(page).not.toContain('pv-');
      keys.add(input!);
    }
    expect(keys.size).toBe(3);
  });

  it("renders a form live when its props are this visitor's (UTM tags from the URL)", async () => {
    const bindings = isolateEnv();
    await get(bindings, '/contact');
    const tagged = await get(bindings, '/contact?utm_source=newsletter');
    expect(tagged).toMatch(/name="utm_source" value="newsletter"/);
    expect(await get(bindings, '/contact')).not.toContain('newsletter');
  });

  /** A test app: the real middleware and document around one Prerendered subtree. */
  function testApp(subtree: () => React.ReactNode, islands?: IslandComponent[]) {
    const test = new Hono<AppEnv>();
    test.use(securityHeaders, languageMiddleware, textsMiddleware, renderer);
    test.get('/t', (c) =>
      c.render(
        <Prerendered name="test" islands={islands}>
          {subtree}
        </Prerendered>,
      ),
    );
    return test;
  }

  function ReadsUrl() {
    const { request } = usePage();
    return <p>{new URL(request.url).search}</p>;
  }

  it('never caches a subtree that reads the request: it renders live for every visitor', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bindings = isolateEnv();
    const test = testApp(() => <ReadsUrl />);
    expect(await get(bindings, '/t?visitor=a', test)).toContain('<p>?visitor=a</p>');
    expect(await get(bindings, '/t?visitor=b', test)).toContain('<p>?visitor=b</p>');
    const lines = errors.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, string>);
    expect(lines.some((l) => l.event === 'prerendered.failed' && l.name === 'test' && l.cause?.includes('the request'))).toBe(true);
    errors.mockRestore();
  });

  it("never caches an island it does not list (a form's props are per view), which still runs", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bindings = isolateEnv();
    const report = {
      email: 'a@example.com',
      label: 'x',
      subject: 's',
      labels: { message: 'm', url: 'u', browser: 'b', time: 't', code: 'c' },
      message: 'm',
      url: '/t',
      code: 'c',
      browser: 'b',
      time: 't',
    };
    const test = testApp(() => <Island component={ErrorReport} props={report} />);
    for (let i = 0; i < 2; i++) {
      const page = await get(bindings, '/t', test);
      expect(page).toContain('data-island="error-report"');
      expect(page).toMatch(/<script nonce="[^"]+" data-main="\/assets\/main-/);
    }
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('replays a listed island and registers it, so the page still loads its code', async () => {
    const bindings = isolateEnv();
    let renders = 0;
    const Counted = () => {
      renders++;
      return null;
    };
    const headline = { before: 'a ', highlight: 'b', after: ' c', speed: 50 };
    const test = testApp(
      () => (
        <>
          <Counted />
          <Island component={TypedHeadline} props={headline} />
        </>
      ),
      [TypedHeadline],
    );
    const live = await get(renderLiveOnly(isolateEnv()), '/t', test);
    renders = 0;
    await get(bindings, '/t', test);
    const replayed = await get(bindings, '/t', test);
    // Once, alone, for the cache; both views replay it.
    expect(renders).toBe(1);
    expect(perView(replayed)).toBe(perView(live));
    expect(replayed).toContain('data-island="typed-headline"');
    expect(replayed).toMatch(/<script nonce="[^"]+" data-main="\/assets\/main-/);
    // The island's code is listed on the starter's tag, for the loader to preload as it starts
    // (`data-preload`: the typed headline is a first-screen plain script, run before any activity).
    expect(replayed).toMatch(
      /<script nonce="[^"]+" data-main="\/assets\/main-[^"]+"[^>]*data-preload="[^"]*\/assets\/chunks\/typed-headline-/,
    );
  });

  it('holds at most MAX_ENTRIES subtrees per bindings object, starting over when full', async () => {
    const bindings = isolateEnv();
    const test = new Hono<AppEnv>();
    // A bare document around the subtree: 420 renders of the site's whole document take seconds
    // on a loaded machine, and the header and footer have nothing to do with this bound.
    test.use(
      securityHeaders,
      languageMiddleware,
      textsMiddleware,
      reactRenderer(
        ({ children, c }) => (
          <PageViewProvider c={c as Context<AppEnv>}>
            <html lang="pt-BR">
              <body>{children}</body>
            </html>
          </PageViewProvider>
        ),
        { stream: true },
      ),
    );
    test.get('/t', (c) =>
      c.render(
        <Prerendered name="test" vary={c.req.query('v')}>
          {() => <p>same</p>}
        </Prerendered>,
      ),
    );
    let most = 0;
    for (let v = 0; v < MAX_ENTRIES + 20; v++) {
      await get(bindings, `/t?v=${v}`, test);
      most = Math.max(most, prerenderedCount(bindings));
    }
    expect(most).toBe(MAX_ENTRIES);
    expect(prerenderedCount(bindings)).toBeLessThan(MAX_ENTRIES);
    // 420 page renders and as many cache fills: seconds on a shared machine, not the default 5.
  }, 30_000);

  it('caches a subtree that reads only the language and links, once per key', async () => {
    const bindings = isolateEnv();
    let renders = 0;
    function Greeting() {
      const { t, href } = usePage();
      renders++;
      return <a href={href('/contact')}>{t('nav.contact')}</a>;
    }
    const test = testApp(() => <Greeting />);
    for (let i = 0; i < 3; i++) expect(await get(bindings, '/t', test)).toContain('<div><a href="/contact">Contato</a></div>');
    // Once, alone, for the cache (the first view replays it too), then never again.
    expect(renders).toBe(1);
  });
});
