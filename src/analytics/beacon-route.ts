import type { Context } from 'hono';
import { Hono } from 'hono';
import { contentService } from '../content/service';
import type { AppEnv } from '../env';
import { passGate } from '../http/edge-limit';
import { clientIp } from '../http/origin';
import { loadMeasurement } from '../lazy';
import { logger, errorCause } from '../log';
import { STATIC_ROUTES } from '../shared/page-routes';
import { splitLangPrefix } from '../shared/links';
import { contentRequest, waitUntilOf } from '../routes/request-values';

/**
 * POST /api/beacon: a view, call to action, form start or vital counted without a cookie
 * (src/analytics/measure/route.ts, in the measurement's lazy module; src/analytics/README.md): 204 or 400;
 * 429 past the edge's limit per address (BEACON_RATE_LIMIT), before anything reads D1.
 */
export const beacon = new Hono<AppEnv>();

const ROUTES = new Set(STATIC_ROUTES.map((r) => r.route));
const ARTICLE = /^\/blog\/([a-z0-9][a-z0-9-]{0,99})$/;

/** How long an isolate trusts the article index it read (the content cache's own freshness is 5 minutes). */
const INDEX_MS = 60_000;
let index: { at: number; slugs: Promise<ReadonlySet<string>> } | undefined;

/** The slugs of the published articles, from the content cache's sitemap list (one read a minute per isolate). */
function articleSlugs(c: Context<AppEnv>, now: number): Promise<ReadonlySet<string>> {
  if (!index || now - index.at > INDEX_MS) {
    const slugs = contentService(contentRequest(c))
      .sitemapArticles()
      .then((list) => new Set(list.map((a) => a.slug)));
    // A failed read is not remembered: the next beacon asks again.
    slugs.catch(() => {
      if (index?.slugs === slugs) index = undefined;
    });
    index = { at: now, slugs };
  }
  return index.slugs;
}

/** For tests: forget the article index this isolate read. */
export function resetArticleIndex(): void {
  index = undefined;
}

/**
 * A page the site serves, in any URL family: a static route, or an article that exists (a
 * made-up slug would otherwise make a counter row of its own). Without the index (the CMS down
 * with nothing cached), an article's view is not counted.
 */
export async function knownPath(c: Context<AppEnv>, path: string, now = Date.now()): Promise<boolean> {
  const { route } = splitLangPrefix(path);
  if (ROUTES.has(route)) return true;
  const slug = ARTICLE.exec(route)?.[1];
  if (!slug) return false;
  try {
    return (await articleSlugs(c, now)).has(slug);
  } catch (error) {
    logger.warn('beacon.article_index_failed', { cause: errorCause(error) });
    return false;
  }
}

beacon.post('/beacon', async (c) => {
  c.header('Cache-Control', 'no-store');
  if (c.env.ANALYTICS?.trim() === 'off') return c.body(null, 204);
  const gate = await passGate(c.env, 'beacon', clientIp(c.req.raw));
  if (!gate.ok) {
    c.header('Retry-After', String(gate.retryAfter));
    return c.body(null, 429);
  }
  const values = { env: c.env, origin: c.get('origin'), waitUntil: waitUntilOf(c), knownPath: (path: string) => knownPath(c, path) };
  const answer = await (await loadMeasurement()).beaconAnswer(c.req.raw, values);
  // The route's headers (Cache-Control above, the security middleware's) go on the answer.
  return c.body(null, answer.status as 204 | 400);
});
