// The phone metadata the worker parses numbers with (src/leads/storage/phone-parse.ts): libphonenumber-js's
// "min" metadata cut to the countries the forms' picker offers (src/shared/form-rules/countries.ts), so
// the worker carries about 110 countries' rules instead of 245. The picker sends the dial code with
// every number, so no other country can reach the parser; a calling code several countries share
// (+1, +7, +44) keeps only those of them the picker lists. Written to
// src/generated/phone-metadata.json. Run by scripts/build-client.mjs, or alone.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The picker's countries (ISO codes), read from the TypeScript module the forms use. */
async function pickerCountries() {
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'src/shared/form-rules/countries.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'error',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return mod.COUNTRIES.map((c) => c.iso);
}

/** libphonenumber-js metadata (min) with only `isos`' countries and calling codes. */
export function subsetMetadata(full, isos) {
  const keep = new Set(isos);
  const missing = isos.filter((iso) => !full.countries[iso]);
  if (missing.length > 0) throw new Error(`phone metadata: no rules for ${missing.join(', ')}`);
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([iso]) => keep.has(iso)));
  const codes = {};
  for (const [code, list] of Object.entries(full.country_calling_codes)) {
    const kept = list.filter((iso) => keep.has(iso));
    if (kept.length > 0) codes[code] = kept;
  }
  return { version: full.version, country_calling_codes: codes, countries };
}

export async function buildPhoneMetadata() {
  const full = JSON.parse(await readFile(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
  const metadata = subsetMetadata(full, await pickerCountries());
  const file = path.join(root, 'src/generated/phone-metadata.json');
  const text = JSON.stringify(metadata);
  await writeFile(`${file}.${process.pid}.tmp`, text);
  await rename(`${file}.${process.pid}.tmp`, file);
  return { countries: Object.keys(metadata.countries).length, of: Object.keys(full.countries).length, bytes: text.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { countries, of, bytes } = await buildPhoneMetadata();
  console.log(`phone metadata: ${countries} of ${of} countries, ${(bytes / 1024).toFixed(1)} KB → src/generated/phone-metadata.json`);
}
