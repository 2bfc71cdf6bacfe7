// Leads and their delivery, counted on the server from the stored row (never from the browser):
// a lead by the statement that stores it in D1, from the request or from the parking, in the same
// transaction (src/leads/storage/store.ts OnInsert): once, however often the insert is retried or a
// parked copy moved, and a lead parked while D1 is down is counted when it is moved in (under the
// day it was received). `delivered` once per submission when its first
// destination has it (the lead reached sales), and `delivery` for each destination's final outcome
// (counted by the scheduled job, apart from the deliveries themselves).
// The row gives every dimension, so a lead and its delivery are counted under the same ones,
// whether the visitor had JavaScript or not, and whatever their Sec-GPC or DNT said (a lead is a
// stored fact). The lead's count is one upsert of a table of the same migration as the columns the
// insert writes: it cannot fail where the insert would not. A trigger of the counter table charges
// it to the measurement's daily budget (migrations/0010_analytics_lead_charge.sql); the budget
// never stops a lead's count, which is a stored fact.
import { cleanDims, dayOf, deviceOf, type Dims, referrerName, validHost } from './dims';
import { addCount, type CountRow, spend, upsertCountWhen, writeCounts } from './store';
import { LEAD_TABLES, sqlList } from '../../leads/storage/columns';
import type { OnInsert, SubmissionRow } from '../../leads/storage/store';
import { countedPlacement } from '../../shared/form-rules/post-fields';
import { DEFAULT_TIME_ZONE } from '../../util/local-day';

type Row = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export { LEAD_TABLES };
const isLeadTable = (table: string): boolean => (LEAD_TABLES as readonly string[]).includes(table);

/** A lead's placement as the form start beacon names it: the form's placement, or `contact`. */
export function leadPlacement(table: string, row: Row): string {
  return countedPlacement(str(row.placement), table === 'contact_messages', str(row.form));
}

/** The dimensions a stored lead is counted under. */
export function leadDims(table: string, row: Row): Dims {
  return cleanDims({
    path: str(row.page),
    lang: str(row.lang),
    country: str(row.visitor_country),
    device: deviceOf(str(row.user_agent)),
    referrer: referrerName(validHost(row.referrer_host)),
    utm_source: str(row.utm_source),
    utm_medium: str(row.utm_medium),
    utm_campaign: str(row.utm_campaign),
    placement: leadPlacement(table, row),
  });
}

/** The day a stored submission is counted under: the local day of its (UTC) received_at. */
function dayOfRow(row: Row, timeZone: string): string {
  const at = Date.parse(str(row.received_at));
  return dayOf(Number.isFinite(at) ? at : Date.now(), timeZone);
}

/**
 * The count of a lead or contact message, for the transaction that stores it; none for a privacy
 * request. Posted from a view whose LCP rating the beacon kept (`view`, the post's view id), it is
 * counted under that rating (detail `lcp:good` …), looked up by the same statement.
 */
export function leadCount(
  db: D1Database,
  table: string,
  row: SubmissionRow,
  timeZone = DEFAULT_TIME_ZONE,
  view?: string,
): OnInsert | undefined {
  if (!isLeadTable(table)) return undefined;
  const counter: CountRow = {
    ...leadDims(table, row),
    day: dayOfRow(row, timeZone),
    event: 'lead',
    count: 1,
    visitors: 0,
    page_visitors: 0,
  };
  const detail = view
    ? { sql: "COALESCE((SELECT 'lcp:' || rating FROM analytics_view_lcp WHERE view = ?), ?)", params: [view, counter.detail] }
    : undefined;
  return (when) => upsertCountWhen(db, counter, when, detail);
}

/** Delivery outcomes one scheduled run counts at most (a few statements, whatever the backlog). */
export const COUNT_LIMIT = 5;

interface Settled {
  source: string;
  row_id: number;
  destination: string;
  status: 'delivered' | 'failed';
}

/**
 * The scheduled job: counts the final outcomes (delivered, failed) of up to `limit` deliveries not
 * counted yet, each under its submission's dimensions and the day it came in, and each submission
 * once as delivered when its first destination has it. Claiming is one UPDATE (counted 0 → 1), so
 * two runs never count the same outcome; marking the submission's delivered count (→ 2) is one
 * UPDATE that skips a submission already marked, so it counts once. Returns how many it counted.
 * At most five statements: nothing here may crowd the deliveries out of an invocation's limits.
 */
export async function countDeliveries(db: D1Database, limit = COUNT_LIMIT, timeZone = DEFAULT_TIME_ZONE): Promise<number> {
  const { results: claimed } = await db
    .prepare(
      `UPDATE deliveries SET counted = 1 WHERE rowid IN (
         SELECT rowid FROM deliveries WHERE counted = 0 AND status IN ('delivered', 'failed')
           AND source IN (${sqlList(LEAD_TABLES)}) LIMIT ?1)
       RETURNING source, row_id, destination, status`,
    )
    .bind(limit)
    .all<Settled>();
  if (claimed.length === 0) return 0;
  const delivered = claimed.filter((d) => d.status === 'delivered').map((d) => [d.source, d.row_id, d.destination]);
  const firsts = new Set<string>();
  if (delivered.length > 0) {
    const { results } = await db
      .prepare(
        `UPDATE deliveries SET counted = 2
         WHERE (source, row_id, destination) IN (SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?1))
           AND NOT EXISTS (SELECT 1 FROM deliveries AS x WHERE x.source = deliveries.source AND x.row_id = deliveries.row_id AND x.counted = 2)
         RETURNING source, row_id`,
      )
      .bind(JSON.stringify(delivered))
      .all<{ source: string; row_id: number }>();
    for (const r of results) firsts.add(`${r.source}:${r.row_id}`);
  }
  const rows = new Map<string, Row>();
  for (const table of LEAD_TABLES) {
    const ids = [...new Set(claimed.filter((d) => d.source === table).map((d) => d.row_id))];
    if (ids.length === 0) continue;
    const { results } = await db
      .prepare(`SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(ids))
      .all<Row>();
    for (const row of results) rows.set(`${table}:${String(row.id)}`, row);
  }
  const counts = new Map<string, CountRow>();
  for (const d of claimed) {
    const row = rows.get(`${d.source}:${d.row_id}`);
    // Erased since (a data subject's request): nothing left to count it under.
    if (!row) continue;
    const dims = leadDims(d.source, row);
    const day = dayOfRow(row, timeZone);
    addCount(counts, { ...dims, detail: `${d.destination}:${d.status}`, day, event: 'delivery', count: 1, visitors: 0, page_visitors: 0 });
    if (firsts.delete(`${d.source}:${d.row_id}`))
      addCount(counts, { ...dims, day, event: 'delivered', count: 1, visitors: 0, page_visitors: 0 });
  }
  const written = await writeCounts(db, counts.values());
  if (written > 0) await spend(db, dayOf(Date.now(), timeZone), written);
  return claimed.length;
}
