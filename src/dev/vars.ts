/**
 * The request header by which a development server takes a few vars for one request
 * (forRequest in view.ts): `x-dev-vars: GA_MEASUREMENT_ID=G-TEST; DEV_FAULTS=d1,parked`. A
 * module of its own, importing nothing, for the browser tests that send it.
 */
export const DEV_VARS_HEADER = 'x-dev-vars';
/**
 * The vars it may set: no secret, no binding, nothing that changes where data goes. The surge
 * guard's thresholds let a browser test trip the guard for its own requests only.
 */
export const DEV_VARS = ['GA_MEASUREMENT_ID', 'DEV_FAULTS', 'FORM_GUARD_PER_MINUTE', 'FORM_GUARD_PER_DAY'] as const;
