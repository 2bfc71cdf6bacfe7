import { TEXT_FILES } from '../generated/locales';
import type { Lang } from '../shared/languages';

// Each language's texts are a static asset (scripts/locale-bundles.mjs), read once per isolate by
// the first request or job that needs them and kept, so that every t() after it reads them
// synchronously (resources.ts). Reading one is a fetch from the assets and a JSON.parse of about
// 80 KB; carried in the upload, the three would be compiled by every new isolate at start-up.

const parsed: Partial<Record<Lang, unknown>> = {};
const reading = new Map<Lang, Promise<void>>();

/** A language's texts asked for before any request of the isolate read them (loadTexts). */
export class TextsNotLoadedError extends Error {
  constructor(lang: Lang) {
    super(`the ${lang} texts were not read from the assets`);
    this.name = 'TextsNotLoadedError';
  }
}

/** `lang`'s texts as read, undefined before loadTexts read them. */
export const loadedTexts = (lang: Lang): unknown => parsed[lang];

/**
 * Reads each of `langs`' texts from the assets, once per isolate: requests that ask at the same
 * time share one read, and a failed read is tried once more, then left for the next request to
 * try again. Rejects when a language cannot be read.
 */
export async function loadTexts(assets: Fetcher, langs: readonly Lang[]): Promise<void> {
  await Promise.all(
    langs.map((lang) => {
      if (parsed[lang] !== undefined) return undefined;
      let read = reading.get(lang);
      if (!read) {
        read = readTexts(assets, lang).catch(() => readTexts(assets, lang));
        const done = () => reading.delete(lang);
        read.then(done, done);
        reading.set(lang, read);
      }
      return read;
    }),
  );
}

async function readTexts(assets: Fetcher, lang: Lang): Promise<void> {
  const res = await assets.fetch(new Request(`https://assets.invalid${TEXT_FILES[lang]}`));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`the ${lang} texts (${TEXT_FILES[lang]}) answered ${res.status}`);
  }
  const texts: unknown = await res.json();
  if (typeof texts !== 'object' || texts === null) throw new Error(`the ${lang} texts (${TEXT_FILES[lang]}) are not an object`);
  parsed[lang] ??= texts;
}

/** For tests: a new isolate's view, no language read yet. */
export function forgetTexts(): void {
  for (const lang of Object.keys(parsed) as Lang[]) delete parsed[lang];
}
