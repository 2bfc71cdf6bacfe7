// Who is a returning visitor today, without a cookie and without keeping anything that names them:
// SHA-256 of the day's random salt, the site, the IP and the user agent (as Plausible, Fathom and
// Umami do). The salt is random (crypto.getRandomValues), never derived from the date, stored in
// D1 for its day, and deleted with the day's hashes once the day is two days old: from then on a
// hash cannot be traced back to an address by anyone, the operator included.
import { dayOf } from './dims';
import { DEFAULT_TIME_ZONE } from '../../util/local-day';
import { hex } from '../../util/hex';

/** Salts read or made in this isolate, by day (a new isolate reads today's from D1 once). */
const salts = new Map<string, Promise<string>>();

/** Today's salt: made by whoever asks first (one row per day), read by everyone after. */
export function saltOf(db: D1Database, day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = readOrMake(db, day);
    // A failure is not remembered: the next beacon tries again.
    salt.catch(() => salts.delete(day));
    if (salts.size > 3) salts.delete(salts.keys().next().value as string);
    salts.set(day, salt);
  }
  return salt;
}

async function readOrMake(db: D1Database, day: string): Promise<string> {
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
  const [, read] = await db.batch<{ salt: string }>([
    db
      .prepare('INSERT INTO analytics_salts (day, salt, created_at) VALUES (?, ?, ?) ON CONFLICT (day) DO NOTHING')
      .bind(day, fresh, new Date().toISOString()),
    db.prepare('SELECT salt FROM analytics_salts WHERE day = ?').bind(day),
  ]);
  const salt = read?.results[0]?.salt;
  if (!salt) throw new Error('analytics salt not stored');
  return salt;
}

/** The visitor's hash for `day`: hex SHA-256 over the salt, the site's host, the IP and the user agent. */
export async function visitorHash(db: D1Database, day: string, site: string, ip: string, userAgent: string): Promise<string> {
  const salt = await saltOf(db, day);
  const bytes = new TextEncoder().encode(`${salt}\n${site}\n${ip}\n${userAgent}`);
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))).slice(0, 32);
}

/** Visitor hashes one run deletes at most: a busy day's (30,000 views, some 12,000 visitors) go in a few minutes of runs. */
export const HASH_DELETE_LIMIT = 5000;

/**
 * Deletes the salts and visitor hashes of days before yesterday (the scheduled job, every
 * minute): a salt lives at most 48 hours from the start of its day. The salt goes at once; its
 * day's hashes, which without it can no longer be traced back to anyone, HASH_DELETE_LIMIT a run,
 * so no run's writes grow with the traffic. Counts what it deleted.
 */
export async function deleteOldSalts(
  db: D1Database,
  now = Date.now(),
  limit = HASH_DELETE_LIMIT,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<{ salts: number; hashes: number }> {
  const keep = dayOf(now - 86_400_000, timeZone);
  const [s, h] = await db.batch([
    db.prepare('DELETE FROM analytics_salts WHERE day < ?').bind(keep),
    db
      .prepare('DELETE FROM analytics_visitors WHERE (day, hash) IN (SELECT day, hash FROM analytics_visitors WHERE day < ?1 LIMIT ?2)')
      .bind(keep, limit),
  ]);
  for (const day of salts.keys()) if (day < keep) salts.delete(day);
  return { salts: s?.meta.changes ?? 0, hashes: h?.meta.changes ?? 0 };
}

/** For tests: forget the salts this isolate read. */
export function forgetSalts(): void {
  salts.clear();
}
