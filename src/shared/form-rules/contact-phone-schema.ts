// The contact form's phone: its value and validation rule (the rest of the form is in contact-form.ts).
import * as z from 'zod/mini';
import { matching } from './fields';
import { AREA_CODE_MAX, DEFAULT_COUNTRY_CODE, PHONE_NUMBER_MAX } from './limits';
import { findCountry } from './countries';
import { isEmptyPhone, isValidContactPhone } from './contact-phone';
import { digitsOf } from './phone';

const phoneDigits = (max: number) =>
  z._default(
    z.string({ error: 'contactPhoneInvalid' }).check(z.overwrite(digitsOf), z.maxLength(max, { error: 'contactPhoneInvalid' })),
    '',
  );

/**
 * A form posted without JavaScript names the country by its ISO code only (a <select>); the dial
 * code follows from it. A dial code that contradicts the country stays and fails validation.
 */
function fillCountryCode(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (v.countryCode !== undefined || typeof v.country !== 'string') return v;
  const country = findCountry(v.country);
  return country ? { ...v, countryCode: country.code } : v;
}

/** Phone value: optional; when given it must be valid for its country. Built on first use. */
const buildPhoneValueSchema = () =>
  z.pipe(
    z.transform(fillCountryCode),
    z
      .object(
        {
          countryCode: z._default(
            z.string({ error: 'contactPhoneInvalid' }).check(z.trim(), z.regex(/^\+\d{1,4}$/, { error: 'contactPhoneInvalid' })),
            DEFAULT_COUNTRY_CODE,
          ),
          ddd: phoneDigits(AREA_CODE_MAX),
          phoneNumber: phoneDigits(PHONE_NUMBER_MAX),
          country: matching(/^[A-Z]{2}$/),
        },
        { error: 'contactPhoneInvalid' },
      )
      .check(z.refine((p) => isEmptyPhone(p) || isValidContactPhone(p), { error: 'contactPhoneInvalid' })),
  );
let phoneValue: ReturnType<typeof buildPhoneValueSchema> | undefined;
export const phoneValueSchema = () => (phoneValue ??= buildPhoneValueSchema());
