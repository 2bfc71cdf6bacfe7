// Every field of the marketing pages' CMS model, derived from the model (model.ts) and the
// repository's texts: a text is a text field as long as the longest of its three languages allows
// with room to spare, a list of texts a repeatable line, a list of objects a repeatable component
// of their keys. One derivation for the Strapi schema (scripts/cms/page-model.mjs), the import,
// the worker's validation and the editors' field map, so none of them can drift from another.
// No runtime import: Node runs this file as it is (type stripping) for the scripts.
import type { ImageSpec, PageModelName, PageModelSpec, SectionSpec } from './model';

/** locales/<lang>/<ns>.json as bundled: every language, every namespace. */
export type LocaleTree = Record<string, Record<string, unknown>>;

export type FieldDesc =
  | { kind: 'text'; name: string; key: string; max: number; min: number; long: boolean; rich: boolean; vars?: string[] }
  | { kind: 'texts'; name: string; key: string; min: number; max: number; itemMax: number }
  | { kind: 'list'; name: string; key: string; min: number; max: number; component: string; fields: FieldDesc[] }
  | { kind: 'card'; name: string; key: string; component: string; fields: FieldDesc[] }
  | { kind: 'image'; name: string; key: string; decorative: boolean; alt?: string; file?: string }
  | { kind: 'icon'; name: string; key: string; values: readonly string[]; optional?: boolean }
  | { kind: 'order'; name: string; key: string }
  | { kind: 'date'; name: string; key: string };

export interface SectionDesc {
  name: string;
  /** The Strapi component of the section (`home.hero`). */
  component: string;
  /** Where the section's texts are, below the model's base. */
  at: string;
  fields: FieldDesc[];
  optional: boolean;
  /** A block of the entry's dynamic zone (model.ts, `blocks`), not a typed field of the entry. */
  block: boolean;
  /** Its texts' namespace when not the model's (the site settings' consent banner: `legal`). */
  ns?: string;
  /** A document written whole (model.ts, `document`). */
  document?: boolean;
}

/** A model's fields: its sections, or (a collection of list items, the testimonials) its item fields. */
export interface ModelDesc {
  spec: PageModelSpec;
  /** Strapi component category of its sections (`home`, `solution`). */
  category: string;
  sections: SectionDesc[];
  /** The testimonials: each entry is one item of the list at the model's base. */
  items?: { fields: FieldDesc[]; min: number; max: number };
}

/** Room a text gets beyond the longest of the repository's three: half again. */
const ROOM = 1.5;
/** Search results show about 60 characters of a title and 160 of a description (src/content/README.md). */
const SEO_LIMITS: Record<string, { min: number; max: number }> = {
  title: { min: 1, max: 60 },
  description: { min: 70, max: 160 },
  keywords: { min: 1, max: 300 },
};

export const SHARED = { line: 'shared.text-item', image: 'shared.image', background: 'shared.background' } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (parts: string[]) => parts.map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join('');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const roundUp = (n: number) => Math.max(20, Math.ceil((n * ROOM) / 10) * 10);

/** The value at a dotted key ('' is the value itself). */
export function at(value: unknown, key: string): unknown {
  if (!key) return value;
  let v = value;
  for (const part of key.split('.')) v = isObject(v) ? v[part] : undefined;
  return v;
}

export const joinKey = (...parts: string[]) => parts.filter(Boolean).join('.');

/**
 * The repository's values of one locale key in every language and, for the solution pages, under
 * every solution's base: what limits and list sizes are taken from.
 */
function samples(tree: LocaleTree, spec: PageModelSpec, bases: readonly string[], key: string): unknown[] {
  return Object.values(tree).flatMap((namespaces) => bases.map((base) => at(namespaces[spec.ns], joinKey(base, key))));
}

const longest = (values: unknown[]) => Math.max(0, ...values.map((v) => (typeof v === 'string' ? v.length : 0)));

function textField(name: string, key: string, values: unknown[], rich: boolean, seo: boolean): FieldDesc {
  const limits = seo ? SEO_LIMITS[name] : undefined;
  // Markdown carries its marks (**, links) besides the text.
  const max = limits?.max ?? roundUp(longest(values) * (rich ? 1.3 : 1));
  // What the repository's text interpolates besides the years (the footer's {{year}} and {{name}}): the site fills it in.
  const vars = [
    ...new Set(values.flatMap((v) => (typeof v === 'string' ? [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!) : []))),
  ].filter((v) => v !== 'years');
  return { kind: 'text', name, key, min: limits?.min ?? 1, max, long: rich || max > 120, rich, ...(vars.length > 0 ? { vars } : {}) };
}

interface Derivation {
  tree: LocaleTree;
  spec: PageModelSpec;
  bases: readonly string[];
  category: string;
  section: SectionSpec;
}

/** The fields for the value at `key` (below the section's place), named `name` in the CMS. */
function fieldsOf(d: Derivation, name: string, key: string, path: string[]): FieldDesc[] {
  const full = joinKey(d.section.at, key);
  const values = samples(d.tree, d.spec, d.bases, full);
  const value = values[0];
  const cmsPath = [...path, name].join('.');
  const rich = d.section.rich?.includes(cmsPath) ?? false;
  if (typeof value === 'string') return [textField(name, key, values, rich, d.section.name === 'seo')];
  if (Array.isArray(value)) {
    const lengths = values.filter(Array.isArray).map((v) => v.length);
    const fixed = d.section.fixed?.includes(name) ?? false;
    const min = fixed ? Math.min(...lengths) : 1;
    const max = fixed ? Math.max(...lengths) : 2 * Math.max(...lengths);
    const items = values.flatMap((v) => (Array.isArray(v) ? v : []));
    if (typeof value[0] === 'string') return [{ kind: 'texts', name, key, min, max, itemMax: roundUp(longest(items)) }];
    const first = value[0] as Record<string, unknown>;
    const fields = Object.keys(first).map((k) =>
      textField(
        k,
        k,
        items.map((item) => (isObject(item) ? item[k] : undefined)),
        d.section.rich?.includes(`${cmsPath}.${k}`) ?? false,
        false,
      ),
    );
    return [{ kind: 'list', name, key, min, max, component: `${d.category}.${kebab(d.section.name)}-${kebab(name)}`, fields }];
  }
  if (isObject(value)) {
    // Nested texts (a headline in three parts) are fields of the section: `title.before` is titleBefore.
    return Object.keys(value).flatMap((k) => fieldsOf(d, camel([name, k]), joinKey(key, k), path));
  }
  throw new Error(`${d.spec.name}.${d.section.name}: no repository text at ${d.spec.ns}:${joinKey(d.spec.base, full)}`);
}

/** The fields of one card component, as long as the longest text of any card allows (the cards share it). */
function cardFields(d: Derivation, cards: string[]): FieldDesc[] {
  const inCards: Derivation = {
    ...d,
    bases: d.bases.flatMap((base) => cards.map((card) => joinKey(base, d.section.at, card))),
    section: { ...d.section, at: '' },
  };
  const first = at(d.tree.pt?.[d.spec.ns], inCards.bases[0]!);
  if (!isObject(first)) throw new Error(`${d.spec.name}.${d.section.name}: a card is not an object`);
  return Object.keys(first).flatMap((k) =>
    fieldsOf(inCards, k, k, []).map((f) =>
      // The cards share one component: its lists are named after it, not after the section.
      f.kind === 'list' ? { ...f, component: `${d.category}.${d.section.cards}-${kebab(f.name)}` } : f,
    ),
  );
}

function imageField(image: ImageSpec): FieldDesc {
  return {
    kind: 'image',
    name: image.field,
    key: image.field,
    decorative: image.kind === 'background',
    ...(image.alt ? { alt: image.alt } : {}),
    file: image.file,
  };
}

function sectionDesc(
  tree: LocaleTree,
  model: PageModelSpec,
  bases: readonly string[],
  category: string,
  section: SectionSpec,
): SectionDesc {
  // A section in another namespace is derived as if the model's were that one.
  const spec = section.ns ? { ...model, ns: section.ns } : model;
  const d: Derivation = { tree, spec, bases, category, section };
  const repo = section.document ? {} : at(tree.pt?.[spec.ns], joinKey(spec.base, section.at));
  if (!isObject(repo)) throw new Error(`${spec.name}.${section.name}: no repository texts at ${spec.ns}:${joinKey(spec.base, section.at)}`);
  let fields: FieldDesc[];
  // A document's fields are its spec's: the repository has it as markup, not as texts.
  if (section.document) fields = [...section.document];
  else if (section.cards) {
    const component = `${category}.${section.cards}`;
    const cards = Object.keys(repo);
    const shared = cardFields(d, cards);
    fields = cards.map((key) => ({ kind: 'card', name: key, key, component, fields: shared }));
  } else {
    const mapping =
      section.fields ??
      Object.fromEntries(
        Object.keys(repo)
          .filter((k) => !section.keep?.includes(k))
          .map((k) => [k, k]),
      );
    fields = Object.entries(mapping).flatMap(([name, key]) => fieldsOf(d, name, key, []));
  }
  fields.push(...(section.images ?? []).map(imageField), ...(section.extra ?? []));
  return {
    name: section.name,
    // Every page's search-engine texts have the same fields and limits: one component.
    component: section.name === 'seo' ? 'shared.seo' : `${category}.${kebab(section.name)}`,
    at: section.at,
    fields,
    optional: section.optional ?? false,
    block: spec.blocks?.includes(section.name) ?? false,
    ...(section.ns && section.ns !== model.ns ? { ns: section.ns } : {}),
    ...(section.document ? { document: true } : {}),
  };
}

/**
 * Every model's fields. `solutionBases`: the locale keys of the eight solutions (erp, aps …), whose
 * texts share the solution page's fields; `icons`: what a testimonial's result icon may be.
 */
export function describeModels(
  specs: readonly PageModelSpec[],
  tree: LocaleTree,
  options: { solutionBases: readonly string[]; testimonials: { min: number; max: number; icons: readonly string[] } },
): ModelDesc[] {
  return specs.map((spec) => {
    const category = spec.name.replace(/-page$/, '');
    const bases = spec.name === 'solution-page' ? options.solutionBases : [spec.base];
    if (spec.name === 'testimonial') return { spec, category, sections: [], items: testimonialFields(tree, spec, options.testimonials) };
    return { spec, category, sections: spec.sections.map((s) => sectionDesc(tree, spec, bases, category, s)) };
  });
}

function testimonialFields(tree: LocaleTree, spec: PageModelSpec, limits: { min: number; max: number; icons: readonly string[] }) {
  const items = Object.values(tree).flatMap((ns) => {
    const list = at(ns[spec.ns], spec.base);
    return Array.isArray(list) ? list : [];
  });
  const first = items[0];
  if (!isObject(first)) throw new Error('testimonial: no repository testimonials');
  const valuesOf = (k: string) => items.map((item) => (isObject(item) ? item[k] : undefined));
  const fields: FieldDesc[] = Object.keys(first).map((k) =>
    k === 'resultIcon' ? { kind: 'icon', name: k, key: k, values: limits.icons } : textField(k, k, valuesOf(k), false, false),
  );
  fields.push(
    { kind: 'image', name: 'photo', key: 'photo', decorative: false, alt: 'photoAlt' },
    { kind: 'order', name: 'order', key: 'order' },
  );
  return { fields, min: limits.min, max: limits.max };
}

export function modelDesc(models: readonly ModelDesc[], name: PageModelName): ModelDesc {
  const found = models.find((m) => m.spec.name === name);
  if (!found) throw new Error(`no page model ${name}`);
  return found;
}
