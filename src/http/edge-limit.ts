// The first gate of every endpoint a stranger can call: Cloudflare's Workers Rate Limiting
// binding ([[ratelimits]] in wrangler.toml), counted per address by Cloudflare itself. Nothing of
// it is written to D1, so a flood of wrong tokens, junk beacons or form posts from many addresses
// spends none of the free plan's 100,000 daily D1 writes: only what passes this gate may touch D1.
// Counts are per Cloudflare location and approximate (a visitor reaching two locations has two);
// `wrangler dev` and the tests run the same binding locally, with no account.
import type { Bindings } from '../env';
import { errorCause, logger } from '../log';
import { countedAddress } from './address';

/** Which gate: each has its own binding, limit and window (wrangler.toml). */
export type Gate = 'forms' | 'beacon' | 'operator';

const BINDING = {
  forms: 'FORM_RATE_LIMIT',
  beacon: 'BEACON_RATE_LIMIT',
  operator: 'OPERATOR_RATE_LIMIT',
} as const satisfies Record<Gate, keyof Bindings>;

/**
 * The window every gate counts in, in seconds (`period` in wrangler.toml; the release's config
 * check, scripts/check-config.mjs, refuses another). Windows start on the clock's whole minutes.
 */
export const GATE_PERIOD_SECONDS = 60;

export type GateAnswer = { ok: true } | { ok: false; retryAfter: number };

/** Seconds until the current window ends: the true wait of a refused request. */
export function windowLeft(now = Date.now()): number {
  return GATE_PERIOD_SECONDS - (Math.floor(now / 1000) % GATE_PERIOD_SECONDS);
}

/**
 * Counts one request of `ip` at `gate` and says whether it may go on. A request with no address
 * (never from Cloudflare's edge, which always sets CF-Connecting-IP) is not counted. When the
 * binding is missing or fails the request goes on (logged): the limits behind it still hold.
 */
export async function passGate(env: Partial<Pick<Bindings, (typeof BINDING)[Gate]>>, gate: Gate, ip: string): Promise<GateAnswer> {
  const address = countedAddress(ip);
  const limiter = env[BINDING[gate]];
  if (!address || !limiter) return { ok: true };
  try {
    const { success } = await limiter.limit({ key: `${gate}:${address}` });
    return success ? { ok: true } : { ok: false, retryAfter: windowLeft() };
  } catch (error) {
    logger.warn('edge_limit.failed', { gate, allowed: true, cause: errorCause(error) });
    return { ok: true };
  }
}
