// Builds what the browser gets: the island loader and one chunk per island (only pages with
// islands) and the analytics loader (only sites with analytics), content-hashed in public/assets/;
// and src/generated/client-manifest.json, which the worker imports to link them and which carries
// the loader's starter every page inlines (client/loader/start.ts). The stylesheet every page inlines
// is a static asset the worker reads on its first render (public/content/styles/, src/renderer/styles.ts).
// Island names are the file names in client/islands/, found here (scripts/build-client/islands.mjs),
// so adding an island is adding a file; the server finds them in src/generated/islands.ts.
import { build } from 'esbuild';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLazy } from './build-lazy.mjs';
import { altchaAssets } from './build-client/altcha.mjs';
import { writeStyles } from './build-client/styles.mjs';
import { findIslands, islandsPlugin, writeIslandRegistry } from './build-client/islands.mjs';
import { buildPhoneMetadata } from './phone-metadata.mjs';
import { buildSocialImages } from './social-images.mjs';
import { buildEmbeddedArticles } from './embedded-articles.mjs';
import { buildLocaleBundles } from './locale-bundles.mjs';
import { prerenderPages } from './prerender-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'public/assets');
const PRUNE_AFTER_MS = 10 * 60_000;

const islands = await findIslands(root);
const islandNamed = new Map(islands.map((island) => [island.name, island]));
await writeIslandRegistry(root, islands);

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

/** Builds one file in memory (for the pages to inline) and returns its minified text. */
async function builtText(entry, options = {}) {
  const out = await build({
    ...common,
    ...options,
    entryPoints: [entry],
    metafile: false,
    write: false,
    outdir: undefined,
    entryNames: undefined,
  });
  const text = out.outputFiles[0]?.text.trim();
  if (!text) throw new Error(`client build: ${entry} came out empty`);
  return text;
}

/** Stylesheet files a page loads only when it names their area (PageMeta.styles). */
const STYLE_AREAS = [
  'home',
  'landing',
  'company',
  'contact',
  'solutions',
  'solution',
  'blog',
  'cards',
  'article',
  'legal',
  'sections',
  'forms',
  'status',
  'preview',
];

/**
 * The stylesheet, which every page inlines in its head (a `<style>` paints the first screen with
 * the HTML's own round trips, no request of its own): client/styles/main.css's files in its order,
 * each minified, tagged with its area or null for the files every page gets. A page takes the
 * shared files and its areas' files, in this order, so the cascade is the whole sheet's.
 */
async function stylesheetParts() {
  const main = await readFile(path.join(root, 'client/styles/main.css'), 'utf8');
  const files = [...main.matchAll(/@import\s+"\.\/([\w-]+)\.css";/g)].map((m) => m[1]);
  return Promise.all(files.map(async (name) => [STYLE_AREAS.includes(name) ? name : null, await builtText(`client/styles/${name}.css`)]));
}

// The challenge widget's stylesheet and worker, served by the site (scripts/build-client/altcha.mjs).
const altcha = await altchaAssets(root);
const [styles, start, ...builds] = await Promise.all([
  stylesheetParts(),
  // The starter every page with islands inlines (client/loader/start.ts).
  builtText('client/loader/start.ts', { format: 'iife' }),
  // The analytics loader stands alone; the island loader and islands share chunks (React once),
  // loaded only on pages with islands. The header, menus and messaging widget need no script
  // (HTML popovers, CSS animations).
  build({ ...common, entryPoints: { analytics: 'client/analytics.ts' } }),
  // Core Web Vitals (client/vitals.ts, web-vitals): imported by the starter once the page is idle.
  build({ ...common, entryPoints: { vitals: 'client/vitals.ts' } }),
  // The owner's report's stylesheet (/admin/report), linked by that page alone: visitors' pages
  // inline theirs, and the worker need not carry this one.
  build({ ...common, entryPoints: { admin: 'client/styles/admin.css' } }),
  build({
    ...common,
    entryPoints: { main: 'client/loader/main.ts' },
    define: { ...common.define, ALTCHA_ASSETS: JSON.stringify(altcha.base) },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [islandsPlugin(root, islands)],
  }),
]);

const result = { metafile: { outputs: Object.assign({}, ...builds.map((b) => b.metafile.outputs)) } };

const publicPath = (file) => '/' + path.relative(path.join(root, 'public'), path.join(root, file)).split(path.sep).join('/');
const outputs = result.metafile.outputs;
// The SVG favicon as a data URL, for the head's icon link (src/renderer/scripts.tsx).
const favicon = `data:image/svg+xml,${encodeURIComponent((await readFile(path.join(root, 'public/favicon.svg'), 'utf8')).trim())}`;
const sheet = await writeStyles(root, styles, PRUNE_AFTER_MS);
const manifest = {
  analytics: '',
  vitals: '',
  main: '',
  mainImports: [],
  // The stylesheet's file and its parts' areas and lengths (scripts/build-client/styles.mjs).
  styles: sheet,
  start,
  favicon,
  reportStyles: '',
  islands: {},
};
/** The hydrate module (React DOM), which main imports only when a React island is reached. */
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
  else if (entry === 'client/vitals.ts') manifest.vitals = publicPath(file);
  else if (entry === 'client/styles/admin.css') manifest.reportStyles = publicPath(file);
  else if (entry === 'client/loader/main.ts') {
    manifest.main = publicPath(file);
    manifest.mainImports = staticImports(file);
  } else if (entry === 'client/loader/hydrate.ts') hydrateChunk = file;
  else if (entry.startsWith('client/islands/') || entry.startsWith('virtual:plain/')) {
    const name = path.basename(entry).replace(/\.tsx?$/, '');
    // enhance: a plain-script island, no React DOM (client/loader/main.ts). eager: a plain island
    // of the first screen (the typed headline, the hero video): it runs before any activity, and
    // the loader starts at the load event.
    const island = islandNamed.get(name);
    manifest.islands[name] = { file: publicPath(file), imports: staticImports(file), enhance: island.plain, eager: island.eager };
  }
}
// React DOM must stay out of the loader's static imports: pages whose islands are plain scripts
// never load it (client/loader/main.ts imports client/loader/hydrate.ts dynamically).
if (!hydrateChunk) throw new Error('client build: no chunk for client/loader/hydrate.ts (main must import it dynamically)');
const reactInLoader = Object.entries(outputs)
  .filter(([file]) => manifest.mainImports.includes(publicPath(file)) || publicPath(file) === manifest.main)
  .filter(([, meta]) => Object.keys(meta.inputs).some((input) => input.includes('node_modules/react')))
  .map(([file]) => publicPath(file));
if (reactInLoader.length > 0) throw new Error(`client build: the loader imports React DOM statically (${reactInLoader.join(', ')})`);

await mkdir(path.join(root, 'src/generated'), { recursive: true });
// Written atomically: a worker being rebuilt at the same moment never reads half a file.
const manifestPath = path.join(root, 'src/generated/client-manifest.json');
await writeFile(`${manifestPath}.${process.pid}.tmp`, JSON.stringify(manifest, null, 2) + '\n');
await rename(`${manifestPath}.${process.pid}.tmp`, manifestPath);
const current = new Set([...Object.keys(outputs).map((file) => path.join(root, file)), ...altcha.files]);
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

// The worker's phone rules, for the countries the forms offer (scripts/phone-metadata.mjs): a static
// asset the phone parser reads with an isolate's first form post.
const phone = await buildPhoneMetadata();
console.log(`phone metadata: ${phone.countries} of ${phone.of} countries → public/content/phone`);

// The worker's lazy modules: the beacon's ingestion, the owner's report and the phone parser (src/lazy.ts).
const lazy = await buildLazy();
console.log(`lazy modules: ${lazy.length} files → src/generated/lazy`);

// JPEG link-preview and structured-data images of the embedded articles (skipped when up to date).
const social = await buildSocialImages();
console.log(`social images: ${social.slugs} articles${social.written ? `, ${social.written} files written` : ''} → public/media/social`);

// The worker's texts, a static asset per language read once per isolate (scripts/locale-bundles.mjs).
const locales = await buildLocaleBundles();
console.log(`locale bundles: ${locales.languages} languages, ${(locales.bytes / 1024).toFixed(1)} KB → public/content/texts`);

// The embedded articles without their bodies for the worker, the bodies as assets (scripts/embedded-articles.mjs).
const embedded = await buildEmbeddedArticles();
console.log(`embedded articles: ${embedded.articles}, bodies → public/content/blog`);

// The HTML cache's build tier: every page of the sitemap rendered by the worker, last, since it
// runs the worker with everything above (scripts/prerender-pages.mjs). Not for `wrangler dev` (so
// `npm start` and each browser test's server) nor `wrangler types` (the lint), which wrangler runs
// this build for and tells by WRANGLER_COMMAND: a local server's vars are not the deploy's, so it
// never serves the stored pages, and rendering 200 of them added about 4 s to each start. The pages
// written by an earlier build are left as they are.
const prerenderFor = process.env.WRANGLER_COMMAND;
const prerendered = ['dev', 'types'].includes(prerenderFor ?? '')
  ? { skipped: `\`wrangler ${prerenderFor}\` serves none` }
  : await prerenderPages();
console.log(
  prerendered.skipped
    ? `prerendered pages: none (${prerendered.skipped})`
    : `prerendered pages: ${prerendered.pages} of ${prerendered.of}, ${(prerendered.bytes / 1024 / 1024).toFixed(1)} MB for ${prerendered.origin} → public/__prerendered`,
);
