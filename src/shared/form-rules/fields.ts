// Field builders and the hidden tracking fields every form posts. Built on zod/mini: the islands
// import these schemas and full zod would add ~95 KB gzip to the browser bundle (mini: ~6 KB).
import * as z from 'zod/mini';
import type { MessageKey } from './messages';
import { matching, placementShape, slug, tracking, viewShape, visitShape } from './post-fields';

/** Required text: trimmed, `requiredKey` when empty or missing, 'tooLong:<max>' above max. */
export function requiredText(requiredKey: MessageKey, max: number) {
  return z
    .string({ error: requiredKey })
    .check(z.trim(), z.minLength(1, { error: requiredKey, abort: true }), z.maxLength(max, { error: `tooLong:${max}` }));
}

export function optionalText(max: number) {
  return z.optional(z.string({ error: `tooLong:${max}` }).check(z.trim(), z.maxLength(max, { error: `tooLong:${max}` })));
}

/** Required e-mail: trimmed, lower-cased domain is left alone (people type what they read). */
export function requiredEmail(requiredKey: MessageKey, invalidKey: MessageKey, max: number) {
  return z
    .string({ error: requiredKey })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredKey, abort: true }),
      z.maxLength(max, { error: `tooLong:${max}`, abort: true }),
      z.email({ error: invalidKey }),
    );
}

export { matching } from './post-fields';

/**
 * Hidden fields of every form. Built on first use (trackingShape()), as every schema here: a
 * new isolate builds none at start-up, and most of its requests post no form.
 */
const buildTrackingShape = (placement = slug()) => ({
  // The visit's source and the placement: the form posts' protocol (post-fields.ts).
  ...visitShape(),
  ...viewShape(),
  ...placementShape(placement),
  /** Language of the page the visitor saw: the language of the answer and of the stored row. */
  lang: matching(/^(pt|en|es)$/),
  /** Rendered per page view, renewed after each success: a double click or a retry stores once. */
  idempotency_key: matching(/^[A-Za-z0-9_-]{8,64}$/),
  /** Path of the page that holds the form (the no-JS answer redirects back to it). */
  page: tracking(300),
  /** Element id of the form, so the page shows the answer at the right form. */
  form_id: placement,
  /** Honeypot: people never see it, bots fill it. */
  _gotcha: z.optional(z.string()),
  'cf-turnstile-response': tracking(2048),
  /** Version (date) of the privacy notice the form linked; the worker records it with the row. */
  notice_version: matching(/^\d{4}-\d{2}-\d{2}$/),
  /**
   * The optional, unticked marketing checkbox: a ticked box posts 'yes' (a JSON client may send
   * true). Anything else, absent included, is no consent; never an error.
   */
  marketing_consent: z.optional(z.unknown()),
});
let trackingFields: ReturnType<typeof buildTrackingShape> | undefined;
export const trackingShape = () => (trackingFields ??= buildTrackingShape());

/** Whether a posted marketing_consent value is a yes: 'yes', 'on', 'true', '1' or true. */
export function givesConsent(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['yes', 'on', 'true', '1'].includes(value.trim().toLowerCase()));
}

/** The hidden fields as a parsed form holds them (each form's schema adds its own fields). */
type TrackingShape = ReturnType<typeof buildTrackingShape>;
export type TrackingInput = Partial<{ [K in keyof TrackingShape]: z.infer<TrackingShape[K]> }>;

export const HONEYPOT_FIELD = '_gotcha';
export const TURNSTILE_FIELD = 'cf-turnstile-response';
