// The fields a lead or contact form post carries beside what the visitor typed, as one protocol
// for the browser and the worker: the visit's source (which the site's own measurement keeps in
// the tab's sessionStorage and adds to every post, client/loader/beacon.ts, and which the server
// reads from the page URL for a form rendered without JavaScript), the current view's id (which the
// same starter adds: a lead is counted under its view's LCP rating) and the form's placement (which
// form on which page a lead came from). The names, the schema the server parses them with, the
// type the client builds them as, and the placement rules live here only: renaming one is a
// compile error wherever it is written or read.
import * as z from 'zod/mini';
import { UTM_MAX } from './limits';
import { VIEW_FIELD, viewIdPattern } from '../beacon-protocol';

export { VIEW_FIELD };

/** The UTM tags of the landing URL, kept for the whole visit. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
/** The visit's source: where it started, the external site it came from, the landing URL's UTM tags. */
export const VISIT_FIELDS = ['landing_page', 'referrer_host', ...UTM_FIELDS] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];
/** The visit's source as a form post carries it ('' for what the visit has not). */
export type VisitSource = Record<VisitField, string>;

/**
 * Where a form posts its placement: `identificador` on the site's own forms, `traffic_source` on
 * forms copied from the older landing pages. The first that is set wins.
 */
export const PLACEMENT_FIELDS = ['identificador', 'traffic_source'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];

/** The placement a post names (PLACEMENT_FIELDS in order), or undefined when none is set. */
export function postedPlacement(read: (field: PlacementField) => unknown): string | undefined {
  for (const field of PLACEMENT_FIELDS) {
    const value = read(field);
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The placement the contact form's leads are counted under (it names none of its own). */
export const CONTACT_PLACEMENT = 'contact';

/**
 * The placement a lead is counted under, the same for the form-start beacon in the browser and
 * for the stored lead in the report: the placement the post named, else `contact` for the
 * contact form, else the form's own name.
 */
export function countedPlacement(named: string | null | undefined, contactForm: boolean, form: string): string {
  return named || (contactForm ? CONTACT_PLACEMENT : form);
}

// Hidden values come from URLs and pages anyone can craft: they are cut or emptied, never an
// error the visitor could not fix. (Not z.catch: it alone adds ~3.5 KB gzip to the islands.)
/** A free text value, trimmed and cut at `max`. */
export const tracking = (max: number) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.overwrite((v) => v.slice(0, max)),
    ),
  );
/** A value that must match `pattern`; anything else becomes '' (treated as absent). */
export const matching = (pattern: RegExp) => z.optional(z.string().check(z.overwrite((v) => (pattern.test(v) ? v : ''))));
export const slug = () => matching(/^[a-z0-9-]{1,64}$/);

// The shapes are built on first use (fields.ts trackingShape()): a new isolate's start-up builds
// no schema, and most of its requests post no form.
/** How the server parses the visit's source of a post. */
export const visitShape = () =>
  ({
    utm_source: tracking(UTM_MAX),
    utm_medium: tracking(UTM_MAX),
    utm_campaign: tracking(UTM_MAX),
    /** Where the visit started: the landing page's path. */
    landing_page: matching(/^\/[\w\-./%~]{0,199}$/),
    /** The external site the visit came from: a hostname, else nothing. */
    referrer_host: matching(/^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,62}$/),
  }) as const satisfies Record<VisitField, unknown>;

/**
 * How the server parses the view id of a post: the beacon's format, anything else '' (no view).
 * Read for the lead's count only; no column of the lead's row holds it.
 */
export const viewShape = () => ({ [VIEW_FIELD]: matching(viewIdPattern()) }) as const;

/** How the server parses the placement of a post. */
export const placementShape = (placement = slug()) =>
  ({
    identificador: placement,
    traffic_source: placement,
  }) as const satisfies Record<PlacementField, unknown>;
