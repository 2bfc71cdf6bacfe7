// What the move (parked-move.ts) does with a parked entry D1 refused, or that cannot be read: it
// waits a growing time before its next try, and after MAX_MOVE_ATTEMPTS it is set aside as a dead
// letter. Either is a KV write of the value the move read, so a privacy request of the person that
// lands meanwhile must not be undone by it: the erasure records and consent revocations in D1 (read
// as of the entry's own time) are checked before the write and again after it. Erased: the entry
// is deleted, not written back. Revoked: what is written back has no marketing consent. Erasure and
// revocation record themselves in D1 before they touch KV (privacy/subject.ts), so whichever way
// the two interleave, the move's write cannot outlive them.
import { errorCause, logger } from '../../log';
import { subjectHash } from '../../privacy/site-secret';
import { asideKey, type Parked, type ParkedMeta, parkedRowOf, rekey, repark } from './parked';

/** Failed moves before an entry is set aside as a dead letter (about five hours of tries with the backoff below). */
export const MAX_MOVE_ATTEMPTS = 5;

/** Wait after a failed move: 10, 20, 40 … minutes, at most 6 hours. */
export function moveBackoffMs(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 360) * 60_000;
}

type SetBackEnv = { LEADS_DB: D1Database; PARKED_SUBMISSIONS: KVNamespace; IP_HASH_SECRET?: string };

/**
 * Records a failed move of `entry`, whose value the move read as `raw`: 'erased' (deleted, its
 * person erased since it was received), 'dead' (set aside) or 'waiting' (tried again after the backoff).
 */
export async function setBackRefused(
  env: SetBackEnv,
  entry: Parked,
  failure: { raw: string; refused: string },
  now: number,
): Promise<'erased' | 'dead' | 'waiting'> {
  const kv = env.PARKED_SUBMISSIONS;
  const subject = entry.meta.s ?? (await subjectOf(env, failure.raw));
  const before = await requestsSince(env.LEADS_DB, subject, entry);
  if (before.erased) {
    await kv.delete(entry.key);
    return 'erased';
  }
  const written = await setBack(kv, entry, before.revoked ? withoutConsent(failure.raw) : failure.raw, failure.refused, now);
  // A request that landed between the check and the write (it changed KV, then the write undid it).
  const after = await requestsSince(env.LEADS_DB, subject, entry);
  if (after.erased) {
    await Promise.all([kv.delete(entry.key), written && kv.delete(written.entry.key)]);
    return 'erased';
  }
  if (after.revoked && !before.revoked && written) {
    const value = withoutConsent(failure.raw);
    if (value !== failure.raw) await repark(kv, written.entry, value).catch(() => undefined);
  }
  return written?.dead ? 'dead' : 'waiting';
}

/** The keyed hash of the address in an entry's value (one parked without it), if it can be read and made. */
async function subjectOf(env: SetBackEnv, raw: string): Promise<string | undefined> {
  const email = parkedRowOf(raw)?.email;
  return email ? subjectHash(env, email).catch(() => undefined) : undefined;
}

/** Whether the entry's person was erased, or withdrew their marketing consent, after it was received. */
async function requestsSince(db: D1Database, subject: string | undefined, entry: Parked) {
  if (!subject) return { erased: false, revoked: false };
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM erasures WHERE subject_hash = ?1 AND erased_at >= ?2) AS erased,
              EXISTS (SELECT 1 FROM revocations WHERE subject_hash = ?1 AND revoked_at >= ?2) AS revoked`,
    )
    .bind(subject, entry.meta.at)
    .first<{ erased: number; revoked: number }>()
    .catch(() => null);
  return { erased: row?.erased === 1, revoked: row?.revoked === 1 };
}

/** The value with its marketing consent withdrawn (as revocation rewrites a parked entry); unchanged when there is none to withdraw. */
function withoutConsent(raw: string): string {
  const row = parkedRowOf(raw);
  return row && row.marketing_consent === 1 ? JSON.stringify({ ...row, marketing_consent: 0 }) : raw;
}

/** Records a failed move: tried again after the backoff, or set aside once the attempts are spent. What it wrote, if it could. */
async function setBack(
  kv: KVNamespace,
  entry: Parked,
  raw: string,
  cause: string,
  now: number,
): Promise<{ dead: boolean; entry: Parked } | undefined> {
  const attempts = (entry.meta.n ?? 0) + 1;
  const dead = attempts >= MAX_MOVE_ATTEMPTS;
  const { t: _next, ...rest } = entry.meta;
  const fields = { table: entry.table, parkedBy: entry.meta.r ?? null, attempts, cause };
  if (dead) logger.error('submission.dead_lettered', fields);
  else logger.warn('submission.move_failed', { ...fields, retryInMinutes: moveBackoffMs(attempts) / 60_000 });
  const meta: ParkedMeta = {
    ...rest,
    n: attempts,
    e: cause,
    ...(dead ? { d: new Date(now).toISOString() } : { t: now + moveBackoffMs(attempts) }),
  };
  try {
    // A dead letter is set aside, out of the way of the entries the move lists (parked.ts ASIDE).
    if (dead) return { dead, entry: await rekey(kv, entry, asideKey(entry.key), raw, meta) };
    await repark(kv, entry, raw, meta);
    return { dead, entry: { ...entry, meta } };
  } catch (error) {
    // Not recorded (KV refusing writes): the entry is tried again at the next look, and TRY_LIMIT
    // still leaves room behind it.
    logger.warn('submission.move_failure_unrecorded', { table: entry.table, cause: errorCause(error) });
    return undefined;
  }
}
