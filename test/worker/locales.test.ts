import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n/i18n';
import { resources, NAMESPACES } from '../../src/i18n/resources';
import { ADMIN_TEXTS } from '../../src/analytics/report/texts';

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

describe('translations loaded with the report (admin)', () => {
  it('en and es have exactly the keys of pt, and no empty strings', () => {
    const pt = keyPaths(ADMIN_TEXTS.pt).sort();
    expect(keyPaths(ADMIN_TEXTS.en).sort()).toEqual(pt);
    expect(keyPaths(ADMIN_TEXTS.es).sort()).toEqual(pt);
    for (const lang of ['pt', 'en', 'es'] as const) expect(emptyValues(ADMIN_TEXTS[lang])).toEqual([]);
  });
});

describe('t() memo', () => {
  it('remembers interpolated results per language, key and option values, never mixing them', () => {
    const pt = getT('pt');
    const en = getT('en');
    expect(pt('blog:card.readingTime', { count: 4 })).toBe('4 min de leitura');
    expect(pt('blog:card.readingTime', { count: 7 })).toBe('7 min de leitura');
    expect(pt('blog:card.readingTime', { count: 4 })).toBe('4 min de leitura');
    expect(en('blog:card.readingTime', { count: 4 })).toMatch(/^4 min/);
    expect(pt('meta:titleTemplate', { title: 'A', site: 'S' })).not.toBe(pt('meta:titleTemplate', { title: 'B', site: 'S' }));
    // A number and its string share no entry (the value's type is part of the key).
    expect(pt('meta:titleTemplate', { title: 1, site: 'S' })).toBe(pt('meta:titleTemplate', { title: '1', site: 'S' }));
  });

  it("shares list results frozen, so no request can change another one's", () => {
    const list = getT('pt')('home:faq.items', { returnObjects: true }) as unknown[];
    expect(Array.isArray(list)).toBe(true);
    expect(Object.isFrozen(list)).toBe(true);
    expect(getT('pt')('home:faq.items', { returnObjects: true })).toBe(list);
  });
});
