// Builds the worker's lazy modules (src/lazy.ts says why) into src/generated/lazy/: the beacon's
// ingestion, the owner's report and the phone parser, ES modules that share chunks, uploaded beside the main bundle
// by wrangler (`find_additional_modules`, `rules` in wrangler.toml) and imported at run time by
// the first request that needs them. Run by scripts/build-client.mjs (so by `npm run build`,
// `npm start`, the tests and `npm run deploy`).
//
// What they must not carry is a second copy of anything the worker keeps state in: React (their
// JSX is bound to the worker's own runtime at call time, see `jsxBridge`), Hono, i18next. The build
// fails on an import of those; the report gets its texts and its request from the routes.
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LAZY_DIR = path.join(root, 'src/generated/lazy');
export const LAZY_ENTRIES = {
  measurement: 'src/analytics/measure/entry.ts',
  report: 'src/analytics/report/entry.ts',
  phone: 'src/leads/storage/phone-parse.ts',
};

/** Where the worker leaves its JSX runtime for the lazy modules (src/lazy.ts sets it). */
const JSX_GLOBAL = 'site.jsx-runtime';

const jsxBridge = {
  name: 'jsx-bridge',
  setup(b) {
    b.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({ path: 'jsx-runtime', namespace: 'jsx-bridge' }));
    b.onLoad({ filter: /.*/, namespace: 'jsx-bridge' }, () => ({
      loader: 'js',
      contents: [
        `const rt = () => globalThis[Symbol.for(${JSON.stringify(JSX_GLOBAL)})];`,
        'export const jsx = (type, props, key) => rt().jsx(type, props, key);',
        'export const jsxs = (type, props, key) => rt().jsxs(type, props, key);',
        "export const Fragment = Symbol.for('react.fragment');",
      ].join('\n'),
    }));
    b.onResolve({ filter: /^(react|react-dom(\/.*)?|hono(\/.*)?|i18next|@hono\/.*)$/ }, (args) => ({
      errors: [
        {
          text: `${args.path} imported by ${path.relative(root, args.importer)}: the worker's lazy modules take it from the worker (src/lazy.ts), never bundle a copy`,
        },
      ],
    }));
  },
};

/**
 * Writes `file` only when its bytes change, through a temporary file renamed over it: builds run
 * side by side (every `wrangler dev` and `wrangler deploy --dry-run` runs this one), and another
 * build bundling src/lazy.ts must never find a module missing or half written, nor be woken by a
 * rewrite of the same bytes.
 */
async function replaceFile(file, contents) {
  const bytes = Buffer.from(contents);
  const old = await readFile(file).catch(() => undefined);
  if (old?.equals(bytes)) return;
  await writeFile(`${file}.${process.pid}.tmp`, bytes);
  await rename(`${file}.${process.pid}.tmp`, file);
}

export async function buildLazy() {
  await mkdir(LAZY_DIR, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: LAZY_ENTRIES,
    outdir: LAZY_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser', 'import'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['node:*', 'cloudflare:*'],
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [jsxBridge],
    write: false,
  });
  const kept = new Set();
  for (const out of result.outputFiles) {
    await replaceFile(out.path, out.contents);
    kept.add(path.basename(out.path));
  }
  // Their types are their sources' (src/lazy.ts imports them by these names).
  for (const [name, source] of Object.entries(LAZY_ENTRIES)) {
    const from = path
      .relative(LAZY_DIR, path.join(root, source))
      .replace(/\.tsx?$/, '')
      .split(path.sep)
      .join('/');
    await replaceFile(path.join(LAZY_DIR, `${name}.d.mts`), `export * from '${from}';\n`);
    kept.add(`${name}.d.mts`);
  }
  // Chunks of earlier builds go; another build's temporary files are its own.
  for (const file of await readdir(LAZY_DIR)) {
    if (!kept.has(file) && !file.endsWith('.tmp')) await rm(path.join(LAZY_DIR, file), { force: true });
  }
  return Object.entries(result.metafile.outputs).map(([file, out]) => ({ file: path.relative(root, file), bytes: out.bytes }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await buildLazy();
  console.log(`lazy modules: ${files.map((f) => `${path.basename(f.file)} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ')}`);
}
