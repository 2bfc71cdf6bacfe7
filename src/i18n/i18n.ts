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

export function getT(lang: Lang): TFunction {
  return instance.getFixedT(lang);
}

/** A whole translated object or list, e.g. t('home:faq.items'). */
export function tList<V>(t: TFunction, key: string, options?: Record<string, unknown>): V[] {
  const value = t(key, { returnObjects: true, ...options }) as unknown;
  return Array.isArray(value) ? (value as V[]) : [];
}

export function tObject<V extends object>(t: TFunction, key: string, options?: Record<string, unknown>): V {
  return t(key, { returnObjects: true, ...options }) as unknown as V;
}
