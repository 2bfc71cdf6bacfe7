import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { submit } from './forms/submit';
import type { FormKind } from './forms/definitions';
import { problemResponse } from './routes/problem';
import { answerOutcome } from './routes/answer';
import { readSubmission } from './forms/request';
import { isCrossSite } from '../http/origin';
import { operatorOnly } from '../routes/operator-only';
import { getT } from '../i18n/i18n';
import { loadTexts } from '../i18n/load';
import { DEFAULT_LANG, isLang } from '../shared/languages';
import { localDay, siteTimeZone } from '../util/local-day';
import type { Table } from './storage/columns';
import { DESTINATIONS, listDeliveries, resend } from './storage/delivery/outbox';
import { csvFormOf } from './storage/csv';
import { exportCsv } from './storage/export';
import { pipelineHealth } from './storage/health';
import { redriveParked } from './storage/parked-move';
import { logger } from '../log';
import { waitUntilOf } from '../routes/request-values';

/**
 * POST /api/leads, POST /api/contact, POST /api/privacy-requests; for the operator (Bearer LEADS_EXPORT_TOKEN): GET
 * /api/export/{leads,messages,privacy-requests}.csv, GET /api/deliveries, POST /api/deliveries/resend.
 */
export const leads = new Hono<AppEnv>();

leads.post('/leads', (c) => submission(c, 'lead'));
leads.post('/contact', (c) => submission(c, 'contact'));
leads.post('/privacy-requests', (c) => submission(c, 'privacy'));

async function submission(c: Context<AppEnv>, kind: FormKind): Promise<Response> {
  if (isCrossSite(c.req.raw, c.get('origin'))) {
    logger.info('form.rejected', { form: kind, reason: 'cross-site' });
    return problemResponse(c, 403, 'forbidden');
  }
  const body = await readSubmission(c.req.raw);
  if ('problem' in body) {
    const key = body.problem === 413 ? 'tooLarge' : body.problem === 415 ? 'unsupported' : 'badRequest';
    logger.info('form.rejected', {
      form: kind,
      reason: key === 'tooLarge' ? 'too-large' : key === 'unsupported' ? 'unsupported-type' : 'bad-request',
    });
    return problemResponse(c, body.problem, key, body.kind === 'form');
  }
  // The submission's language, decided here once: the language of the page the visitor saw (the
  // form's `lang` field), else the request's. The answer, the refusal page and the stored row all
  // follow it; an unreadable body is answered in the request's language.
  const lang = isLang(body.data.lang) ? body.data.lang : c.get('lang');
  c.set('lang', lang);
  // The form's language, and Portuguese for the team's e-mail (storage/team-fields.ts), which
  // this request may send.
  await loadTexts(c.env.ASSETS, [lang, DEFAULT_LANG]);
  c.set('t', getT(lang));
  const request = { env: c.env, request: c.req.raw, origin: c.get('origin'), lang, waitUntil: waitUntilOf(c) };
  return answerOutcome(c, await submit(request, kind, body));
}

const EXPORTS: Record<string, Table> = {
  'leads.csv': 'leads',
  'messages.csv': 'contact_messages',
  'privacy-requests.csv': 'privacy_requests',
};

/** Operator endpoints: 404 while LEADS_EXPORT_TOKEN is unset, 401 without the right Bearer token, 429 after ten wrong ones a minute. */
const operator = operatorOnly('LEADS_EXPORT_TOKEN', 'leads export');

leads.get('/export/:file{(leads|messages|privacy-requests)\\.csv}', operator, async (c) => {
  const file = c.req.param('file');
  const table = EXPORTS[file];
  if (!table) return c.notFound();
  const since = c.req.query('since');
  const form = csvFormOf(c.req.query('format'));
  if (typeof form !== 'string') return c.json(form, 400);
  const csv = await exportCsv(c.env.LEADS_DB, table, since && /^\d{4}-\d{2}-\d{2}/.test(since) ? since : undefined, form);
  const day = localDay(Date.now(), siteTimeZone(c.env.SITE_TIMEZONE));
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.replace('.csv', '')}-${day}.csv"`,
  });
});

const STATES = ['pending', 'sending', 'delivered', 'failed'];
const SOURCES: Record<string, Table> = { leads: 'leads', contact_messages: 'contact_messages', privacy_requests: 'privacy_requests' };

/**
 * What stands where: GET /api/deliveries?status=failed (the default), pending, sending or
 * delivered, with the pipeline's health (parked, dead letters, per destination, the oldest stuck).
 */
leads.get('/deliveries', operator, async (c) => {
  const status = c.req.query('status') ?? 'failed';
  if (!STATES.includes(status)) return c.json({ error: `status must be one of ${STATES.join(', ')}` }, 400);
  const [deliveries, health] = await Promise.all([listDeliveries(c.env.LEADS_DB, status), pipelineHealth(c.env)]);
  return c.json({ status, deliveries, health });
});

/**
 * Tries failed deliveries again from the start (the next scheduled run, within a minute): all of
 * them, or one submission's (`source`, `row_id`), optionally one `destination`. With
 * `{"parked": "dead-letters"}`, the parked submissions set aside after failed moves go back to
 * the move instead.
 */
leads.post('/deliveries/resend', operator, async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  if (body.parked !== undefined) {
    if (body.parked !== 'dead-letters') return c.json({ error: 'parked takes "dead-letters"' }, 400);
    return c.json({ redriven: await redriveParked(c.env.PARKED_SUBMISSIONS) });
  }
  const source = typeof body.source === 'string' ? SOURCES[body.source] : undefined;
  const rowId = Number(body.row_id);
  const destination = DESTINATIONS.find((d) => d === body.destination);
  if (body.source !== undefined && (!source || !Number.isInteger(rowId)))
    return c.json({ error: 'source (leads, contact_messages or privacy_requests) and row_id go together' }, 400);
  if (body.destination !== undefined && !destination)
    return c.json({ error: `destination must be one of ${DESTINATIONS.join(', ')}` }, 400);
  const only = source ? { source, rowId, ...(destination ? { destination } : {}) } : undefined;
  return c.json({ resent: await resend(c.env.LEADS_DB, Date.now(), only) });
});
