// Real visitors' speed beside their conversion: the Core Web Vitals' ratings the beacon counted
// (event `vital`, detail `lcp:good` …, per page and device; never a timing), read for a range. Per
// page and device, each metric's 75th percentile's rating (the rating the 75th visit in order of
// speed falls in, as Google's tools judge a page) and its share of good; and, per LCP rating, the
// visits (views that reported their LCP) and the leads posted from those views (a lead is counted
// under its view's rating, src/analytics/measure/leads.ts): the conversion of visits with a good LCP
// against a poor one.
import { VITAL_RATINGS, VITALS, type Vital, type VitalRating } from '../../shared/beacon-protocol';
import type { Range } from './range';

export interface VitalFigure {
  /** Ratings counted. */
  n: number;
  /** The 75th percentile's rating. */
  p75: VitalRating;
  /** Share of good ratings. */
  good: number;
}

export interface VitalsRow {
  path: string;
  device: string;
  vitals: Partial<Record<Vital, VitalFigure>>;
}

export interface LcpConversion {
  rating: VitalRating;
  /** Views that reported this LCP rating. */
  visits: number;
  /** Leads posted from those views. */
  leads: number;
  rate: number;
}

/** At most this many page and device rows, the most measured first. */
const ROWS_MAX = 30;

/** The rating the 75th percentile falls in, from the counts per rating. */
export function p75Rating(counts: Record<VitalRating, number>): VitalRating {
  const n = VITAL_RATINGS.reduce((sum, r) => sum + counts[r], 0);
  let seen = 0;
  for (const rating of VITAL_RATINGS) {
    seen += counts[rating];
    if (seen >= 0.75 * n) return rating;
  }
  return 'poor';
}

const figure = (counts: Record<VitalRating, number>): VitalFigure => {
  const n = VITAL_RATINGS.reduce((sum, r) => sum + counts[r], 0);
  return { n, p75: p75Rating(counts), good: n > 0 ? counts.good / n : 0 };
};

const zero = (): Record<VitalRating, number> => ({ good: 0, 'needs-improvement': 0, poor: 0 });

/** The statements the report's batch runs for the vitals: the ratings per page and device, and the leads per LCP rating of their view. */
export function vitalsStatements(db: D1Database, range: Range): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT path, device, detail, SUM(count) AS n FROM analytics_counts
         WHERE day BETWEEN ?1 AND ?2 AND event = 'vital' GROUP BY path, device, detail`,
      )
      .bind(range.from, range.to),
    db
      .prepare(
        `SELECT detail, SUM(count) AS n FROM analytics_counts
         WHERE day BETWEEN ?1 AND ?2 AND event = 'lead' AND detail LIKE 'lcp:%' GROUP BY detail`,
      )
      .bind(range.from, range.to),
  ];
}

type RatingRow = { path: string; device: string; detail: string; n: number };
type LeadRow = { detail: string; n: number };

export function vitalsOf(ratings: RatingRow[], leadRows: LeadRow[]): { rows: VitalsRow[]; lcp: LcpConversion[] } {
  const byPageDevice = new Map<string, { path: string; device: string; counts: Map<Vital, Record<VitalRating, number>> }>();
  const visits = zero();
  for (const row of ratings) {
    const [metric, rating] = row.detail.split(':') as [Vital, VitalRating];
    if (!VITALS.includes(metric) || !VITAL_RATINGS.includes(rating)) continue;
    const key = `${row.path}\u0001${row.device}`;
    const entry = byPageDevice.get(key) ?? { path: row.path, device: row.device, counts: new Map() };
    const counts = entry.counts.get(metric) ?? zero();
    counts[rating] += row.n;
    entry.counts.set(metric, counts);
    byPageDevice.set(key, entry);
    if (metric === 'lcp') visits[rating] += row.n;
  }
  const rows = [...byPageDevice.values()]
    .map(({ path, device, counts }) => ({
      path,
      device,
      vitals: Object.fromEntries([...counts].map(([metric, c]) => [metric, figure(c)])) as VitalsRow['vitals'],
    }))
    .sort((a, b) => (b.vitals.lcp?.n ?? 0) - (a.vitals.lcp?.n ?? 0) || a.path.localeCompare(b.path) || a.device.localeCompare(b.device))
    .slice(0, ROWS_MAX);
  const leads = zero();
  for (const row of leadRows) {
    const rating = row.detail.slice('lcp:'.length) as VitalRating;
    if (VITAL_RATINGS.includes(rating)) leads[rating] += row.n;
  }
  const lcp = VITAL_RATINGS.map(
    (rating): LcpConversion => ({
      rating,
      visits: visits[rating],
      leads: leads[rating],
      rate: visits[rating] > 0 ? leads[rating] / visits[rating] : 0,
    }),
  );
  return { rows, lcp };
}
