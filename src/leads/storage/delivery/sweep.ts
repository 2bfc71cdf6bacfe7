// The scheduled sweep: no stored submission stays without a delivery attempt. A submission pending
// delivery gets its delivery rows in the batch that stores it (store.ts), so a missing row means
// something outside that batch went wrong (a row written by hand, a release that stored without
// them) or a destination configured since; whatever the cause, every destination that takes a
// submission pending for more than SWEEP_AFTER_MS and lacks its row gets one, due at once, and the
// same run's claim sends it. A submission stored while no destination was configured (delivery
// status 'none') is swept the same way once one is: it becomes pending, so the team receives what
// the site kept while nothing was set up. Bounded: at most SWEEP_LIMIT rows per table and run.
import { COLUMNS, type Table } from '../columns';
import type { Destination } from './outbox';

/** How long a submission may be pending before its missing rows count as missing: past its request's own first attempt. */
export const SWEEP_AFTER_MS = 2 * 60_000;
/** Delivery rows one sweep makes per table at most. */
export const SWEEP_LIMIT = 30;

const iso = (ms: number) => new Date(ms).toISOString();

/** Enqueues what is missing; how many delivery rows it made per table (only those with any). */
export async function sweepUndelivered(
  db: D1Database,
  destinationsOf: (table: Table) => readonly Destination[],
  now: number,
): Promise<Partial<Record<Table, number>>> {
  const tables = (Object.keys(COLUMNS) as Table[]).filter((table) => destinationsOf(table).length > 0);
  if (tables.length === 0) return {};
  const statements = tables.flatMap((table) => [
    db
      .prepare(
        `INSERT INTO deliveries (source, row_id, destination, status, next_attempt_at, created_at, updated_at)
         SELECT ?1, t.id, d.value, 'pending', ?2, ?2, ?2 FROM ${table} AS t, json_each(?3) AS d
         WHERE t.delivery_status IN ('pending', 'none') AND t.received_at < ?4
           AND NOT EXISTS (SELECT 1 FROM deliveries AS x WHERE x.source = ?1 AND x.row_id = t.id AND x.destination = d.value)
         ORDER BY t.id LIMIT ?5
         ON CONFLICT DO NOTHING`,
      )
      .bind(table, iso(now), JSON.stringify(destinationsOf(table)), iso(now - SWEEP_AFTER_MS), SWEEP_LIMIT),
    // A 'none' row that now has delivery rows is pending, as the exports and the pipeline's health say.
    db
      .prepare(
        `UPDATE ${table} SET delivery_status = 'pending', delivery_updated_at = ?2
         WHERE delivery_status = 'none' AND EXISTS (SELECT 1 FROM deliveries AS x WHERE x.source = ?1 AND x.row_id = ${table}.id)`,
      )
      .bind(table, iso(now)),
  ]);
  const results = await db.batch(statements);
  const made: Partial<Record<Table, number>> = {};
  for (const [i, table] of tables.entries()) {
    const changes = results[2 * i]?.meta.changes ?? 0;
    if (changes > 0) made[table] = changes;
  }
  return made;
}
