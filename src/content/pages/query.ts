// The REST call that fetches a marketing page's entry: every component, list and image populated
// by name (Strapi 5 answers only the populated fields, and `populate=*` stops at the first level).
// No runtime import: the fixture recorder (scripts/cms) builds the same calls.
import type { Lang } from '../../shared/languages';
import type { FilterTree, StrapiQuery } from '../strapi-query';
import type { FieldDesc, ModelDesc, SectionDesc } from './fields';

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

/** What a component's nested fields need populated, in the object form (`{ populate: '*' }` when nothing is nested). */
function treeOf(fields: FieldDesc[]): FilterTree {
  const nested: FilterTree = {};
  for (const f of fields) {
    if (f.kind === 'texts' || f.kind === 'list') nested[f.name] = { populate: '*' };
    else if (f.kind === 'card') nested[f.name] = treeOf(f.fields);
    else if (f.kind === 'image') nested[f.name] = { populate: '*' };
  }
  return Object.keys(nested).length > 0 ? { populate: nested } : { populate: '*' };
}

/**
 * A model with a dynamic zone: its typed sections by name, its blocks by component (`on`), each
 * populated as deep as its fields go.
 */
export function populateTreeOf(model: ModelDesc): FilterTree {
  const typed = model.sections.filter((s) => !s.block);
  const blocks = model.sections.filter((s) => s.block);
  const tree: FilterTree = Object.fromEntries(typed.map((s) => [s.name, treeOf(s.fields)]));
  const on = (s: SectionDesc): [string, FilterTree] => [s.component, treeOf(s.fields)];
  // The dynamic zone's field (model.ts, `blocks`).
  tree.blocks = { on: Object.fromEntries(blocks.map(on)) };
  return tree;
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
  const zoned = model.sections.some((s) => s.block);
  const query: StrapiQuery = {
    ...(zoned ? { populateTree: populateTreeOf(model) } : { populate: populateOf(model) }),
    locale: lang,
    ...(target.drafts ? { drafts: true } : {}),
  };
  if (model.items) return { path: `/${name}s`, query: { ...query, sort: ['order:asc'], page: 1, pageSize: model.items.max + 1 } };
  if (kind === 'single') return { path: `/${name}`, query };
  const filters = target.documentId ? { documentId: { $eq: target.documentId } } : { slug: { $eq: target.slug ?? '' } };
  return { path: `/${name}s`, query: { ...query, filters, page: 1, pageSize: 1 } };
}
