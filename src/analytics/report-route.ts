import { type Context, Hono } from 'hono';
import { environmentOf } from '../deployment';
import type { AppEnv, Bindings } from '../env';
import { checkOperatorToken, operatorToken } from '../http/operator';
import { clientIp } from '../http/origin';
import { secretOf } from '../http/secret';
import { addNamespace } from '../i18n/i18n';
import { loadReport } from '../lazy';
import manifest from '../generated/client-manifest.json';
import type { ReportAnswer, ReportDeps, ReportRequest } from './report/handlers';
import { type PipelineHealth, pipelineHealth } from '../leads/storage/health';

/**
 * The owner's conversion report (src/analytics/report/, src/analytics/README.md), loaded lazily on the first
 * request that asks (src/lazy.ts):
 *   GET /admin/report           the page, with the sign-in form until signed in
 *   POST /admin/sign-in         the operator's token (form post) → a 12-hour session cookie
 *   POST /admin/sign-out        ends it
 *   GET /admin/report.csv       per day and dimension, for the signed-in page's download link
 *   GET /api/report(.csv)       the same figures as JSON (CSV) with `Authorization: Bearer`
 * LEADS_EXPORT_TOKEN is the token, read and checked as by the other operator endpoints
 * (src/http/operator.ts: trimmed, at least 32 characters outside development, wrong ones throttled
 * per address and logged); with ACCESS_TEAM_DOMAIN and ACCESS_AUD a valid Cloudflare Access token
 * opens everything too. Neither: 404. Never cached, never indexed, no token in a URL.
 */
export const admin = new Hono<AppEnv>();
export const reportApi = new Hono<AppEnv>();

type Report = Awaited<ReturnType<typeof loadReport>>;
type Handler = (r: ReportRequest, mod: Report, deps: ReportDeps) => ReportAnswer | Promise<ReportAnswer>;

/** The report's handler, once the report is enabled (a token or Access set) and its module loaded. */
function handle(run: Handler) {
  return async (c: Context<AppEnv>) => {
    const token = operatorToken(c.env, 'LEADS_EXPORT_TOKEN');
    if (!token && !(secretOf(c.env.ACCESS_TEAM_DOMAIN) && secretOf(c.env.ACCESS_AUD))) return c.notFound();
    // Private, never stored by a cache, never indexed, and not measured.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.set('unmeasured', true);
    const mod = await loadReport();
    addNamespace(mod.ADMIN_NAMESPACE, mod.ADMIN_TEXTS);
    const request = { env: c.env, request: c.req.raw, lang: c.var.lang, t: c.var.t, origin: c.var.origin };
    const answer = await run(request, mod, {
      token,
      checkToken: (given, realm) => checkOperatorToken(c.env, { ip: clientIp(c.req.raw), given, expected: token ?? '', realm }),
      health: () => reportHealth(c.env),
      secure: environmentOf(c.env) !== 'development',
      stylesheet: manifest.reportStyles,
    });
    return respond(c, answer);
  };
}

/** A handler's answer as the response: a page in the document, JSON, a file, or a 303. */
function respond(c: Context<AppEnv>, answer: ReportAnswer): Response | Promise<Response> {
  for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
  if ('page' in answer) {
    c.status(answer.status);
    return c.render(answer.page, { meta: answer.meta });
  }
  if ('json' in answer) return c.json(answer.json, answer.status);
  if ('body' in answer) return c.body(answer.body, 200);
  return c.redirect(answer.redirect, 303);
}

admin.get(
  '/report',
  handle((r, m, d) => m.reportPage(r, d)),
);
admin.post(
  '/sign-in',
  handle((r, m, d) => m.signIn(r, d)),
);
admin.post(
  '/sign-out',
  handle((r, m, d) => m.signOut(r, d)),
);
admin.get(
  '/report.csv',
  handle((r, m, d) => m.pageCsv(r, d)),
);
reportApi.get(
  '/report',
  handle((r, m, d) => m.api(r, d, 'json')),
);
reportApi.get(
  '/report.csv',
  handle((r, m, d) => m.api(r, d, 'csv')),
);

/**
 * How long an isolate shows the pipeline's health it read: each read lists the whole parking in
 * KV, whose free plan gives the account 1,000 lists a day, which the scheduled job's moves need
 * (src/leads/README.md). However often the page is viewed or the JSON polled, an isolate lists at most
 * every five minutes, as often as the move looks at the parking.
 */
export const HEALTH_MAX_AGE_MS = 5 * 60_000;
let health: { at: number; value: Promise<PipelineHealth> } | undefined;

/** The pipeline's health for the report: this isolate's last read while under HEALTH_MAX_AGE_MS, else a new one (it never fails: a part it cannot read is null, with why). */
export function reportHealth(env: Bindings, now = Date.now()): Promise<PipelineHealth> {
  if (!health || now - health.at >= HEALTH_MAX_AGE_MS) health = { at: now, value: pipelineHealth(env, new Date(now)) };
  return health.value;
}

/** For tests: as if this isolate had read no health yet. */
export function forgetReportHealth(): void {
  health = undefined;
}
