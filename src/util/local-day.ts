// What a day is for the site's counters, report, CSV and digest: a calendar day in the site's time
// zone (SITE_TIMEZONE, an IANA name), not in UTC, so that a lead at 21:30 in São Paulo counts on
// the day the owner lived it. Stored timestamps stay UTC; only the day a count is filed under, and
// the week the digest sums, follow the zone.

/** The owner's zone when SITE_TIMEZONE is unset or not a zone this runtime knows. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** SITE_TIMEZONE as the site uses it: a zone the runtime knows (e.g. "America/Sao_Paulo", "UTC"), else the default. */
export function siteTimeZone(value: string | undefined): string {
  const zone = value?.trim();
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    return formatOf(zone).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`: what every counter is filed under. */
export function localDay(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The local hour (0-23) and weekday (0 Monday … 6 Sunday) of an instant in `timeZone`. */
export function localClock(instant: number, timeZone: string): { day: string; hour: number; weekday: number } {
  const w = wallClock(instant, timeZone);
  const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
  return { day: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, hour: w.hour, weekday };
}

/** The calendar day `n` days after `day` (negative: before), whatever the zone. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant a local day begins in `timeZone` (its 00:00, or the first minute that exists where a
 * clock change skips midnight): the bounds of a day or a week as UTC timestamps.
 */
export function dayStart(day: string, timeZone: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at a guess, corrected once: offsets change at most twice a year.
  let guess = midnight;
  for (let i = 0; i < 3; i++) {
    const w = wallClock(guess, timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    const next = guess - (shown - midnight);
    if (next === guess) break;
    guess = next;
  }
  // A clock change at midnight leaves 00:00 unshown: the day begins at the first instant on it.
  while (localDay(guess, timeZone) < day) guess += 15 * 60_000;
  while (localDay(guess - 60_000, timeZone) === day) guess -= 60_000;
  return guess;
}
