// The worker parses phone numbers with the rules of the picker's countries only
// (scripts/phone-metadata.mjs): for every country the forms offer it must read a number exactly as
// libphonenumber-js's full "min" rules do, or a lead's E.164 and validity would change with the cut.
import examples from 'libphonenumber-js/examples.mobile.json';
import { getExampleNumber, parsePhoneNumberFromString as parseFull } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loadPhone } from '../../src/lazy';
import { loadPhoneParser, toE164 } from '../../src/leads/storage/phone-e164';
import { COUNTRIES } from '../../src/shared/form-rules/countries';

describe('phone rules of the picker countries', () => {
  it("read every offered country's numbers as the full rules do: E.164 and validity", async () => {
    await loadPhoneParser(loadPhone, env.ASSETS);
    const differ: string[] = [];
    for (const { iso, code } of COUNTRIES) {
      const example = getExampleNumber(iso as CountryCode, examples);
      expect(example, iso).toBeDefined();
      const national = example!.nationalNumber;
      // As the forms send it: the picker's dial code, then what the visitor typed.
      for (const typed of [`${code} ${national}`, `${code} ${national.slice(0, -2)}`, `${code} ${national}99`]) {
        const full = parseFull(typed);
        const expected = full ? { e164: full.number, valid: full.isValid() } : { e164: null, valid: false };
        const got = toE164(typed);
        if (JSON.stringify(got) !== JSON.stringify(expected))
          differ.push(`${iso} "${typed}": ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
      }
      expect(toE164(`${code} ${national}`).valid, `${iso} example ${national}`).toBe(true);
    }
    expect(differ).toEqual([]);
  });

  it('has no rules for a country the picker does not offer', async () => {
    await loadPhoneParser(loadPhone, env.ASSETS);
    expect(COUNTRIES.some((c) => c.iso === 'FJ')).toBe(false);
    expect(parseFull('+679 701 2345')?.isValid()).toBe(true);
    expect(toE164('+679 701 2345').valid).toBe(false);
  });
});
