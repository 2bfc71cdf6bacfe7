import type { Lang } from '../../shared/languages';
import { ContentServiceError } from '../types';

/**
 * The embedded articles' bodies, a static asset per language (public/content/blog/<lang>.json,
 * written by scripts/embedded-articles.mjs): read once per isolate and language, for an article
 * page or a search, instead of carried in every isolate's bundle. The same for every deployment's
 * bindings, so one copy per isolate.
 */
export type Bodies = (lang: Lang) => Promise<Readonly<Record<string, string>>>;

const loaded = new Map<Lang, Promise<Readonly<Record<string, string>>>>();

export function assetBodies(assets: Fetcher): Bodies {
  return (lang) => {
    let bodies = loaded.get(lang);
    if (!bodies) {
      bodies = (async () => {
        const res = await assets.fetch(new Request(`https://assets.invalid/content/blog/${lang}.json`));
        // Missing only from a build that skipped scripts/embedded-articles.mjs: the article answers 503.
        if (!res.ok) throw new ContentServiceError(res.status, res.statusText, 'embedded article bodies not in the assets');
        return (await res.json()) as Record<string, string>;
      })();
      loaded.set(lang, bodies);
      bodies.catch(() => loaded.delete(lang));
    }
    return bodies;
  };
}
