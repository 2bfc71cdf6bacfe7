import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '../shared/languages';
import { NAMESPACES, resources } from './resources';
import { deepFreeze } from '../util/deep-freeze';
import { memoize } from '../util/memo';

// One i18next instance for the isolate, initialised synchronously at start-up with bundled
// resources; each request takes a fixed-language t() from it, which costs nothing per request.
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; i18next must not escape a second time.
  interpolation: { escapeValue: false },
});

export type T = TFunction;

/**
 * Adds a namespace that is not bundled with the worker (the report's, which its lazy module
 * carries: src/lazy.ts). Each t() of a language sees it from then on.
 */
export function addNamespace(ns: string, byLang: Record<Lang, object>): void {
  if (instance.hasResourceBundle(DEFAULT_LANG, ns)) return;
  for (const lang of LANGS) instance.addResourceBundle(lang, ns, byLang[lang], true, true);
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
export const getT = memoize((lang: Lang): TFunction => withVars(lang));

/**
 * The site's t(): getT's, whose texts may also interpolate the company's years of experience
 * ({{years}}, from COMPANY_FOUNDED), so every page states the same figure. One per language and
 * figure (the figure changes once a year).
 */
export const getSiteT = memoize((id: `${Lang}:${number}`): TFunction => {
  const [lang, years] = id.split(':') as [Lang, string];
  return withVars(lang, { years: Number(years) });
}, 64);

function withVars(lang: Lang, vars?: Record<string, number>): TFunction {
  const fixed = instance.getFixedT(lang) as unknown as (key: unknown, options?: unknown) => unknown;
  // The memo below is per t(), so `vars` (fixed for it) need not be part of its keys.
  const base = vars ? (key: unknown, options?: unknown) => fixed(key, { ...vars, ...(options as object | undefined) }) : fixed;
  const memo = new Map<string, unknown>();
  const t = ((key: string | string[], options?: unknown) => {
    const id = memoKey(key, options);
    if (id === undefined) return base(key, options);
    if (memo.has(id)) return memo.get(id);
    const value = base(key, options);
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
