import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

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
