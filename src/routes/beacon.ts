import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { waitUntilOf } from '../http/wait-until';
import { loadMeasurement } from '../lazy';
import { errorCause, logger } from '../log';
import { STATIC_ROUTES } from '../seo/sitemap-entries';
import { splitLangPrefix } from '../shared/links';

/**
 * POST /api/beacon: a view, call to action or form start counted without a cookie
 * (src/analytics/beacon.ts; docs/analytics.md). 204 or 400, never 500: a failure of the
 * measurement itself is logged and answered 204, since the browser has nothing to fix.
 */
export const beacon = new Hono<AppEnv>();

const ROUTES = new Set(STATIC_ROUTES.map((r) => r.route));
const ARTICLE = /^\/blog\/[a-z0-9][a-z0-9-]{0,99}$/;

/** A page of the site, in any URL family: a static route or an article's. */
export function knownPath(path: string): boolean {
  const { route } = splitLangPrefix(path);
  return ROUTES.has(route) || ARTICLE.test(route);
}

/** Rows the measurement may write a day before it stops (the free plan has 100,000 for everything). */
export const DEFAULT_DAILY_WRITES = 80_000;

export function dailyWrites(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_DAILY_WRITES;
}

beacon.post('/beacon', async (c) => {
  c.header('Cache-Control', 'no-store');
  if (c.env.ANALYTICS === 'off') return c.body(null, 204);
  const url = new URL(c.req.url);
  const pending: Promise<unknown>[] = [];
  const waitUntil = waitUntilOf(c) ?? ((p: Promise<unknown>) => void pending.push(p));
  try {
    const { ingestBeacon } = await loadMeasurement();
    const answer = await ingestBeacon(c.req.raw, {
      db: c.env.LEADS_DB,
      budget: dailyWrites(c.env.ANALYTICS_DAILY_WRITES),
      site: new URL(c.get('origin')).host,
      origins: [...new Set([url.origin, c.get('origin')])],
      knownPath,
      waitUntil,
    });
    await Promise.all(pending);
    if (answer.status === 400) {
      logger.info('beacon.rejected', { reason: answer.reason });
      return c.body(null, 400);
    }
  } catch (error) {
    logger.warn('beacon.failed', { cause: errorCause(error) });
  }
  return c.body(null, 204);
});
