import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * Values a page must never show twice: the CSP nonce and the idempotency key of each form. The
 * code that writes one into a page registers it here; the HTML cache (src/html-cache/) stores a
 * page with a hole at every registered value and fills each view with fresh ones (this request's
 * nonce, a new random key). A value written into a page without being registered would be served
 * to every visitor of the cached page: test/worker/cache-safety.test.ts views every page kind as two
 * visitors through every cache and fails on any value of one in the other's page (and
 * cache-safety-detector.test.tsx shows it failing on an unregistered value).
 */
export type PerViewValues = NonNullable<AppEnv['Variables']['perView']>;
export type PerViewKind = PerViewValues extends Map<string, infer K> ? K : never;

/** This request's registered values (created on first use). */
export function perViewValues(c: Context<AppEnv>): PerViewValues {
  let values = c.get('perView');
  if (!values) {
    values = new Map();
    c.set('perView', values);
  }
  return values;
}

/** Registers a value written into this view; returns it. */
export function registerPerView(c: Context<AppEnv>, value: string, kind: PerViewKind = 'token'): string {
  if (value) perViewValues(c).set(value, kind);
  return value;
}

/** A fresh random token for this view (a form's idempotency key), registered. */
export function perViewToken(c: Context<AppEnv>): string {
  return registerPerView(c, crypto.randomUUID());
}
