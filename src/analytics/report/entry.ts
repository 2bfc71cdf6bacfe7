// The owner's report as a lazy module (src/lazy.ts, scripts/build-lazy.mjs): what the routes of
// /admin/report and /api/report* and the scheduled digest load on their first use.
export { api, pageCsv, reportPage, signIn, signOut } from './handlers';
export { digestRun } from './digest';
export { ADMIN_NAMESPACE, ADMIN_TEXTS } from './texts';
