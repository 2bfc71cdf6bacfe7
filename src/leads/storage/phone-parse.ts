// The one function of libphonenumber-js the worker uses, in a module of its own: the worker's lazy
// module `phone` (src/lazy.ts), which phone-e164.ts loads with the first submission; bundling the
// package itself there would keep all of its exports.
// Its rules are those of the countries the forms offer (scripts/phone-metadata.mjs builds them
// from the package's "min" metadata at build time: the picker sends every number with one of
// their dial codes), a static asset phone-e164.ts reads and passes in.
import { type MetadataJson, parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';

/** The parser over `metadata` (the asset's JSON). */
export const parserWith = (metadata: unknown) => (text: string) => parseWith(text, metadata as MetadataJson);
