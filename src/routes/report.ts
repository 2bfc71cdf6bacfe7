import { type Context, Hono } from 'hono';
import { environmentOf } from '../deployment';
import type { AppEnv } from '../env';
import { addNamespace } from '../i18n/i18n';
import { loadReport } from '../lazy';
import { ipHash } from '../privacy/site-secret';
import manifest from '../generated/client-manifest.json';
import type { ReportDeps } from '../report/handlers';

/**
 * The owner's conversion report (src/report/, docs/analytics.md), loaded lazily on the first
 * request that asks (src/lazy.ts):
 *   GET /admin/report           the page, with the sign-in form until signed in
 *   POST /admin/sign-in         the operator's token (form post) → a 12-hour session cookie
 *   POST /admin/sign-out        ends it
 *   GET /admin/report.csv       per day and dimension, for the signed-in page's download link
 *   GET /api/report(.csv)       the same figures as JSON (CSV) with `Authorization: Bearer`
 * LEADS_EXPORT_TOKEN is the token; with ACCESS_TEAM_DOMAIN and ACCESS_AUD a valid Cloudflare
 * Access token opens everything too. Neither: 404. Never cached, never indexed, no token in a URL.
 */
export const admin = new Hono<AppEnv>();
export const reportApi = new Hono<AppEnv>();

type Report = Awaited<ReturnType<typeof loadReport>>;
type Handler = (c: Context<AppEnv>, mod: Report, deps: ReportDeps) => Response | Promise<Response>;

/** The report's handler, once the report is enabled (a token or Access set) and its module loaded. */
function handle(run: Handler) {
  return async (c: Context<AppEnv>) => {
    const access = c.env.ACCESS_TEAM_DOMAIN?.trim() && c.env.ACCESS_AUD?.trim();
    if (!c.env.LEADS_EXPORT_TOKEN?.trim() && !access) return c.notFound();
    // Private, never stored by a cache, never indexed, and not measured.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.set('unmeasured', true);
    const mod = await loadReport();
    addNamespace(mod.ADMIN_NAMESPACE, mod.ADMIN_TEXTS);
    return run(c, mod, {
      addressHash: () => ipHash(c.env, c.req.header('cf-connecting-ip') ?? ''),
      secure: environmentOf(c.env) !== 'development',
      stylesheet: manifest.reportStyles,
    });
  };
}

admin.get(
  '/report',
  handle((c, m, d) => m.reportPage(c, d)),
);
admin.post(
  '/sign-in',
  handle((c, m, d) => m.signIn(c, d)),
);
admin.post(
  '/sign-out',
  handle((c, m, d) => m.signOut(c, d)),
);
admin.get(
  '/report.csv',
  handle((c, m) => m.pageCsv(c)),
);
reportApi.get(
  '/report',
  handle((c, m, d) => m.api(c, d, 'json')),
);
reportApi.get(
  '/report.csv',
  handle((c, m, d) => m.api(c, d, 'csv')),
);

let digestChecked = '';

/**
 * The scheduled job's weekly digest (src/report/digest.ts): on Mondays from 11:00 UTC, once per
 * week. Until then it costs nothing: the report's module is loaded only when a digest may be due
 * and this isolate has not looked today.
 */
export async function weeklyDigest(env: AppEnv['Bindings'], now: number): Promise<string | undefined> {
  const at = new Date(now);
  const today = at.toISOString().slice(0, 10);
  if (at.getUTCDay() !== 1 || at.getUTCHours() < 11 || digestChecked === today) return undefined;
  const week = await (await loadReport()).digestRun(env, now);
  digestChecked = today;
  return week;
}

/** For tests: as if this isolate had not looked for today's digest. */
export function forgetDigestCheck(): void {
  digestChecked = '';
}
