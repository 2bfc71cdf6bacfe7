import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { submit } from '../forms/submit';
import type { FormKind } from '../forms/definitions';
import { problemResponse } from '../forms/problem';
import { readSubmission } from '../forms/request';
import { isCrossSite } from '../http/origin';
import { bearerToken, sameSecret } from '../http/secret';
import { getT } from '../i18n/i18n';
import { isLang } from '../shared/languages';
import type { Table } from '../leads/columns';
import { exportCsv } from '../leads/export';
import { logger } from '../log';

/** POST /api/leads, POST /api/contact, GET /api/export/leads.csv, GET /api/export/messages.csv. */
export const leads = new Hono<AppEnv>();

leads.post('/leads', (c) => submission(c, 'lead'));
leads.post('/contact', (c) => submission(c, 'contact'));

async function submission(c: Context<AppEnv>, kind: FormKind): Promise<Response> {
  if (isCrossSite(c)) {
    logger.info('form.rejected', { form: kind, reason: 'cross-site' });
    return problemResponse(c, 403, 'forbidden');
  }
  const body = await readSubmission(c.req.raw);
  if ('problem' in body) {
    const key = body.problem === 413 ? 'tooLarge' : body.problem === 415 ? 'unsupported' : 'badRequest';
    logger.info('form.rejected', { form: kind, reason: key === 'tooLarge' ? 'too-large' : key === 'unsupported' ? 'unsupported-type' : 'bad-request' });
    return problemResponse(c, body.problem, key, body.kind === 'form');
  }
  // The submission's language, decided here once: the language of the page the visitor saw (the
  // form's `lang` field), else the request's. The answer, the refusal page and the stored row all
  // follow it; an unreadable body is answered in the request's language.
  const lang = isLang(body.data.lang) ? body.data.lang : c.get('lang');
  c.set('lang', lang);
  c.set('t', getT(lang));
  return submit(c, kind, body);
}

const EXPORTS: Record<string, Table> = { 'leads.csv': 'leads', 'messages.csv': 'contact_messages' };

leads.get('/export/:file{(leads|messages)\\.csv}', async (c) => {
  const token = c.env.LEADS_EXPORT_TOKEN;
  // Not configured: the export does not exist.
  if (!token) return c.notFound();
  if (!(await sameSecret(bearerToken(c.req.header('authorization')) ?? '', token))) {
    c.header('WWW-Authenticate', 'Bearer realm="leads export"');
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'Unauthorized' }, 401);
  }
  const file = c.req.param('file');
  const table = EXPORTS[file];
  if (!table) return c.notFound();
  const since = c.req.query('since');
  const csv = await exportCsv(c.env.LEADS_DB, table, since && /^\d{4}-\d{2}-\d{2}/.test(since) ? since : undefined);
  const day = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.replace('.csv', '')}-${day}.csv"`,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
});
