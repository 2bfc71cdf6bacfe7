// The owner's report as a lazy module (src/lazy.ts, scripts/build-lazy.mjs): what the routes of
// /admin/report and /api/report* load on their first request. Everything here is a function of
// its arguments: the routes pass the bindings, the texts and the request's facts.
export {
  rightToken,
  sessionCookie,
  sessionValue,
  signInFailed,
  signInWait,
  validAccessToken,
  validSession,
  SESSION_COOKIE,
} from './access';
export { composeDigest, digestDue, lastWeek, sendDigest } from './digest';
export { textsFor } from './format';
export { pipelineHealth } from './health';
export { counterRows, CSV_COLUMNS, reportData } from './queries';
export { rangeOf } from './range';
export { ReportPage, SignInPage } from './report-page';
export { ADMIN_NAMESPACE, ADMIN_TEXTS } from './texts';
export { toCsv } from '../submissions/csv';
