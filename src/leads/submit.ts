// One pipeline for POST /api/leads and POST /api/contact, JSON or form post:
// origin → body (415/413) → schema (422, or 303 back with the errors) → honeypot → already stored?
// → rate limit (429) → Turnstile → store once → forward (waitUntil) → success (JSON, or 303 back).
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { getT } from '../i18n/i18n';
import { isLang, type Lang } from '../i18n/languages';
import { ContactSchema, type ContactInput } from '../shared/forms/contact-schema';
import { HONEYPOT_FIELD, TURNSTILE_FIELD } from '../shared/forms/fields';
import { LEAD_SCHEMAS, leadVariantOf, type LeadVariant } from '../shared/forms/lead-schema';
import { fieldErrorCodes, formatErrors } from '../shared/forms/messages';
import { setFlash, postedValues } from './flash';
import { deliver, webhookPayload } from './forward';
import { messagesFor } from './messages';
import { toE164 } from './phone-e164';
import { hitRateLimit, pruneRateLimits } from './rate-limit';
import { backPath, clientIp, isCrossSite, readSubmission } from './request';
import { insertOnce, ipHash, isStored, type LeadRow, type MessageRow, type Table } from './store';
import { turnstileEnabled, verifyTurnstile } from './turnstile';
import { problemResponse } from './problem';

export type FormKind = 'lead' | 'contact';

const DEFAULT_FORM_ID: Record<FormKind, string> = { lead: 'lead-form', contact: 'contact-form' };
const SUCCESS_KEY: Record<LeadVariant | 'contact', string> = {
  standard: 'forms:lead.successMessage',
  strict: 'forms:lead.successMessage',
  diagnostic: 'forms:diagnostic.successMessage',
  contact: 'forms:contact.success',
};
/** Never sent back to the page in a flash cookie. */
const NOT_ECHOED = [HONEYPOT_FIELD, TURNSTILE_FIELD, 'idempotency_key'];

const nullable = (v: string | undefined) => (v === undefined || v === '' ? null : v);

export async function handleSubmission(c: Context<AppEnv>, kind: FormKind): Promise<Response> {
  if (isCrossSite(c)) return problemResponse(c, 403, 'forbidden', c.var.lang);
  const body = await readSubmission(c.req.raw);
  if ('problem' in body) {
    const key = body.problem === 413 ? 'tooLarge' : body.problem === 415 ? 'unsupported' : 'badRequest';
    return problemResponse(c, body.problem, key, c.var.lang, body.kind === 'form');
  }
  const { data } = body;
  const asForm = body.kind === 'form';
  const lang: Lang = isLang(data.lang) ? data.lang : c.var.lang;
  const t = getT(lang);
  const formId = typeof data.form_id === 'string' && /^[a-z0-9-]{1,64}$/.test(data.form_id) ? data.form_id : DEFAULT_FORM_ID[kind];
  const variant = kind === 'lead' ? leadVariantOf(data) : 'contact';
  const back = `${backPath(c, data.page)}#${formId}`;

  const parsed = variant === 'contact' ? ContactSchema.safeParse(data) : LEAD_SCHEMAS[variant].safeParse(data);
  if (!parsed.success) {
    const codes = fieldErrorCodes(parsed.error.issues);
    if (asForm) {
      setFlash(c, { f: formId, s: 'err', e: codes, v: postedValues(data, NOT_ECHOED) });
      return c.redirect(back, 303);
    }
    return c.json({ ok: false, error: t('forms:api.invalid'), errors: formatErrors(messagesFor(t), codes) }, 422);
  }
  const input = parsed.data;

  const success = () => {
    if (asForm) {
      setFlash(c, { f: formId, s: 'ok' });
      return c.redirect(back, 303);
    }
    return c.json({ ok: true, message: t(SUCCESS_KEY[variant]) }, 200);
  };

  // A bot filled the honeypot: it gets the ordinary answer and nothing is kept.
  if (input._gotcha) return success();

  const table: Table = kind === 'lead' ? 'leads' : 'contact_messages';
  const db = c.env.LEADS_DB;
  const key = input.idempotency_key || crypto.randomUUID();
  if (input.idempotency_key && (await isStored(db, table, key))) return success();

  const ip = clientIp(c);
  const hash = await ipHash(ip, c.env.IP_HASH_SECRET || undefined);
  const placement = input.identificador || input.traffic_source || null;
  const limit = await hitRateLimit(db, `${kind}:${placement ?? variant}:${hash}`);
  c.executionCtx.waitUntil(pruneRateLimits(db));
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfter));
    return problemResponse(c, 429, 'rateLimited', lang, asForm);
  }

  if (turnstileEnabled(c.env)) {
    const passed = await verifyTurnstile(c.env.TURNSTILE_SECRET_KEY!.trim(), input[TURNSTILE_FIELD], ip, key);
    if (!passed) return problemResponse(c, 403, 'captchaFailed', lang, asForm);
  }

  const webhook = c.env.LEAD_WEBHOOK_URL?.trim();
  const common = {
    idempotency_key: key,
    received_at: new Date().toISOString(),
    lang,
    page: nullable(backPath(c, input.page).split('?')[0]),
    placement,
    utm_source: nullable(input.utm_source),
    utm_medium: nullable(input.utm_medium),
    utm_campaign: nullable(input.utm_campaign),
    user_agent: c.req.header('user-agent')?.slice(0, 400) ?? null,
    ip_hash: ip ? hash : null,
    delivery_status: webhook ? ('pending' as const) : ('none' as const),
  };
  const row = variant === 'contact' ? messageRow(common, input as ContactInput) : leadRow(common, variant, input as LeadFields);
  const id = await insertOnce(db, table, row);
  if (id !== null && webhook) {
    c.executionCtx.waitUntil(deliver(db, table, id, webhook, webhookPayload(table, { id, ...row })));
  }
  return success();
}

type Common = Omit<LeadRow, 'form' | 'name' | 'company' | 'position' | 'phone' | 'phone_e164' | 'phone_valid' | 'email' | 'employees' | 'segment' | 'pain'>;
type LeadFields = { name: string; company: string; phone: string; email: string; pain?: string; position?: string; employees?: string; segment?: string };

function leadRow(common: Common, form: LeadVariant, input: LeadFields): LeadRow {
  const phone = toE164(input.phone);
  return {
    ...common,
    form,
    name: input.name,
    company: input.company,
    position: nullable(input.position),
    phone: input.phone,
    phone_e164: phone.e164,
    phone_valid: phone.valid ? 1 : 0,
    email: input.email,
    employees: nullable(input.employees),
    segment: nullable(input.segment),
    pain: nullable(input.pain),
  };
}

function messageRow(common: Common, input: ContactInput): MessageRow {
  const p = input.contactPhone;
  const hasPhone = Boolean(p && (p.ddd || p.phoneNumber));
  const phone = hasPhone && p ? toE164(`${p.countryCode}${p.ddd}${p.phoneNumber}`) : null;
  return {
    ...common,
    name: input.contactName,
    email: input.contactEmail,
    country_code: hasPhone && p ? p.countryCode : null,
    country: hasPhone && p ? (p.country ?? null) : null,
    ddd: hasPhone && p ? nullable(p.ddd) : null,
    phone_number: hasPhone && p ? nullable(p.phoneNumber) : null,
    phone_e164: phone?.e164 ?? null,
    phone_valid: phone ? (phone.valid ? 1 : 0) : null,
    subject: input.contactSubject,
    message: input.contactMessage,
  };
}
