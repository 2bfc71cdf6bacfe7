// The site's own challenge, for when the forms' surge guard asks one and Turnstile is not
// configured: an ALTCHA proof of work (altcha-lib on the server, the `altcha` widget in the
// browser, loaded only when asked). No third party, no cookie: the browser spends a second or two
// of CPU, which a flood pays for every post and a person once. The challenge is signed with a key
// derived from the site's hashing key and names the submission's idempotency key, so a solution
// is good for that one submission only: sent again with the same key it is a duplicate (nothing
// stored twice), with another key it is refused; nothing needs to be written to remember it.
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Bindings } from '../../env';
import { hashKey, keyedHash } from '../../privacy/site-secret';

/** The form field that carries the solved challenge (the widget's default name). */
export const CHALLENGE_FIELD = 'altcha';
/** Minutes a challenge may be solved in. */
export const CHALLENGE_MINUTES = 10;
/** Some 256 derivations of 5,000 PBKDF2 rounds: a second or two in a browser, a few ms to verify. */
const DIFFICULTY = { algorithm: 'PBKDF2/SHA-256', cost: 5_000, keyPrefix: '00' } as const;

type SecretEnv = Pick<Bindings, 'LEADS_DB' | 'IP_HASH_SECRET'>;

const signingKey = async (env: SecretEnv) => keyedHash(await hashKey(env), 'altcha', 'challenge-signature');

/** A new challenge for the submission with this idempotency key, to send to the browser. */
export async function issueChallenge(env: SecretEnv, key: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    ...DIFFICULTY,
    deriveKey,
    hmacSignatureSecret: await signingKey(env),
    expiresAt: Math.floor(now / 1000) + CHALLENGE_MINUTES * 60,
    data: { k: key },
  });
}

/**
 * Whether `payload` (the field's value: base64 JSON `{ challenge, solution }`) solves a challenge
 * this site issued, not yet expired, for the submission with this idempotency key.
 */
export async function solvedChallenge(env: SecretEnv, payload: unknown, key: string): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length > 4096) return false;
  let parsed: { challenge?: Challenge; solution?: unknown };
  try {
    parsed = JSON.parse(atob(payload));
  } catch {
    return false;
  }
  const { challenge, solution } = parsed;
  if (!challenge?.parameters || !solution || typeof solution !== 'object') return false;
  if (challenge.parameters.data?.k !== key) return false;
  try {
    const result = await verifySolution({
      challenge,
      solution: solution as Parameters<typeof verifySolution>[0]['solution'],
      deriveKey,
      hmacSignatureSecret: await signingKey(env),
    });
    return result.verified;
  } catch {
    return false;
  }
}
