// The report's request handlers (src/analytics/report-route.ts mounts them): who may read, the page, the
// sign-in and sign-out, the JSON and the CSVs. In the lazy module with the rest of the report; the
// route hands them the request's values and what lives in the worker (the address hash, the
// stylesheet's URL), and answers as each says (a ReportAnswer).
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { Bindings } from '../../env';
import type { TokenCheck } from '../../http/operator';
import { isCrossSite } from '../../http/origin';
import { bearerToken, secretOf } from '../../http/secret';
import { logger } from '../../log';
import { type PageMeta, unlistedMeta } from '../../seo/page-meta';
import { LANG_TAG, type Lang } from '../../shared/languages';
import type { PipelineHealth } from '../../leads/storage/health';
import { SESSION_COOKIE, sessionCookie, sessionValue, validAccessToken, validSession } from './access';
import { textsFor } from './format';
import { CSV_COLUMNS, counterRows, reportData } from './queries';
import { rangeOf } from './range';
import { siteTimeZone } from '../../util/local-day';
import { zoneNote } from '../measure/zone';
import { ReportPage, SignInPage } from './report-page';
import { csvFormOf, toCsv } from '../../leads/storage/csv';

type Via = 'access' | 'session';

/** The request as the handlers read it: the route takes these from its context. */
export interface ReportRequest {
  env: Bindings;
  request: Request;
  lang: Lang;
  t: TFunction;
  /** The site's origin (SITE_URL, else the request's): a sign-in from another is refused. */
  origin: string;
}

/** How the route answers: a page rendered in the document, JSON, a file, or a 303. Headers go on whichever. */
export type ReportAnswer = { headers?: Record<string, string> } & (
  | { page: ReactElement; meta: PageMeta; status: 200 | 400 | 401 | 429 }
  | { json: unknown; status: 200 | 400 | 401 | 429 }
  | { body: string }
  | { redirect: string }
);

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

type R = ReportRequest;

const PATHS = { report: '/admin/report', csv: '/admin/report.csv', signOut: '/admin/sign-out', signIn: '/admin/sign-in' };

function cookie(r: R, name: string): string | undefined {
  for (const part of (r.request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether a valid Cloudflare Access token came with the request (when Access is set up). */
async function viaAccess(r: R): Promise<boolean> {
  const team = secretOf(r.env.ACCESS_TEAM_DOMAIN);
  const aud = secretOf(r.env.ACCESS_AUD);
  return !!team && !!aud && validAccessToken(r.request.headers.get('cf-access-jwt-assertion') ?? cookie(r, 'CF_Authorization'), team, aud);
}

/** How the page (and its CSV) may be read, if at all: Access, or the session the sign-in set. */
async function pageAccess(r: R, deps: ReportDeps): Promise<Via | undefined> {
  if (await viaAccess(r)) return 'access';
  return deps.token && (await validSession(deps.token, cookie(r, SESSION_COOKIE))) ? 'session' : undefined;
}

/** The query's parameters, the first of each name (as the range reads them). */
function queryOf(r: R): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(r.request.url).searchParams) query[name] ??= value;
  return query;
}

const zoneOf = (r: R) => siteTimeZone(r.env.SITE_TIMEZONE);
const textsOf = (r: R) => textsFor(r.t as never, LANG_TAG[r.lang], zoneOf(r));
const rangeFor = (r: R) => rangeOf(queryOf(r), Date.now(), zoneOf(r));

async function page(r: R, deps: ReportDeps, via: Via | undefined, problem?: { status: 401 | 429; text: string }): Promise<ReportAnswer> {
  const texts = textsOf(r);
  // The shared stylesheet inlined, the report's own linked: visitors never load it.
  const meta = { ...unlistedMeta(texts.t('admin:title')), styles: [], head: <link rel="stylesheet" href={deps.stylesheet} /> };
  if (!via) {
    return { page: <SignInPage texts={texts} action={PATHS.signIn} problem={problem?.text} />, meta, status: problem?.status ?? 200 };
  }
  const range = rangeFor(r);
  const [data, health, zone] = await Promise.all([
    'error' in range ? undefined : reportData(r.env.LEADS_DB, range),
    deps.health(),
    zoneNote(r.env.LEADS_DB, zoneOf(r)),
  ]);
  const invalid = 'error' in range ? texts.t(`admin:range.problems.${range.problem}`) : undefined;
  return {
    page: <ReportPage texts={texts} data={data} invalid={invalid} health={health} zone={zone} paths={PATHS} session={via === 'session'} />,
    meta,
    status: 'error' in range ? 400 : 200,
  };
}

export async function reportPage(r: R, deps: ReportDeps): Promise<ReportAnswer> {
  return page(r, deps, await pageAccess(r, deps));
}

/**
 * The sign-in form's post: the operator endpoints' check (a wrong token counted against the
 * address and logged as `operator.unauthorized`, never with the token or the address; past the
 * limit, 429 with Retry-After whatever is sent), then a session cookie.
 */
export async function signIn(r: R, deps: ReportDeps): Promise<ReportAnswer> {
  const texts = textsOf(r);
  const t = deps.token;
  if (isCrossSite(r.request, r.origin) || !t) return page(r, deps, undefined, { status: 401, text: texts.t('admin:signIn.unavailable') });
  const token = await postedToken(r.request);
  const check = await deps.checkToken(secretOf(token), 'report sign-in');
  if (!check.ok && check.status === 429) {
    const wait = check.retryAfter ?? 60;
    const answer = await page(r, deps, undefined, { status: 429, text: texts.t('admin:signIn.wait', { minutes: Math.ceil(wait / 60) }) });
    return { ...answer, headers: { 'Retry-After': String(wait) } };
  }
  if (!check.ok) return page(r, deps, undefined, { status: 401, text: texts.t('admin:signIn.wrong') });
  logger.info('admin.signed_in', {});
  return { redirect: PATHS.report, headers: { 'Set-Cookie': sessionCookie(await sessionValue(t), deps.secure) } };
}

/** The sign-in form's token field; undefined for anything but a form post carrying one. */
async function postedToken(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  const form = await request.formData().catch(() => null);
  const token = form?.get('token');
  return typeof token === 'string' ? token : undefined;
}

export function signOut(_r: R, deps: ReportDeps): ReportAnswer {
  return { redirect: PATHS.report, headers: { 'Set-Cookie': sessionCookie(null, deps.secure) } };
}

/** The counters' CSV: `;` and decimal commas (a pt-BR spreadsheet's columns), or with `format=csv-comma` commas (tools'). */
async function csv(r: R): Promise<ReportAnswer> {
  const range = rangeFor(r);
  if ('error' in range) return { json: { error: range.error }, status: 400 };
  const form = csvFormOf(queryOf(r).format);
  if (typeof form !== 'string') return { json: form, status: 400 };
  return {
    body: toCsv(CSV_COLUMNS, await counterRows(r.env.LEADS_DB, range), form),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="report-${range.from}-${range.to}.csv"`,
    },
  };
}

/** The signed-in page's download link. */
export async function pageCsv(r: R, deps: ReportDeps): Promise<ReportAnswer> {
  return (await pageAccess(r, deps)) ? csv(r) : { redirect: PATHS.report };
}

/**
 * The JSON and CSV: Access, or the Bearer token under the operator endpoints' rules (as
 * src/http/operator.ts operatorOnly answers: 401 with WWW-Authenticate, 429 once throttled).
 */
export async function api(r: R, deps: ReportDeps, what: 'json' | 'csv'): Promise<ReportAnswer> {
  if (!(await viaAccess(r))) {
    const check: TokenCheck = deps.token
      ? await deps.checkToken(bearerToken(r.request.headers.get('authorization') ?? undefined), 'report')
      : { ok: false, status: 401 };
    if (!check.ok && check.status === 429) {
      const headers = { 'Retry-After': String(check.retryAfter ?? 60) };
      return { json: { error: 'Too many wrong tokens: try again later' }, status: 429, headers };
    }
    if (!check.ok) return { json: { error: 'Unauthorized' }, status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="report"' } };
  }
  if (what === 'csv') return csv(r);
  const range = rangeFor(r);
  if ('error' in range) return { json: { error: range.error }, status: 400 };
  const [data, health, zone] = await Promise.all([reportData(r.env.LEADS_DB, range), deps.health(), zoneNote(r.env.LEADS_DB, zoneOf(r))]);
  return { json: { ...data, health, zone }, status: 200 };
}
