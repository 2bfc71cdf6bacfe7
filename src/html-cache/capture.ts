import type { Context, Next } from 'hono';
import type { AppEnv } from '../env';
import { perViewOf } from '../routes/request-values';
import { type BuiltMeta, CAPTURE_HEADER, CAPTURE_VARS_HEADER, clockLimit, storedForm, varsDigest } from './build';
import { isStorable, storedHeaders } from './policy';

/**
 * The build's way of asking for a page's stored form (build.ts): only where the build-only binding
 * PRERENDER_CAPTURE is set (scripts/prerender-pages.mjs sets a random one; no wrangler.toml
 * environment does) and the request carries the same value.
 */
export function captureRequested(c: Context<AppEnv>): boolean {
  const secret = (c.env as { PRERENDER_CAPTURE?: unknown }).PRERENDER_CAPTURE;
  return typeof secret === 'string' && secret.length >= 16 && c.req.header(CAPTURE_HEADER) === secret;
}

/** Renders the page and answers with its stored form (the HTML cache's template, with what the tier checks). */
export async function capturedPage(c: Context<AppEnv>, next: Next): Promise<void> {
  await next();
  const res = c.res;
  const nothing = () => {
    c.res = new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
  if (!c.get('secureHeadersNonce') || !isStorable(res)) return nothing();
  const html = await res.text();
  // A Suspense boundary that failed on the server is never stored (index.ts).
  if (html.includes('<!--$!-->')) return nothing();
  const vars = (c.req.header(CAPTURE_VARS_HEADER) ?? '').split(',').filter(Boolean);
  const meta: BuiltMeta = {
    status: res.status,
    headers: storedHeaders(res.headers),
    values: [...perViewOf(c).values()],
    origin: new URL(c.req.url).origin,
    until: clockLimit(c.var.company.founded, Date.now()),
    vars,
    digest: await varsDigest(c.env, vars),
  };
  c.res = new Response(storedForm(meta, html), { headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'no-store' } });
}
