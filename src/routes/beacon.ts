import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { waitUntilOf } from '../http/wait-until';
import { loadMeasurement } from '../lazy';
import { STATIC_ROUTES } from '../shared/page-routes';
import { splitLangPrefix } from '../shared/links';

/**
 * POST /api/beacon: a view, call to action or form start counted without a cookie
 * (src/analytics/route.ts, in the measurement's lazy module; docs/analytics.md): 204 or 400.
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
  const values = { env: c.env, origin: c.get('origin'), waitUntil: waitUntilOf(c), knownPath };
  const answer = await (await loadMeasurement()).beaconAnswer(c.req.raw, values);
  // The route's headers (Cache-Control above, the security middleware's) go on the answer.
  return c.body(null, answer.status as 204 | 400);
});
