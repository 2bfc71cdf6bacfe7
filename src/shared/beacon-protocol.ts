// The beacon's wire format: what the starter (client/loader/beacon.ts) posts to /api/beacon and
// what the measurement (src/analytics/measure/beacon.ts) reads, named once. The browser builds a
// `BeaconBody`, the server parses with the schema in beacon-schema.ts, which must produce exactly
// this type: a key renamed here, or on one side only, does not compile. Types and constants only:
// this file is inlined in every page with the starter (no zod here, every byte counts).

/** Events the browser reports; leads and their delivery are counted on the server only. */
export const BEACON_EVENTS = ['view', 'cta', 'form_start', 'vital'] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** Calls to action the beacon reports (the WhatsApp link, the diagnostic buttons, the phone and e-mail links). */
export const CTA_KINDS = ['whatsapp', 'diagnostic', 'phone', 'email'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

/** Core Web Vitals the beacon reports, by rating only (web-vitals' names, lower-cased). */
export const VITALS = ['lcp', 'inp', 'cls'] as const;
export type Vital = (typeof VITALS)[number];
/** web-vitals' ratings (its thresholds, the ones Google's tools use). */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * Ad click identifiers a landing URL may carry, and the UTM source and medium a visit that has one
 * but no UTM tags of its own is given (as Google Analytics reads an auto-tagged Google Ads click:
 * google / cpc). Only the fact that one was there is used, never its value, which nothing keeps.
 */
export const CLICK_IDS = {
  gclid: ['google', 'cpc'],
  msclkid: ['bing', 'cpc'],
  fbclid: ['facebook', 'paid'],
} as const satisfies Record<string, readonly [source: string, medium: string]>;

/** On the inline starter's script: the URL of the vitals module (client/vitals.ts), which it imports once the page is idle. */
export const VITALS_ATTRIBUTE = 'data-vitals';

/** Limits the server enforces (the browser cuts to them before sending). */
export const BEACON_LIMITS = {
  /** Largest body, in bytes. */
  bytes: 1024,
  /** Longest path. */
  path: 120,
  /** Longest UTM value the browser keeps (the server folds longer ones into "(other)"). */
  utm: 200,
  /** A view id: lower-case letters and digits. */
  viewMin: 8,
  viewMax: 24,
  /** A placement (section id or form name). */
  placement: 64,
} as const;

/** A view id as the server takes it, in a beacon's `v` and in a form post's VIEW_FIELD. */
export const viewIdPattern = (): RegExp => new RegExp(`^[a-z0-9]{${BEACON_LIMITS.viewMin},${BEACON_LIMITS.viewMax}}$`);

/**
 * The form post's field that carries the current view's id (the beacon's `v`), so that a lead is
 * counted under its view's LCP rating (src/analytics/measure/leads.ts). Never stored with the lead.
 */
export const VIEW_FIELD = 'view_id';

/** One beacon as posted (JSON, `text/plain`): one-letter keys, since it goes with every view. */
export interface BeaconBody {
  /** The event. */
  e: BeaconEvent;
  /** The page's path, without its query. */
  p: string;
  /** The view's id, made by the browser per page view: repeated beacons of one view count once. */
  v: string;
  /** The page's language (`<html lang>`). */
  l?: string;
  /** The visit's external referrer's host. */
  r?: string;
  /** The visit's landing URL's utm_source. */
  s?: string;
  /** utm_medium. */
  m?: string;
  /** utm_campaign. */
  c?: string;
  /** What kind: the call to action's (cta), the vital's (vital). */
  k?: CtaKind | Vital;
  /** Where: the call to action's section, the form's placement. */
  t?: string;
  /** A vital's rating. */
  g?: VitalRating;
}

/** The keys of a body, for the client's and the server's exhaustiveness checks. */
export type BeaconKey = keyof BeaconBody;
