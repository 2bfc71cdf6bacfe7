// How the report writes its figures in the page's language: numbers, rates, changes and dates
// (days as counted, in the site's time zone), and the texts' t().

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Texts {
  t: Translate;
  /** The BCP 47 tag of the page's language (pt-BR, en, es). */
  tag: string;
  number(n: number): string;
  percent(rate: number): string;
  /** A change in percentage points (rates) or in units (counts), signed. */
  change(delta: number, kind: 'points' | 'count'): string;
  date(day: string): string;
  shortDate(day: string): string;
  /** The time of an instant (ISO) in the site's time zone, as the counts' days are. */
  time(iso: string): string;
  /** The site's time zone (SITE_TIMEZONE). */
  timeZone: string;
}

/** `timeZone` is the site's: the zone days are counted in and times are shown in. */
export function textsFor(t: Translate, tag: string, timeZone: string): Texts {
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const points = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const signed = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero' });
  // A day (YYYY-MM-DD) is already the site's: it is written as the calendar date it names.
  const date = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const short = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    t,
    tag,
    number: (n) => number.format(n),
    percent: (rate) => percent.format(rate),
    change: (delta, kind) => (kind === 'points' ? `${points.format(delta * 100)} p.p.` : signed.format(delta)),
    date: (day) => date.format(at(day)),
    shortDate: (day) => short.format(at(day)),
    time: (iso) => time.format(new Date(iso)),
    timeZone,
  };
}
