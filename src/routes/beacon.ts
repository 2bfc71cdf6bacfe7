import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { passGate } from '../http/edge-limit';
import { clientIp } from '../http/origin';
import { loadMeasurement } from '../lazy';
import { STATIC_ROUTES } from '../seo/sitemap-entries';
import { splitLangPrefix } from '../shared/links';

/**
 * POST /api/beacon: a view, call to action or form start counted without a cookie
 * (src/analytics/route.ts, in the measurement's lazy module; docs/analytics.md): 204 or 400;
 * 429 past the edge's limit per address (BEACON_RATE_LIMIT), before anything reads D1.
 */
export const beacon = new Hono<AppEnv>();

const ROUTES = new Set(STATIC_ROUTES.map((r) => r.route));
const ARTICLE = /^\/blog\/[a-z0-9][a-z0-9-]{0,99}$/;

/** A page of the site, in any URL family: a static route or an article's. */
export function knownPath(path: string): boolean {
  const { route } = splitLangPrefix(path);
  return ROUTES.has(route) || ARTICLE.test(route);
}

beacon.post('/beacon', async (c) => {
  c.header('Cache-Control', 'no-store');
  if (c.env.ANALYTICS?.trim() === 'off') return c.body(null, 204);
  const gate = await passGate(c.env, 'beacon', clientIp(c));
  if (!gate.ok) {
    c.header('Retry-After', String(gate.retryAfter));
    return c.body(null, 429);
  }
  return (await loadMeasurement()).beaconAnswer(c, knownPath);
});
