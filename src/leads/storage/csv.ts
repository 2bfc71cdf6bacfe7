// CSV for operators (RFC 4180): every cell quoted, quotes doubled, CRLF line ends, a UTF-8 BOM
// so Excel reads accents right. Cells a spreadsheet would run as a formula (starting with
// = + - @, tab or CR) get a leading apostrophe (OWASP CSV injection advice).
//
// Two forms. The default is the one a Portuguese (Brazilian) spreadsheet opens in columns: `;`
// between cells and a decimal comma, as pt-BR Excel expects. `?format=csv-comma` gives the
// international form (`,` and a decimal point) that tools and scripts read.

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvForm = 'semicolon' | 'comma';

/** The `format` query parameter's value that asks for the comma form. */
export const COMMA_FORMAT = 'csv-comma';

/** The form a `format` parameter asks for: none is the default (`;`), `csv-comma` the comma form, anything else an error. */
export function csvFormOf(format: string | undefined): CsvForm | { error: string } {
  const value = format?.trim() ?? '';
  if (value === '' || value === 'csv') return 'semicolon';
  if (value === COMMA_FORMAT) return 'comma';
  return { error: `format must be ${COMMA_FORMAT}, or left out for the semicolon form` };
}

export function csvCell(value: unknown, form: CsvForm = 'comma'): string {
  if (value === null || value === undefined) return '""';
  let text =
    typeof value === 'number' && form === 'semicolon' && !Number.isInteger(value) ? String(value).replace('.', ',') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[], form: CsvForm = 'semicolon'): string {
  const separator = form === 'semicolon' ? ';' : ',';
  const line = (cells: readonly unknown[]) => cells.map((cell) => csvCell(cell, form)).join(separator);
  const lines = [line(columns)];
  for (const row of rows) lines.push(line(columns.map((col) => row[col])));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
