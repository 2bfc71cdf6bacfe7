import { createMiddleware } from 'hono/factory';
import { indexableHost } from './deployment';
import type { AppEnv } from './env';
import { logPath, logger, requestReference, withLogScope, type LogScope } from './log';

/**
 * First middleware: gives the request its reference (cf-ray, else a fresh id) and a log scope,
 * so every line logged while it runs names it; closes with one line for every 5xx answer, with
 * the cause the error handler (or the route) recorded.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const scope: LogScope = { ray: requestReference(c.req.raw.headers), route: `${c.req.method} ${logPath(c.req.url)}`, start: Date.now() };
  c.set('ray', scope.ray);
  await withLogScope(scope, async () => {
    await next();
    const status = c.res.status;
    if (status >= 500) {
      logger.error('request.failed', {
        status,
        duration: Date.now() - scope.start,
        cause: scope.cause ?? `answered ${status}`,
        stack: scope.stack,
      });
    }
  });
});

/**
 * A host that is not the canonical one (staging, a preview URL, *.workers.dev, an extra domain)
 * answers everything with `X-Robots-Tag: noindex` (and a robots.txt that disallows all), so no
 * copy of the site is indexed next to the real one. See src/deployment.ts.
 */
export const nonCanonicalNoindex = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!indexableHost(c.env, c.req.url)) c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
});

/**
 * HTML carries a per-request CSP nonce (and, unprefixed, a per-visitor language): no shared
 * cache may keep it. Responses that chose their own Cache-Control keep it.
 */
export const htmlCacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/html') && !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'private, no-cache');
  }
});

/** Search and link-preview bots: they get the complete document in one piece, not a stream. */
export const CRAWLER_UA =
  /bot\b|googlebot|bingbot|slurp|duckduckbot|baiduspider|yandex|facebookexternalhit|facebookcatalog|twitterbot|linkedinbot|whatsapp|slackbot|discordbot|telegrambot|applebot|pinterest|embedly|quora link preview|redditbot|skypeuripreview|google-inspectiontool|crawler|spider/i;

export const crawlerFullRender = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const ua = c.req.header('user-agent') ?? '';
  if (!CRAWLER_UA.test(ua) || !(c.res.headers.get('Content-Type') ?? '').startsWith('text/html') || !c.res.body) return;
  // Reading the body waits for React's whole render (all Suspense boundaries resolved).
  const html = new TextEncoder().encode(await c.res.text());
  c.res = new Response(html, { status: c.res.status, headers: c.res.headers });
  // Hono carries the old response's headers over on assignment: drop the streaming one after.
  c.res.headers.delete('Transfer-Encoding');
  c.res.headers.set('Content-Length', String(html.byteLength));
});
