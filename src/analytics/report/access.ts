// Who may read the report: the operator's token (LEADS_EXPORT_TOKEN, as for the exports) as a
// Bearer header or, for the HTML page, a signed session cookie the sign-in form sets; or a valid
// Cloudflare Access token when ACCESS_TEAM_DOMAIN and ACCESS_AUD are set (verified with jose
// against the team's published keys). The token itself is checked, and wrong ones throttled per
// address and logged, by the operator endpoints' own check (src/http/operator.ts), which the route
// hands the handlers; the session is this file's.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { sameSecret } from '../../http/secret';

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
  return sameSecret(match[2]!, await hmac(token, `report-session:${expires}`));
}

/** The Set-Cookie value of a new session, or of its end (sign-out). */
export function sessionCookie(value: string | null, secure: boolean): string {
  const attributes = ['Path=/admin', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return value === null
    ? `${SESSION_COOKIE}=; Max-Age=0; ${attributes.join('; ')}`
    : `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_SECONDS}; ${attributes.join('; ')}`;
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
