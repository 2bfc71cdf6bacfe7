// What a counted event is broken down by, and the rules that turn what a browser or a request
// says into those values: capped, lower-cased where case means nothing, and never anything that
// names a person (no IP, user agent, e-mail or hash ever reaches a counter row).
import { edgeCountry } from '../../http/origin';
import { localDay } from '../../util/local-day';

import type { BeaconEvent } from '../../shared/beacon-protocol';

/** Counted from the browser (the beacon, src/shared/beacon-protocol.ts) or on the server (leads and their delivery). */
export type ServerEvent = 'lead' | 'delivered' | 'delivery';
export type AnalyticsEvent = BeaconEvent | ServerEvent;

/** One counter row's key besides its day and event. */
export interface Dims {
  path: string;
  lang: string;
  country: string;
  device: string;
  /** The external referrer: a known search engine's or network's name, else its host. */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** Where the form or the call to action sits. */
  placement: string;
  /** What kind of call to action; a delivery's destination and outcome (`email:delivered`). */
  detail: string;
}

export const DIM_NAMES = [
  'path',
  'lang',
  'country',
  'device',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'placement',
  'detail',
] as const satisfies readonly (keyof Dims)[];

/** Longest value kept per dimension: a crafted URL cannot make a row (or the report) grow. */
export const DIM_MAX = {
  path: 120,
  lang: 2,
  country: 2,
  device: 8,
  referrer: 80,
  utm_source: 80,
  utm_medium: 40,
  utm_campaign: 80,
  placement: 64,
  detail: 40,
} as const satisfies Record<keyof Dims, number>;

export const EMPTY_DIMS: Readonly<Dims> = Object.freeze(Object.fromEntries(DIM_NAMES.map((n) => [n, ''])) as unknown as Dims);

/** What a value becomes when it is not kept as itself: too long, or past the day's new values (values.ts). */
export const OTHER = '(other)';

/** Dimensions whose values come from outside (a URL, a referrer, a form): an over-long one folds into OTHER. */
const FOLDED = new Set<keyof Dims>(['path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'placement', 'detail']);

/**
 * Trims and drops control characters; a missing value is ''. A value longer than its cap is
 * OTHER where it comes from outside (so crafted long values cannot each make a row), cut to it
 * elsewhere.
 */
export function cleanDims(raw: Partial<Record<keyof Dims, unknown>>): Dims {
  const out = { ...EMPTY_DIMS };
  for (const name of DIM_NAMES) {
    const value = raw[name];
    if (typeof value !== 'string') continue;
    const clean = Array.from(value, (ch) => (ch < ' ' || ch === '\u007f' ? '' : ch))
      .join('')
      .trim();
    out[name] = clean.length > DIM_MAX[name] && FOLDED.has(name) ? OTHER : clean.slice(0, DIM_MAX[name]);
  }
  for (const name of ['utm_source', 'utm_medium', 'lang', 'country', 'device'] as const) out[name] = out[name].toLowerCase();
  return out;
}

/** A hostname as DNS allows it (letters, digits, hyphens; dotted labels), lower-cased, or '' when it is not one. */
export function validHost(value: unknown): string {
  if (typeof value !== 'string') return '';
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host.length === 0 || host.length > 253 || !host.includes('.')) return '';
  const labels = host.split('.');
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return '';
  // An address is not a referrer's name (and would be the nearest thing to an IP in a counter).
  if (labels.every((l) => /^\d+$/.test(l)) || host.includes(':')) return '';
  return host;
}

export { referrerName } from '../../shared/channel';

/** Phone, tablet or desktop, from the user agent (read here, never stored with the counts). */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}

/** The visitor's country from the edge, as a counter holds it: lower case, '' when unknown. */
export function countryOf(request: Request): string {
  return edgeCountry(request)?.toLowerCase() ?? '';
}

/** The day an instant falls on in the site's time zone (SITE_TIMEZONE): YYYY-MM-DD. */
export const dayOf = (ms: number, timeZone: string): string => localDay(ms, timeZone);
