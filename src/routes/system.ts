import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { isProduction } from '../deployment';
import type { AppEnv } from '../env';
import { isLang } from '../shared/languages';
import { LANG_COOKIE } from '../i18n/middleware';

/** Routes that belong to no page: the language switch and the deliberate error. */
export const system = new Hono<AppEnv>();

/** Only a path on this site: no scheme, no protocol-relative `//host`, no backslash tricks. */
export function safeNext(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}

// The language switcher's links land here: store the choice, go back to the same page (303,
// so it works from a plain link without JavaScript). A year, like i18next's own detector.
system.get('/lang/:code', (c) => {
  const code = c.req.param('code');
  if (!isLang(code)) return c.notFound();
  setCookie(c, LANG_COOKIE, code, {
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeNext(c.req.query('next')), 303);
});

// A deliberate error, to see the error page; outside production only (ENVIRONMENT), so nobody
// can fill the production logs with 500s.
system.get('/simulate-error', (c) => {
  if (isProduction(c.env)) return c.notFound();
  throw new Error('Simulated error for testing the error page');
});
