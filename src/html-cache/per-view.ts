import type { AppEnv } from '../env';

/**
 * The HTML cache's contract with the code that writes a page: values a page must never show
 * twice, the CSP nonce and the idempotency key of each form. The code that writes one into a page
 * registers it here; the HTML cache (index.ts) stores a page with a hole at every registered value
 * and fills each view with fresh ones (this request's nonce, a new random key), and a
 * <Prerendered> subtree holds a placeholder where its per-view value goes. A value written into a
 * page without being registered would be served to every visitor of the cached page.
 *
 * Two checks hold it: the types, since a registered value is a `PerView`, which only this module
 * makes, and the props that carry one (the nonce of the document's scripts, a form island's key,
 * a subtree's `perView`) take nothing else, so a plain string, captured in a cached subtree or
 * not, does not type-check (test/worker/per-view-types.tsx); and at run time
 * test/worker/cache-safety.test.ts, which views every page kind as two visitors through every
 * cache and fails on any value of one in the other's page (cache-safety-detector.test.tsx shows
 * it failing on an unregistered value).
 */
declare const registered: unique symbol;
/** A value of one view, registered with the caches: made only here. In the page it is a plain string. */
export type PerView = string & { readonly [registered]: true };

export type PerViewValues = NonNullable<AppEnv['Variables']['perView']>;
export type PerViewKind = PerViewValues extends Map<string, infer K> ? K : never;

/**
 * Where a view registers its values: the request's map of them (made on first use), which the
 * HTML cache reads once the page is rendered, and the CSP nonce hono/secure-headers made for it.
 * The routes tier makes it from the request's context (src/routes/request-values.ts: perViewOf).
 */
export interface PerViewRegistry {
  values(): PerViewValues;
  readonly nonce: string | undefined;
}

/** Registers a value written into this view; returns it as a per-view value. */
export function registerPerView(view: PerViewRegistry, value: string, kind: PerViewKind = 'token'): PerView {
  if (value) view.values().set(value, kind);
  return value as PerView;
}

/** A fresh random token for this view (a form's idempotency key), registered. */
export function perViewToken(view: PerViewRegistry): PerView {
  return registerPerView(view, crypto.randomUUID());
}

/** This view's CSP nonce, registered: what every script and style element carries. */
export function viewNonce(view: PerViewRegistry): PerView | undefined {
  const nonce = view.nonce;
  return nonce ? registerPerView(view, nonce, 'nonce') : undefined;
}

/**
 * Where a <Prerendered> subtree's per-view value goes in its cached markup: each replay replaces
 * it with a value registered for that view. Random per isolate (made on first use: workerd
 * forbids random values at start-up), so no content can contain it.
 */
let placeholder: PerView | undefined;
export const perViewPlaceholder = (): PerView => (placeholder ??= `pv-${crypto.randomUUID()}` as PerView);

/** What a <Prerendered> subtree that asks for no per-view value is given: nothing to write. */
export const NO_PER_VIEW = '' as PerView;
