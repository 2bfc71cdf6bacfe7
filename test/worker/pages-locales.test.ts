import { describe, expect, it } from 'vitest';
import { resources } from '../../src/i18n/resources';

/** Every string leaf of a JSON value with its path. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return typeof value === 'string' ? [[prefix, value]] : [];
}

// Strings that may legitimately read the same as Portuguese: figures, product names, cognates.
const SAME_OK =
  /^(\+?\d+%?\+?|\{\{years\}\}\+|APS|MES|RFID|WMS|TMS|RPA|ERP Digital|E-mail|WhatsApp|Brasil|Pilares|Semanas|Etapa \{\{n\}\}|Retorno rápido|Diagnóstico gratuito|Diagnóstico Lean Digital( gratuito)?|Solicitar diagnóstico|Agendar diagnóstico gratuito)$/;

describe('translations of the company and solution pages', () => {
  for (const ns of ['about', 'solutions', 'diagnostic', 'contact'] as const) {
    for (const lang of ['en', 'es'] as const) {
      it(`${ns} is really translated into ${lang}, not copied from pt`, () => {
        const pt = new Map(leaves(resources.pt[ns]));
        const copied = leaves(resources[lang][ns]).filter(([path, text]) => pt.get(path) === text && !SAME_OK.test(text));
        expect(copied).toEqual([]);
      });
    }

    it(`${ns} has a meta title, description and keywords in every language`, () => {
      for (const lang of ['pt', 'en', 'es'] as const) {
        const meta = (resources[lang][ns] as { meta: { title: string; description: string; keywords: string } }).meta;
        expect(meta.title.length).toBeGreaterThan(3);
        // Search snippets: long enough to say something, short enough not to be cut mid-sentence.
        expect(meta.description.length).toBeGreaterThanOrEqual(70);
        expect(meta.description.length).toBeLessThanOrEqual(200);
        expect(meta.keywords.split(',').length).toBeGreaterThanOrEqual(4);
      }
    });
  }

  it('gives each solution its own metadata in every language', () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      const sol = resources[lang].solutions as unknown as Record<string, { meta?: { title: string; description: string } }>;
      const titles = ['erp', 'aps', 'mes', 'rfid', 'wms', 'tms', 'rpa', 'ai'].map((k) => sol[k]!.meta!.title);
      expect(new Set(titles).size).toBe(8);
      for (const k of ['erp', 'aps', 'mes', 'rfid', 'wms', 'tms', 'rpa', 'ai']) {
        expect(sol[k]!.meta!.description.length).toBeLessThanOrEqual(200);
      }
    }
  });
});
