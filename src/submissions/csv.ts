// CSV for operators (RFC 4180): every cell quoted, quotes doubled, CRLF line ends, a UTF-8 BOM
// so Excel reads accents right. Cells a spreadsheet would run as a formula (starting with
// = + - @, tab or CR) get a leading apostrophe (OWASP CSV injection advice).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((col) => csvCell(row[col])).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
