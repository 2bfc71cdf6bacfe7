// A CMS entry as the page's texts: each valid section becomes the locale keys it replaces, in the
// shape the page reads from locales/<lang>/<ns>.json (a list of lines as a list of strings, a
// headline's parts as `title.before` …). Markdown goes through the articles' pipeline (the page
// gets the sanitised HTML beside a plain-text copy for structured data); images become the
// responsive image the page renders. A section missing or invalid is a fallback: the page keeps
// the repository's text for it.
import { decodeEntities } from '../markdown/url-policy';
import { absoluteUrl } from '../normalize';
import { type FieldDesc, joinKey, type ModelDesc, type SectionDesc } from './fields';
import { type Adjustment, repaired } from './repair';
import { type CmsFile, problemsOf, schemaOf } from './validate';

/**
 * A section the page does not show as written, and why (what failed, never the content): from
 * the repository (missing, invalid), skipped (unknown: a block the page has no component for), or
 * shown with what the layout holds (adjusted: its first items, a text cut at a word).
 */
export interface Fallback {
  section: string;
  reason: 'missing' | 'invalid' | 'unknown' | 'adjusted';
  problems?: string[];
  adjusted?: Adjustment[];
  /** Its place in the dynamic zone, for a block. */
  block?: number;
}

export type TextSets = [key: string, value: unknown][];

/** One block of the dynamic zone: which section it is, and its texts (none: the repository's). */
export interface BlockTexts {
  name: string;
  sets: TextSets;
}

/** What one entry gives a page: locale keys (below its namespace) and their values. */
export interface EntryTexts {
  ns: string;
  sets: TextSets;
  fallbacks: Fallback[];
  /** The dynamic zone's blocks in the editor's order; absent: the page's own order (no zone, or no entry). */
  blocks?: BlockTexts[];
}

/** An image as the page renders it: the largest file, the sizes Strapi made, its intrinsic size. */
export interface CmsImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  type: string;
}

export interface MapContext {
  /** The model's base for this entry (a solution page: its solution's key). */
  base: string;
  cmsOrigin: string;
  /** Markdown to sanitised HTML (the articles' pipeline, cached or not). */
  markdown: (source: string) => Promise<string>;
}

type Values = Record<string, unknown>;

/** Plain text of sanitised HTML, for what must not carry markup (structured data). */
export function textOf(html: string): string {
  // Blocks end with a space between them; inline marks (bold, links) leave their words as they were.
  return decodeEntities(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/g, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

export function imageOf(file: CmsFile, cmsOrigin: string): CmsImage {
  const sizes = [...Object.values(file.formats ?? {}), { url: file.url, width: file.width, height: file.height }]
    .filter((f): f is { url: string; width: number; height: number } => f !== null && f.width <= file.width)
    .sort((a, b) => a.width - b.width);
  const src = absoluteUrl(file.url, cmsOrigin);
  const srcSet = [...new Map(sizes.map((f) => [f.width, `${absoluteUrl(f.url, cmsOrigin)} ${f.width}w`])).values()].join(', ');
  return { src, srcSet, width: file.width, height: file.height, type: file.mime };
}

/** The value(s) one field puts into an object of the page's shape (a rich text adds `<key>Html`). */
async function put(into: Values, key: string, field: FieldDesc, value: unknown, ctx: MapContext): Promise<void> {
  switch (field.kind) {
    case 'text': {
      const text = value as string;
      if (!field.rich) return void (into[key] = text);
      const html = await ctx.markdown(text);
      into[key] = textOf(html);
      into[`${key}Html`] = html;
      return;
    }
    case 'texts':
      return void (into[key] = (value as { text: string }[]).map((line) => line.text));
    case 'list':
      into[key] = await Promise.all((value as Values[]).map((item) => objectOf(field.fields, item, ctx)));
      return;
    case 'card':
      into[key] = await objectOf(field.fields, value as Values, ctx);
      return;
    case 'image': {
      const image = value as { file: CmsFile; alt?: string } | null | undefined;
      if (!image) return;
      into[key] = imageOf(image.file, ctx.cmsOrigin);
      if (field.alt && image.alt) into[field.alt] = image.alt;
      return;
    }
    case 'icon':
    case 'date':
      return void (into[key] = value);
    case 'order':
      return;
  }
}

async function objectOf(fields: FieldDesc[], value: Values, ctx: MapContext): Promise<Values> {
  const out: Values = {};
  for (const field of fields) await put(out, field.key, field, value[field.name], ctx);
  return out;
}

/** A section's texts as locale keys; a section missing or invalid adds its fallback and gives none. */
async function sectionTexts(
  section: SectionDesc,
  value: unknown,
  ctx: MapContext,
  fallbacks: Fallback[],
  block?: number,
): Promise<TextSets> {
  const place = block === undefined ? {} : { block };
  if (value === null || value === undefined) {
    if (!section.optional) fallbacks.push({ section: section.name, reason: 'missing', ...place });
    return [];
  }
  // What the page can show of it: a list's first items, a text cut at a word (repair.ts).
  const shown = repaired(section.fields, value);
  const parsed = schemaOf(section).safeParse(shown.value);
  if (!parsed.success) {
    fallbacks.push({ section: section.name, reason: 'invalid', problems: problemsOf(parsed.error), ...place });
    return [];
  }
  if (shown.notes.length > 0) fallbacks.push({ section: section.name, reason: 'adjusted', adjusted: shown.notes, ...place });
  const flat: Values = {};
  for (const field of section.fields) await put(flat, field.key, field, (parsed.data as Values)[field.name], ctx);
  // A section in another namespace names it (`legal:consent.title`): the overlay puts it there (overridesOf).
  const prefix = section.ns ? `${section.ns}:` : '';
  return Object.entries(flat).map(([key, v]) => [prefix + joinKey(ctx.base, section.at, key), v]);
}

/**
 * The dynamic zone in the editor's order. A block the page has no component for is skipped (and
 * named); an invalid one still shows, with the repository's texts. Not a list (the zone was not
 * answered): the page keeps its own order.
 */
async function blockTexts(zone: SectionDesc[], value: unknown, ctx: MapContext, fallbacks: Fallback[]): Promise<BlockTexts[] | undefined> {
  if (!Array.isArray(value)) {
    fallbacks.push({ section: 'blocks', reason: 'missing' });
    return undefined;
  }
  const blocks: BlockTexts[] = [];
  for (const [i, item] of (value as unknown[]).entries()) {
    const component = typeof item === 'object' && item !== null ? (item as Values).__component : undefined;
    const section = zone.find((s) => s.component === component);
    if (!section) {
      // The component's name only (at most 60 characters): never the block's content.
      fallbacks.push({ section: 'blocks', reason: 'unknown', block: i, problems: [String(component).slice(0, 60)] });
      continue;
    }
    blocks.push({ name: section.name, sets: await sectionTexts(section, item, ctx, fallbacks, i) });
  }
  return blocks;
}

/** A page entry (single type, or a solution page) as its texts; null (no entry in this language) falls back whole. */
export async function entryTexts(model: ModelDesc, entry: unknown, ctx: MapContext): Promise<EntryTexts> {
  const into: EntryTexts = { ns: model.spec.ns, sets: [], fallbacks: [] };
  // No entry in this language (never published, unpublished, deleted): the whole page is the repository's.
  if (typeof entry !== 'object' || entry === null) return { ...into, fallbacks: [{ section: '*', reason: 'missing' }] };
  for (const section of model.sections.filter((s) => !s.block))
    into.sets.push(...(await sectionTexts(section, (entry as Values)[section.name], ctx, into.fallbacks)));
  const zone = model.sections.filter((s) => s.block);
  // The dynamic zone's field (model.ts, `blocks`).
  if (zone.length > 0) into.blocks = await blockTexts(zone, (entry as Values).blocks, ctx, into.fallbacks);
  return into;
}

/**
 * The testimonials, in their order: the first `max` of them (the layout's cards), each text cut to
 * its field; the list replaces the repository's only when every one shown is valid.
 */
export async function listTexts(model: ModelDesc, entries: unknown, ctx: MapContext): Promise<EntryTexts> {
  const into: EntryTexts = { ns: model.spec.ns, sets: [], fallbacks: [] };
  const items = model.items!;
  const given = Array.isArray(entries) ? (entries as Values[]) : [];
  const adjusted: Adjustment[] = [];
  if (given.length > items.max) adjusted.push({ field: '(list)', problem: 'too_many', given: given.length, max: items.max });
  const list = [...given]
    .sort((a, b) => Number(a.order) - Number(b.order))
    .slice(0, items.max)
    .map((item, i) => {
      const shown = repaired(items.fields, item);
      adjusted.push(...shown.notes.map((n) => ({ ...n, field: `${i}.${n.field}` })));
      return shown.value as Values;
    });
  const problems: string[] = [];
  if (list.length < items.min) problems.push('(list) too_small');
  list.forEach((item, i) => {
    const parsed = schemaOf(items).safeParse(item);
    if (!parsed.success) problems.push(...problemsOf(parsed.error).map((p) => `${i}.${p}`));
  });
  const naming = (item: Values) => String(item.author ?? '');
  if (new Set(list.map(naming)).size !== list.length) problems.push('(list) duplicate');
  if (problems.length > 0) {
    into.fallbacks.push({ section: 'items', reason: list.length === 0 ? 'missing' : 'invalid', problems: problems.slice(0, 5) });
    return into;
  }
  if (adjusted.length > 0) into.fallbacks.push({ section: 'items', reason: 'adjusted', adjusted });
  const mapped = await Promise.all(list.map((item) => objectOf(items.fields, item, ctx)));
  into.sets.push([model.spec.base, mapped.map(photoAsAvatar)]);
  return into;
}

/** A testimonial's photo as the card's 48 px avatar: the smallest size Strapi made, and its words. */
function photoAsAvatar(item: Values): Values {
  const { photo, ...rest } = item;
  if (!photo) return rest;
  const image = photo as CmsImage;
  const smallest = image.srcSet.split(', ')[0]?.split(' ')[0] ?? image.src;
  return { ...rest, photo: smallest };
}

/**
 * An entry's texts as the overlays of their namespaces: the model's, and those its sections in
 * another namespace name (`legal:consent.title` is `consent.title` of `legal`).
 */
export function overridesOf(ns: string, sets: TextSets): { ns: string; sets: TextSets }[] {
  const by = new Map<string, TextSets>([[ns, []]]);
  for (const [key, value] of sets) {
    const colon = key.indexOf(':');
    const [into, path] = colon < 0 ? [ns, key] : [key.slice(0, colon), key.slice(colon + 1)];
    if (!by.has(into)) by.set(into, []);
    by.get(into)!.push([path, value]);
  }
  return [...by].map(([n, s]) => ({ ns: n, sets: s }));
}
