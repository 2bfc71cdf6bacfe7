// The contact form's phone component rules, with the light country table.
import { findCountry } from './countries';
import { BR_AREA_MAX, BR_AREA_MIN, OTHER_COUNTRY_MIN_DIGITS } from './limits';
import { digitsOf } from './phone';

export interface PhoneValue {
  countryCode: string;
  ddd: string;
  phoneNumber: string;
  /** ISO code of the picked country: +1 and +7 are shared by several. */
  country?: string;
}

export function isEmptyPhone(p: PhoneValue): boolean {
  return !digitsOf(p.ddd) && !digitsOf(p.phoneNumber);
}

/**
 * Contact phone component: Brazil needs a 2-digit area code 11–99 and a number of 8 or
 * 9 digits, 9 digits starting with 9; other countries need 7..maxDigits digits in all.
 */
export function isValidContactPhone(p: PhoneValue): boolean {
  const country = findCountry(p.country, p.countryCode);
  if (!country || country.code !== p.countryCode) return false;
  const ddd = digitsOf(p.ddd);
  const number = digitsOf(p.phoneNumber);
  if (country.iso === 'BR') {
    const area = Number(ddd);
    return (
      ddd.length === 2 &&
      area >= BR_AREA_MIN &&
      area <= BR_AREA_MAX &&
      (number.length === 8 || (number.length === 9 && number.startsWith('9')))
    );
  }
  const total = ddd.length + number.length;
  return number.length > 0 && total >= OTHER_COUNTRY_MIN_DIGITS && total <= country.maxDigits;
}

/** Display format of the number part: Brazil 4-4 / 5-4, +1 3-4, France pairs, else digits. */
export function formatPhoneNumber(countryCode: string, value: string): string {
  const d = digitsOf(value);
  if (countryCode === '+55') return d.length > 4 ? `${d.slice(0, d.length - 4)}-${d.slice(-4)}` : d;
  if (countryCode === '+1') return d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
  if (countryCode === '+33') return d.replace(/(\d{2})(?=\d)/g, '$1 ');
  return d;
}
