import { EMBEDDED_FILE } from '../../generated/embedded-articles';
import { ContentServiceError } from '../types';
import type { EmbeddedData } from './source';

/**
 * The embedded articles without their bodies (what lists, cards, feeds and the sitemap read), a
 * static asset (scripts/embedded-articles.mjs), read once per isolate by the first request that
 * asks the content for anything and kept: carried in the upload, every new isolate would compile
 * it at start-up. The same for every deployment's bindings, so one copy per isolate. A failed
 * read is tried once more, then left to the next request.
 */
let list: Promise<EmbeddedData> | undefined;

/** For tests: a fresh isolate's view (the list not read yet). */
export function forgetEmbeddedList(): void {
  list = undefined;
}

export function assetList(assets: Fetcher): () => Promise<EmbeddedData> {
  return () => {
    if (!list) {
      const reading = read(assets).catch(() => read(assets));
      list = reading;
      reading.catch(() => {
        if (list === reading) list = undefined;
      });
    }
    return list;
  };
}

async function read(assets: Fetcher): Promise<EmbeddedData> {
  const res = await assets.fetch(new Request(`https://assets.invalid${EMBEDDED_FILE}`));
  // Missing only from a build that skipped scripts/embedded-articles.mjs: the page answers as for a CMS that is down.
  if (!res.ok) {
    await res.body?.cancel();
    throw new ContentServiceError(res.status, res.statusText, 'embedded articles not in the assets');
  }
  return (await res.json()) as EmbeddedData;
}
