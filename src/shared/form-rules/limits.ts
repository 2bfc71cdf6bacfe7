// Field limits of the forms. Inputs carry them as maxLength (typing beyond is ignored) and the
// schemas enforce them again on the server.

export const NAME_MAX = 100;
export const COMPANY_MAX = 100;
export const EMAIL_MAX = 150;
/** Digits of a phone number (E.164 allows 15). */
export const PHONE_DIGITS_MAX = 15;
/** '+' and 15 digits: the lead-form phone input ('input capped at 16 characters'). */
export const PHONE_INPUT_MAX = 16;
export const AREA_CODE_MAX = 3;
export const PHONE_NUMBER_MAX = 10;
/** The contact phone number input shows separators (5-4, pairs): room for 10 digits and 4 of them. */
export const PHONE_NUMBER_INPUT_MAX = 14;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 1000;
/** Pain textarea of the home and landing forms. */
export const PAIN_MAX = 700;
/** Strict variant: 'mínimo 10 caracteres'. */
export const PAIN_MIN_STRICT = 10;
/** 'main challenges' of the /diagnosticlean form. */
export const MAIN_PAIN_MAX = 500;
export const POSITION_MAX = 100;
/** Tracking values are copied from URLs anyone can craft: kept, but cut. */
export const UTM_MAX = 200;
export const DEFAULT_COUNTRY_CODE = '+55';
export const DEFAULT_COUNTRY_ISO = 'BR';
/** Brazil: two-digit area code between 11 and 99. */
export const BR_AREA_MIN = 11;
export const BR_AREA_MAX = 99;
/** Other countries: area code plus number between 7 digits and the country's maxDigits. */
export const OTHER_COUNTRY_MIN_DIGITS = 7;
/** Largest accepted request body (form posts and JSON). */
export const BODY_MAX_BYTES = 16 * 1024;
