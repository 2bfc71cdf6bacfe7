// The report's figures from the counters (migrations/0005_analytics.sql): totals, a series per
// day and each breakdown, for a range and the previous period of the same length. One D1 batch:
// every figure of a report view in one round trip.
import { DIM_NAMES } from '../measure/dims';
import { type Channel, channelOf } from '../../shared/channel';
import { daysOf, previousRange, type Range } from './range';
import { type LcpConversion, type VitalsRow, vitalsOf, vitalsStatements } from './vitals';

/**
 * A period's figures, in the order of the tables' columns: people at each step (distinct
 * visitors of the day, by the day's hash: a visitor on two days counts twice) and the raw event
 * counts beside them (views; calls to action clicked and the visitors who clicked one; forms
 * started and the visitors who started one), then leads and those delivered.
 */
export const MEASURES = ['views', 'visitors', 'ctas', 'ctaVisitors', 'starts', 'startVisitors', 'leads', 'delivered'] as const;
export type Measure = (typeof MEASURES)[number];
export type Measures = Record<Measure, number>;

export interface BreakdownRow extends Measures {
  key: string;
  /** Sources only: the channel the source and medium fall in. */
  channel?: Channel;
  /** Leads ÷ visitors (0 without visitors). */
  rate: number;
  previous: { leads: number; visitors: number; rate: number };
}

export const BREAKDOWNS = ['channel', 'page', 'source', 'campaign', 'lang', 'country', 'placement', 'device'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export interface DestinationRow {
  destination: string;
  delivered: number;
  failed: number;
}

export interface ReportData {
  range: Range;
  previousRange: Range;
  totals: Measures & { rate: number };
  previousTotals: Measures & { rate: number };
  series: (Measures & { day: string })[];
  breakdowns: Record<Breakdown, BreakdownRow[]>;
  destinations: DestinationRow[];
  /** Days of the range on which counting stopped at the measurement's daily budget, and when (ISO). */
  stopped: { day: string; at: string }[];
  /** Core Web Vitals per page and device, and the conversion of visits per LCP rating (vitals.ts). */
  vitals: VitalsRow[];
  lcpConversion: LcpConversion[];
}

/** At most this many rows per breakdown, the busiest first. */
export const ROWS_MAX = 50;

/** The visit's source, medium and referrer in one key: the channel and the source are worked out from it here. */
const VISIT_SQL = 'utm_source || char(1) || utm_medium || char(1) || referrer';

const KEY_SQL: Record<Breakdown, string> = {
  channel: VISIT_SQL,
  page: 'path',
  source: VISIT_SQL,
  campaign: 'utm_campaign',
  lang: 'lang',
  country: 'country',
  placement: 'placement',
  device: 'device',
};

/** Per event: the measure of its count, and of its people (beacon events only). */
const EVENT_MEASURE: Record<string, [keyof Measures, (keyof Measures)?]> = {
  view: ['views', 'visitors'],
  cta: ['ctas', 'ctaVisitors'],
  form_start: ['starts', 'startVisitors'],
  lead: ['leads'],
  delivered: ['delivered'],
};

type Grouped = { key: string; event: string; n: number; visitors: number; page_visitors: number };

const visitOf = (key: string) => {
  const [utm_source = '', utm_medium = '', referrer = ''] = key.split('\u0001');
  return { utm_source, utm_medium, referrer };
};

/**
 * A source as "source / medium" (GA's): the UTM source and medium, else the referrer's name and
 * `organic` or `referral`; '' for a direct visit. So a paid visit from Google and a search visit
 * are two rows.
 */
function sourceOf(key: string): string {
  const visit = visitOf(key);
  const channel = channelOf(visit);
  if (channel === 'direct') return '';
  if (visit.utm_source || visit.utm_medium) return `${visit.utm_source || '(not set)'} / ${visit.utm_medium || '(none)'}`;
  return `${visit.referrer} / ${channel === 'organic_search' ? 'organic' : 'referral'}`;
}

/** A grouped row's key as the breakdown shows it. */
const KEY_OF: Partial<Record<Breakdown, (key: string) => string>> = { channel: (key) => channelOf(visitOf(key)), source: sourceOf };

export const empty = (): Measures => Object.fromEntries(MEASURES.map((m) => [m, 0])) as Measures;
export const rateOf = (m: Pick<Measures, 'leads' | 'visitors'>): number => (m.visitors > 0 ? m.leads / m.visitors : 0);

/** Adds one grouped row into `m`: the event's count, and its people (per page for the page breakdown). */
function add(m: Measures, row: Grouped, perPage: boolean): void {
  const [count, people] = EVENT_MEASURE[row.event] ?? [];
  if (!count) return;
  m[count] += row.n;
  if (people) m[people] += perPage ? row.page_visitors : row.visitors;
}

function grouped(db: D1Database, keySql: string, range: Range): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${keySql} AS key, event, SUM(count) AS n, SUM(visitors) AS visitors, SUM(page_visitors) AS page_visitors
       FROM analytics_counts WHERE day BETWEEN ?1 AND ?2 AND event IN ('view', 'cta', 'form_start', 'lead', 'delivered')
       GROUP BY key, event`,
    )
    .bind(range.from, range.to);
}

export async function reportData(db: D1Database, range: Range): Promise<ReportData> {
  const before = previousRange(range);
  const statements = [
    grouped(db, 'day', range),
    grouped(db, "''", before),
    ...BREAKDOWNS.flatMap((b) => [grouped(db, KEY_SQL[b], range), grouped(db, KEY_SQL[b], before)]),
    db
      .prepare(`SELECT detail, SUM(count) AS n FROM analytics_counts WHERE day BETWEEN ?1 AND ?2 AND event = 'delivery' GROUP BY detail`)
      .bind(range.from, range.to),
    db
      .prepare('SELECT day, stopped_at AS at FROM analytics_budget WHERE day BETWEEN ?1 AND ?2 AND stopped_at IS NOT NULL ORDER BY day')
      .bind(range.from, range.to),
    ...vitalsStatements(db, range),
  ];
  const results = await db.batch<Record<string, unknown>>(statements);
  const rows = (i: number) => (results[i]?.results ?? []) as Grouped[];

  const byDay = new Map(daysOf(range).map((day) => [day, empty()]));
  const totals = empty();
  for (const row of rows(0)) {
    const m = byDay.get(row.key);
    if (m) add(m, row, false);
    add(totals, row, false);
  }
  const previousTotals = empty();
  for (const row of rows(1)) add(previousTotals, row, false);

  const breakdowns = {} as Record<Breakdown, BreakdownRow[]>;
  for (const [i, b] of BREAKDOWNS.entries()) {
    const perPage = b === 'page';
    const keyOf = KEY_OF[b] ?? ((key: string) => key);
    const sum = (list: Grouped[]) => {
      const into = new Map<string, Measures & { visit?: string }>();
      for (const row of list) {
        const key = keyOf(row.key);
        const m = into.get(key) ?? { ...empty(), visit: row.key };
        add(m, row, perPage);
        into.set(key, m);
      }
      return into;
    };
    const now = sum(rows(2 + 2 * i));
    const then = sum(rows(3 + 2 * i));
    breakdowns[b] = [...now]
      .map(([key, { visit, ...m }]): BreakdownRow => {
        // A placement has no views of its own: its leads are set against the site's visitors.
        const visitors = b === 'placement' ? totals.visitors : m.visitors;
        const prev: Measures = then.get(key) ?? empty();
        const prevVisitors = b === 'placement' ? previousTotals.visitors : prev.visitors;
        return {
          key,
          ...m,
          visitors,
          ...(b === 'source' && visit !== undefined ? { channel: channelOf(visitOf(visit)) } : {}),
          rate: rateOf({ leads: m.leads, visitors }),
          previous: { leads: prev.leads, visitors: prevVisitors, rate: rateOf({ leads: prev.leads, visitors: prevVisitors }) },
        };
      })
      .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key))
      .slice(0, ROWS_MAX);
  }

  const destinations = new Map<string, DestinationRow>();
  for (const row of (results.at(-4)?.results ?? []) as { detail: string; n: number }[]) {
    const [destination = '', outcome] = row.detail.split(':');
    const d = destinations.get(destination) ?? { destination, delivered: 0, failed: 0 };
    if (outcome === 'delivered') d.delivered += row.n;
    else if (outcome === 'failed') d.failed += row.n;
    destinations.set(destination, d);
  }

  return {
    range,
    previousRange: before,
    totals: { ...totals, rate: rateOf(totals) },
    previousTotals: { ...previousTotals, rate: rateOf(previousTotals) },
    series: [...byDay].map(([day, m]) => ({ day, ...m })),
    breakdowns,
    destinations: [...destinations.values()].sort((a, b) => a.destination.localeCompare(b.destination)),
    stopped: (results.at(-3)?.results ?? []) as { day: string; at: string }[],
    ...vitalsFrom(results.slice(-2)),
  };
}

function vitalsFrom([ratings, leads]: D1Result<Record<string, unknown>>[]) {
  const { rows, lcp } = vitalsOf((ratings?.results ?? []) as never, (leads?.results ?? []) as never);
  return { vitals: rows, lcpConversion: lcp };
}

/** Every counter row of the range, per day and combination of dimensions: the CSV's rows. */
export async function counterRows(db: D1Database, range: Range, limit = 100_000): Promise<Record<string, unknown>[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COUNTER_COLUMNS.map((c) => `c.${c}`).join(', ')}, COALESCE(b.stopped_at, '') AS budget_stopped_at
       FROM analytics_counts AS c LEFT JOIN analytics_budget AS b ON b.day = c.day
       WHERE c.day BETWEEN ?1 AND ?2 ORDER BY c.day, c.event, c.path, c.count DESC LIMIT ?3`,
    )
    .bind(range.from, range.to, limit)
    .all<Record<string, unknown>>();
  return results;
}

const COUNTER_COLUMNS = ['day', 'event', ...DIM_NAMES, 'count', 'visitors', 'page_visitors'] as const;
/** The CSV's columns: a counter row's, and when its day's counting stopped at the budget ('' when it did not). */
export const CSV_COLUMNS = [...COUNTER_COLUMNS, 'budget_stopped_at'] as const;
