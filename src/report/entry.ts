// The owner's report, loaded lazily (src/lazy.ts): its pages, queries, charts and access checks.
export const REPORT_READY = true;
