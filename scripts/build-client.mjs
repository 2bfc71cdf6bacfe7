// Builds what the browser gets: the single stylesheet (every page), the island loader and one
// chunk per island (only pages with islands), the analytics loader (only sites with analytics), all content-hashed in
// public/assets/, plus src/generated/client-manifest.json, which the worker imports to link them.
// Island names are the file names in client/islands/, found here, so adding an island is adding a file.
import { build } from 'esbuild';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSocialImages } from './social-images.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'public/assets');
const islandsDir = path.join(root, 'client/islands');

const islandFiles = (await readdir(islandsDir)).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
const islandNames = islandFiles.map((f) => f.replace(/\.tsx?$/, ''));

/** Virtual module `virtual:islands`: a lazy loader per island, so each island is its own chunk. */
const islandsPlugin = {
  name: 'islands',
  setup(b) {
    b.onResolve({ filter: /^virtual:islands$/ }, () => ({ path: 'islands', namespace: 'virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
      resolveDir: islandsDir,
      loader: 'js',
      contents:
        'export const loaders = {\n' +
        islandFiles.map((f, i) => `  ${JSON.stringify(islandNames[i])}: () => import(${JSON.stringify('./' + f)}),`).join('\n') +
        '\n};\n',
    }));
  },
};

// No clean step before the build: hashed names never collide, and a parallel test run may still
// be serving the previous files. Files of earlier builds are pruned after it once they are more
// than PRUNE_AFTER_MS old, so `wrangler deploy` from a working copy uploads only current assets.
await mkdir(outdir, { recursive: true });

const common = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: false,
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  entryNames: '[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
};

// The stylesheet and the analytics loader stand alone; the island loader and islands share chunks
// (React once), loaded only on pages with islands. The header, menus and messaging widget need
// no script (HTML popovers, CSS animations).
const builds = await Promise.all([
  build({ ...common, entryPoints: { analytics: 'client/analytics.ts', styles: 'client/styles/main.css' } }),
  build({
    ...common,
    entryPoints: { main: 'client/main.ts' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [islandsPlugin],
  }),
]);
const result = { metafile: { outputs: Object.assign({}, ...builds.map((b) => b.metafile.outputs)) } };

const publicPath = (file) => '/' + path.relative(path.join(root, 'public'), path.join(root, file)).split(path.sep).join('/');
const outputs = result.metafile.outputs;
const manifest = { analytics: '', main: '', mainImports: [], hydrateImports: [], css: '', islands: {} };
/** The hydrate module (React DOM), which main imports only when an island is needed. */
let hydrateChunk = null;

/** Static imports of an output, transitively, as URLs: what to modulepreload with it. */
function staticImports(file, seen = new Set()) {
  for (const imp of outputs[file]?.imports ?? []) {
    if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
    seen.add(imp.path);
    staticImports(imp.path, seen);
  }
  return [...seen].map(publicPath);
}

for (const [file, meta] of Object.entries(outputs)) {
  if (file.endsWith('.map')) continue;
  const entry = meta.entryPoint ?? '';
  if (entry === 'client/analytics.ts') manifest.analytics = publicPath(file);
  else if (entry === 'client/main.ts') {
    manifest.main = publicPath(file);
    manifest.mainImports = staticImports(file);
  } else if (entry === 'client/hydrate.ts') hydrateChunk = file;
  else if (entry === 'client/styles/main.css' && file.endsWith('.css')) manifest.css = publicPath(file);
  else if (entry.startsWith('client/islands/')) {
    const name = path.basename(entry).replace(/\.tsx?$/, '');
    // enhance: the island exports a plain-script `enhance` and needs no React DOM (client/main.ts).
    manifest.islands[name] = { file: publicPath(file), imports: staticImports(file), enhance: (meta.exports ?? []).includes('enhance') };
  }
}
// The hydrate module (React DOM) with its static imports: what a page with React islands fetches
// after load, ahead of need (src/renderer/scripts.tsx, client/main.ts).
if (!hydrateChunk) throw new Error('client build: no chunk for client/hydrate.ts (main must import it dynamically)');
manifest.hydrateImports = [publicPath(hydrateChunk), ...staticImports(hydrateChunk)];
// esbuild emits a tiny JS stub for a CSS entry point; nobody loads it.
for (const file of Object.keys(outputs)) if (/styles-[^/]+\.js$/.test(file)) await rm(path.join(root, file), { force: true });

await mkdir(path.join(root, 'src/generated'), { recursive: true });
// Written atomically: a worker being rebuilt at the same moment never reads half a file.
const manifestPath = path.join(root, 'src/generated/client-manifest.json');
await writeFile(`${manifestPath}.${process.pid}.tmp`, JSON.stringify(manifest, null, 2) + '\n');
await rename(`${manifestPath}.${process.pid}.tmp`, manifestPath);
const PRUNE_AFTER_MS = 10 * 60_000;
const current = new Set(Object.keys(outputs).map((file) => path.join(root, file)));
let pruned = 0;
for (const entry of await readdir(outdir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  if (current.has(file)) continue;
  if (Date.now() - (await stat(file)).mtimeMs < PRUNE_AFTER_MS) continue;
  await rm(file, { force: true });
  pruned++;
}
console.log(
  `client bundle: ${Object.keys(manifest.islands).length} islands → public/assets${pruned ? ` (${pruned} files of earlier builds pruned)` : ''}`,
);

// JPEG link-preview and structured-data images of the embedded articles (skipped when up to date).
const social = await buildSocialImages();
console.log(`social images: ${social.slugs} articles${social.written ? `, ${social.written} files written` : ''} → public/media/social`);
