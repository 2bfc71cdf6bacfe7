import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '../shared/languages';
import { NAMESPACES, resourcesOf } from './resources';
import { deepFreeze } from '../util/deep-freeze';
import { memoize } from '../util/memo';

// One i18next instance for the isolate, made on the first request that translates, each language's
// texts added on its first use (a new isolate builds only what its requests ask for: resources.ts);
// each request takes a fixed-language t() from it, which costs nothing per request.
const OPTIONS = {
  supportedLngs: [...LANGS],
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; i18next must not escape a second time.
  interpolation: { escapeValue: false },
} as const;
let shared: ReturnType<typeof i18next.createInstance> | undefined;

/** The isolate's instance. */
function instance(): ReturnType<typeof i18next.createInstance> {
  if (!shared) {
    shared = i18next.createInstance();
    void shared.init({ ...OPTIONS, resources: {}, lng: DEFAULT_LANG });
  }
  return shared;
}

/** The isolate's instance, with `lang`'s texts (read by loadTexts before: resources.ts). */
function instanceWith(lang: Lang): ReturnType<typeof i18next.createInstance> {
  const shared = instance();
  if (!shared.hasResourceBundle(lang, NAMESPACES[0])) {
    const texts = resourcesOf(lang);
    // Kept as parsed: i18next would otherwise copy each namespace through JSON (about 80 KB a
    // language) on the first request, and announce it to listeners there are none of.
    for (const ns of NAMESPACES) shared.addResourceBundle(lang, ns, texts[ns], false, false, { silent: true, skipCopy: true });
  }
  return shared;
}

export type T = TFunction;

/**
 * Adds a namespace that is not bundled with the worker (the report's, which its lazy module
 * carries: src/lazy.ts). Each t() of a language sees it from then on.
 */
export function addNamespace(ns: string, byLang: Record<Lang, object>): void {
  const shared = instance();
  if (shared.hasResourceBundle(DEFAULT_LANG, ns)) return;
  // A language whose texts are not added yet gets them on its first use, beside this namespace.
  for (const lang of LANGS) shared.addResourceBundle(lang, ns, byLang[lang], true, true);
}

/** Interpolated results remembered per language; past this many the memo starts over. */
const MEMO_MAX = 5000;

/**
 * The memo key of a call, or undefined when its result cannot be shared: options other than
 * plain strings, numbers and booleans (objects, functions, arrays) are never remembered.
 */
function memoKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    id += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return id;
}

/**
 * A fixed-language t() that remembers its results for the isolate's life. i18next's
 * translate() costs a few µs per call without interpolation and tens of µs with it, and a page
 * makes hundreds: about a quarter of a render's CPU (bench/results). A result depends only on
 * (language, key, options) when the options are plain values; objects are frozen, since every
 * request shares them. Bounded: interpolated titles and counts come from content.
 */
export const getT = memoize((lang: Lang): TFunction => withVars(instanceWith(lang), lang));

/**
 * The site's t(): getT's, whose texts may also interpolate the company's years of experience
 * ({{years}}, from COMPANY_FOUNDED), so every page states the same figure. One per language and
 * figure (the figure changes once a year).
 */
export const getSiteT = memoize((id: `${Lang}:${number}`): TFunction => {
  const [lang, years] = id.split(':') as [Lang, string];
  return withVars(instanceWith(lang), lang, { years: Number(years) });
}, 64);

/** Locale keys of one namespace and the values that replace the repository's (the CMS's sections). */
export interface TextOverride {
  ns: string;
  sets: readonly (readonly [key: string, value: unknown])[];
}

const overlays = new Map<string, TFunction>();
/** Room for every page and language at once (7 page kinds, 8 of them solution pages: 14 × 3), and a draft or two. */
const OVERLAYS_MAX = 64;

/**
 * The site's t() over the repository's texts with some keys replaced: what a page shows when the
 * CMS holds its sections. One i18next instance per language, figure and content (`id` names the
 * content: the same id, the same t()), so a page's hundreds of calls cost what getSiteT's do.
 */
export function overlaidT(lang: Lang, years: number, id: string, overrides: readonly TextOverride[]): TFunction {
  const key = `${lang}:${years}:${id}`;
  const known = overlays.get(key);
  if (known) return known;
  const namespaces: Record<string, unknown> = { ...resourcesOf(lang) };
  const copied = new Set<string>();
  for (const { ns, sets } of overrides) {
    if (!copied.has(ns)) namespaces[ns] = structuredClone(namespaces[ns] ?? {});
    copied.add(ns);
    for (const [path, value] of sets) setPath(namespaces[ns] as Record<string, unknown>, path, value);
  }
  const own = i18next.createInstance();
  void own.init({ ...OPTIONS, resources: { [lang]: namespaces as Resource[string] }, lng: lang });
  const t = withVars(own, lang, { years });
  if (overlays.size >= OVERLAYS_MAX) overlays.clear();
  overlays.set(key, t);
  return t;
}

function setPath(into: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = into;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

const ids = new WeakMap<object, number>();
let lastId = 0;

/**
 * A number per t() of the isolate: two t()s with different texts have different numbers, so what
 * is rendered once and replayed (prerendered subtrees) can key on the texts it was rendered with.
 */
export function textsId(t: TFunction): number {
  let id = ids.get(t);
  if (id === undefined) ids.set(t, (id = ++lastId));
  return id;
}

/** A key i18next reads as [namespace:]path.to.text, with nothing else to interpret in it. */
const PLAIN_KEY = /^(?:([\w-]+):)?([\w-]+(?:\.[\w-]+)*)$/;

/**
 * A key's text when i18next would return it as stored: a non-empty string with nothing to
 * interpolate or nest, asked for without options. A new isolate's first render asks for
 * hundreds of such texts once each, and i18next's full translate() on a cold isolate costs
 * about a fifth of that render; anything else (plurals, context, objects, missing keys,
 * interpolation) still goes through i18next.
 */
function plainText(from: ReturnType<typeof i18next.createInstance>, lang: Lang, key: string): string | undefined {
  const parts = PLAIN_KEY.exec(key);
  if (!parts) return undefined;
  const value: unknown = from.getResource(lang, parts[1] ?? OPTIONS.defaultNS, parts[2]!);
  return typeof value === 'string' && value !== '' && !value.includes('{{') && !value.includes('$t(') ? value : undefined;
}

function withVars(from: ReturnType<typeof i18next.createInstance>, lang: Lang, vars?: Record<string, number>): TFunction {
  const fixed = from.getFixedT(lang) as unknown as (key: unknown, options?: unknown) => unknown;
  // The memo below is per t(), so `vars` (fixed for it) need not be part of its keys.
  const base = vars ? (key: unknown, options?: unknown) => fixed(key, { ...vars, ...(options as object | undefined) }) : fixed;
  const memo = new Map<string, unknown>();
  const t = ((key: string | string[], options?: unknown) => {
    const id = memoKey(key, options);
    if (id === undefined) return base(key, options);
    if (memo.has(id)) return memo.get(id);
    const value = (options === undefined && plainText(from, lang, key as string)) || base(key, options);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(id, typeof value === 'object' && value !== null ? deepFreeze(value) : value);
    return memo.get(id);
  }) as unknown as TFunction;
  return t;
}

/** A whole translated object or list, e.g. t('home:faq.items'). */
export function tList<V>(t: TFunction, key: string, options?: Record<string, unknown>): V[] {
  const value = t(key, { returnObjects: true, ...options }) as unknown;
  return Array.isArray(value) ? (value as V[]) : [];
}

export function tObject<V extends object>(t: TFunction, key: string, options?: Record<string, unknown>): V {
  return t(key, { returnObjects: true, ...options }) as unknown as V;
}

/**
 * The sanitised HTML the CMS gave a markdown text (`<key>Html`, beside its plain copy at `key`:
 * src/content/pages/); undefined for the repository's plain text, which the page renders as it is.
 */
export function tRich(t: TFunction, key: string): string | undefined {
  const html = t(`${key}Html`, { defaultValue: '' }) as unknown;
  return typeof html === 'string' && html !== '' ? html : undefined;
}

/** A picture the CMS gave a page, as src/content/pages/ maps it. */
export interface PageImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  type: string;
}

/** The picture the CMS gave a page at `key`; undefined where the repository's stands. */
export function tImage(t: TFunction, key: string): PageImage | undefined {
  const value = t(key, { returnObjects: true, defaultValue: '' }) as unknown;
  return typeof value === 'object' && value !== null && typeof (value as PageImage).src === 'string' ? (value as PageImage) : undefined;
}
