// The phone metadata the worker parses numbers with (src/leads/storage/phone-parse.ts): libphonenumber-js's
// "min" metadata cut to the countries the forms' picker offers (src/shared/form-rules/countries.ts), so
// the worker carries about 110 countries' rules instead of 245. The picker sends the dial code with
// every number, so no other country can reach the parser; a calling code several countries share
// (+1, +7, +44) keeps only those of them the picker lists. Written as a static asset,
// public/content/phone/metadata.<hash>.json, which the worker reads with its first form post
// (src/leads/storage/phone-e164.ts); src/generated/phone-metadata.ts names it. In the upload, as
// the phone parser's object literal, it was about 52 KB that every new isolate compiles at start-up.
// Run by scripts/build-client.mjs, or alone.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  const text = JSON.stringify(metadata);
  const dir = path.join(root, 'public/content/phone');
  const name = `metadata.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
  await mkdir(dir, { recursive: true });
  await replace(path.join(dir, name), text);
  for (const old of await readdir(dir)) if (old !== name) await rm(path.join(dir, old), { force: true });
  await replace(
    path.join(root, 'src/generated/phone-metadata.ts'),
    `// Written by scripts/phone-metadata.mjs: the phone rules' static asset. Do not edit.\nexport const PHONE_METADATA_FILE = ${JSON.stringify(`/content/phone/${name}`)};\n`,
  );
  return { countries: Object.keys(metadata.countries).length, of: Object.keys(full.countries).length, bytes: text.length };
}

/** Writes `file` through a temporary file, only when its bytes change (builds run side by side). */
async function replace(file, text) {
  if ((await readFile(file, 'utf8').catch(() => undefined)) === text) return;
  await writeFile(`${file}.${process.pid}.tmp`, text);
  await rename(`${file}.${process.pid}.tmp`, file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { countries, of, bytes } = await buildPhoneMetadata();
  console.log(`phone metadata: ${countries} of ${of} countries, ${(bytes / 1024).toFixed(1)} KB → public/content/phone`);
}
