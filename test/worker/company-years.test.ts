// Years of experience: counted from the founding month (COMPANY_FOUNDED, December 2009 by
// default) on every render, the same figure on every page that states it and in every language,
// and the structured data's foundingDate.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companyFrom, yearsSince } from '../../src/company';
import { html } from '../helpers/worker';

describe('yearsSince', () => {
  it('counts whole years from the founding month', () => {
    expect(yearsSince('2009-12', new Date('2025-11-30T23:59:59Z'))).toBe(15);
    expect(yearsSince('2009-12', new Date('2025-12-01T00:00:00Z'))).toBe(16);
    expect(yearsSince('2009-12', new Date('2026-11-25T12:00:00Z'))).toBe(16);
    expect(yearsSince('2009-12', new Date('2026-12-01T00:00:00Z'))).toBe(17);
    expect(yearsSince('2015-03', new Date('2026-02-28T00:00:00Z'))).toBe(10);
  });

  it('turns on the first day of the founding month, in UTC', () => {
    expect(yearsSince('2009-12', new Date('2026-11-30T12:00:00Z'))).toBe(16);
    expect(yearsSince('2009-12', new Date('2026-11-30T23:59:59.999Z'))).toBe(16);
    expect(yearsSince('2009-12', new Date('2026-12-01T00:00:00Z'))).toBe(17);
    expect(yearsSince('2009-12', new Date('2026-12-01T12:00:00Z'))).toBe(17);
    expect(yearsSince('2009-12', new Date('2026-12-02T12:00:00Z'))).toBe(17);
  });

  it('counts a leap day like any other day of its month', () => {
    expect(yearsSince('2012-02', new Date('2028-02-28T12:00:00Z'))).toBe(16);
    expect(yearsSince('2012-02', new Date('2028-02-29T12:00:00Z'))).toBe(16);
    expect(yearsSince('2012-03', new Date('2028-02-29T23:59:59Z'))).toBe(15);
    expect(yearsSince('2012-03', new Date('2028-03-01T00:00:00Z'))).toBe(16);
    expect(yearsSince('2009-12', new Date('2028-02-29T12:00:00Z'))).toBe(18);
  });

  it('falls back to December 2009 when the var is malformed or empty', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(companyFrom({ COMPANY_FOUNDED: '12/2009' }, now)).toMatchObject({ founded: '2009-12', years: 16 });
    expect(companyFrom({ COMPANY_FOUNDED: '' }, now)).toMatchObject({ founded: '2009-12', years: 16 });
    expect(companyFrom({ COMPANY_FOUNDED: '2012-06' }, now)).toMatchObject({ founded: '2012-06', years: 14 });
  });
});

const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Every number the page's text puts before "+ anos", "anos" after "mais de", and so on. */
function statedYears(page: string): number[] {
  // Clients' testimonials count their own partnership ("12 anos de parceria"), not the company's age.
  const plain = text(page).replace(/[^.]*\d+ (?:anos|years|años) (?:de parceria|of partnership|de alianza)[^.]*/gi, ' ');
  const meta = /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '';
  const found: number[] = [];
  for (const source of [plain, meta]) {
    for (const m of source.matchAll(/(\d+)\+?\s*(?:anos|years|años)\b|(?:mais de|more than|más de)\s+(\d+)\s+(?:anos|years|años)\b/gi))
      found.push(Number(m[1] ?? m[2]));
    // The statistics show the figure and its label apart: "16+" then "anos em grandes indústrias".
    for (const m of source.matchAll(/\b(\d+)\+\s+(?:anos|years|años)/gi)) found.push(Number(m[1]));
  }
  return found;
}

describe('the pages state one figure, from the founding month', () => {
  // The day before the anniversary, so a figure computed from any other day (a cached one, the
  // founding year alone) differs.
  const day = new Date('2026-11-30T23:00:00Z');
  const expected = 16;
  beforeEach(() => {
    vi.setSystemTime(day);
  });
  for (const lang of ['pt', 'en', 'es']) {
    for (const route of ['', '/about', '/diagnostico-lean-digital-gratuito']) {
      it(`/${lang}${route}`, async () => {
        const { res, text: page, doc } = await html(`/${lang}${route}`);
        expect(res.status).toBe(200);
        expect(page).not.toContain('{{years}}');
        const figures = statedYears(page);
        expect(figures.length).toBeGreaterThan(0);
        expect(new Set(figures)).toEqual(new Set([expected]));
        const org = doc.jsonLd.find((d) => d['@type'] === 'ProfessionalService');
        expect(org?.foundingDate).toBe('2009-12');
      });
    }
  }
});
