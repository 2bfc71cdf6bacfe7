// Reading stored submissions back through the real CSV export (browser tests).
import { expect, inject } from 'vitest';
import { baseUrl } from './browser';

/** Minimal RFC 4180 reader (quoted cells may hold commas, quotes and newlines). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && src[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  const [head = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

export async function exported(file: 'leads.csv' | 'messages.csv', email: string): Promise<Record<string, string> | undefined> {
  // The comma form, as a tool reads it (the default is the `;` one a pt-BR spreadsheet opens).
  const res = await fetch(`${baseUrl()}/api/export/${file}?format=csv-comma`, {
    headers: { Authorization: `Bearer ${inject('exportToken')}` },
  });
  expect(res.status).toBe(200);
  return parseCsv(await res.text()).find((r) => r.email === email);
}

export const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
