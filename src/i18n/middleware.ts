import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { companyFrom } from '../company';
import type { AppEnv } from '../env';
import { LANG_TAG } from '../shared/languages';
import { splitLangPrefix } from '../shared/links';
import { isLocalHost, resolveLanguage } from './resolve';

export const LANG_COOKIE = 'i18nextLng';

/**
 * Sets c.var.lang, family, route, origin and company for everything after it (textsMiddleware,
 * texts-middleware.ts, adds t; apart, so that the app's front evaluates no i18next: src/app.tsx).
 * Prefixed URLs have a fixed language; unprefixed ones resolve it per request and say so in
 * Vary, so no shared cache ever serves one visitor's language to another.
 */
export const languageMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const { family, route } = splitLangPrefix(url.pathname);
  const lang =
    family !== 'x-default'
      ? family
      : resolveLanguage({
          cookie: getCookie(c, LANG_COOKIE),
          countryHeader: c.req.header('cf-ipcountry'),
          cf: c.req.raw.cf as { country?: unknown; timezone?: unknown } | undefined,
          trustCf: !isLocalHost(url.hostname),
          acceptLanguage: c.req.header('accept-language'),
        }).lang;

  c.set('lang', lang);
  c.set('family', family);
  c.set('route', route);
  const company = companyFrom(c.env);
  c.set('origin', (c.env.SITE_URL || url.origin).replace(/\/+$/, ''));
  c.set('company', company);
  c.set('islands', new Set());

  await next();

  if (!c.res.headers.has('Content-Language')) c.res.headers.set('Content-Language', LANG_TAG[lang]);
  // Only pages and JSON depend on the visitor's language; robots.txt, sitemap.xml and feeds don't.
  const type = c.res.headers.get('Content-Type') ?? '';
  if (family === 'x-default' && (type.startsWith('text/html') || type.startsWith('application/json'))) {
    for (const header of ['Cookie', 'Accept-Language', 'CF-IPCountry']) c.res.headers.append('Vary', header);
  }
});
