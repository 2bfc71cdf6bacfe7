// The day's known values of the free-text dimensions: a beacon's referrer and UTM tags come from a
// URL anyone can write, and each new value would be a counter row of its own, kept for months. So
// each day admits at most `cap` distinct values per dimension (the first ones seen, in D1, across
// isolates); any other value that day is counted as "(other)". A real site's sources and campaigns
// of a day are a few dozen; a script's random ones end in one row.
import { type Dims, OTHER } from './dims';

/** Dimensions whose values a day admits one by one. */
export const CAPPED = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const satisfies readonly (keyof Dims)[];
type Capped = (typeof CAPPED)[number];

/** Distinct values a day admits per dimension (ANALYTICS_DAILY_VALUES). */
export const DEFAULT_DAILY_VALUES = 30;

export function dailyValues(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_DAILY_VALUES;
}

/** Values this isolate knows are admitted, per day and dimension (a new isolate asks D1). */
const admitted = new Map<string, Set<string>>();

/** For tests: forget what this isolate knows. */
export function forgetValues(): void {
  admitted.clear();
}

const keyOf = (day: string, dim: Capped) => `${day}|${dim}`;

/**
 * Folds the values the day does not admit into OTHER, in place, admitting new ones while there
 * is room: one D1 batch of two statements per dimension that has values this isolate has not seen
 * admitted. Returns the rows written (one per value admitted), for the budget.
 */
export async function foldUnknown(db: D1Database, day: string, dims: Dims[], cap: number): Promise<number> {
  const asked: { dim: Capped; values: string[] }[] = [];
  for (const dim of CAPPED) {
    const known = admitted.get(keyOf(day, dim));
    const values = [...new Set(dims.map((d) => d[dim]).filter((v) => v !== '' && v !== OTHER && !known?.has(v)))];
    if (values.length > 0) asked.push({ dim, values });
  }
  let written = 0;
  if (asked.length > 0) {
    const statements = asked.flatMap(({ dim, values }) => [
      // Admits the new values in order while the day has room (the LIMIT is what room is left).
      db
        .prepare(
          `INSERT INTO analytics_values (day, dim, value)
           SELECT ?1, ?2, j.value FROM json_each(?3) AS j
           WHERE NOT EXISTS (SELECT 1 FROM analytics_values WHERE day = ?1 AND dim = ?2 AND value = j.value)
           LIMIT max(0, ?4 - (SELECT COUNT(*) FROM analytics_values WHERE day = ?1 AND dim = ?2))
           ON CONFLICT DO NOTHING`,
        )
        .bind(day, dim, JSON.stringify(values), cap),
      db
        .prepare('SELECT value FROM analytics_values WHERE day = ?1 AND dim = ?2 AND value IN (SELECT value FROM json_each(?3))')
        .bind(day, dim, JSON.stringify(values)),
    ]);
    const results = await db.batch<{ value: string }>(statements);
    for (const [i, { dim }] of asked.entries()) {
      written += results[2 * i]?.meta.rows_written ?? 0;
      const key = keyOf(day, dim);
      let known = admitted.get(key);
      if (!known) {
        if (admitted.size >= 16) admitted.delete(admitted.keys().next().value as string);
        known = new Set();
        admitted.set(key, known);
      }
      for (const row of results[2 * i + 1]?.results ?? []) if (known.size < cap) known.add(row.value);
    }
  }
  for (const d of dims) {
    for (const dim of CAPPED) if (d[dim] !== '' && !admitted.get(keyOf(day, dim))?.has(d[dim])) d[dim] = OTHER;
  }
  return written;
}
