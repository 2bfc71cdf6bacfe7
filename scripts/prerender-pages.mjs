// The HTML cache's build tier (src/html-cache/build.ts): every page of the sitemap, in the three
// languages and both URL families (/pt/about and /about as each language resolves it), rendered
// at build time by the worker's own code into the HTML cache's stored form, written to
// public/__prerendered/<lang><path>.txt, which the worker reads through its ASSETS binding. A new
// isolate then serves a visitor's first view of a page without rendering it.
//
// How: src/index.ts bundled by esbuild as wrangler bundles it (workerd conditions, wrangler.toml's
// [alias], React's production build; not wrangler itself, whose [build] runs this script), run
// on local workerd by Miniflare with wrangler.toml's [vars] (no .dev.vars, no secrets) and the
// deploy's SITE_URL (`npm run deploy` passes it in the environment), plus the build-only binding
// PRERENDER_CAPTURE: a request carrying its value gets the page's stored form instead of the page.
// With a CMS (CMS_API_URL set) nothing is written: its pages change without a build.
// Run by scripts/build-client.mjs, after the bundles the worker imports.
import { randomBytes } from 'node:crypto';
import { builtinModules } from 'node:module';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { workerBundleOptions } from './worker-bundle-options.mjs';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'public/__prerendered');
const LANGS = ['pt', 'en', 'es'];
/** Without SITE_URL, pages carry the request's origin: the one `npm start` serves on. */
const DEFAULT_ORIGIN = 'http://localhost:8787';
const CONCURRENCY = 4;

/**
 * Node's modules as workerd's nodejs_compat serves them, as wrangler bundles them: `node:` imports
 * left to the runtime, bare names mapped to them, and a CommonJS require() of one (React's server
 * build) through an ES module that re-exports it, since an ES module bundle has no require().
 */
const nodeBuiltins = (alias) => ({
  name: 'node-builtins',
  setup(b) {
    const names = new Set(builtinModules.filter((name) => !(name in alias)));
    b.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      if (!names.has(name)) return undefined;
      if (args.kind === 'require-call') return { path: name, namespace: 'node-shim' };
      return { path: `node:${name}`, external: true };
    });
    b.onLoad({ filter: /.*/, namespace: 'node-shim' }, (args) => ({ contents: `export * from 'node:${args.path}';`, loader: 'js' }));
  },
});

async function bundleWorker(alias) {
  const out = await build({
    ...workerBundleOptions(alias),
    absWorkingDir: root,
    entryPoints: ['src/index.ts'],
    write: false,
    platform: 'neutral',
    external: ['node:*', 'cloudflare:*'],
    plugins: [nodeBuiltins(alias)],
    minify: true,
  });
  return out.outputFiles[0].text;
}

/** The paths to render: each sitemap URL as given, and its unprefixed twin in its language. */
function pagesOf(sitemap) {
  const pages = new Map();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc);
    const lang = LANGS.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
    if (!lang) continue;
    pages.set(`${lang} ${pathname}`, { lang, pathname, family: lang });
    const bare = pathname.slice(lang.length + 1) || '/';
    pages.set(`${lang} ${bare}`, { lang, pathname: bare, family: 'x-default' });
  }
  return [...pages.values()];
}

/**
 * The stored form with each per-view value (the build's nonce, its form keys) replaced by a fixed
 * name: they are holes filled on every view, and a build that renders the same pages then writes
 * the same files, which a deploy does not upload again.
 */
function steady(text) {
  const split = text.indexOf('\n');
  const meta = JSON.parse(text.slice(0, split));
  let html = text.slice(split + 1);
  meta.values = meta.values.map(([value, kind], i) => {
    const name = `__per-view-${kind}-${i}__`;
    if (html.includes(name)) throw new Error(`prerender: ${name} is in the page already`);
    html = html.split(value).join(name);
    return [name, kind];
  });
  return `${JSON.stringify(meta)}\n${html}`;
}

const assetFile = (lang, pathname) => path.join(OUT, lang, `${pathname.replace(/\/+$/, '') || '/index'}.txt`);

export async function prerenderPages() {
  const { unstable_getMiniflareWorkerOptions, unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') });
  const vars = Object.fromEntries(Object.entries(config.vars ?? {}).filter(([, v]) => typeof v === 'string'));
  const envSite = process.env.SITE_URL;
  if (envSite !== undefined) vars.SITE_URL = envSite.trim().replace(/\/+$/, '');
  if (vars.CMS_API_URL?.trim()) {
    await rm(OUT, { recursive: true, force: true });
    return { pages: 0, skipped: 'CMS_API_URL is set' };
  }
  const origin = vars.SITE_URL ? new URL(vars.SITE_URL).origin : DEFAULT_ORIGIN;
  const secret = randomBytes(24).toString('hex');
  // wrangler.toml's worker (KV, D1, assets, flags) with its [vars] alone: the options wrangler derives
  // also carry .dev.vars, which a deployed worker never has. No version id: nothing but the capture runs.
  const logLevel = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = 'error'; // not its note about secrets: none is passed on
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
  if (logLevel === undefined) delete process.env.WRANGLER_LOG;
  else process.env.WRANGLER_LOG = logLevel;
  const { modulesRules: _r, rootPath: _p, versionMetadata: _v, bindings: _b, ...base } = workerOptions;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      log: new Log(LogLevel.WARN),
      cf: false,
      workers: [
        {
          ...base,
          modulesRoot: '/',
          modules: [{ type: 'ESModule', path: '/index.js', contents: await bundleWorker(config.alias ?? {}) }],
          bindings: { ...vars, PRERENDER_CAPTURE: secret },
        },
      ],
    }),
  );
  const tmp = `${OUT}.${process.pid}.tmp`;
  try {
    const worker = await mf.getWorker();
    const sitemap = await worker.fetch(`${origin}/sitemap.xml`);
    if (!sitemap.ok) throw new Error(`prerender: /sitemap.xml answered ${sitemap.status}`);
    const pages = pagesOf(await sitemap.text());
    const headers = { 'X-Prerender-Capture': secret, 'X-Prerender-Vars': Object.keys(vars).sort().join(',') };
    let written = 0;
    let bytes = 0;
    const queue = [...pages];
    const run = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const cookie = page.family === 'x-default' ? { cookie: `i18nextLng=${page.lang}` } : {};
        // A redirect is not followed: its target's page must not be stored under its own path.
        const res = await worker.fetch(`${origin}${page.pathname}`, { headers: { ...headers, ...cookie }, redirect: 'manual' });
        const text = await res.text();
        if (res.status !== 200) continue; // not storable (a redirect, a page that sets a cookie)
        const file = assetFile(page.lang, page.pathname).replace(OUT, tmp);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, steady(text));
        written++;
        bytes += text.length;
      }
    };
    await mkdir(tmp, { recursive: true });
    await Promise.all(Array.from({ length: CONCURRENCY }, run));
    // Swapped in whole. Two builds at once (test servers starting side by side) write the same
    // files: the second finds the folder there and replaces it.
    await rename(tmp, OUT).catch(async () => {
      await rm(OUT, { recursive: true, force: true });
      await rename(tmp, OUT);
    });
    return { pages: written, of: pages.length, bytes, origin };
  } finally {
    await mf.dispose();
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await prerenderPages());
}
