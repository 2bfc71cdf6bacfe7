import type { Lang } from '../../shared/languages';
import { seedMarkdownCache } from '../markdown/cache';
import { ContentServiceError } from '../types';

/**
 * The embedded articles' bodies, a static asset per language (public/content/blog/<lang>.json,
 * written by scripts/embedded-articles.mjs): read once per isolate and language, for an article
 * page or a search, instead of carried in every isolate's bundle. The same for every deployment's
 * bindings, so one copy per isolate. Beside them, the build's rendering of each body
 * (<lang>.html.json, by the worker's markdown pipeline): it fills the markdown cache, so the
 * article is shown without loading the renderer; a body without one is rendered as ever.
 */
export type Bodies = (lang: Lang) => Promise<Readonly<Record<string, string>>>;

const loaded = new Map<Lang, Promise<Readonly<Record<string, string>>>>();

/** For tests: a fresh isolate's view (no language's bodies read yet). */
export function forgetEmbeddedBodies(): void {
  loaded.clear();
}

export function assetBodies(assets: Fetcher): Bodies {
  return (lang) => {
    let bodies = loaded.get(lang);
    if (!bodies) {
      bodies = (async () => {
        const [res, rendered] = await Promise.all([
          assets.fetch(new Request(`https://assets.invalid/content/blog/${lang}.json`)),
          assets.fetch(new Request(`https://assets.invalid/content/blog/${lang}.html.json`)).catch(() => undefined),
        ]);
        // Missing only from a build that skipped scripts/embedded-articles.mjs: the article answers 503.
        if (!res.ok) throw new ContentServiceError(res.status, res.statusText, 'embedded article bodies not in the assets');
        const markdown = (await res.json()) as Record<string, string>;
        const html = rendered?.ok ? ((await rendered.json().catch(() => ({}))) as Record<string, unknown>) : {};
        for (const [slug, body] of Object.entries(markdown)) {
          const page = html[slug];
          if (typeof page === 'string') seedMarkdownCache(body, page);
        }
        return markdown;
      })();
      loaded.set(lang, bodies);
      bodies.catch(() => loaded.delete(lang));
    }
    return bodies;
  };
}
