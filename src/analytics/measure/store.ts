// The counters in D1 (migrations/0005_analytics.sql): counts upserted one row per day and
// dimension combination (the visitor rows are seen.ts's), and the rows each day's
// measurement wrote (D1's own meta.rows_written), so that it stops before it can spend the
// writes the leads need.
import { type AnalyticsEvent, DIM_NAMES, type Dims } from './dims';

/** One counter row's increments. */
export interface CountRow extends Dims {
  day: string;
  event: AnalyticsEvent;
  count: number;
  visitors: number;
  page_visitors: number;
}

const KEY = ['day', 'event', ...DIM_NAMES] as const;

/** The key a count row is summed under, in a batch as in the table. */
export const countKey = (row: Pick<CountRow, (typeof KEY)[number]>): string => KEY.map((k) => row[k]).join('\u0001');

/** Adds `row`'s increments into `into` under its key. */
export function addCount(into: Map<string, CountRow>, row: CountRow): void {
  const key = countKey(row);
  const had = into.get(key);
  if (!had) into.set(key, { ...row });
  else {
    had.count += row.count;
    had.visitors += row.visitors;
    had.page_visitors += row.page_visitors;
  }
}

const COLUMNS = [...KEY, 'count', 'visitors', 'page_visitors'];
const PARAMS = COLUMNS.map(() => '?').join(', ');
// SQLite needs a WHERE in an INSERT … SELECT that has an ON CONFLICT clause.
const upsertFrom = (source: string) => `INSERT INTO analytics_counts (${COLUMNS.join(', ')}) ${source}
  ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET count = count + excluded.count,
    visitors = visitors + excluded.visitors, page_visitors = page_visitors + excluded.page_visitors`;
const UPSERT = upsertFrom(`VALUES (${PARAMS})`);

const valuesOf = (row: CountRow) => [...KEY.map((k) => row[k]), row.count, row.visitors, row.page_visitors];

/** The upsert of one counter row (for a batch of its own or with other statements). */
export function upsertCount(db: D1Database, row: CountRow): D1PreparedStatement {
  return db.prepare(UPSERT).bind(...valuesOf(row));
}

type Sql = { sql: string; params: (string | number | null)[] };

/**
 * The same upsert, written only when `when` (SQL with plain `?` parameters) holds as it runs; its
 * detail, when `detail` is given, is that expression's value as it runs (a lead's view's rating).
 */
export function upsertCountWhen(db: D1Database, row: CountRow, when: Sql, detail?: Sql): D1PreparedStatement {
  if (!detail) return db.prepare(upsertFrom(`SELECT ${PARAMS} WHERE ${when.sql}`)).bind(...valuesOf(row), ...when.params);
  const at = COLUMNS.indexOf('detail');
  const select = COLUMNS.map((_, i) => (i === at ? detail.sql : '?')).join(', ');
  const values: (string | number | null)[] = valuesOf(row);
  values.splice(at, 1, ...detail.params);
  return db.prepare(upsertFrom(`SELECT ${select} WHERE ${when.sql}`)).bind(...values, ...when.params);
}

/** Upserts the rows in one batch, with `also`'s statements; the rows D1 says they wrote. */
export async function writeCounts(db: D1Database, rows: Iterable<CountRow>, also: D1PreparedStatement[] = []): Promise<number> {
  const list = [...[...rows].map((row) => upsertCount(db, row)), ...also];
  if (list.length === 0) return 0;
  const results = await db.batch(list);
  return results.reduce((n, r) => n + (r.meta.rows_written ?? 0), 0);
}

/**
 * Keeps the LCP rating of each view in `ratings` (its first, as seen.ts counts a vital once per
 * view), for the count of a lead posted from that view (leads.ts): the view's random id and the
 * rating, deleted after two days (retention.ts).
 */
export function keepViewLcp(db: D1Database, ratings: { view: string; day: string; rating: string }[]): D1PreparedStatement[] {
  if (ratings.length === 0) return [];
  return [
    db
      .prepare(
        `INSERT INTO analytics_view_lcp (view, day, rating)
         SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?1) WHERE 1
         ON CONFLICT (view) DO NOTHING`,
      )
      .bind(JSON.stringify(ratings.map((r) => [r.view, r.day, r.rating]))),
  ];
}

/** Adds to the day's count of rows the measurement wrote (this statement's own write included). */
export async function spend(db: D1Database, day: string, rows: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO analytics_budget (day, rows_written) VALUES (?1, ?2)
       ON CONFLICT (day) DO UPDATE SET rows_written = rows_written + excluded.rows_written`,
    )
    .bind(day, rows + 1)
    .run();
}

/** Rows the measurement has written on `day` so far. */
export async function spent(db: D1Database, day: string): Promise<number> {
  const row = await db.prepare('SELECT rows_written FROM analytics_budget WHERE day = ?').bind(day).first<{ rows_written: number }>();
  return row?.rows_written ?? 0;
}

/** Days this isolate has marked as stopped at the budget: the mark is written once. */
const stoppedDays = new Set<string>();

/**
 * Notes when counting stopped at the day's budget (the first time, across isolates), for the
 * report and its CSV: one write a day at most, charged like the others.
 */
export async function markStopped(db: D1Database, day: string, at: number): Promise<void> {
  if (stoppedDays.has(day)) return;
  stoppedDays.add(day);
  if (stoppedDays.size > 8) stoppedDays.delete(stoppedDays.values().next().value as string);
  await db
    .prepare(
      `INSERT INTO analytics_budget (day, rows_written, stopped_at) VALUES (?1, 1, ?2)
       ON CONFLICT (day) DO UPDATE SET stopped_at = excluded.stopped_at, rows_written = rows_written + 1
         WHERE stopped_at IS NULL`,
    )
    .bind(day, new Date(at).toISOString())
    .run();
}

/** For tests: forget the days marked. */
export function forgetStopped(): void {
  stoppedDays.clear();
}
