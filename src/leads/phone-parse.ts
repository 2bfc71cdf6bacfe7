// The one function of libphonenumber-js the worker uses, in a module of its own: phone-e164.ts
// imports this lazily, and a dynamic import of the package itself would keep all of its exports.
export { parsePhoneNumberFromString } from 'libphonenumber-js/min';
