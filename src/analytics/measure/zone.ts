// Which time zone the counters' days are in, and from which day (migrations/0008_site_timezone.sql):
// the report tells the owner where days of one zone end and another's begin, since rows already
// counted keep the day they were counted under.
import { addDays, localDay } from '../../util/local-day';

let noted = '';

/**
 * The scheduled job, once per isolate and zone: records `timeZone` unless it is already the last
 * zone recorded, its first whole day being the day after `now`'s (the day it starts on mixes the
 * old days with the new). One statement that writes nothing when there is nothing new.
 */
export async function noteTimeZone(db: D1Database, timeZone: string, now: number): Promise<boolean> {
  if (noted === timeZone) return false;
  const result = await db
    .prepare(
      `INSERT INTO analytics_zones (time_zone, first_day, noted_at)
       SELECT ?1, ?2, ?3 WHERE COALESCE((SELECT time_zone FROM analytics_zones ORDER BY rowid DESC LIMIT 1), '') <> ?1`,
    )
    .bind(timeZone, addDays(localDay(now, timeZone), 1), new Date(now).toISOString())
    .run();
  noted = timeZone;
  return (result.meta.changes ?? 0) > 0;
}

/** For tests: as if this isolate had recorded no zone. */
export function forgetNotedZone(): void {
  noted = '';
}

/** What the report says about days: the zone they are in, and, when older counters were filed in another, from which day. */
export interface ZoneNote {
  timeZone: string;
  /** The first whole day in `timeZone`, when counters older than it were filed under another zone's days. */
  since?: string;
  /** That other zone (UTC for the counters of before the site had one). */
  before?: string;
}

export async function zoneNote(db: D1Database, timeZone: string): Promise<ZoneNote> {
  const row = await db
    .prepare(
      `SELECT z.time_zone, z.first_day,
         COALESCE((SELECT time_zone FROM analytics_zones ORDER BY rowid DESC LIMIT 1 OFFSET 1), 'UTC') AS before,
         (SELECT MIN(day) FROM analytics_counts) AS oldest
       FROM analytics_zones AS z ORDER BY z.rowid DESC LIMIT 1`,
    )
    .first<{ time_zone: string; first_day: string; before: string; oldest: string | null }>();
  if (!row || row.time_zone !== timeZone || row.before === timeZone || !row.oldest || row.oldest >= row.first_day) return { timeZone };
  return { timeZone, since: row.first_day, before: row.before };
}
