// Which origins are this site: the request's own and SITE_URL's (c.var.origin); who is asking, and from where.
import type { Context } from 'hono';
import type { AppEnv } from '../env';

function siteOrigins(c: Context<AppEnv>): Set<string> {
  return new Set([new URL(c.req.url).origin, c.get('origin')]);
}

/** `url` parsed when it is on this site; undefined for another origin, a non-URL or none. */
export function sameSiteUrl(c: Context<AppEnv>, url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return siteOrigins(c).has(parsed.origin) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site posts are refused (CSRF): an Origin of another origin, `Origin: null`, or a browser
 * that says Sec-Fetch-Site: cross-site. No Origin at all (curl, server-to-server) is allowed:
 * browsers always send one with a cross-site POST.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  return !siteOrigins(c).has(origin);
}

/** The visitor's address, as Cloudflare gives it (CF-Connecting-IP, which a client cannot set through it). */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? '';
}

/** The country of the edge that received the request (CF-IPCountry, else request.cf), upper case; null when unknown (XX, T1). */
export function edgeCountry(request: Request): string | null {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const code = (request.headers.get('cf-ipcountry') ?? (typeof cf?.country === 'string' ? cf.country : '')).toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}
