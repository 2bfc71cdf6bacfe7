// The report's date range: the last 7, 30 or 90 days (today included), or custom dates, and the
// previous period of the same length it is compared with. Days are UTC, as the counters' are.

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

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DATE.test(value)) return undefined;
  const t = ms(value);
  return Number.isFinite(t) && iso(t) === value ? value : undefined;
}

/**
 * The range a query asks for: `from` and `to` (YYYY-MM-DD, both or neither), else `days` (7, 30
 * or 90), else the last 30 days. An impossible one is an error in the caller's words.
 */
export function rangeOf(query: { from?: string; to?: string; days?: string }, now = Date.now()): Range | { error: string } {
  const today = iso(now);
  if (query.from !== undefined || query.to !== undefined) {
    const from = validDate(query.from);
    const to = validDate(query.to);
    if (!from || !to) return { error: 'from and to must both be dates (YYYY-MM-DD)' };
    if (from > to) return { error: 'from must not be after to' };
    const days = Math.round((ms(to) - ms(from)) / DAY_MS) + 1;
    if (days > MAX_DAYS) return { error: `at most ${MAX_DAYS} days` };
    return { from, to, days };
  }
  const asked = Number(query.days ?? DEFAULT_DAYS);
  const days = (PRESETS as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  return { from: iso(ms(today) - (days - 1) * DAY_MS), to: today, days, preset: days };
}

/** The period of the same length just before `range`. */
export function previousRange(range: Range): Range {
  const to = iso(ms(range.from) - DAY_MS);
  return { from: iso(ms(to) - (range.days - 1) * DAY_MS), to, days: range.days };
}

/** Every day of the range, in order. */
export function daysOf(range: Range): string[] {
  const out: string[] = [];
  for (let t = ms(range.from); t <= ms(range.to); t += DAY_MS) out.push(iso(t));
  return out;
}
