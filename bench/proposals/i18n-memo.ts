// PROPOSAL (not wired; src/i18n/i18n.ts belongs to the foundation): the same module with a
// per-isolate memo of t() results. i18next's translate() costs ~5-10 µs per call (key parsing,
// resolution, interpolation, post-processing) and a page makes hundreds of calls: about a quarter
// of a page's render CPU in the profile. Results without interpolation options are pure functions
// of (language, key, returnObjects), so they are computed once per isolate. Measured with
// `node bench/proposals/measure-i18n-memo.mjs`.
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '../../src/i18n/languages';
import { NAMESPACES, resources } from '../../src/i18n/resources';

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
  interpolation: { escapeValue: false },
});

export type T = TFunction;

const fixed = new Map<Lang, TFunction>();

/** Options that only select what is returned (no interpolation, count or context). */
function memoable(options: unknown): options is undefined | { returnObjects?: boolean } {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  for (const k of Object.keys(options)) if (k !== 'returnObjects') return false;
  return true;
}

export function getT(lang: Lang): TFunction {
  let t = fixed.get(lang);
  if (t) return t;
  const base = instance.getFixedT(lang);
  const memo = new Map<string, unknown>();
  t = ((key: string | string[], options?: unknown) => {
    if (typeof key !== 'string' || !memoable(options)) return (base as (...a: unknown[]) => unknown)(key, options);
    const id = options?.returnObjects ? `o\u0000${key}` : key;
    if (memo.has(id)) return memo.get(id);
    const value = (base as (...a: unknown[]) => unknown)(key, options);
    // Objects are shared between requests: freeze them so no caller can change another's copy.
    memo.set(id, typeof value === 'object' && value !== null ? deepFreeze(value) : value);
    return memo.get(id);
  }) as unknown as TFunction;
  fixed.set(lang, t);
  return t;
}

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function tList<V>(t: TFunction, key: string, options?: Record<string, unknown>): V[] {
  const value = t(key, { returnObjects: true, ...options }) as unknown;
  return Array.isArray(value) ? (value as V[]) : [];
}

export function tObject<V extends object>(t: TFunction, key: string, options?: Record<string, unknown>): V {
  return t(key, { returnObjects: true, ...options }) as unknown as V;
}
