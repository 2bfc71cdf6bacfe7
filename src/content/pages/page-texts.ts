// A page's texts for one view: the entries of the models the page reads (model.ts, PAGE_MODELS),
// each section checked on its own, laid over the repository's texts as the request's t(). Only a
// site with a CMS loads this module.
import type { TFunction } from 'i18next';
import { getSiteT, overlaidT, type TextOverride } from '../../i18n/i18n';
import type { Lang } from '../../shared/languages';
import type { StrapiConfig } from '../strapi';
import { pageModel } from './catalog';
import { fetchEntry, type ModelTexts, type PageSource, publishedTexts, textsOf } from './load';
import { PAGE_MODELS, type PageKind, type PageModelName, SOLUTION_PAGES } from './model';
import { type BlockTexts, type Fallback, overridesOf } from './sections';

/** A section of one of the page's entries not shown as written, and why: what a preview tells the editor. */
export type PageNotice = Fallback & { model: PageModelName };

export interface PageTextsQuery {
  page: PageKind;
  lang: Lang;
  /** The company's years of experience ({{years}} in the texts). */
  years: number;
  /** A solution page's slug. */
  slug?: string;
  /** A draft an editor previews: this model's entry is fetched live in its draft version. */
  draft?: { model: PageModelName; documentId?: string };
  /** The frame's texts (frame.ts), under the page's own: every t() of the page carries them. */
  frame?: { id: string; overrides: readonly TextOverride[] };
}

/** One block of the page in the editor's order: its section's name and the t() it renders with. */
export interface PageBlock {
  name: string;
  t: TFunction;
}

export interface PageTextsResult {
  t: TFunction;
  /** The page's blocks in the editor's order; absent: the page's own order (no dynamic zone, no entry, no CMS). */
  blocks?: PageBlock[];
  /** The CMS failed with nothing cached: the page shows the repository's texts and must not be kept. */
  failed: boolean;
  /** Every section of the page's entries not shown as written (a preview shows them to the editor). */
  notices: PageNotice[];
}

async function draftTexts(config: StrapiConfig, name: PageModelName, q: PageTextsQuery, base: string): Promise<ModelTexts> {
  const model = pageModel(name);
  const raw = await fetchEntry(config, model, q.lang, { slug: q.slug, documentId: q.draft?.documentId, drafts: true });
  return textsOf(model, raw, base, config, true);
}

/** A draft of the site settings, previewed on a page: the frame the page renders under, and what it changes. */
async function draftFrame(source: PageSource, q: PageTextsQuery): Promise<{ frame: PageTextsQuery['frame']; notices: PageNotice[] }> {
  const texts = await draftTexts(source.config, 'site-setting', q, '');
  const overrides = overridesOf(texts.ns, texts.sets).filter((o) => o.sets.length > 0);
  const notices = texts.fallbacks.map((f): PageNotice => ({ ...f, model: 'site-setting' }));
  return { frame: { id: overrides.length > 0 ? `site-setting-draft:${texts.digest}` : '', overrides }, notices };
}

export async function pageTexts(source: PageSource, query: PageTextsQuery): Promise<PageTextsResult> {
  // The frame's draft replaces the published frame in every t() of the page.
  const framed = query.draft?.model === 'site-setting' ? await draftFrame(source, query) : undefined;
  const q = framed ? { ...query, frame: framed.frame } : query;
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
  const notices = [
    ...entries.flatMap((e, i) => e.fallbacks.map((f): PageNotice => ({ ...f, model: names[i]! }))),
    ...(framed?.notices ?? []),
  ];
  const id = entries.map((e, i) => `${names[i]}:${e.digest}`).join('|');
  // The page's t(): the typed sections, and of each block the first of its name (the page's
  // structured data and meta read those, as they read the one section before).
  const first = (e: ModelTexts) => (name: string) => e.blocks?.find((b) => b.name === name);
  const pageT = tOf(
    q,
    id,
    entries.map((e) => overlay(e, first(e))),
  );
  // The page's own entry (the first model it reads) holds its blocks; the others lend it texts.
  const zoned = entries[0];
  if (!zoned?.blocks) return { t: pageT, failed, notices };
  const blocks = zoned.blocks.map((block, i): PageBlock => {
    // A repeated block has texts of its own: the page's t() with this block's over the first's.
    if (first(zoned)(block.name) === block || block.sets.length === 0) return { name: block.name, t: pageT };
    const own = (name: string) => (name === block.name ? block : first(zoned)(name));
    const overrides = entries.map((e) => overlay(e, e === zoned ? own : first(e)));
    return { name: block.name, t: tOf(q, `${id}|${i}`, overrides) };
  });
  return { t: pageT, blocks, failed, notices };
}

/** An entry's texts as one overlay: its typed sections, then the blocks `pick` chooses. */
function overlay(e: ModelTexts, pick: (name: string) => BlockTexts | undefined): TextOverride {
  const names = [...new Set((e.blocks ?? []).map((b) => b.name))];
  return { ns: e.ns, sets: [...e.sets, ...names.flatMap((n) => pick(n)?.sets ?? [])] };
}

function tOf(q: PageTextsQuery, id: string, overrides: TextOverride[]): TFunction {
  const given = overrides.filter((o) => o.sets.length > 0);
  const frame = q.frame?.id ? q.frame : undefined;
  // Nothing from the CMS: the repository's own t(), exactly as without one.
  if (given.length === 0 && !frame) return getSiteT(`${q.lang}:${q.years}`);
  // The frame's alone: the very t() the request has for every other page (the same id).
  if (given.length === 0) return overlaidT(q.lang, q.years, frame!.id, frame!.overrides);
  return overlaidT(q.lang, q.years, frame ? `${frame.id}|${id}` : id, [...(frame?.overrides ?? []), ...given]);
}
