// The numbers the privacy notice states and the code enforces, from one place: the notice
// renders these, the retention job uses them. The consent cookie's are in src/shared/consent.ts
// (the browser's consent script needs them too).

/**
 * Version of the privacy notice: the date its text last changed (YYYY-MM-DD). Bump it with any
 * change of meaning in locales/{pt,en,es}/legal.json; every stored lead and message records the
 * version its form showed.
 */
export const NOTICE_VERSION = '2026-11-28';
/** Version of the terms of use (the date their text last changed). */
export const TERMS_VERSION = '2026-11-25';

/**
 * Months leads, contact messages and privacy requests are kept, then erased by the scheduled
 * job. Default 24: an industrial purchase (a diagnostic, then a proposal, budget approval and a
 * project start) often takes one to two years, and a request older than that is no longer a
 * live conversation; keeping it longer would outlast its purpose (LGPD art. 15 and 16).
 */
export const DEFAULT_RETENTION_MONTHS = 24;
/** Bounds for DATA_RETENTION_MONTHS: a typo must not erase everything or keep data forever. */
const MIN_RETENTION_MONTHS = 1;
const MAX_RETENTION_MONTHS = 120;

/** The retention period in months from the var DATA_RETENTION_MONTHS (default 24, clamped 1..120). */
export function retentionMonths(env: { DATA_RETENTION_MONTHS?: string }): number {
  const value = Number.parseInt(env.DATA_RETENTION_MONTHS?.trim() ?? '', 10);
  if (!Number.isFinite(value)) return DEFAULT_RETENTION_MONTHS;
  return Math.min(MAX_RETENTION_MONTHS, Math.max(MIN_RETENTION_MONTHS, value));
}

/**
 * Days the IP hash and user agent of a stored submission are kept before the scheduled job
 * clears them: they serve abuse review (a burst of spam from one source), which is done within
 * weeks; the request itself stays for the retention period.
 */
export const SECURITY_DATA_DAYS = 90;

/** Days the site has to answer a data subject's request in full (LGPD art. 19, II). */
export const REQUEST_DEADLINE_DAYS = 15;

/** The month `months` before `now`, same day and time (clamped to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
