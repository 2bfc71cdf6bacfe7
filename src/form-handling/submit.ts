// One pipeline for POST /api/leads, POST /api/contact and POST /api/privacy-requests, JSON or form
// post, once the route has checked the origin, read the body and decided the language:
// schema (422, or 303 back with the errors) → honeypot → already stored? → rate limit (429)
// → Turnstile → kept: in D1, else parked in KV (keep.ts), else the visitor gets it back (503)
// → delivery (after the answer; a parked one once the scheduled job moved it) → success (JSON, or 303 back).
// D1 failing never stops a submission before the keeping: the duplicate check and the rate
// limit fail open (logged), the IP hash is left out when its key cannot be read.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { afterResponse } from '../http/wait-until';
import { deliverNew, destinationsOf, senders } from '../submissions/delivery';
import { loadPhoneParser } from '../submissions/phone-e164';
import { hitRateLimit, pruneRateLimits, type RateLimitResult } from '../submissions/rate-limit';
import type { Table } from '../submissions/columns';
import { isStored } from '../submissions/store';
import { ipHash } from '../privacy/site-secret';
import { turnstileKeys, verifyTurnstile } from './turnstile';
import { TURNSTILE_FIELD, givesConsent } from '../shared/form-rules/fields';
import { NOTICE_VERSION } from '../privacy/policy';
import { answers } from './answer';
import { formFor, type FormKind } from './definitions';
import { backPath, clientIp, edgeCountry, type Submission } from './request';
import { nullable, type CommonColumns } from './rows';
import { errorCause, logger } from '../log';
import { keep } from './keep';
import { loadMeasurement } from '../lazy';

const FORM_ID = /^[a-z0-9-]{1,64}$/;

export async function submit(c: Context<AppEnv>, kind: FormKind, body: Submission): Promise<Response> {
  const { data } = body;
  const form = formFor(kind, data);
  const formId = typeof data.form_id === 'string' && FORM_ID.test(data.form_id) ? data.form_id : form.defaultId;
  const answer = answers(c, { asForm: body.kind === 'form', formId, back: `${backPath(c, data.page)}#${formId}` });

  const parsed = form.parse(data);
  if (!parsed.ok) {
    // Which fields failed and why (codes such as "required"), never what was typed.
    logger.info('form.rejected', { form: kind, reason: 'invalid', fields: parsed.codes });
    return answer.invalid(parsed.codes, data);
  }
  const input = parsed.form.tracking;

  // A bot filled the honeypot: it gets the ordinary answer and nothing is kept.
  if (input._gotcha) {
    logger.info('form.rejected', { form: kind, reason: 'honeypot' });
    return answer.accepted(form.successKey, form.successValues);
  }

  const db = c.env.LEADS_DB;
  const key = input.idempotency_key || crypto.randomUUID();
  if (input.idempotency_key && (await alreadyStored(db, form.table, key))) {
    logger.info('form.duplicate', { form: kind, table: form.table });
    return answer.accepted(form.successKey, form.successValues);
  }

  const ip = clientIp(c);
  const hash = await ipHash(c.env, ip).catch((error: unknown) => {
    logger.warn('form.ip_hash_failed', { form: kind, rateLimit: 'skipped', cause: errorCause(error) });
    return null;
  });
  const placement = input.identificador || input.traffic_source || null;
  const limit = hash === null ? null : await rateLimit(c, db, `${kind}:${placement ?? form.variant}:${hash}`, kind);
  if (limit && !limit.allowed) {
    logger.warn('form.rate_limited', { form: kind, placement: placement?.slice(0, 64) ?? null, retryAfter: limit.retryAfter });
    c.header('Retry-After', String(limit.retryAfter));
    return answer.refused(429, 'rateLimited');
  }

  const turnstile = turnstileKeys(c.env);
  if (turnstile && !(await verifyTurnstile(turnstile.secret, input[TURNSTILE_FIELD], ip, key))) {
    logger.info('form.rejected', { form: kind, reason: 'captcha' });
    return answer.refused(403, 'captchaFailed');
  }

  const now = Date.now();
  // Built once for this submission: which destinations take it, and later its first attempts.
  const send = senders(c.env, c.get('origin'));
  // Privacy requests are stored and exported, not sent to the sales destinations (CRM, RD Station).
  const delivered = destinationsOf(send, form.table).length > 0;
  const consent = givesConsent(input.marketing_consent);
  const common: CommonColumns = {
    idempotency_key: key,
    received_at: new Date(now).toISOString(),
    lang: c.get('lang'),
    page: nullable(backPath(c, input.page).split('?')[0]),
    placement,
    utm_source: nullable(input.utm_source),
    utm_medium: nullable(input.utm_medium),
    utm_campaign: nullable(input.utm_campaign),
    landing_page: nullable(input.landing_page),
    referrer_host: nullable(input.referrer_host?.toLowerCase()),
    visitor_country: edgeCountry(c.req.raw),
    user_agent: c.req.header('user-agent')?.slice(0, 400) ?? null,
    ip_hash: ip && hash ? hash : null,
    delivery_status: delivered ? 'pending' : 'none',
    // The notice the form showed (a client that names none saw, at best, the current one).
    notice_version: input.notice_version || NOTICE_VERSION,
    marketing_consent: consent ? 1 : 0,
    consent_at: consent ? new Date(now).toISOString() : null,
  };
  await loadPhoneParser();
  const row = parsed.form.row(common);
  const kept = await keep(c.env, form.table, row, form.variant);
  if (kept.where === 'nowhere') return answer.unsent(data);
  // Counted as a lead on the server, stored or parked, so no request from a browser can fake one.
  if (kept.where === 'parked' || kept.id !== null)
    await afterResponse(
      c,
      loadMeasurement().then((m) => m.countLead(db, form.table, row)),
    );
  // Parked: delivered once the scheduled job has moved it into D1 (it logged where it went).
  if (kept.where === 'parked') return answer.accepted(form.successKey, form.successValues);
  const { id } = kept;
  // Id and placement only: the row itself (name, e-mail, phone, message) stays in D1.
  if (id !== null) {
    logger.info(kind === 'lead' ? 'lead.stored' : 'message.stored', {
      table: form.table,
      id,
      form: form.variant,
      placement: placement?.slice(0, 64) ?? null,
      lang: common.lang,
      delivery: common.delivery_status,
    });
  } else {
    logger.info('form.duplicate', { form: kind, table: form.table });
  }
  // Delivery after the answer: the visitor never waits for a destination, nor sees one fail.
  if (id !== null && delivered) {
    const delivery = deliverNew(db, send, form.table, { ...row, id }, now).catch((error: unknown) => {
      // D1 failing right after the insert: what was enqueued the scheduled job retries; a row
      // whose delivery rows could not be made stays pending, as the export shows.
      logger.error('delivery.start_failed', { table: form.table, id, cause: errorCause(error) });
    });
    await afterResponse(c, delivery);
  }
  return answer.accepted(form.successKey, form.successValues);
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

/** The per-IP limit, failing open: a lead is worth more than a skipped limit. Null when it could not be counted. */
async function rateLimit(c: Context<AppEnv>, db: D1Database, key: string, kind: FormKind): Promise<RateLimitResult | null> {
  try {
    const limit = await hitRateLimit(db, key);
    // Pruning is housekeeping: a failure waits for the next submission or the scheduled retention.
    await afterResponse(
      c,
      pruneRateLimits(db).catch(() => undefined),
    );
    return limit;
  } catch (error) {
    logger.warn('form.rate_limit_failed', { form: kind, allowed: true, cause: errorCause(error) });
    return null;
  }
}
