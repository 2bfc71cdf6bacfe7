// The worker's lazy modules: code that no page view needs, uploaded beside the main bundle and
// loaded by the first request that does need it (wrangler.toml `find_additional_modules` and
// `rules`; built by scripts/build-lazy.mjs into src/generated/lazy/). Every new isolate runs
// the whole main bundle's module bodies before its first request, so what only the beacon, the
// owner's report or its sign-in use (isbot's patterns, d3, jose, the report's pages and texts), and
// what only a form post uses (the phone parser and its rules), stays out of it. workerd compiles
// these modules at start-up too, with the rest of the upload (docs/performance.md, start-up): code
// that nothing runs is best not uploaded at all.
//
// The specifiers are relative to this file's folder, src/, which is where wrangler names the
// uploaded modules from (its base_dir): that is why this file sits at the top of src/. The
// worker tests load the sources instead (vitest.config.ts aliases these paths).
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type * as Measurement from './analytics/measure/entry';
import type * as Report from './analytics/report/entry';
import type * as Phone from './leads/storage/phone-parse';
import { errorCause, logger } from './log';
import type { LeadCounter } from './leads/storage/store';

// The report's components create their elements with the worker's own JSX runtime (one React,
// whatever its build): scripts/build-lazy.mjs binds their `react/jsx-runtime` to this.
(globalThis as Record<symbol, unknown>)[Symbol.for('site.jsx-runtime')] = { jsx, jsxs, Fragment };

/** The measurement: the beacon's ingestion, the leads' and deliveries' counts (src/analytics/measure/entry.ts). */
export const loadMeasurement = (): Promise<typeof Measurement> => import('./generated/lazy/measurement.mjs');

/**
 * The lead counter the statement storing a lead takes along (src/analytics/measure/leads.ts), counting
 * under the lead's day in `timeZone` (SITE_TIMEZONE), or undefined when the measurement cannot
 * load: the lead is then stored uncounted rather than not at all.
 */
export function loadLeadCounter(timeZone: string): Promise<LeadCounter | undefined> {
  return loadMeasurement().then(
    (m): LeadCounter =>
      (db, table, row, view) =>
        m.leadCount(db, table, row, timeZone, view),
    (error: unknown) => {
      logger.warn('analytics.lead_counter_unavailable', { cause: errorCause(error) });
      return undefined;
    },
  );
}

/** The phone parser: libphonenumber-js with the rules of the forms' countries (src/leads/storage/phone-parse.ts). */
export const loadPhone = (): Promise<typeof Phone> => import('./generated/lazy/phone.mjs');

let report: Promise<typeof Report> | undefined;

/** The owner's report: its pages, queries, charts and sign-in (src/analytics/report/entry.ts). */
export function loadReport(): Promise<typeof Report> {
  report ??= import('./generated/lazy/report.mjs').catch((error: unknown) => {
    report = undefined;
    throw error;
  });
  return report;
}
