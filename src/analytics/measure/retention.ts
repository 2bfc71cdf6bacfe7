// The measurement's housekeeping, run by the scheduled job every minute, each part a bounded
// batch so that no run's writes grow with the traffic or the backlog: the day-old salts and
// visitor hashes (visitor.ts), the days' admitted values (values.ts) and the views' LCP ratings
// (store.ts keepViewLcp), then the counter rows
// past their retention (ANALYTICS_RETENTION_MONTHS, 13 by default). Every row deleted is charged
// to the day's analytics budget like the rows written; the counters' deletion, which can wait,
// waits while the day's budget is spent, the hashes' never (after two days they must go).
import { dayOf } from './dims';
import { spend, spent } from './store';
import { deleteOldSalts } from './visitor';
import { DEFAULT_TIME_ZONE } from '../../util/local-day';

export { DEFAULT_RETENTION_MONTHS, retentionMonths } from './retention-months';

/** Counter rows one run deletes at most. */
export const COUNT_DELETE_LIMIT = 1000;

/** The first day kept: `months` calendar months before today's day in the site's zone. */
export function firstKeptDay(now: number, months: number, timeZone = DEFAULT_TIME_ZONE): string {
  const [y = 0, m = 1, d = 1] = dayOf(now, timeZone).split('-').map(Number);
  // The same day of the month, or the month's last when it has fewer days.
  const last = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, last))).toISOString().slice(0, 10);
}

const KEY = 'day, event, path, lang, country, device, referrer, utm_source, utm_medium, utm_campaign, placement, detail';

export interface Tidied {
  salts: number;
  hashes: number;
  values: number;
  /** Views' LCP ratings (analytics_view_lcp). */
  views: number;
  counts: number;
}

export async function tidyMeasurement(
  db: D1Database,
  options: { now?: number; months: number; budget: number; limit?: number; timeZone?: string },
): Promise<Tidied> {
  const now = options.now ?? Date.now();
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today = dayOf(now, zone);
  const { salts, hashes } = await deleteOldSalts(db, now, undefined, zone);
  const kept = dayOf(now - 86_400_000, zone);
  // The views' LCP ratings go with the visitor hashes, after two days (the leads' count is done),
  // in the hour's first run only: every minute's would cost the idle day's reads for nothing.
  const [values, views] = await db.batch([
    db.prepare('DELETE FROM analytics_values WHERE day < ?').bind(kept),
    ...(now % 3_600_000 < 60_000 ? [db.prepare('DELETE FROM analytics_view_lcp WHERE day < ?').bind(kept)] : []),
  ]);
  let counts = 0;
  if ((await spent(db, today)) < options.budget) {
    const cut = firstKeptDay(now, options.months, zone);
    const [deleted] = await db.batch([
      db
        .prepare(`DELETE FROM analytics_counts WHERE (${KEY}) IN (SELECT ${KEY} FROM analytics_counts WHERE day < ?1 LIMIT ?2)`)
        .bind(cut, options.limit ?? COUNT_DELETE_LIMIT),
      db.prepare('DELETE FROM analytics_budget WHERE day < ?1').bind(cut),
    ]);
    counts = deleted?.meta.changes ?? 0;
  }
  const tidied = { salts, hashes, values: values?.meta.changes ?? 0, views: views?.meta.changes ?? 0, counts };
  const rows = tidied.salts + tidied.hashes + tidied.values + tidied.views + tidied.counts;
  if (rows > 0) await spend(db, today, rows);
  return tidied;
}
