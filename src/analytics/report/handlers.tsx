// The report's request handlers (src/analytics/report-route.ts mounts them): who may read, the page, the
// sign-in and sign-out, the JSON and the CSVs. In the lazy module with the rest of the report; the
// route hands them what lives in the worker (the address hash, the stylesheet's URL).
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { TokenCheck } from '../../http/operator';
import { isCrossSite } from '../../http/origin';
import { bearerToken, secretOf } from '../../http/secret';
import { logger } from '../../log';
import { unlistedMeta } from '../../seo/page-meta';
import { LANG_TAG } from '../../shared/languages';
import type { PipelineHealth } from '../../leads/storage/health';
import { SESSION_COOKIE, sessionCookie, sessionValue, validAccessToken, validSession } from './access';
import { textsFor } from './format';
import { CSV_COLUMNS, counterRows, reportData } from './queries';
import { rangeOf } from './range';
import { siteTimeZone } from '../../util/local-day';
import { zoneNote } from '../measure/zone';
import { ReportPage, SignInPage } from './report-page';
import { csvFormOf, toCsv } from '../../leads/storage/csv';

type C = Context<AppEnv>;
type Via = 'access' | 'session';

/** What the route gives the handlers from the worker. */
export interface ReportDeps {
  /** The operator's token as the operator endpoints read it (trimmed, long enough); unset: Access only. */
  token: string | undefined;
  /**
   * Checks a token sent for `realm` (src/http/operator.ts checkOperatorToken): wrong ones are
   * throttled per address, with the exports', deliveries' and privacy endpoints', and logged.
   */
  checkToken: (given: string | undefined, realm: string) => Promise<TokenCheck>;
  /** The lead pipeline's health (src/leads/storage/health.ts), read at most every few minutes per isolate. */
  health: () => Promise<PipelineHealth>;
  /** Cookies carry `Secure` (everywhere but development). */
  secure: boolean;
  /** The report's own stylesheet (client/styles/admin.css, a linked asset). */
  stylesheet: string;
}

const PATHS = { report: '/admin/report', csv: '/admin/report.csv', signOut: '/admin/sign-out', signIn: '/admin/sign-in' };

function cookie(c: C, name: string): string | undefined {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether a valid Cloudflare Access token came with the request (when Access is set up). */
async function viaAccess(c: C): Promise<boolean> {
  const team = secretOf(c.env.ACCESS_TEAM_DOMAIN);
  const aud = secretOf(c.env.ACCESS_AUD);
  return !!team && !!aud && validAccessToken(c.req.header('cf-access-jwt-assertion') ?? cookie(c, 'CF_Authorization'), team, aud);
}

/** How the page (and its CSV) may be read, if at all: Access, or the session the sign-in set. */
async function pageAccess(c: C, deps: ReportDeps): Promise<Via | undefined> {
  if (await viaAccess(c)) return 'access';
  return deps.token && (await validSession(deps.token, cookie(c, SESSION_COOKIE))) ? 'session' : undefined;
}

const zoneOf = (c: C) => siteTimeZone(c.env.SITE_TIMEZONE);
const textsOf = (c: C) => textsFor(c.var.t as never, LANG_TAG[c.var.lang], zoneOf(c));
const rangeFor = (c: C) => rangeOf(c.req.query(), Date.now(), zoneOf(c));

async function page(c: C, deps: ReportDeps, via: Via | undefined, problem?: { status: 401 | 429; text: string }) {
  const texts = textsOf(c);
  // The shared stylesheet inlined, the report's own linked: visitors never load it.
  const meta = { ...unlistedMeta(texts.t('admin:title')), styles: [], head: <link rel="stylesheet" href={deps.stylesheet} /> };
  if (!via) {
    c.status(problem?.status ?? 200);
    return c.render(<SignInPage texts={texts} action={PATHS.signIn} problem={problem?.text} />, { meta });
  }
  const range = rangeFor(c);
  const [data, health, zone] = await Promise.all([
    'error' in range ? undefined : reportData(c.env.LEADS_DB, range),
    deps.health(),
    zoneNote(c.env.LEADS_DB, zoneOf(c)),
  ]);
  if ('error' in range) c.status(400);
  const invalid = 'error' in range ? texts.t(`admin:range.problems.${range.problem}`) : undefined;
  return c.render(
    <ReportPage texts={texts} data={data} invalid={invalid} health={health} zone={zone} paths={PATHS} session={via === 'session'} />,
    { meta },
  );
}

export async function reportPage(c: C, deps: ReportDeps) {
  return page(c, deps, await pageAccess(c, deps));
}

/**
 * The sign-in form's post: the operator endpoints' check (a wrong token counted against the
 * address and logged as `operator.unauthorized`, never with the token or the address; past the
 * limit, 429 with Retry-After whatever is sent), then a session cookie.
 */
export async function signIn(c: C, deps: ReportDeps) {
  const texts = textsOf(c);
  const t = deps.token;
  if (isCrossSite(c.req.raw, c.get('origin')) || !t)
    return page(c, deps, undefined, { status: 401, text: texts.t('admin:signIn.unavailable') });
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const check = await deps.checkToken(secretOf(typeof body.token === 'string' ? body.token : undefined), 'report sign-in');
  if (!check.ok && check.status === 429) {
    const wait = check.retryAfter ?? 60;
    c.header('Retry-After', String(wait));
    return page(c, deps, undefined, { status: 429, text: texts.t('admin:signIn.wait', { minutes: Math.ceil(wait / 60) }) });
  }
  if (!check.ok) return page(c, deps, undefined, { status: 401, text: texts.t('admin:signIn.wrong') });
  logger.info('admin.signed_in', {});
  c.header('Set-Cookie', sessionCookie(await sessionValue(t), deps.secure));
  return c.redirect(PATHS.report, 303);
}

export function signOut(c: C, deps: ReportDeps) {
  c.header('Set-Cookie', sessionCookie(null, deps.secure));
  return c.redirect(PATHS.report, 303);
}

/** The counters' CSV: `;` and decimal commas (a pt-BR spreadsheet's columns), or with `format=csv-comma` commas (tools'). */
async function csv(c: C) {
  const range = rangeFor(c);
  if ('error' in range) return c.json({ error: range.error }, 400);
  const form = csvFormOf(c.req.query('format'));
  if (typeof form !== 'string') return c.json(form, 400);
  return c.body(toCsv(CSV_COLUMNS, await counterRows(c.env.LEADS_DB, range), form), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="report-${range.from}-${range.to}.csv"`,
  });
}

/** The signed-in page's download link. */
export async function pageCsv(c: C, deps: ReportDeps) {
  return (await pageAccess(c, deps)) ? csv(c) : c.redirect(PATHS.report, 303);
}

/**
 * The JSON and CSV: Access, or the Bearer token under the operator endpoints' rules (as
 * src/http/operator.ts operatorOnly answers: 401 with WWW-Authenticate, 429 once throttled).
 */
export async function api(c: C, deps: ReportDeps, what: 'json' | 'csv') {
  if (!(await viaAccess(c))) {
    const check: TokenCheck = deps.token
      ? await deps.checkToken(bearerToken(c.req.header('authorization')), 'report')
      : { ok: false, status: 401 };
    if (!check.ok && check.status === 429) {
      c.header('Retry-After', String(check.retryAfter ?? 60));
      return c.json({ error: 'Too many wrong tokens: try again later' }, 429);
    }
    if (!check.ok) {
      c.header('WWW-Authenticate', 'Bearer realm="report"');
      return c.json({ error: 'Unauthorized' }, 401);
    }
  }
  if (what === 'csv') return csv(c);
  const range = rangeFor(c);
  if ('error' in range) return c.json({ error: range.error }, 400);
  const [data, health, zone] = await Promise.all([reportData(c.env.LEADS_DB, range), deps.health(), zoneNote(c.env.LEADS_DB, zoneOf(c))]);
  return c.json({ ...data, health, zone });
}
