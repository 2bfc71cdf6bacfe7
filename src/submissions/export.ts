// Operators read leads as CSV: GET /api/export/leads.csv and /api/export/messages.csv with
// `Authorization: Bearer <LEADS_EXPORT_TOKEN>` (src/routes/leads.ts checks the token).
import { COLUMNS, type Table } from './columns';
import { type CsvForm, toCsv } from './csv';

/** Every row (optionally received at or after `since`, an ISO date or time), oldest first, in `form` (src/submissions/csv.ts). */
export async function exportCsv(db: D1Database, table: Table, since?: string, form: CsvForm = 'semicolon'): Promise<string> {
  const columns = COLUMNS[table];
  const where = since ? 'WHERE received_at >= ?' : '';
  const stmt = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ${where} ORDER BY id`);
  const { results } = await (since ? stmt.bind(since) : stmt).all<Record<string, unknown>>();
  return toCsv(columns, results, form);
}
