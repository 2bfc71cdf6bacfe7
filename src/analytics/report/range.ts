// The report's date range: the last 7, 30 or 90 days (today included), or custom dates, and the
// previous period of the same length it is compared with. Days are the site's (SITE_TIMEZONE), as
// the counters' are: "today" is the owner's today, not UTC's.
import { addDays, DEFAULT_TIME_ZONE, localDay } from '../../util/local-day';

export const PRESETS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;
/** The longest custom range: the counters of a longer one are more than a page can show. */
export const MAX_DAYS = 366;

export interface Range {
  from: string;
  to: string;
  days: number;
  /** 7, 30 or 90 when the range is one of them, ending today. */
  preset?: number;
}

/** Why a range could not be read: the page says it in its language, the API in English. */
export type RangeProblem = 'dates' | 'order' | 'long';
export interface RangeError {
  error: string;
  problem: RangeProblem;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DATE.test(value)) return undefined;
  const t = ms(value);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value ? value : undefined;
}

/** A field the form sent empty is a field not given. */
const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The range a query asks for: `from` and `to` (YYYY-MM-DD, both or neither; empty ones are not
 * given), else `days` (7, 30 or 90), else the last 30 days, ending today in `timeZone`. An
 * impossible one is an error, with its reason.
 */
export function rangeOf(
  query: { from?: string; to?: string; days?: string },
  now = Date.now(),
  timeZone = DEFAULT_TIME_ZONE,
): Range | RangeError {
  if (given(query.from) || given(query.to)) {
    const from = validDate(query.from?.trim());
    const to = validDate(query.to?.trim());
    if (!from || !to) return { error: 'from and to must both be dates (YYYY-MM-DD)', problem: 'dates' };
    if (from > to) return { error: 'from must not be after to', problem: 'order' };
    const days = Math.round((ms(to) - ms(from)) / DAY_MS) + 1;
    if (days > MAX_DAYS) return { error: `at most ${MAX_DAYS} days`, problem: 'long' };
    return { from, to, days };
  }
  const today = localDay(now, timeZone);
  const asked = Number(query.days ?? DEFAULT_DAYS);
  const days = (PRESETS as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  return { from: addDays(today, -(days - 1)), to: today, days, preset: days };
}

/** The period of the same length just before `range`. */
export function previousRange(range: Range): Range {
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(range.days - 1)), to, days: range.days };
}

/** Every day of the range, in order. */
export function daysOf(range: Range): string[] {
  const out: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) out.push(day);
  return out;
}
