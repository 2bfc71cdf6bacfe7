// The production build of the worker on local workerd, shared by `npm run bench`, `npm run lighthouse`
// and `npm run load`.
//
// Why not `wrangler dev`: it bundles with process.env.NODE_ENV = "development" unless NODE_ENV is set
// (React's development build, several times slower), and it puts a proxy worker in front of the
// user worker, which adds the same fixed cost to every request and so flatters a route/ceiling ratio.
// Here: `wrangler deploy --dry-run --outdir` (the exact bundle a deploy uploads; wrangler defines
// NODE_ENV as "production" for deploy builds, and the bundle is checked for React's development
// build below), served by Miniflare with the worker options wrangler derives from wrangler.toml
// (vars, KV, D1, static assets with their router, compatibility flags), KV and D1 in memory,
// D1 migrations applied at start.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler';
import { findWorkerdPids, rssKb } from './prod-server/processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { findWorkerdPids, rssKb };
export { firstArticleSlug, resolveRoutes, ROUTES } from './prod-server/routes.mjs';
// Run with this node (npm scripts pin Node 24; wrangler refuses older ones found first on PATH).
const wranglerJs = path.join(root, 'node_modules/wrangler/bin/wrangler.js');

/**
 * Bundles the worker exactly as `wrangler deploy` would (its [build] command builds the client
 * bundle first) into a temp dir and checks that React's production build is inside. `config`: another
 * wrangler.toml (the layers bench's variants); `serverBuild`: the one React DOM server build expected;
 * `siteUrl`: SITE_URL in the build's environment, as `npm run deploy` gives it (the pages the build
 * renders, scripts/prerender-pages.mjs, are for that origin).
 */
export async function buildProductionWorker({
  quiet = true,
  entry,
  config,
  serverBuild = 'react-dom-server.node.production',
  siteUrl,
} = {}) {
  const outdir = await mkdtemp(path.join(tmpdir(), 'site-prod-'));
  const env = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
    NODE_ENV: 'production',
    CI: 'true',
    NO_COLOR: '1',
    WRANGLER_SEND_METRICS: 'false',
    // The deploy's SITE_URL, which the build renders its pages for (scripts/prerender-pages.mjs).
    ...(siteUrl ? { SITE_URL: siteUrl } : {}),
  };
  const t0 = Date.now();
  const metafile = path.join(outdir, 'meta.json');
  const r = spawnSync(
    process.execPath,
    [
      wranglerJs,
      'deploy',
      ...(entry ? [entry] : []),
      ...(config ? ['--config', config] : []),
      '--dry-run',
      '--outdir',
      outdir,
      '--metafile',
      metafile,
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stdout}\n${r.stderr}`);
  const script = path.join(outdir, 'index.js');
  const code = readFileSync(script, 'utf8');
  if (/\.development\.js|react-dom-server[.a-z-]*\.development/.test(code)) {
    throw new Error(`the worker bundle contains React's development build (${script})`);
  }
  const inputs = Object.keys(JSON.parse(readFileSync(metafile, 'utf8')).inputs);
  const serverBuilds = reactServerBuilds(inputs);
  if (serverBuild && (serverBuilds.length !== 1 || serverBuilds[0] !== serverBuild)) {
    throw new Error(
      `expected React's one production server build (${serverBuild}) in ${script}, found: ${serverBuilds.join(', ') || 'none'}`,
    );
  }
  if (!quiet) console.log(`worker bundle: ${(code.length / 1024).toFixed(0)} KB (production React) in ${Date.now() - t0} ms → ${script}`);
  return { outdir, script, bytes: code.length, inputs };
}

/**
 * The lazy modules a deploy uploads beside the bundle (src/lazy.ts; `wrangler deploy --dry-run`
 * copies them into its outdir): { name, contents } with names relative to the bundle's folder, as
 * the bundle imports them (`./generated/lazy/report.mjs`).
 */
export function lazyModules(script) {
  const dir = path.join(path.dirname(script), 'generated', 'lazy');
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.mjs'));
  } catch {
    return [];
  }
  return files.map((f) => ({ name: `generated/lazy/${f}`, contents: readFileSync(path.join(dir, f), 'utf8') }));
}

/** The React DOM server builds among a bundle's inputs (its esbuild metafile's). */
export function reactServerBuilds(inputs) {
  return inputs
    .map((f) => /node_modules\/react-dom\/cjs\/(react-dom-server[.a-z-]*)\.js$/.exec(f)?.[1])
    .filter(Boolean)
    .sort();
}

/**
 * The forms' surge guard (src/leads/storage/admission.ts) set out of reach: a load run posts leads by
 * the hundred a minute, each from an address never seen before, which by the guard's measure is a
 * surge, and it would answer 429 to nearly all of them. The per-visitor limits still hold.
 */
export const GUARD_OUT_OF_REACH = { FORM_GUARD_PER_MINUTE: '100000000', FORM_GUARD_PER_DAY: '100000000' };

/**
 * Serves a built worker on 127.0.0.1. `extraAssets` ({ '/path': string|Buffer }) are added to a
 * temp copy of public/ (the bench's ceiling files), so the real public/ is never touched.
 * `vars` override wrangler.toml vars (and set secrets), after GUARD_OUT_OF_REACH.
 */
export async function startProductionServer({ script, extraAssets = {}, vars = {}, port = 0, verbose = false, inspectorPort } = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
  const persistDir = await mkdtemp(path.join(tmpdir(), 'site-data-'));
  // Module rules and root are about finding source modules; the bundle needs neither.
  const { modulesRules: _rules, rootPath: _root, ...sourceless } = workerOptions;
  let assetsDir = workerOptions.assets?.directory;
  let tempAssets;
  if (assetsDir && Object.keys(extraAssets).length > 0) {
    tempAssets = await mkdtemp(path.join(tmpdir(), 'site-assets-'));
    await cp(assetsDir, tempAssets, { recursive: true });
    const { mkdir, writeFile } = await import('node:fs/promises');
    for (const [urlPath, body] of Object.entries(extraAssets)) {
      const file = path.join(tempAssets, urlPath.replace(/^\/+/, ''));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    }
    assetsDir = tempAssets;
  }
  // Miniflare 5 takes the v4 option shape (what wrangler's helper returns) through its converter.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      // KV and D1 on disk in a temp dir (stored rows do not inflate the worker's memory figures),
      // and no dev registry: other engineers' `wrangler dev` processes never see this instance.
      resourcePersistencePath: persistDir,
      enableDevRegistry: false,
      port,
      // The DevTools protocol of the worker's isolate (its JS heap, for the load test), if asked.
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
      // No network: request.cf is miniflare's placeholder (local hosts ignore it for language anyway).
      cf: false,
      log: new Log(verbose ? LogLevel.INFO : LogLevel.WARN),
      workers: [
        {
          ...sourceless,
          name: 'lean-digital-site',
          // The dry-run bundle, and the lazy modules it imports at run time.
          modules: [
            { type: 'ESModule', path: script, contents: readFileSync(script, 'utf8') },
            ...lazyModules(script).map((m) => ({ type: 'ESModule', path: path.join(path.dirname(script), m.name), contents: m.contents })),
          ],
          modulesRoot: path.dirname(script),
          bindings: { ...workerOptions.bindings, ...GUARD_OUT_OF_REACH, ...vars },
          assets: workerOptions.assets ? { ...workerOptions.assets, directory: assetsDir } : undefined,
        },
      ],
    }),
  );
  const url = (await mf.ready).origin;
  await applyMigrations(mf);
  return {
    url,
    mf,
    /** pids of the workerd processes serving this instance (children of this node process). */
    workerdPids: () => findWorkerdPids(),
    stop: async () => {
      await mf.dispose();
      await rm(persistDir, { recursive: true, force: true });
      if (tempAssets) await rm(tempAssets, { recursive: true, force: true });
    },
  };
}

async function applyMigrations(mf) {
  const dir = path.join(root, 'migrations');
  let files = [];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  } catch {
    return;
  }
  if (files.length === 0) return;
  const db = await mf.getD1Database('LEADS_DB');
  for (const f of files) {
    const statements = unstable_splitSqlQuery(await readFile(path.join(dir, f), 'utf8'));
    if (statements.length > 0) await db.batch(statements.map((s) => db.prepare(s)));
  }
}
