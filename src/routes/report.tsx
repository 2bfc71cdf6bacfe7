import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { environmentOf } from '../deployment';
import type { AppEnv } from '../env';
import { isCrossSite } from '../http/origin';
import { bearerToken } from '../http/secret';
import { addNamespace } from '../i18n/i18n';
import { loadReport } from '../lazy';
import { errorCause, logger } from '../log';
import { ipHash } from '../privacy/site-secret';
import { unlistedMeta } from '../seo/page-meta';
import { LANG_TAG } from '../shared/languages';
import manifest from '../generated/client-manifest.json';

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
type Via = 'access' | 'session' | 'bearer';

async function report(): Promise<Report> {
  const mod = await loadReport();
  addNamespace(mod.ADMIN_NAMESPACE, mod.ADMIN_TEXTS);
  return mod;
}

const token = (c: Context<AppEnv>) => c.env.LEADS_EXPORT_TOKEN?.trim() || undefined;
const access = (c: Context<AppEnv>) =>
  c.env.ACCESS_TEAM_DOMAIN?.trim() && c.env.ACCESS_AUD?.trim()
    ? { team: c.env.ACCESS_TEAM_DOMAIN.trim(), aud: c.env.ACCESS_AUD.trim() }
    : undefined;

/** How this request may read the report, if at all. */
async function allowed(c: Context<AppEnv>, mod: Report, kind: 'page' | 'api'): Promise<Via | undefined> {
  const a = access(c);
  if (a && (await mod.validAccessToken(c.req.header('cf-access-jwt-assertion') ?? getCookie(c, 'CF_Authorization'), a.team, a.aud)))
    return 'access';
  const t = token(c);
  if (!t) return undefined;
  if (kind === 'api') return (await mod.rightToken(bearerToken(c.req.header('authorization')), t)) ? 'bearer' : undefined;
  return (await mod.validSession(t, getCookie(c, mod.SESSION_COOKIE))) ? 'session' : undefined;
}

/** What a request of the operator's gets besides its body: private, never stored, never indexed. */
function privately(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.set('unmeasured', true);
}

const enabled = (c: Context<AppEnv>) => Boolean(token(c) || access(c));
const PATHS = { report: '/admin/report', csv: '/admin/report.csv', signOut: '/admin/sign-out', signIn: '/admin/sign-in' };

async function page(c: Context<AppEnv>, mod: Report, via: Via | undefined, problem?: { status: 401 | 429; text: string }) {
  const x = mod.textsFor(c.var.t as never, LANG_TAG[c.var.lang]);
  // The shared stylesheet inlined, the report's own linked (client/styles/admin.css): visitors never load it.
  const meta = { ...unlistedMeta(x.t('admin:title')), styles: [], head: <link rel="stylesheet" href={manifest.reportStyles} /> };
  if (!via) {
    c.status(problem?.status ?? 200);
    return c.render(<mod.SignInPage x={x} action={PATHS.signIn} problem={problem?.text} />, { meta });
  }
  const range = mod.rangeOf(c.req.query());
  const data = 'error' in range ? undefined : await mod.reportData(c.env.LEADS_DB, range);
  const health = await mod.pipelineHealth(c.env.LEADS_DB, c.env.PARKED_SUBMISSIONS).catch((error: unknown) => {
    logger.warn('report.health_failed', { cause: errorCause(error) });
    return undefined;
  });
  if ('error' in range) c.status(400);
  return c.render(
    <mod.ReportPage
      x={x}
      data={data}
      invalid={'error' in range ? range.error : undefined}
      health={health}
      paths={PATHS}
      session={via === 'session'}
    />,
    { meta },
  );
}

admin.get('/report', async (c) => {
  if (!enabled(c)) return c.notFound();
  privately(c);
  const mod = await report();
  return page(c, mod, await allowed(c, mod, 'page'));
});

admin.post('/sign-in', async (c) => {
  if (!enabled(c)) return c.notFound();
  privately(c);
  const mod = await report();
  const x = mod.textsFor(c.var.t as never, LANG_TAG[c.var.lang]);
  const t = token(c);
  if (isCrossSite(c) || !t) return page(c, mod, undefined, { status: 401, text: x.t('admin:signIn.unavailable') });
  const key = `sign-in:${await ipHash(c.env, c.req.header('cf-connecting-ip') ?? '')}`;
  const wait = await mod.signInWait(c.env.LEADS_DB, key);
  if (wait > 0) {
    logger.warn('admin.sign_in_throttled', { retryAfter: wait });
    c.header('Retry-After', String(wait));
    return page(c, mod, undefined, { status: 429, text: x.t('admin:signIn.wait', { minutes: Math.ceil(wait / 60) }) });
  }
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const given = typeof body.token === 'string' ? body.token : undefined;
  if (!(await mod.rightToken(given, t))) {
    await mod.signInFailed(c.env.LEADS_DB, key);
    // Never the token itself, nor the address: the attempt, and that it failed.
    logger.warn('admin.sign_in_failed', { given: given ? 'wrong' : 'empty' });
    return page(c, mod, undefined, { status: 401, text: x.t('admin:signIn.wrong') });
  }
  logger.info('admin.signed_in', {});
  c.header('Set-Cookie', mod.sessionCookie(await mod.sessionValue(t), environmentOf(c.env) !== 'development'));
  return c.redirect(PATHS.report, 303);
});

admin.post('/sign-out', async (c) => {
  if (!enabled(c)) return c.notFound();
  privately(c);
  const mod = await report();
  c.header('Set-Cookie', mod.sessionCookie(null, environmentOf(c.env) !== 'development'));
  return c.redirect(PATHS.report, 303);
});

async function csv(c: Context<AppEnv>, mod: Report) {
  const range = mod.rangeOf(c.req.query());
  if ('error' in range) return c.json({ error: range.error }, 400);
  const rows = await mod.counterRows(c.env.LEADS_DB, range);
  return c.body(mod.toCsv(mod.CSV_COLUMNS, rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="report-${range.from}-${range.to}.csv"`,
  });
}

admin.get('/report.csv', async (c) => {
  if (!enabled(c)) return c.notFound();
  privately(c);
  const mod = await report();
  if (!(await allowed(c, mod, 'page'))) return c.redirect(PATHS.report, 303);
  return csv(c, mod);
});

/** The JSON and CSV: the Bearer token (or Access); a wrong token counts against the address like a failed sign-in. */
async function api(c: Context<AppEnv>, answer: (mod: Report) => Promise<Response>) {
  if (!enabled(c)) return c.notFound();
  privately(c);
  const mod = await report();
  if (await allowed(c, mod, 'api')) return answer(mod);
  const key = `sign-in:${await ipHash(c.env, c.req.header('cf-connecting-ip') ?? '')}`;
  const wait = await mod.signInWait(c.env.LEADS_DB, key);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return c.json({ error: 'Too many attempts' }, 429);
  }
  await mod.signInFailed(c.env.LEADS_DB, key);
  logger.warn('report.unauthorized', {});
  c.header('WWW-Authenticate', 'Bearer realm="report"');
  return c.json({ error: 'Unauthorized' }, 401);
}

reportApi.get('/report', (c) =>
  api(c, async (mod) => {
    const range = mod.rangeOf(c.req.query());
    if ('error' in range) return c.json({ error: range.error }, 400);
    const [data, health] = await Promise.all([
      mod.reportData(c.env.LEADS_DB, range),
      mod.pipelineHealth(c.env.LEADS_DB, c.env.PARKED_SUBMISSIONS).catch(() => undefined),
    ]);
    return c.json({ ...data, health: health ?? null });
  }),
);
reportApi.get('/report.csv', (c) => api(c, (mod) => csv(c, mod)));

let digestChecked = '';

/**
 * The scheduled job's weekly digest (src/report/digest.ts): on Mondays from 11:00 UTC, once per
 * week, when ANALYTICS_DIGEST is not "off" and the team's e-mail is set up. Until then it costs
 * nothing: the report's module is loaded only when a digest may be due and not yet checked here.
 */
export async function weeklyDigest(env: AppEnv['Bindings'], now: number): Promise<string | undefined> {
  const at = new Date(now);
  const today = at.toISOString().slice(0, 10);
  if (env.ANALYTICS_DIGEST?.trim() === 'off' || at.getUTCDay() !== 1 || at.getUTCHours() < 11 || digestChecked === today) return undefined;
  const to = (env.LEAD_EMAIL_TO ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const from = env.LEAD_EMAIL_FROM?.trim();
  if (!env.LEAD_EMAIL || !from || to.length === 0) return undefined;
  const mod = await loadReport();
  const parked = env.PARKED_SUBMISSIONS;
  const week = await mod.sendDigest(
    {
      db: env.LEADS_DB,
      binding: env.LEAD_EMAIL,
      from,
      to,
      origin: env.SITE_URL?.trim().replace(/\/+$/, '') || undefined,
      health: () => mod.pipelineHealth(env.LEADS_DB, parked).catch(() => undefined),
    },
    now,
  );
  digestChecked = today;
  return week;
}

/** For tests: as if this isolate had not looked for today's digest. */
export function forgetDigestCheck(): void {
  digestChecked = '';
}
