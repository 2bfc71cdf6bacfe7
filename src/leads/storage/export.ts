// Operators read leads as CSV: GET /api/export/leads.csv and /api/export/messages.csv with
// `Authorization: Bearer <LEADS_EXPORT_TOKEN>` (src/leads/route.ts checks the token).
import { channelOf } from '../../shared/channel';
import { COLUMNS, type Table } from './columns';
import { type CsvForm, toCsv } from './csv';

/** Tables whose rows carry the visit's source, and so a channel (the last column of their export). */
const WITH_CHANNEL: readonly Table[] = ['leads', 'contact_messages'];
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Every row (optionally received at or after `since`, an ISO date or time), oldest first, in `form` (src/leads/storage/csv.ts). */
export async function exportCsv(db: D1Database, table: Table, since?: string, form: CsvForm = 'semicolon'): Promise<string> {
  const columns = COLUMNS[table];
  const where = since ? 'WHERE received_at >= ?' : '';
  const stmt = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ${where} ORDER BY id`);
  const { results } = await (since ? stmt.bind(since) : stmt).all<Record<string, unknown>>();
  if (!WITH_CHANNEL.includes(table)) return toCsv(columns, results, form);
  // The channel the report groups the visit in (src/shared/channel.ts), worked out from the stored source.
  const rows = results.map((row) => ({
    ...row,
    channel: channelOf({ utm_source: str(row.utm_source), utm_medium: str(row.utm_medium), referrer: str(row.referrer_host) }),
  }));
  return toCsv([...columns, 'channel'], rows, form);
}
