// The scheduled clean-up (wrangler.toml crons): what the privacy notice promises about how long
// data lives, enforced, once an hour (retentionDue). Each statement is an indexed DELETE or
// UPDATE; hourly rather than every minute because the range the security clean-up scans grows
// with the tables (every row older than 90 days is read to find the few still holding a hash), and
// D1's free plan counts rows read. Submissions parked in KV while D1 failed are erased by the same
// rule in src/leads/storage/parked-move.ts (runParked), which needs no D1.
import { TABLES } from '../../leads/storage/columns';
import { pruneCounters } from '../../leads/storage/rate-limit';
import { SECURITY_DATA_DAYS, monthsBefore, retentionMonths } from '../policy';

export interface RetentionResult {
  /** Rows erased per table for being older than the retention period. */
  erased: Record<string, number>;
  /** Rows whose IP hash and user agent were cleared. */
  securityCleared: number;
  /** Rate-limit windows dropped. */
  rateLimits: number;
}

/** Retention runs at the first minute of each hour (the scheduled job runs every minute). */
export function retentionDue(time: number): boolean {
  return Math.floor(time / 60_000) % 60 === 0;
}

/**
 * Tables with personal data and the column that dates each row. The delivery state of a row
 * (if a table keeps it apart) must be listed before its parent, with a `where` that finds it
 * through the parent, so nothing is left orphaned.
 */
export const RETENTION_TABLES: readonly { table: string; where: string }[] = [
  {
    table: 'deliveries',
    where: TABLES.map((t) => `(source = '${t}' AND row_id IN (SELECT id FROM ${t} WHERE received_at < ?1))`).join(' OR '),
  },
  ...TABLES.map((table) => ({ table, where: 'received_at < ?1' })),
];

const SECURITY_TABLES = TABLES;

export async function runRetention(
  env: { LEADS_DB: D1Database; DATA_RETENTION_MONTHS?: string },
  now: Date = new Date(),
): Promise<RetentionResult> {
  const db = env.LEADS_DB;
  const cutoff = monthsBefore(now, retentionMonths(env)).toISOString();
  const securityCutoff = new Date(now.getTime() - SECURITY_DATA_DAYS * 86_400_000).toISOString();
  const statements = [
    ...RETENTION_TABLES.map(({ table, where }) => db.prepare(`DELETE FROM ${table} WHERE ${where}`).bind(cutoff)),
    ...SECURITY_TABLES.map((table) =>
      db
        .prepare(
          `UPDATE ${table} SET ip_hash = NULL, user_agent = NULL WHERE received_at < ?1 AND (ip_hash IS NOT NULL OR user_agent IS NOT NULL)`,
        )
        .bind(securityCutoff),
    ),
    // A window is over once it started a full window ago: its row no longer limits anyone.
    pruneCounters(db, Math.floor(now.getTime() / 1000)),
  ];
  const results = await db.batch(statements);
  const changes = (i: number) => results[i]?.meta.changes ?? 0;
  const erased: Record<string, number> = {};
  for (const [i, { table }] of RETENTION_TABLES.entries()) erased[table] = changes(i);
  let securityCleared = 0;
  for (let i = 0; i < SECURITY_TABLES.length; i++) securityCleared += changes(RETENTION_TABLES.length + i);
  return { erased, securityCleared, rateLimits: changes(statements.length - 1) };
}
