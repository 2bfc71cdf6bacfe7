// The contact form's phone: country, area code and number, sent as three fields
// (contactPhone.countryCode or .country, .ddd, .phoneNumber) and checked as one value. The
// country picker is its own piece (country-picker.tsx); here the area code and the number keep
// only digits, fit the chosen country's limits, and the number is formatted as typed (Brazil
// 4-4 / 5-4, +1 3-4, France pairs). The server renders the field (a plain country list);
// `enhancePhone` adds the picker and the tidying in the browser.
import { COUNTRIES, type Country, findCountry } from '../../src/shared/forms/countries';
import { formatPhoneNumber } from '../../src/shared/forms/contact-phone';
import { AREA_CODE_MAX, PHONE_NUMBER_INPUT_MAX, PHONE_NUMBER_MAX } from '../../src/shared/forms/limits';
import { digitsOf } from '../../src/shared/forms/phone';
import { type CountryLabels, CountrySelect, enhanceCountryPicker } from './country-picker';
import { type FieldBase, FieldError, errorId } from './fields';

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

const countryOf = (values: Record<string, string>) =>
  findCountry(values['contactPhone.country'] || undefined, values['contactPhone.countryCode']) ?? COUNTRIES[0]!;

export function PhoneField({ f, labels, names }: { f: FieldBase; labels: PhoneLabels; names: Record<string, string> }) {
  const { formId, values } = f;
  const country = countryOf(values);
  const error = f.errors.contactPhone;
  const common = {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId(formId, 'contactPhone') : undefined,
  };
  return (
    <fieldset className="field phone-field">
      <legend className="field__label">{labels.phone}</legend>
      <div className="phone-field__row">
        <CountrySelect formId={formId} country={country} names={names} label={labels.country} />
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
            defaultValue={values['contactPhone.ddd'] ?? ''}
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
            defaultValue={values['contactPhone.phoneNumber'] ?? ''}
          />
        </div>
      </div>
      {error ? <FieldError id={errorId(formId, 'contactPhone')} text={error} /> : null}
    </fieldset>
  );
}

/** What the phone gives the form's script: how to tidy its inputs as typed, and how to follow a reset. */
export interface PhoneEnhancement {
  transforms: Record<string, (value: string) => string>;
  /** The form was cleared (its hidden country inputs hold the default again): show it. */
  reset: () => void;
}

/**
 * The picker in place of the plain list, and the limits of the chosen country on the area code
 * and the number. `edited` tells the form a field changed (its error clears).
 */
export function enhancePhone(
  form: HTMLFormElement,
  formId: string,
  labels: PhoneLabels,
  names: Record<string, string>,
  edited: (name: string) => void,
): PhoneEnhancement | null {
  const fieldset = form.querySelector<HTMLFieldSetElement>('fieldset.phone-field');
  const ddd = form.elements.namedItem('contactPhone.ddd') as HTMLInputElement | null;
  const number = form.elements.namedItem('contactPhone.phoneNumber') as HTMLInputElement | null;
  if (!fieldset || !ddd || !number) return null;

  let country = COUNTRIES[0]!;
  const picker = enhanceCountryPicker(fieldset, formId, labels, names, (c) => {
    country = c;
    // Limits differ per country: keep what still fits.
    ddd.maxLength = dddMax(c);
    ddd.value = digitsOf(ddd.value).slice(0, dddMax(c));
    number.value = tidyNumber(number.value);
    edited('contactPhone.country');
  });
  if (!picker) return null;
  country = picker.country();
  ddd.maxLength = dddMax(country);

  const tidyNumber = (value: string) => formatPhoneNumber(country.code, digitsOf(value).slice(0, numberMax(country, ddd.value)));
  return {
    transforms: {
      'contactPhone.ddd': (value) => digitsOf(value).slice(0, dddMax(country)),
      'contactPhone.phoneNumber': tidyNumber,
    },
    reset: () => {
      country = picker.sync();
      ddd.maxLength = dddMax(country);
    },
  };
}
