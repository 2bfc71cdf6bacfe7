import { DEFAULT_LANG, LANGS, LANG_TAG, type Lang, type UrlFamily } from './languages';

const PREFIX = /^\/(pt|en|es)(?=\/|$)/;

/** Splits `/en/about` into the family `en` and the route `/about`; unprefixed paths are x-default. */
export function splitLangPrefix(pathname: string): { family: UrlFamily; route: string } {
  const match = PREFIX.exec(pathname);
  if (!match) return { family: 'x-default', route: pathname || '/' };
  const route = pathname.slice(match[0].length) || '/';
  return { family: match[1] as Lang, route };
}

/**
 * The URL of `route` (a path such as `/about` or `/blog?tag=mes`) in a URL family:
 * `/en/about` for en, `/about` for x-default. The home of a language is `/en`.
 */
export function localizedPath(family: UrlFamily, route: string): string {
  if (family === 'x-default') return route;
  if (route === '/') return `/${family}`;
  if (route.startsWith('/?') || route.startsWith('/#')) return `/${family}${route.slice(1)}`;
  return `/${family}${route}`;
}

/** The blog archive filtered by a category. */
export function blogCategoryRoute(slug: string): string {
  return `/blog?category=${encodeURIComponent(slug)}`;
}

/** The blog archive filtered by a tag. */
export function blogTagRoute(slug: string): string {
  return `/blog?tag=${encodeURIComponent(slug)}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The language whose URL is a cluster's x-default: Portuguese, the site's default, when the page
 * exists in it. Not the unprefixed adaptive URL: its content follows the visitor's signals (a
 * crawler from the USA without Accept-Language gets English), so it is a duplicate that
 * canonicalises to a per-language URL, and a hreflang target must be self-canonical.
 */
export function xDefaultLang(langs: readonly Lang[] = LANGS): Lang {
  return langs.includes(DEFAULT_LANG) ? DEFAULT_LANG : (langs[0] ?? DEFAULT_LANG);
}

/**
 * The full hreflang cluster of a route: pt-BR, en, es and x-default, as absolute URLs. Every
 * target is a per-language, self-canonical URL (x-default: `xDefaultLang`).
 */
export function alternatesFor(origin: string, route: string, langs: readonly Lang[] = LANGS): Alternate[] {
  const list = langs.map((lang) => ({ hreflang: LANG_TAG[lang], href: origin + localizedPath(lang, route) }));
  list.push({ hreflang: 'x-default', href: origin + localizedPath(xDefaultLang(langs), route) });
  return list;
}

/** An absolute URL as is; a root-relative or relative one on `origin`. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

/** The route of an article page (before its language prefix). */
export function articleRoute(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
