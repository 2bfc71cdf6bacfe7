// The contact form's phone: country, area code and number, sent as three fields
// (contactPhone.countryCode or .country, .ddd, .phoneNumber) and checked as one value. The
// country picker is its own piece (country-picker.tsx); here the area code and the number keep
// only digits, fit the chosen country's limits, and the number is formatted as typed (Brazil
// 4-4 / 5-4, +1 3-4, France pairs).
import { type FocusEvent, useRef } from 'react';
import { COUNTRIES, type Country, findCountry } from '../../src/shared/form-rules/countries';
import { formatPhoneNumber } from '../../src/shared/form-rules/contact-phone';
import { AREA_CODE_MAX, PHONE_NUMBER_INPUT_MAX, PHONE_NUMBER_MAX } from '../../src/shared/form-rules/limits';
import { digitsOf } from '../../src/shared/form-rules/phone';
import { type CountryLabels, CountryPicker } from './country-picker';
import type { FormApi } from './use-form';

export interface PhoneLabels extends CountryLabels {
  phone: string;
  ddd: string;
  number: string;
}

/** Digits the area code may take: Brazil's DDD is 2. */
const dddMax = (country: Country) => (country.iso === 'BR' ? 2 : AREA_CODE_MAX);

/** Digits the number may take in this country (Brazil: 9; others: the country's total minus the area code). */
function numberMax(country: Country, ddd: string): number {
  if (country.iso === 'BR') return 9;
  return Math.max(1, Math.min(PHONE_NUMBER_MAX, country.maxDigits - digitsOf(ddd).length));
}

export function PhoneField({
  form,
  formId,
  labels,
  names,
}: {
  form: FormApi;
  formId: string;
  labels: PhoneLabels;
  names: Record<string, string>;
}) {
  const root = useRef<HTMLFieldSetElement>(null);
  const v = form.values;
  const country = findCountry(v['contactPhone.country'] || undefined, v['contactPhone.countryCode']) ?? COUNTRIES[0]!;
  const error = form.errors.contactPhone;
  const errorId = `${formId}-contactPhone-error`;

  const choose = (c: Country) => {
    form.setField('contactPhone.countryCode', c.code);
    form.setField('contactPhone.country', c.iso);
    // Limits differ per country: keep what still fits.
    const ddd = digitsOf(v['contactPhone.ddd'] ?? '').slice(0, dddMax(c));
    form.setField('contactPhone.ddd', ddd);
    form.setField(
      'contactPhone.phoneNumber',
      formatPhoneNumber(c.code, digitsOf(v['contactPhone.phoneNumber'] ?? '').slice(0, numberMax(c, ddd))),
    );
  };

  const describedBy = error ? errorId : undefined;
  const common = {
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    onBlur: (e: FocusEvent<HTMLInputElement>) => void form.validateField('contactPhone.phoneNumber', e.relatedTarget),
  };

  return (
    <fieldset className="field phone-field" ref={root}>
      <legend className="field__label">{labels.phone}</legend>
      <div className="phone-field__row">
        <CountryPicker
          formId={formId}
          country={country}
          names={names}
          labels={labels}
          hydrated={form.hydrated}
          within={root}
          onChoose={choose}
        />
        <div className="phone-field__ddd">
          <label className="field__sublabel" htmlFor={`${formId}-contactPhone-ddd`}>
            {labels.ddd}
          </label>
          <input
            {...common}
            id={`${formId}-contactPhone-ddd`}
            name="contactPhone.ddd"
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="tel-area-code"
            maxLength={dddMax(country)}
            value={v['contactPhone.ddd'] ?? ''}
            onChange={(e) => form.setField('contactPhone.ddd', digitsOf(e.target.value).slice(0, dddMax(country)))}
          />
        </div>
        <div className="phone-field__number">
          <label className="field__sublabel" htmlFor={`${formId}-contactPhone-phoneNumber`}>
            {labels.number}
          </label>
          <input
            {...common}
            id={`${formId}-contactPhone-phoneNumber`}
            name="contactPhone.phoneNumber"
            className="input"
            // type="tel" would forbid the "tel-local" autofill token (the HTML spec allows it only on
            // text-like controls); inputMode keeps the phone keypad.
            type="text"
            inputMode="tel"
            autoComplete="tel-local"
            maxLength={PHONE_NUMBER_INPUT_MAX}
            value={v['contactPhone.phoneNumber'] ?? ''}
            onChange={(e) =>
              form.setField(
                'contactPhone.phoneNumber',
                formatPhoneNumber(country.code, digitsOf(e.target.value).slice(0, numberMax(country, v['contactPhone.ddd'] ?? ''))),
              )
            }
          />
        </div>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
