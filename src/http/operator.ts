// The operator's endpoints (CSV exports, deliveries, privacy requests, the report): a bearer token
// from a secret, compared in constant time, and wrong tokens throttled per address by the edge's
// rate limiter (edge-limit.ts) and logged: a wrong token costs no D1 read or write.
import type { Bindings } from '../env';
import { logger } from '../log';
import { GATE_PERIOD_SECONDS, passGate } from './edge-limit';
import { sameSecret, secretOf } from './secret';

/** The shortest operator token accepted outside development (the release refuses shorter ones too: scripts/check-config.mjs). */
export const MIN_TOKEN_LENGTH = 32;
/** Wrong tokens one address may send: 10 a minute (OPERATOR_RATE_LIMIT in wrangler.toml), then 429 until the minute is over. */
export const WRONG_TOKEN_LIMIT = { max: 10, windowSeconds: GATE_PERIOD_SECONDS };

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
 * Checks a token an operator sent (a bearer header, or a sign-in form) against the configured one.
 * The right token is let in first, compared in constant time, whatever others behind the same
 * address (an office's NAT) sent: the throttle only ever counts wrong ones. A wrong token passes
 * the edge's rate limiter (WRONG_TOKEN_LIMIT per address and minute, then 429 until the minute
 * is over) and is logged (`operator.unauthorized`: which endpoint, whether a token was sent),
 * without the token or the address. Nothing here reads or writes D1.
 */
export async function checkOperatorToken(
  env: Bindings,
  attempt: { ip: string; given: string | undefined; expected: string; realm: string },
): Promise<TokenCheck> {
  if (attempt.given && attempt.expected && (await sameSecret(attempt.given, attempt.expected))) return { ok: true };
  const gate = await passGate(env, 'operator', attempt.ip);
  if (!gate.ok) {
    logger.warn('operator.throttled', { realm: attempt.realm, retryAfter: gate.retryAfter });
    return { ok: false, status: 429, retryAfter: gate.retryAfter };
  }
  logger.warn('operator.unauthorized', { realm: attempt.realm, tokenSent: !!attempt.given });
  return { ok: false, status: 401 };
}
