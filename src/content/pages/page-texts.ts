// A page's texts for one view: the entries of the models the page reads (model.ts, PAGE_MODELS),
// each section checked on its own, laid over the repository's texts as the request's t(). Only a
// site with a CMS loads this module.
import type { TFunction } from 'i18next';
import { getSiteT, overlaidT } from '../../i18n/i18n';
import type { Lang } from '../../shared/languages';
import type { StrapiConfig } from '../strapi';
import { pageModel } from './catalog';
import { fetchEntry, type ModelTexts, type PageSource, publishedTexts, textsOf } from './load';
import { PAGE_MODELS, type PageKind, type PageModelName, SOLUTION_PAGES } from './model';

export interface PageTextsQuery {
  page: PageKind;
  lang: Lang;
  /** The company's years of experience ({{years}} in the texts). */
  years: number;
  /** A solution page's slug. */
  slug?: string;
  /** A draft an editor previews: this model's entry is fetched live in its draft version. */
  draft?: { model: PageModelName; documentId?: string };
}

export interface PageTextsResult {
  t: TFunction;
  /** The CMS failed with nothing cached: the page shows the repository's texts and must not be kept. */
  failed: boolean;
}

async function draftTexts(config: StrapiConfig, name: PageModelName, q: PageTextsQuery, base: string): Promise<ModelTexts> {
  const model = pageModel(name);
  const raw = await fetchEntry(config, model, q.lang, { slug: q.slug, documentId: q.draft?.documentId, drafts: true });
  return textsOf(model, raw, base, config, true);
}

export async function pageTexts(source: PageSource, q: PageTextsQuery): Promise<PageTextsResult> {
  const names: readonly PageModelName[] = PAGE_MODELS[q.page];
  const solutionKey = q.slug ? SOLUTION_PAGES[q.slug] : undefined;
  const entries = await Promise.all(
    names.map((name) => {
      const model = pageModel(name);
      const base = name === 'solution-page' ? (solutionKey ?? model.spec.base) : model.spec.base;
      const slug = name === 'solution-page' ? q.slug : undefined;
      if (q.draft?.model === name) return draftTexts(source.config, name, { ...q, slug }, base);
      return publishedTexts(source, model, q.lang, base, slug);
    }),
  );
  const failed = entries.some((e) => e.failed);
  const overrides = entries.filter((e) => e.sets.length > 0);
  // Nothing from the CMS: the repository's own t(), exactly as without one.
  if (overrides.length === 0) return { t: getSiteT(`${q.lang}:${q.years}`), failed };
  const id = entries.map((e, i) => `${names[i]}:${e.digest}`).join('|');
  return { t: overlaidT(q.lang, q.years, id, overrides), failed };
}
