// Who may read the report: the operator's token (LEADS_EXPORT_TOKEN, as for the exports) as a
// Bearer header or, for the HTML page, a signed session cookie the sign-in form sets; or a valid
// Cloudflare Access token when ACCESS_TEAM_DOMAIN and ACCESS_AUD are set (verified with jose
// against the team's published keys).
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** The session cookie: scoped to /admin, where the page and its CSV live. */
export const SESSION_COOKIE = 'report_session';
export const SESSION_SECONDS = 12 * 60 * 60;

const encoder = new TextEncoder();

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Compares two strings in constant time (both hashed first, so lengths leak nothing either). */
async function same(a: string, b: string): Promise<boolean> {
  const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(s)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  let diff = 0;
  for (const [i, byte] of x.entries()) diff |= byte ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * A session value: its expiry and a MAC over it keyed by the operator's token, so a new token
 * ends every session, and nothing in the cookie can be turned back into the token.
 */
export async function sessionValue(token: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + SESSION_SECONDS;
  return `${expires}.${await hmac(token, `report-session:${expires}`)}`;
}

export async function validSession(token: string, value: string | undefined, now = Date.now()): Promise<boolean> {
  const match = /^(\d{10})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now || expires * 1000 > now + SESSION_SECONDS * 1000) return false;
  return same(match[2]!, await hmac(token, `report-session:${expires}`));
}

/** The Set-Cookie value of a new session, or of its end (sign-out). */
export function sessionCookie(value: string | null, secure: boolean): string {
  const attributes = ['Path=/admin', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return value === null
    ? `${SESSION_COOKIE}=; Max-Age=0; ${attributes.join('; ')}`
    : `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_SECONDS}; ${attributes.join('; ')}`;
}

/** Whether the token given (a sign-in form, a Bearer header) is the operator's. */
export function rightToken(given: string | undefined, token: string): Promise<boolean> {
  return same((given ?? '').trim(), token);
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Whether `jwt` (the Cf-Access-Jwt-Assertion header Access adds) is valid for the team and the
 * application: signed by one of the team's keys, issued by the team, for this audience, not expired.
 */
export async function validAccessToken(jwt: string | undefined, teamDomain: string, audience: string): Promise<boolean> {
  if (!jwt) return false;
  const team = teamDomain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(team)) return false;
  let keys = keySets.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${team}/cdn-cgi/access/certs`));
    keySets.set(team, keys);
  }
  try {
    await jwtVerify(jwt, keys, { issuer: `https://${team}`, audience });
    return true;
  } catch {
    return false;
  }
}

/** For tests: forget the team keys fetched. */
export function forgetAccessKeys(): void {
  keySets.clear();
}

/** Failed sign-ins one address may make in a window before it must wait. */
export const SIGN_IN_LIMIT = { max: 5, windowSeconds: 600 } as const;

/** How long the address behind `key` must wait (0: it may try). Read before the token is checked. */
export async function signInWait(db: D1Database, key: string, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const row = await db
    .prepare('SELECT count, window_start FROM rate_limits WHERE key = ?')
    .bind(key)
    .first<{ count: number; window_start: number }>();
  if (!row || row.window_start <= now - SIGN_IN_LIMIT.windowSeconds || row.count < SIGN_IN_LIMIT.max) return 0;
  return Math.max(1, row.window_start + SIGN_IN_LIMIT.windowSeconds - now);
}

/** Counts a failed sign-in of the address behind `key` (the per-IP windows of rate_limits). */
export async function signInFailed(db: D1Database, key: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
  await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END`,
    )
    .bind(key, now, SIGN_IN_LIMIT.windowSeconds)
    .run();
}
