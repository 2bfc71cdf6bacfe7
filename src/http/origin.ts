// Which origins are this site: the request's own and SITE_URL's (the `origin` a route reads from
// c.var.origin); who is asking, and from where. Functions of the Request, not of Hono's context.

function siteOrigins(request: Request, origin: string): Set<string> {
  return new Set([new URL(request.url).origin, origin]);
}

/** `url` parsed when it is on this site (the request's origin or `origin`); undefined for another origin, a non-URL or none. */
export function sameSiteUrl(request: Request, origin: string, url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return siteOrigins(request, origin).has(parsed.origin) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site posts are refused (CSRF): an Origin of another origin, `Origin: null`, or a browser
 * that says Sec-Fetch-Site: cross-site. No Origin at all (curl, server-to-server) is allowed:
 * browsers always send one with a cross-site POST.
 */
export function isCrossSite(request: Request, origin: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const from = request.headers.get('origin');
  if (from === null) return false;
  return !siteOrigins(request, origin).has(from);
}

/** The visitor's address, as Cloudflare gives it (CF-Connecting-IP, which a client cannot set through it). */
export function clientIp(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? request.headers.get('x-real-ip') ?? '';
}

/** The country of the edge that received the request (CF-IPCountry, else request.cf), upper case; null when unknown (XX, T1). */
export function edgeCountry(request: Request): string | null {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const code = (request.headers.get('cf-ipcountry') ?? (typeof cf?.country === 'string' ? cf.country : '')).toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}
