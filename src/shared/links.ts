import { LANGS, LANG_TAG, type Lang, type UrlFamily } from './languages';

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
  if (route === '/' ) return `/${family}`;
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

/** The full hreflang cluster of a route: pt-BR, en, es and x-default, as absolute URLs. */
export function alternatesFor(origin: string, route: string, langs: readonly Lang[] = LANGS): Alternate[] {
  const list = langs.map((lang) => ({ hreflang: LANG_TAG[lang], href: origin + localizedPath(lang, route) }));
  list.push({ hreflang: 'x-default', href: origin + localizedPath('x-default', route) });
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
