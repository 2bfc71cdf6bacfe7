/** The site's languages; pt is the default and the source of truth for translation keys. */
export const LANGS = ['pt', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt';

/** BCP 47 tags used for <html lang>, Content-Language, hreflang and og:locale. */
export const LANG_TAG: Record<Lang, string> = { pt: 'pt-BR', en: 'en', es: 'es' };
export const OG_LOCALE: Record<Lang, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };
/** Intl locale for dates and numbers (pt-BR, en-US, es-ES). */
export const DATE_LOCALE: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * A page's URL family: a fixed language (`/pt/…`, `/en/…`, `/es/…`) or the unprefixed
 * x-default family whose language is chosen per request.
 */
export type UrlFamily = Lang | 'x-default';
