import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/cards';
import { dateText } from '../../src/shared/date-text';

// The site prints card and article dates from its own month tables (src/shared/date-text.ts): the
// text must be what the runtime's Intl prints, for every day of several years, in each locale and style.
describe('dates without Intl', () => {
  for (const locale of ['pt-BR', 'en-US', 'es-ES']) {
    for (const style of ['long', 'short'] as const) {
      it(`prints ${locale} ${style} dates as Intl.DateTimeFormat does`, () => {
        const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: style, year: 'numeric', timeZone: 'UTC' });
        for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
          const date = new Date(day + 23 * 3_600_000);
          expect(dateText(date, locale, style), date.toISOString()).toBe(intl.format(date));
        }
      });
    }
  }

  it('leaves other locales to Intl', () => {
    expect(dateText(new Date(Date.UTC(2026, 10, 10)), 'fr-FR', 'long')).toBeUndefined();
    expect(formatDate('2026-11-10T09:00:00.000Z', 'fr-FR')).toBe('10 novembre 2026');
    expect(formatDate('2026-11-10T09:00:00.000Z', 'pt-BR')).toBe('10 de novembro de 2026');
    expect(formatDate('not a date', 'pt-BR')).toBe('');
  });
});
