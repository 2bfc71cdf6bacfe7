// The worker's texts (locales/<lang>/<namespace>.json) as one JSON file per language, a static
// asset (public/content/texts/<lang>.<hash>.json), and src/generated/locales.ts naming each file.
// Every new isolate compiles the whole upload before its first request, strings included (about
// 1.8 ms per 100 KB of string literal in `wrangler check startup`): as assets, the three languages
// (about 235 KB) cost start-up nothing, and src/i18n/resources.ts reads a language's file once per
// isolate, on the first request in it. The name carries the content's hash, so a worker version
// only ever reads the texts it was built with. The owner's report's texts (admin.json) travel with
// its lazy module instead.
// Run by scripts/build-client.mjs (so by `npm run build`, `npm start`, the tests and deploys).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LANGS = ['pt', 'en', 'es'];
/** Namespaces the worker does not bundle (src/analytics/report/texts.ts imports its own). */
const NOT_BUNDLED = new Set(['admin']);
export const LOCALES_MODULE = path.join(root, 'src/generated/locales.ts');
/** Where the files go, and their path as the ASSETS binding serves them. */
const TEXTS_DIR = path.join(root, 'public/content/texts');
const TEXTS_PATH = '/content/texts';

export async function buildLocaleBundles() {
  await mkdir(TEXTS_DIR, { recursive: true });
  const files = {};
  let bytes = 0;
  for (const lang of LANGS) {
    const dir = path.join(root, 'locales', lang);
    const names = (await readdir(dir)).filter((f) => f.endsWith('.json') && !NOT_BUNDLED.has(f.slice(0, -5))).sort();
    const bundle = {};
    for (const file of names) bundle[file.slice(0, -5)] = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const json = JSON.stringify(bundle);
    bytes += json.length;
    const name = `${lang}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
    await writeIfChanged(path.join(TEXTS_DIR, name), json);
    files[lang] = `${TEXTS_PATH}/${name}`;
  }
  // Files of earlier texts go: the assets upload holds only this build's.
  const keep = new Set(Object.values(files).map((f) => path.basename(f)));
  for (const old of await readdir(TEXTS_DIR)) if (!keep.has(old)) await rm(path.join(TEXTS_DIR, old), { force: true });
  const text = [
    "// Written by scripts/locale-bundles.mjs from locales/: the static asset of each language's texts,",
    '// read once per isolate (src/i18n/resources.ts). Do not edit.',
    `export const TEXT_FILES = ${JSON.stringify(files)} as const;`,
    '',
  ].join('\n');
  await mkdir(path.dirname(LOCALES_MODULE), { recursive: true });
  await writeIfChanged(LOCALES_MODULE, text);
  return { languages: LANGS.length, bytes };
}

/** Unchanged bytes are not rewritten: a rewrite would wake every watcher of src/ and public/. */
async function writeIfChanged(file, text) {
  const old = await readFile(file, 'utf8').catch(() => undefined);
  if (old === text) return;
  await writeFile(`${file}.${process.pid}.tmp`, text);
  await rename(`${file}.${process.pid}.tmp`, file);
}

if (process.argv[1] === import.meta.filename) {
  const r = await buildLocaleBundles();
  console.log(`locale bundles: ${r.languages} languages, ${(r.bytes / 1024).toFixed(1)} KB → public/content/texts`);
}
