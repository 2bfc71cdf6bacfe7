// What the HTML cache may store and serve, and under which key.

/** Query parameters that select a different server-rendered page (blog archive filters and paging). */
export const ALLOWED_QUERY = ['category', 'tag', 'page'] as const;
/** Cookies that never change the HTML (beyond the language, which is part of the key). */
const NEUTRAL_COOKIE = /^(i18nextLng|_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*|__cf_bm|cf_clearance|__cflb|_cfuvid)$/;

/** Origin × URL family × resolved language × content generation × path × the allowed query parameters. */
export function cacheKey(url: URL, family: string, lang: string, contentGeneration = ''): string {
  const params = ALLOWED_QUERY.flatMap((name) => url.searchParams.getAll(name).map((v) => `${name}=${encodeURIComponent(v)}`));
  return `${url.origin}|${family}|${lang}|${contentGeneration}|${url.pathname}${params.length ? `?${params.join('&')}` : ''}`;
}

/**
 * A request any visitor could have made: no Authorization header, no query parameter outside
 * ALLOWED_QUERY, no cookie but the language and analytics ones (a flash or form cookie is not).
 */
export function isAnonymous(req: Request, url: URL): boolean {
  if (req.headers.has('authorization')) return false;
  for (const name of url.searchParams.keys()) if (!(ALLOWED_QUERY as readonly string[]).includes(name)) return false;
  const header = req.headers.get('cookie');
  if (header) {
    for (const part of header.split(';')) {
      const name = part.split('=', 1)[0]!.trim();
      if (name && !NEUTRAL_COOKIE.test(name)) return false;
    }
  }
  return true;
}

/** Only a 200 text/html answer with no Set-Cookie and no private/no-store Cache-Control. */
export function isStorable(res: Response): boolean {
  if (res.status !== 200 || !res.body) return false;
  if (!(res.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  if (res.headers.has('Set-Cookie')) return false;
  const cc = res.headers.get('Cache-Control') ?? '';
  return !/no-store|private/i.test(cc);
}

/** Headers that belong to the document; everything per request is re-issued by the middleware around. */
const PER_REQUEST_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'date',
  'vary',
  'content-language',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-html-cache',
]);

export function storedHeaders(headers: Headers): [string, string][] {
  const out: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name.toLowerCase())) out.push([name, value]);
  });
  return out;
}
