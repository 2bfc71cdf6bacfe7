// Every section of every marketing page entry that the site does not show as written, by page and
// language: what GET /api/cms-health answers an operator, so a section reverting to the
// repository's text (or a block skipped, a list cut) is seen without waiting for an editor to
// notice. Read through the same memo and KV cache as a page view: asking costs a view of each page.
import { LANGS, type Lang } from '../../shared/languages';
import { pageModels } from './catalog';
import type { ModelDesc } from './fields';
import { type PageSource, publishedTexts } from './load';
import { SOLUTION_PAGES } from './model';
import { adjustmentText } from './repair';
import type { Fallback } from './sections';

/** A section not shown as written: where (model, language, solution slug, block's place) and why, never its text. */
export interface SectionHealth {
  model: string;
  lang: Lang;
  slug?: string;
  section: string;
  block?: number;
  reason: Fallback['reason'] | 'failed';
  problems: string[];
}

/** The entries to check: each model in each language, each solution page by slug. */
function targets(): { model: ModelDesc; lang: Lang; base: string; slug?: string }[] {
  return pageModels().flatMap((model) =>
    LANGS.flatMap((lang) =>
      model.spec.name === 'solution-page'
        ? Object.entries(SOLUTION_PAGES).map(([slug, base]) => ({ model, lang, base, slug }))
        : [{ model, lang, base: model.spec.base }],
    ),
  );
}

export async function pagesHealth(source: PageSource): Promise<{ checked: number; sections: SectionHealth[] }> {
  const list = targets();
  const texts = await Promise.all(list.map((t) => publishedTexts(source, t.model, t.lang, t.base, t.slug)));
  const sections = texts.flatMap((entry, i) => {
    const { model, lang, slug } = list[i]!;
    const where = { model: model.spec.name, lang, ...(slug ? { slug } : {}) };
    if (entry.failed) return [{ ...where, section: '*', reason: 'failed' as const, problems: ['the CMS did not answer'] }];
    return entry.fallbacks.map(
      (f): SectionHealth => ({
        ...where,
        section: f.section,
        ...(f.block === undefined ? {} : { block: f.block }),
        reason: f.reason,
        problems: f.adjusted ? f.adjusted.map(adjustmentText) : (f.problems ?? []),
      }),
    );
  });
  return { checked: list.length, sections };
}
