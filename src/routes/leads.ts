import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { exportCsv, safeEqual } from '../leads/export';
import type { Table } from '../leads/store';
import { handleSubmission } from '../leads/submit';

/** POST /api/leads, POST /api/contact, GET /api/export/leads.csv, GET /api/export/messages.csv. */
export const leads = new Hono<AppEnv>();

leads.post('/leads', (c) => handleSubmission(c, 'lead'));
leads.post('/contact', (c) => handleSubmission(c, 'contact'));

const EXPORTS: Record<string, Table> = { 'leads.csv': 'leads', 'messages.csv': 'contact_messages' };

leads.get('/export/:file{(leads|messages)\\.csv}', async (c) => {
  const token = c.env.LEADS_EXPORT_TOKEN;
  // Not configured: the export does not exist.
  if (!token) return c.notFound();
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
  if (!(await safeEqual(given, token))) {
    c.header('WWW-Authenticate', 'Bearer realm="leads export"');
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'Unauthorized' }, 401);
  }
  const file = c.req.param('file');
  const since = c.req.query('since');
  const csv = await exportCsv(c.env.LEADS_DB, EXPORTS[file]!, since && /^\d{4}-\d{2}-\d{2}/.test(since) ? since : undefined);
  const day = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.replace('.csv', '')}-${day}.csv"`,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
});
