// The operator's endpoints (CSV exports, deliveries, privacy requests): a bearer token from a
// secret, compared in constant time, and wrong tokens throttled per address and logged.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { errorCause, logger } from '../log';
import { ipHash } from '../privacy/site-secret';
import { countPost, peekCounts, type Window } from '../submissions/rate-limit';
import { clientIp } from './origin';
import { bearerToken, sameSecret, secretOf } from './secret';

/** The shortest operator token accepted outside development (the release refuses shorter ones too: scripts/check-config.mjs). */
export const MIN_TOKEN_LENGTH = 32;
/** Wrong tokens one address may send: 10 a minute, then 429 for its wrong tokens until the minute is over (the right one still passes). */
export const WRONG_TOKEN_LIMIT: Window = { max: 10, windowSeconds: 60 };

export type OperatorSecret = 'LEADS_EXPORT_TOKEN' | 'PRIVACY_ADMIN_TOKEN';

/**
 * An operator token as configured: trimmed like every secret (secretOf), and, outside
 * development, refused when shorter than MIN_TOKEN_LENGTH (logged, and the endpoints behave as if
 * it were unset): a short token can be guessed, and a release would not have let it through.
 */
export function operatorToken(env: Bindings, name: OperatorSecret): string | undefined {
  const token = secretOf(env[name]);
  if (token && token.length < MIN_TOKEN_LENGTH && env.ENVIRONMENT !== 'development') {
    logger.warn('operator.token_too_short', { secret: name, minLength: MIN_TOKEN_LENGTH });
    return undefined;
  }
  return token;
}

export type TokenCheck = { ok: true } | { ok: false; status: 401 | 429; retryAfter?: number };

/**
 * Checks a token an operator sent (a bearer header, or a sign-in form) against the configured one,
 * with the per-address throttle of wrong ones: an address that sent WRONG_TOKEN_LIMIT wrong tokens
 * in the window gets 429 for every wrong token until it ends; the right token still passes. Each wrong token is logged
 * (`operator.unauthorized`: which endpoint, how many so far) without the token or the address.
 * The counter lives in D1 (rate_limits, `auth:<keyed IP hash>`); when D1 cannot count, the check
 * still compares (a long random token is not guessed in the meantime) and says so in the log.
 */
export async function checkOperatorToken(
  env: Bindings,
  attempt: { ip: string; given: string | undefined; expected: string; realm: string },
): Promise<TokenCheck> {
  // The right token first, compared in constant time (sameSecret), before any lockout: an address
  // is shared by everyone behind it (an office NAT), and guesses sent from it must not lock the
  // operator out. The lockout bounds what wrong tokens cost (logs, counter writes), not the odds
  // of a guess: a token of at least MIN_TOKEN_LENGTH random characters is not guessed.
  if (attempt.given && (await sameSecret(attempt.given, attempt.expected))) return { ok: true };
  const counter = await ipHash(env, attempt.ip)
    .then((hash) => ({ ...WRONG_TOKEN_LIMIT, key: `auth:${hash}` }))
    .catch(() => null);
  const [peek] = counter ? await peekCounts(env.LEADS_DB, [counter]).catch(() => []) : [];
  if (peek && peek.count >= WRONG_TOKEN_LIMIT.max) {
    logger.warn('operator.throttled', { realm: attempt.realm, retryAfter: peek.retryAfter });
    return { ok: false, status: 429, retryAfter: peek.retryAfter };
  }
  let counted: { count: number; retryAfter: number } | undefined;
  try {
    if (counter) [counted] = await countPost(env.LEADS_DB, [counter]);
  } catch (error) {
    logger.warn('operator.throttle_failed', { realm: attempt.realm, cause: errorCause(error) });
  }
  logger.warn('operator.unauthorized', { realm: attempt.realm, attempts: counted?.count ?? null, tokenSent: !!attempt.given });
  if (counted && counted.count > WRONG_TOKEN_LIMIT.max) return { ok: false, status: 429, retryAfter: counted.retryAfter };
  return { ok: false, status: 401 };
}

/**
 * Guards an operator endpoint: 404 while the secret is unset (or too short), never cached nor
 * indexed, 401 with WWW-Authenticate for a wrong or missing token, 429 once an address is throttled.
 */
export function operatorOnly(name: OperatorSecret, realm: string): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const expected = operatorToken(c.env, name);
    if (!expected) return c.notFound();
    const given = bearerToken(c.req.header('authorization'));
    const check = await checkOperatorToken(c.env, { ip: clientIp(c), given, expected, realm });
    if (!check.ok) {
      if (check.status === 429) {
        c.header('Retry-After', String(check.retryAfter ?? WRONG_TOKEN_LIMIT.windowSeconds));
        return c.json({ error: 'Too many wrong tokens: try again later' }, 429);
      }
      c.header('WWW-Authenticate', `Bearer realm="${realm}"`);
      return c.json({ error: 'Unauthorized' }, 401);
    }
    await next();
    return undefined;
  };
}
