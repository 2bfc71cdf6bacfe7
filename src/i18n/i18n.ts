import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from './languages';
import { NAMESPACES, resources } from './resources';

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

const fixed = new Map<Lang, TFunction>();

/** Options that only select what is returned (no interpolation, count or context). */
function memoable(options: unknown): options is undefined | { returnObjects?: boolean } {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  for (const key of Object.keys(options)) if (key !== 'returnObjects') return false;
  return true;
}

/**
 * A fixed-language t() that remembers results without interpolation for the isolate's life.
 * i18next's translate() costs a few µs per call and a page makes hundreds: about a quarter of
 * a render's CPU (bench/results). Such results depend only on (language, key, returnObjects);
 * objects are frozen, since every request shares them.
 */
export function getT(lang: Lang): TFunction {
  const known = fixed.get(lang);
  if (known) return known;
  const base = instance.getFixedT(lang) as unknown as (key: unknown, options?: unknown) => unknown;
  const memo = new Map<string, unknown>();
  const t = ((key: string | string[], options?: unknown) => {
    if (typeof key !== 'string' || !memoable(options)) return base(key, options);
    const id = options?.returnObjects ? `o\u0000${key}` : key;
    if (memo.has(id)) return memo.get(id);
    const value = base(key, options);
    memo.set(id, typeof value === 'object' && value !== null ? deepFreeze(value) : value);
    return memo.get(id);
  }) as unknown as TFunction;
  fixed.set(lang, t);
  return t;
}

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A whole translated object or list, e.g. t('home:faq.items'). */
export function tList<V>(t: TFunction, key: string, options?: Record<string, unknown>): V[] {
  const value = t(key, { returnObjects: true, ...options }) as unknown;
  return Array.isArray(value) ? (value as V[]) : [];
}

export function tObject<V extends object>(t: TFunction, key: string, options?: Record<string, unknown>): V {
  return t(key, { returnObjects: true, ...options }) as unknown as V;
}
