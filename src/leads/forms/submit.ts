// One pipeline for POST /api/leads, POST /api/contact and POST /api/privacy-requests, JSON or form
// post, once the route has checked the origin, read the body and decided the language:
// the edge's limit per address (429, no D1: http/edge-limit.ts) → schema (422, or 303 back with
// the errors) → honeypot → already stored? → the visitor's day and the surge guard, read only
// (../storage/admission.ts) → the challenge: Turnstile when configured, else, when the guard asks,
// the site's proof of work (challenge.ts; not solved: 403 with a new challenge) → counted (the
// first D1 write) → kept: in D1 with its delivery rows and, a lead, its count for the report, else
// parked in KV within the visitor's bound, else the visitor gets it back (503)
// (../storage/keep.ts) → delivery (after the answer; a parked one, and its count, once the
// scheduled job moved it) → success (JSON, or 303 back). A refusal after the schema gives a post
// without JavaScript its own page back with every value typed. The pipeline decides (a
// SubmitOutcome); the form route answers (src/leads/routes/answer.ts).
// D1 failing never stops a submission before the keeping: the duplicate check and the limits fail
// open (logged), the IP hash is left out when its key cannot be read.
import type { Challenge } from 'altcha-lib';
import type { Bindings } from '../../env';
import type { Lang } from '../../shared/languages';
import { clientIp, edgeCountry } from '../../http/origin';
import { afterResponse, type WaitUntil } from '../../http/wait-until';
import { admission, countAdmitted, surgeGuard, type Admission } from '../storage/admission';
import { passGate } from '../../http/edge-limit';
import { markKept, postedKey, wasKept } from '../storage/kept-mark';
import { deliverStored, destinationsOf, senders } from '../storage/delivery';
import { loadPhoneParser } from '../storage/phone-e164';
import type { Table } from '../storage/columns';
import { keep } from '../storage/keep';
import { isStored } from '../storage/store';
import { ipHash } from '../../privacy/site-secret';
import { turnstileKeys, verifyTurnstile } from './turnstile';
import { CHALLENGE_FIELD, issueChallenge, solvedChallenge } from './challenge';
import { TURNSTILE_FIELD, givesConsent } from '../../shared/form-rules/fields';
import { postedPlacement, VIEW_FIELD } from '../../shared/form-rules/post-fields';
import { NOTICE_VERSION } from '../../privacy/policy';
import { formFor, type FormKind } from './definitions';
import { backPath, type Submission } from './request';
import { nullable, type CommonColumns } from './rows';
import { errorCause, logger } from '../../log';
import { loadLeadCounter, loadPhone } from '../../lazy';
import { siteTimeZone } from '../../util/local-day';

const FORM_ID = /^[a-z0-9-]{1,64}$/;

/** Where the answer to a post goes. */
export interface AnswerTarget {
  asForm: boolean;
  /** Element id of the form (the flash is for it alone). */
  formId: string;
  /** Same-origin path of the form's page, with the form's anchor. */
  back: string;
}

type Data = Record<string, unknown>;

/** What the pipeline decided about a post, for the form route to answer (src/leads/routes/answer.ts). */
export type SubmitOutcome = { target: AnswerTarget } & (
  | { outcome: 'accepted'; successKey: string; values?: Record<string, string | number> }
  | { outcome: 'invalid'; codes: Record<string, string>; data: Data }
  | { outcome: 'refused'; status: 403; key: 'captchaFailed' }
  | { outcome: 'limited'; key: 'rateLimited' | 'busy'; retryAfter: number; data: Data }
  | { outcome: 'challenge'; challenge: Challenge; data: Data }
  | { outcome: 'unsent'; data: Data }
);

/** The post as the pipeline reads it: the route takes these from its context, the language decided. */
export interface SubmitRequest {
  env: Bindings;
  request: Request;
  /** The site's origin (SITE_URL, else the request's): which Referers are this site's. */
  origin: string;
  lang: Lang;
  waitUntil: WaitUntil | undefined;
}

export async function submit(req: SubmitRequest, kind: FormKind, body: Submission): Promise<SubmitOutcome> {
  const { data } = body;
  const { env, request } = req;
  const form = formFor(kind, data);
  const formId = typeof data.form_id === 'string' && FORM_ID.test(data.form_id) ? data.form_id : form.defaultId;
  const target = { asForm: body.kind === 'form', formId, back: `${backPath(request, req.origin, data.page)}#${formId}` };
  const accepted = (): SubmitOutcome => ({ target, outcome: 'accepted', successKey: form.successKey, values: form.successValues });

  // The first gate, before anything touches D1: this address's posts of the minute.
  const gate = await passGate(env, 'forms', clientIp(request));
  if (!gate.ok) {
    // A retry of a post this location kept gets its answer: nothing new would be stored.
    const retried = postedKey(data.idempotency_key);
    if (retried && (await wasKept(form.table, retried))) {
      logger.info('form.duplicate', { form: kind, table: form.table, at: 'edge' });
      return accepted();
    }
    logger.warn('form.rate_limited', { form: kind, scope: 'address', retryAfter: gate.retryAfter });
    return { target, outcome: 'limited', key: 'rateLimited', retryAfter: gate.retryAfter, data };
  }

  const parsed = form.parse(data);
  if (!parsed.ok) {
    // Which fields failed and why (codes such as "required"), never what was typed.
    logger.info('form.rejected', { form: kind, reason: 'invalid', fields: parsed.codes });
    return { target, outcome: 'invalid', codes: parsed.codes, data };
  }
  const input = parsed.form.tracking;

  // A bot filled the honeypot: it gets the ordinary answer and nothing is kept.
  if (input._gotcha) {
    logger.info('form.rejected', { form: kind, reason: 'honeypot' });
    return accepted();
  }

  const db = env.LEADS_DB;
  // The measurement's module loads while the checks below wait on D1.
  const counter = loadLeadCounter(siteTimeZone(env.SITE_TIMEZONE));
  const key = input.idempotency_key || crypto.randomUUID();
  if (input.idempotency_key && (await alreadyStored(db, form.table, key))) {
    logger.info('form.duplicate', { form: kind, table: form.table });
    await afterResponse(req.waitUntil, markKept(form.table, key));
    return accepted();
  }

  const ip = clientIp(request);
  const hash = await ipHash(env, ip).catch((error: unknown) => {
    logger.warn('form.ip_hash_failed', { form: kind, rateLimit: 'skipped', cause: errorCause(error) });
    return null;
  });
  const placement = postedPlacement((field) => input[field]) ?? null;
  const turnstile = turnstileKeys(env);
  const guard = surgeGuard(env);
  const admitted = hash === null ? null : await limits(kind, () => admission(db, hash, guard));
  if (admitted && !admitted.ok) return refusedByLimit(target, kind, placement, admitted, data);

  if (turnstile) {
    if (!(await verifyTurnstile(turnstile.secret, input[TURNSTILE_FIELD], ip, key))) {
      logger.info('form.rejected', { form: kind, reason: 'captcha' });
      return { target, outcome: 'refused', status: 403, key: 'captchaFailed' };
    }
  } else if (admitted?.challenge && !(await solvedChallenge(env, data[CHALLENGE_FIELD], key))) {
    // The surge guard asks, and no Turnstile: the site's own proof of work, for this submission.
    logger.info('form.challenged', { form: kind, solutionSent: data[CHALLENGE_FIELD] !== undefined });
    return { target, outcome: 'challenge', challenge: await issueChallenge(env, key), data };
  }

  // Only now, past every check, the first write: the post counted on the visitor's day and the site's windows.
  // Not counted when the limits could not be read (D1 failing: logged once, the post let through).
  const counted = hash === null || admitted === null ? null : await limits(kind, () => countAdmitted(db, hash, guard));
  if (counted && !counted.ok) return refusedByLimit(target, kind, placement, counted, data);

  const now = Date.now();
  // Built once for this submission: which destinations take it, and later its first attempts.
  const send = senders(env, req.origin);
  // Privacy requests are stored and exported, not sent to the sales destinations (CRM, RD Station).
  const destinations = destinationsOf(send, form.table);
  const consent = givesConsent(input.marketing_consent);
  const common: CommonColumns = {
    idempotency_key: key,
    received_at: new Date(now).toISOString(),
    lang: req.lang,
    page: nullable(backPath(request, req.origin, input.page).split('?')[0]),
    placement,
    utm_source: nullable(input.utm_source),
    utm_medium: nullable(input.utm_medium),
    utm_campaign: nullable(input.utm_campaign),
    landing_page: nullable(input.landing_page),
    referrer_host: nullable(input.referrer_host?.toLowerCase()),
    visitor_country: edgeCountry(request),
    user_agent: request.headers.get('user-agent')?.slice(0, 400) ?? null,
    ip_hash: ip && hash ? hash : null,
    delivery_status: destinations.length > 0 ? 'pending' : 'none',
    // The notice the form showed (a client that names none saw, at best, the current one).
    notice_version: input.notice_version || NOTICE_VERSION,
    marketing_consent: consent ? 1 : 0,
    consent_at: consent ? new Date(now).toISOString() : null,
  };
  await loadPhoneParser(loadPhone, env.ASSETS);
  const row = parsed.form.row(common);
  // Counted as a lead by the statement that stores it (or, parked, by its move into D1): on the
  // server, so no request from a browser can fake one, and once, whatever is retried.
  // The view's id goes to the count only (its view's LCP rating), never into the row.
  const leadCount = (await counter)?.(db, form.table, row, input[VIEW_FIELD] || undefined);
  const kept = await keep(env, form.table, row, { form: form.variant, destinations, ipHash: hash, now, counted: leadCount });
  if (kept.where === 'nowhere') return { target, outcome: 'unsent', data };
  if (kept.where === 'refused') return { target, outcome: 'limited', key: 'rateLimited', retryAfter: kept.retryAfter, data };
  if (input.idempotency_key) await afterResponse(req.waitUntil, markKept(form.table, key));
  // Parked: delivered once the scheduled job has moved it into D1 (it logged where it went).
  if (kept.where === 'parked') return accepted();
  logStored(kind, form.table, kept, { form: form.variant, placement, lang: common.lang, delivery: common.delivery_status });
  // Delivery after the answer: the visitor never waits for a destination, nor sees one fail. The
  // delivery rows were stored with the row, so whatever fails here the scheduled job sends them.
  if (destinations.length > 0) {
    const delivery = deliverStored(db, send, form.table, row, now, env.PARKED_SUBMISSIONS).catch((error: unknown) => {
      logger.warn('delivery.start_failed', { table: form.table, id: kept.id, cause: errorCause(error) });
    });
    await afterResponse(req.waitUntil, delivery);
  }
  return accepted();
}

/** Id and placement only: the row itself (name, e-mail, phone, message) stays in D1. */
function logStored(
  kind: FormKind,
  table: Table,
  kept: { id: number | null; retried: boolean },
  fields: { form: string; placement: string | null; lang: string; delivery: string },
) {
  // No id and no retry: the key was stored by another post (a double click racing this one).
  if (kept.id === null && !kept.retried) return logger.info('form.duplicate', { form: kind, table });
  logger.info(kind === 'lead' ? 'lead.stored' : 'message.stored', {
    table,
    id: kept.id,
    ...fields,
    placement: fields.placement?.slice(0, 64) ?? null,
  });
}

/** The duplicate check, failing open: the insert is keyed by the idempotency key anyway. */
async function alreadyStored(db: D1Database, table: Table, key: string): Promise<boolean> {
  try {
    return await isStored(db, table, key);
  } catch (error) {
    logger.warn('form.duplicate_check_failed', { table, cause: errorCause(error) });
    return false;
  }
}

/** A limit's refusal: 429, the true wait, the form kept. */
function refusedByLimit(
  target: AnswerTarget,
  kind: FormKind,
  placement: string | null,
  refused: Extract<Admission, { ok: false }>,
  data: Data,
): SubmitOutcome {
  const fields = { form: kind, scope: refused.scope, placement: placement?.slice(0, 64) ?? null, retryAfter: refused.retryAfter };
  logger.warn('form.rate_limited', fields);
  return { target, outcome: 'limited', key: refused.reason, retryAfter: refused.retryAfter, data };
}

/** The limits, failing open: a lead is worth more than a skipped limit (the parking bound still holds). Null when not counted. */
async function limits(kind: FormKind, run: () => Promise<Admission>): Promise<Admission | null> {
  try {
    return await run();
  } catch (error) {
    logger.warn('form.rate_limit_failed', { form: kind, allowed: true, cause: errorCause(error) });
    return null;
  }
}
