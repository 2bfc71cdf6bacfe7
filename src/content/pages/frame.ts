// The frame's texts for one view: the site settings' entry (specs-site.ts) in the request's
// language, each group (header links, footer, chat greeting, consent banner) checked on its own
// through the pages' machinery (load.ts: memo, KV, the CMS; sections.ts: fallback, repair,
// notices), as overlays of the namespaces they replace. Only a site with a CMS loads this module.
import type { TextOverride } from '../../i18n/i18n';
import type { Lang } from '../../shared/languages';
import { pageModel } from './catalog';
import { type PageSource, publishedTexts } from './load';
import { overridesOf } from './sections';

export interface FrameTexts {
  /** Names the texts ('' for the repository's): the same texts, the same id. */
  id: string;
  overrides: TextOverride[];
  /** The CMS failed with nothing cached: the frame is the repository's, and the page must not be kept. */
  failed: boolean;
}

export async function frameTexts(source: PageSource, lang: Lang): Promise<FrameTexts> {
  const model = pageModel('site-setting');
  const texts = await publishedTexts(source, model, lang, model.spec.base);
  const overrides = overridesOf(texts.ns, texts.sets).filter((o) => o.sets.length > 0);
  return { id: overrides.length > 0 ? `site-setting:${texts.digest}` : '', overrides, failed: Boolean(texts.failed) };
}
