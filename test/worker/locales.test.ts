import { describe, expect, it } from 'vitest';
import { resources, NAMESPACES } from '../../src/i18n/resources';

/** Every key path of a JSON value: objects by key, arrays by index (lists must match in length). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function emptyValues(value: unknown, prefix = ''): string[] {
  return keyPaths(value, prefix).filter((path) => {
    const leaf = path
      .split(/\.|\[(\d+)\]/)
      .filter((p) => p !== undefined && p !== '')
      .reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], value);
    return typeof leaf === 'string' && leaf.trim() === '';
  });
}

describe('translations', () => {
  for (const ns of NAMESPACES) {
    it(`en and es have exactly the keys of pt in ${ns}`, () => {
      const pt = keyPaths(resources.pt[ns]).sort();
      expect(keyPaths(resources.en[ns]).sort()).toEqual(pt);
      expect(keyPaths(resources.es[ns]).sort()).toEqual(pt);
    });

    it(`has no empty strings in ${ns}`, () => {
      for (const lang of ['pt', 'en', 'es'] as const) expect(emptyValues(resources[lang][ns])).toEqual([]);
    });
  }
});
