import { afterEach, describe, expect, it } from 'vitest';
import { assetBodies, forgetEmbeddedBodies } from '../../src/content/embedded/bodies';
import { renderMarkdownCached } from '../../src/content/markdown/cache';
import { EMBEDDED_ARTICLES } from '../../src/content/embedded/data';
import { renderMarkdown } from '../../src/content/markdown/render';
import { LANGS, type Lang } from '../../src/shared/languages';

/** The build's rendering of every embedded body, per language (scripts/embedded-articles.mjs). */
async function built(lang: Lang): Promise<Record<string, string>> {
  const file = {
    pt: () => import('../../public/content/blog/pt.html.json'),
    en: () => import('../../public/content/blog/en.html.json'),
    es: () => import('../../public/content/blog/es.html.json'),
  }[lang];
  return (await file()).default as Record<string, string>;
}

/** A Fetcher serving `files` by path, as the ASSETS binding serves public/. */
function assets(files: Record<string, unknown>): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      return path in files ? Response.json(files[path]) : new Response('not found', { status: 404 });
    },
  } as unknown as Fetcher;
}

describe("the embedded articles' bodies rendered at build time", () => {
  // The tests below read made-up bodies through the isolate's reader: later files read the real ones.
  afterEach(forgetEmbeddedBodies);

  it('are what the markdown pipeline renders in the worker, for every article in every language', async () => {
    for (const lang of LANGS) {
      const html = await built(lang);
      const bodies = EMBEDDED_ARTICLES.flatMap((a) => (a.translations[lang] ? [[a.slug, a.translations[lang].content] as const] : []));
      expect(Object.keys(html).sort()).toEqual(bodies.map(([slug]) => slug).sort());
      for (const [slug, markdown] of bodies) expect(html[slug], `${lang}/${slug}`).toBe(renderMarkdown(markdown));
    }
  });

  it('are taken as the rendering of exactly their markdown once the bodies are read', async () => {
    const body = `Um corpo **próprio** deste teste (${crypto.randomUUID()}).`;
    const other = `Outro corpo, sem renderização pronta (${crypto.randomUUID()}).`;
    // A new isolate's view: the reader keeps what it read for the isolate's life (any article page before).
    forgetEmbeddedBodies();
    const read = assetBodies(
      assets({
        '/content/blog/es.json': { a: body, b: other },
        // A marker no renderer would write: only the seeded entry can answer it.
        '/content/blog/es.html.json': { a: '<p>rendered at build time</p>' },
      }),
    );
    expect(await read('es')).toEqual({ a: body, b: other });
    expect(await renderMarkdownCached(body)).toBe('<p>rendered at build time</p>');
    expect(await renderMarkdownCached(other)).toBe(renderMarkdown(other));
    // With an image origin (a CMS's) the key differs: rendered, not taken.
    expect(await renderMarkdownCached(body, { imageOrigin: 'https://cms.example.com' })).toBe(
      renderMarkdown(body, { imageOrigin: 'https://cms.example.com' }),
    );
  });

  it('are optional: without them the bodies are read and rendered as before', async () => {
    const body = `Sem arquivo renderizado (${crypto.randomUUID()}).`;
    // A new isolate's view: the reader keeps what it read for the isolate's life (any article page before).
    forgetEmbeddedBodies();
    const read = assetBodies(assets({ '/content/blog/en.json': { c: body } }));
    expect(await read('en')).toEqual({ c: body });
    expect(await renderMarkdownCached(body)).toBe(renderMarkdown(body));
  });
});
