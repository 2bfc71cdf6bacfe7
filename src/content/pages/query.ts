// The REST call that fetches a marketing page's entry: every component, list and image populated
// by name (Strapi 5 answers only the populated fields, and `populate=*` stops at the first level).
// No runtime import: the fixture recorder (scripts/cms) builds the same calls.
import type { Lang } from '../../shared/languages';
import type { StrapiQuery } from '../strapi-query';
import type { FieldDesc, ModelDesc } from './fields';

/** The populate paths of a model: `hero.bullets`, `solutionCards.erp.features`, `hero.image.file` … */
export function populateOf(model: ModelDesc): string[] {
  const nested = (fields: FieldDesc[], prefix: string): string[] =>
    fields.flatMap((f) => {
      const path = `${prefix}${f.name}`;
      if (f.kind === 'texts' || f.kind === 'list') return [path];
      if (f.kind === 'card') return [path, ...nested(f.fields, `${path}.`)];
      if (f.kind === 'image') return [`${path}.file`];
      return [];
    });
  if (model.items) return nested(model.items.fields, '');
  return model.sections.flatMap((s) => {
    const paths = nested(s.fields, `${s.name}.`);
    return paths.length > 0 ? paths : [s.name];
  });
}

/** Which entry: a solution page by slug; a draft (preview) by document id. */
export interface EntryTarget {
  slug?: string;
  documentId?: string;
  drafts?: boolean;
}

/** The path and query of a model's entry in one language (the testimonials: the list, in order). */
export function entryRequest(model: ModelDesc, lang: Lang, target: EntryTarget = {}): { path: string; query: StrapiQuery } {
  const { name, kind } = model.spec;
  const query: StrapiQuery = { populate: populateOf(model), locale: lang, ...(target.drafts ? { drafts: true } : {}) };
  if (model.items) return { path: `/${name}s`, query: { ...query, sort: ['order:asc'], page: 1, pageSize: model.items.max + 1 } };
  if (kind === 'single') return { path: `/${name}`, query };
  const filters = target.documentId ? { documentId: { $eq: target.documentId } } : { slug: { $eq: target.slug ?? '' } };
  return { path: `/${name}s`, query: { ...query, filters, page: 1, pageSize: 1 } };
}
