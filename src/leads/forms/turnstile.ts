// Cloudflare Turnstile, on only when both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set.
import type { Bindings } from '../../env';
import { secretOf } from '../../http/secret';
import { errorCause, logger } from '../../log';

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileKeys {
  siteKey: string;
  secret: string;
}

/** Both keys, trimmed, when Turnstile is configured; undefined when either is missing. */
export function turnstileKeys(env: Pick<Bindings, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET_KEY'>): TurnstileKeys | undefined {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secret = secretOf(env.TURNSTILE_SECRET_KEY);
  return siteKey && secret ? { siteKey, secret } : undefined;
}

/**
 * True when Turnstile says the token is good. A token Turnstile rejects is refused; when
 * siteverify itself cannot be reached the submission is let through (logged): losing real leads
 * to a Cloudflare outage is worse than a little spam, which the honeypot and the rate limit
 * still catch.
 */
export async function verifyTurnstile(secret: string, token: string | undefined, ip: string, idempotencyKey: string): Promise<boolean> {
  if (!token) return false;
  const body = new URLSearchParams({ secret, response: token, idempotency_key: idempotencyKey });
  if (ip) body.set('remoteip', ip);
  let res: Response;
  try {
    res = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
  } catch (err) {
    logger.warn('turnstile.unavailable', { outcome: 'submission accepted', cause: errorCause(err) });
    return true;
  }
  if (res.status >= 500) {
    logger.warn('turnstile.unavailable', { outcome: 'submission accepted', upstreamStatus: res.status });
    return true;
  }
  const result: unknown = await res.json().catch(() => ({}));
  return typeof result === 'object' && result !== null && 'success' in result && result.success === true;
}
