import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BlogTeaser } from '../../src/pages/home/blog-teaser';
import { loadBlogTeaser } from '../../src/routes/home';
import { embeddedSource } from '../../src/content/embedded/source';
import { assetList } from '../../src/content/embedded/list';
import type { AppEnv, Bindings } from '../../src/env';
import { languageMiddleware } from '../../src/i18n/middleware';
import { textsMiddleware } from '../../src/i18n/texts-middleware';
import { renderer } from '../../src/renderer';
import { securityHeaders } from '../../src/security';
import { cmsBindings, json, stubCms } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';

// The teaser is placed by the home page; this mounts it alone, the way a page would.
function teaserApp() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders, languageMiddleware, textsMiddleware, renderer);
  for (const base of ['/', '/en']) app.get(base === '/' ? '/' : base, async (c) => c.render(<BlogTeaser data={await loadBlogTeaser(c)} />));
  return app;
}

async function get(path: string, overrides: Partial<Bindings> = {}) {
  const res = await teaserApp().fetch(new Request(`https://www.example.com${path}`), { ...(env as unknown as Bindings), ...overrides }, {
    waitUntil: () => {},
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext);
  return { res, text: await res.text() };
}

describe('home blog teaser', () => {
  it('loads the 3 latest articles', async () => {
    const latest = await embeddedSource(assetList(env.ASSETS)).latestArticles('pt', 3);
    const { text } = await get('/');
    expect((text.match(/<article class="post-card /g) ?? []).length).toBe(3);
    for (const a of latest) expect(text).toContain(`href="/blog/${a.slug}"`);
    expect(text).toContain('Ver todos os artigos');
    expect(text).not.toContain('Erro ao carregar os artigos do blog');
  });

  it('on failure shows the error, a retry link to the same URL and the 3 sample cards linking to /blog', async () => {
    const { text } = await get('/en', { CMS_API_URL: 'https://cms.example.com/api' });
    expect(text).toContain('Error loading the blog articles');
    expect(text).toMatch(/<a class="btn btn--secondary" href="\/en">/);
    expect((text.match(/<article class="post-card /g) ?? []).length).toBe(3);
    expect(text).toContain('OEE in practice');
    expect((text.match(/<h3 class="post-card__title"><a href="\/en\/blog">/g) ?? []).length).toBe(3);
  });

  it('error is false and articles are listed when the content service answers', async () => {
    const data = await loadBlogTeaser({
      env,
      var: { lang: 'es' },
      get executionCtx() {
        throw new Error('none');
      },
    } as never);
    expect(data.error).toBe(false);
    expect(data.articles).toHaveLength(3);
  });

  it("ends with the home page's request even when the page answers without it (a refused preview)", async () => {
    // A CMS slower than the 401: the teaser, asked beside the page's texts, is still waiting when
    // the page is refused. Left running, its failure would be logged into whatever runs next.
    let waiting = 0;
    stubCms(async (url) => {
      waiting++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      waiting--;
      return url.pathname.endsWith('/articles') ? json({ error: 'down' }, 500, 'Internal Server Error') : json({ data: null });
    });
    const page = await pageWith(cmsBindings('whsec-teaser', 'preview-teaser'), '/pt?preview=forged');
    expect(page.res.status).toBe(401);
    expect(waiting).toBe(0);
    expect(logLines().filter((l) => l.event === 'cms.failed' && l.what === 'blog teaser')).toEqual([
      expect.objectContaining({ route: 'GET /pt', cause: expect.stringContaining('500') }),
    ]);
  });
});
