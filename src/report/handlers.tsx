// The report's request handlers (src/routes/report.ts mounts them): who may read, the page, the
// sign-in and sign-out, the JSON and the CSVs. In the lazy module with the rest of the report; the
// route hands them what lives in the worker (the address hash, the stylesheet's URL).
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isCrossSite } from '../http/origin';
import { bearerToken } from '../http/secret';
import { errorCause, logger } from '../log';
import { unlistedMeta } from '../seo/page-meta';
import { LANG_TAG } from '../shared/languages';
import {
  rightToken,
  SESSION_COOKIE,
  sessionCookie,
  sessionValue,
  signInFailed,
  signInWait,
  validAccessToken,
  validSession,
} from './access';
import { textsFor } from './format';
import { pipelineHealth } from './health';
import { CSV_COLUMNS, counterRows, reportData } from './queries';
import { rangeOf } from './range';
import { ReportPage, SignInPage } from './report-page';
import { toCsv } from '../submissions/csv';

type C = Context<AppEnv>;
type Via = 'access' | 'session' | 'bearer';

/** What the route gives the handlers from the worker. */
export interface ReportDeps {
  /** The keyed hash of the client's address (src/privacy/site-secret.ts): the sign-in throttle's key. */
  addressHash: () => Promise<string>;
  /** Cookies carry `Secure` (everywhere but development). */
  secure: boolean;
  /** The report's own stylesheet (client/styles/admin.css, a linked asset). */
  stylesheet: string;
}

const PATHS = { report: '/admin/report', csv: '/admin/report.csv', signOut: '/admin/sign-out', signIn: '/admin/sign-in' };
const token = (c: C) => c.env.LEADS_EXPORT_TOKEN?.trim() || undefined;

function cookie(c: C, name: string): string | undefined {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** How this request may read the report, if at all. */
async function allowed(c: C, kind: 'page' | 'api'): Promise<Via | undefined> {
  const team = c.env.ACCESS_TEAM_DOMAIN?.trim();
  const aud = c.env.ACCESS_AUD?.trim();
  if (team && aud && (await validAccessToken(c.req.header('cf-access-jwt-assertion') ?? cookie(c, 'CF_Authorization'), team, aud)))
    return 'access';
  const t = token(c);
  if (!t) return undefined;
  if (kind === 'api') return (await rightToken(bearerToken(c.req.header('authorization')), t)) ? 'bearer' : undefined;
  return (await validSession(t, cookie(c, SESSION_COOKIE))) ? 'session' : undefined;
}

const texts = (c: C) => textsFor(c.var.t as never, LANG_TAG[c.var.lang]);

async function page(c: C, deps: ReportDeps, via: Via | undefined, problem?: { status: 401 | 429; text: string }) {
  const x = texts(c);
  // The shared stylesheet inlined, the report's own linked: visitors never load it.
  const meta = { ...unlistedMeta(x.t('admin:title')), styles: [], head: <link rel="stylesheet" href={deps.stylesheet} /> };
  if (!via) {
    c.status(problem?.status ?? 200);
    return c.render(<SignInPage x={x} action={PATHS.signIn} problem={problem?.text} />, { meta });
  }
  const range = rangeOf(c.req.query());
  const data = 'error' in range ? undefined : await reportData(c.env.LEADS_DB, range);
  const health = await pipelineHealth(c.env.LEADS_DB, c.env.PARKED_SUBMISSIONS).catch((error: unknown) => {
    logger.warn('report.health_failed', { cause: errorCause(error) });
    return undefined;
  });
  if ('error' in range) c.status(400);
  const invalid = 'error' in range ? range.error : undefined;
  return c.render(<ReportPage x={x} data={data} invalid={invalid} health={health} paths={PATHS} session={via === 'session'} />, { meta });
}

export async function reportPage(c: C, deps: ReportDeps) {
  return page(c, deps, await allowed(c, 'page'));
}

export async function signIn(c: C, deps: ReportDeps) {
  const x = texts(c);
  const t = token(c);
  if (isCrossSite(c) || !t) return page(c, deps, undefined, { status: 401, text: x.t('admin:signIn.unavailable') });
  const key = `sign-in:${await deps.addressHash()}`;
  const wait = await signInWait(c.env.LEADS_DB, key);
  if (wait > 0) {
    logger.warn('admin.sign_in_throttled', { retryAfter: wait });
    c.header('Retry-After', String(wait));
    return page(c, deps, undefined, { status: 429, text: x.t('admin:signIn.wait', { minutes: Math.ceil(wait / 60) }) });
  }
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const given = typeof body.token === 'string' ? body.token : undefined;
  if (!(await rightToken(given, t))) {
    await signInFailed(c.env.LEADS_DB, key);
    // Never the token itself, nor the address: the attempt, and that it failed.
    logger.warn('admin.sign_in_failed', { given: given ? 'wrong' : 'empty' });
    return page(c, deps, undefined, { status: 401, text: x.t('admin:signIn.wrong') });
  }
  logger.info('admin.signed_in', {});
  c.header('Set-Cookie', sessionCookie(await sessionValue(t), deps.secure));
  return c.redirect(PATHS.report, 303);
}

export function signOut(c: C, deps: ReportDeps) {
  c.header('Set-Cookie', sessionCookie(null, deps.secure));
  return c.redirect(PATHS.report, 303);
}

async function csv(c: C) {
  const range = rangeOf(c.req.query());
  if ('error' in range) return c.json({ error: range.error }, 400);
  return c.body(toCsv(CSV_COLUMNS, await counterRows(c.env.LEADS_DB, range)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="report-${range.from}-${range.to}.csv"`,
  });
}

/** The signed-in page's download link. */
export async function pageCsv(c: C) {
  return (await allowed(c, 'page')) ? csv(c) : c.redirect(PATHS.report, 303);
}

/** The JSON and CSV: the Bearer token (or Access); a wrong token counts against the address like a failed sign-in. */
export async function api(c: C, deps: ReportDeps, what: 'json' | 'csv') {
  if (!(await allowed(c, 'api'))) {
    const key = `sign-in:${await deps.addressHash()}`;
    const wait = await signInWait(c.env.LEADS_DB, key);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ error: 'Too many attempts' }, 429);
    }
    await signInFailed(c.env.LEADS_DB, key);
    logger.warn('report.unauthorized', {});
    c.header('WWW-Authenticate', 'Bearer realm="report"');
    return c.json({ error: 'Unauthorized' }, 401);
  }
  if (what === 'csv') return csv(c);
  const range = rangeOf(c.req.query());
  if ('error' in range) return c.json({ error: range.error }, 400);
  const [data, health] = await Promise.all([
    reportData(c.env.LEADS_DB, range),
    pipelineHealth(c.env.LEADS_DB, c.env.PARKED_SUBMISSIONS).catch(() => undefined),
  ]);
  return c.json({ ...data, health: health ?? null });
}
