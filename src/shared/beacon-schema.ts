// The server's reading of the beacon's wire format (beacon-protocol.ts): the zod schema
// src/analytics/measure/beacon.ts parses every body with. Its output type must be the protocol's
// `BeaconBody` exactly (checked below at compile time), so a key renamed on one side only is a
// compile error. Kept apart from the protocol so that the browser's starter never bundles zod.
import * as z from 'zod/mini';
import {
  BEACON_EVENTS,
  BEACON_LIMITS,
  type BeaconBody,
  CTA_KINDS,
  type CtaKind,
  VITAL_RATINGS,
  VITALS,
  type Vital,
  viewIdPattern,
} from './beacon-protocol';

const text = z.optional(z.string());
const VIEW_ID = viewIdPattern();
/** A placement as counted: a section id or form name; any other is not kept. */
export const PLACEMENT = new RegExp(`^[a-z0-9-]{1,${BEACON_LIMITS.placement}}$`);
const kinds = [...CTA_KINDS, ...VITALS] as const;

/** Why a body is refused: the first key at fault (logged as the rejection's reason). */
export type BeaconProblem = 'shape' | 'event' | 'path' | 'view' | 'cta' | 'placement' | 'vital';

// zod/mini, as the forms' schemas: the measurement's lazy module then carries no second, larger zod.
export const beaconSchema = z
  .object({
    e: z.enum(BEACON_EVENTS),
    p: z.string().check(z.startsWith('/'), z.maxLength(BEACON_LIMITS.path)),
    v: z.string().check(z.regex(VIEW_ID)),
    l: text,
    r: text,
    s: text,
    m: text,
    c: text,
    k: z.optional(z.enum(kinds)),
    t: text,
    g: z.optional(z.enum(VITAL_RATINGS)),
  })
  .check(
    z.superRefine((body, ctx) => {
      const problem = (key: BeaconProblem, message: string) => ctx.addIssue({ code: 'custom', path: [key], message, input: body });
      if (body.e === 'cta' && !(CTA_KINDS as readonly string[]).includes(body.k ?? '')) problem('cta', 'a call to action needs its kind');
      if (body.e === 'form_start' && !PLACEMENT.test(body.t ?? '')) problem('placement', 'a form start needs its placement');
      if (body.e === 'vital' && (!(VITALS as readonly string[]).includes(body.k ?? '') || !body.g))
        problem('vital', 'a vital needs its name and rating');
    }),
  );

/** The reason a failed parse gives: the refinement's own, else the key at fault. */
export function problemOf(error: z.core.$ZodError): BeaconProblem {
  const key = String(error.issues[0]?.path[0] ?? '');
  const byKey: Record<string, BeaconProblem> = { e: 'event', p: 'path', v: 'view', k: 'cta', g: 'vital' };
  return byKey[key] ?? ((['cta', 'placement', 'vital'] as const).find((p) => p === key) || 'shape');
}

/** A cta's kind, a vital's name: narrowed by the event the schema checked them against. */
export const ctaKindOf = (body: BeaconBody): CtaKind | undefined => (body.e === 'cta' ? (body.k as CtaKind | undefined) : undefined);
export const vitalOf = (body: BeaconBody): Vital | undefined => (body.e === 'vital' ? (body.k as Vital | undefined) : undefined);

// The schema's output is the protocol's body, key for key and type for type, both ways.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Parsed = z.output<typeof beaconSchema>;
const sameShape: Same<{ [K in keyof Parsed]-?: Parsed[K] }, { [K in keyof BeaconBody]-?: BeaconBody[K] }> = true;
const sameKeys: Same<keyof Parsed, keyof BeaconBody> = true;
void sameShape;
void sameKeys;
