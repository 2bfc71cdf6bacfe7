import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { contentRequest } from '../routes/request-values';
import { loadSiteFrame } from './service';

/**
 * The frame (header, footer, chat greeting, consent banner) from the CMS's site settings: with a
 * CMS, each group the entry holds valid in the request's language replaces the repository's in
 * the request's t() (c.var.t), so every page (a marketing page, an article, an error page) shows
 * the same frame. Without CMS_API_URL: nothing changes. A frame the CMS could not give (down,
 * nothing cached) is the repository's, and its page is not kept.
 */
export const siteFrame = createMiddleware<AppEnv>(async (c, next) => {
  if (new URL(c.req.url).pathname.startsWith('/api/')) return next();
  const frame = await loadSiteFrame(contentRequest(c), { lang: c.var.lang, years: c.var.company.years });
  if (!frame) return next();
  if (frame.t) c.set('t', frame.t);
  await next();
  // c.header copies a response whose headers cannot change (an asset's) before it sets one.
  if (frame.failed && (c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) c.header('Cache-Control', 'no-store');
});
