// The digest's comparison with the week before: each figure up or down, in words and numbers, and
// the page and the source whose visitors changed most (a page that lost all its visitors included,
// which the report's tables, listing this period's rows, would not show).
import type { Range } from './range';

const number = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const points = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rate as the digest writes it: 2,5 %. */
export const pct = (rate: number): string => percent.format(rate).replace(/\s*%$/, ' %');

/**
 * A figure against last week's, in words and numbers: "120, subiu 20 (+20,0 %) em relação à
 * semana anterior (100)"; a rate's change in percentage points.
 */
export function compared(now: number, before: number, kind: 'count' | 'rate' = 'count'): string {
  const shown = (v: number) => (kind === 'rate' ? pct(v) : number.format(v));
  if (now === before) return `${shown(now)}, igual à semana anterior`;
  const word = now > before ? 'subiu' : 'caiu';
  const delta =
    kind === 'rate'
      ? `${points.format(Math.abs(now - before) * 100)} p.p.`
      : `${number.format(Math.abs(now - before))}${before > 0 ? ` (${now > before ? '+' : '−'}${pct(Math.abs(now - before) / before)})` : ''}`;
  return `${shown(now)}, ${word} ${delta} em relação à semana anterior (${shown(before)})`;
}

export interface Change {
  key: string;
  visitors: number;
  previousVisitors: number;
  leads: number;
  previousLeads: number;
}

const KEYS = {
  page: { sql: 'path', visitors: 'page_visitors' },
  source: { sql: "CASE WHEN utm_source <> '' THEN utm_source ELSE referrer END", visitors: 'visitors' },
} as const;

/** The page and the source whose visitors changed most between `previous` and `range` (then leads; none when nothing changed). */
export async function mostChanged(db: D1Database, range: Range, previous: Range): Promise<{ page?: Change; source?: Change }> {
  const statement = (by: keyof typeof KEYS) =>
    db
      .prepare(
        `SELECT ${KEYS[by].sql} AS key,
           SUM(CASE WHEN day >= ?3 AND event = 'view' THEN ${KEYS[by].visitors} ELSE 0 END) AS visitors,
           SUM(CASE WHEN day < ?3 AND event = 'view' THEN ${KEYS[by].visitors} ELSE 0 END) AS previousVisitors,
           SUM(CASE WHEN day >= ?3 AND event = 'lead' THEN count ELSE 0 END) AS leads,
           SUM(CASE WHEN day < ?3 AND event = 'lead' THEN count ELSE 0 END) AS previousLeads
         FROM analytics_counts WHERE day BETWEEN ?1 AND ?2 AND event IN ('view', 'lead') GROUP BY key`,
      )
      .bind(previous.from, range.to, range.from);
  const [pages, sources] = await db.batch<Change>([statement('page'), statement('source')]);
  const most = (rows: Change[]) =>
    rows
      .map((r) => ({ r, v: Math.abs(r.visitors - r.previousVisitors), l: Math.abs(r.leads - r.previousLeads) }))
      .filter(({ v, l }) => v > 0 || l > 0)
      .sort((a, b) => b.v - a.v || b.l - a.l || a.r.key.localeCompare(b.r.key))[0]?.r;
  return { page: most(pages?.results ?? []), source: most(sources?.results ?? []) };
}

/** One line for the page or source that changed most. */
export function changeLine(what: string, change: Change | undefined, none: string): string {
  if (!change) return `${what}: nenhuma mudança em relação à semana anterior`;
  return `${what}: ${change.key || none}, visitantes ${compared(change.visitors, change.previousVisitors)}; leads ${compared(change.leads, change.previousLeads)}`;
}
