// Reading stored submissions back through the real CSV export (browser tests).
import { expect, inject } from 'vitest';
import { baseUrl } from '../../../test/helpers/browser';
import { parseCsv } from '../../../test/helpers/csv';

/** The CSV's rows as records by header (the comma form: `?format=csv-comma`). */
function records(text: string): Record<string, string>[] {
  const [head = [], ...body] = parseCsv(text, ',');
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

export async function exported(file: 'leads.csv' | 'messages.csv', email: string): Promise<Record<string, string> | undefined> {
  // The comma form, as a tool reads it (the default is the `;` one a pt-BR spreadsheet opens).
  const res = await fetch(`${baseUrl()}/api/export/${file}?format=csv-comma`, {
    headers: { Authorization: `Bearer ${inject('exportToken')}` },
  });
  expect(res.status).toBe(200);
  return records(await res.text()).find((r) => r.email === email);
}

export const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
