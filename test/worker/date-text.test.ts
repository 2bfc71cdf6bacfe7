import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/cards';
import { DATE_LOCALE } from '../../src/shared/languages';

/** Every day from `from` to `to` (UTC), as the ISO strings the content holds. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) out.push(new Date(t + 37_800_000).toISOString());
  return out;
}

describe('formatDate writes the long dates of the site locales itself, as ICU does', () => {
  // workerd's own ICU is the reference: the pages' dates must not change by skipping it.
  const all = [
    ...days('2023-12-25', '2025-01-05'),
    ...days('2027-12-28', '2028-03-02'),
    '1999-12-31T23:59:59.999Z',
    '2100-02-28T00:00:00Z',
  ];

  for (const locale of Object.values(DATE_LOCALE)) {
    it(`${locale}: every day of a leap year and around year ends`, () => {
      const icu = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      const wrong = all.filter((iso) => formatDate(iso, locale) !== icu.format(new Date(iso)));
      expect(wrong).toEqual([]);
      expect(formatDate('2025-03-07T12:00:00Z', locale)).toBe(icu.format(new Date('2025-03-07T12:00:00Z')));
    });
  }

  it('keeps the UTC calendar day whatever the hour', () => {
    expect(formatDate('2026-06-30T23:30:00.000Z', 'pt-BR')).toBe('30 de junho de 2026');
    expect(formatDate('2026-07-01T00:30:00.000Z', 'en-US')).toBe('July 1, 2026');
    expect(formatDate('2026-09-15T10:00:00.000Z', 'es-ES')).toBe('15 de septiembre de 2026');
  });

  it('leaves other locales, the short style and bad input to Intl as before', () => {
    const iso = '2026-02-03T10:00:00.000Z';
    expect(formatDate(iso, 'fr-FR')).toBe(
      new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)),
    );
    expect(formatDate(iso, 'pt-BR', 'short')).toBe(
      new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)),
    );
    expect(formatDate('not a date', 'pt-BR')).toBe('');
  });
});
