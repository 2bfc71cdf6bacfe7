// The worker's texts (locales/<lang>/<namespace>.json) as one JSON string per language, in
// src/generated/locales.ts. Every new isolate parses the whole worker before its first request:
// bundled as JSON imports, the three languages are about 230 KB of object literals that V8
// parses and builds at start-up, where a string literal costs a scan. src/i18n/resources.ts
// parses a language's string on its first use, so a new isolate builds only the language of the
// requests it serves. The owner's report's texts (admin.json) travel with its lazy module instead.
// Run by scripts/build-client.mjs (so by `npm run build`, `npm start`, the tests and deploys).
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LANGS = ['pt', 'en', 'es'];
/** Namespaces the worker does not bundle (src/analytics/report/texts.ts imports its own). */
const NOT_BUNDLED = new Set(['admin']);
export const LOCALES_MODULE = path.join(root, 'src/generated/locales.ts');

export async function buildLocaleBundles() {
  const lines = [
    '// Written by scripts/locale-bundles.mjs from locales/: each language as one JSON string,',
    '// parsed on its first use (src/i18n/resources.ts). Do not edit.',
  ];
  let bytes = 0;
  for (const lang of LANGS) {
    const dir = path.join(root, 'locales', lang);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json') && !NOT_BUNDLED.has(f.slice(0, -5))).sort();
    const bundle = {};
    for (const file of files) bundle[file.slice(0, -5)] = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const json = JSON.stringify(bundle);
    bytes += json.length;
    lines.push(`export const ${lang} = ${JSON.stringify(json)};`);
  }
  const text = `${lines.join('\n')}\n`;
  await mkdir(path.dirname(LOCALES_MODULE), { recursive: true });
  const old = await readFile(LOCALES_MODULE, 'utf8').catch(() => undefined);
  // Unchanged bytes are not rewritten: a rewrite would wake every watcher of src/.
  if (old !== text) {
    await writeFile(`${LOCALES_MODULE}.${process.pid}.tmp`, text);
    await rename(`${LOCALES_MODULE}.${process.pid}.tmp`, LOCALES_MODULE);
  }
  return { languages: LANGS.length, bytes };
}

if (process.argv[1] === import.meta.filename) {
  const r = await buildLocaleBundles();
  console.log(`locale bundles: ${r.languages} languages, ${(r.bytes / 1024).toFixed(1)} KB → src/generated/locales.ts`);
}
