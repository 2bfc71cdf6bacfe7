import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { getSiteT } from './i18n';
import { loadTexts } from './load';

/**
 * Sets c.var.t, the language's texts read first (from the assets, by an isolate's first request
 * in that language: load.ts). Registered after the HTML cache, so that a page served from it, which
 * translates nothing, never waits for the read. Should the read fail, the error page's last
 * resort still answers in the request's language (app.tsx).
 */
export const textsMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await loadTexts(c.env.ASSETS, [c.var.lang]);
  c.set('t', getSiteT(`${c.var.lang}:${c.var.company.years}`));
  await next();
});
