// Server render time of each route in Node, with the production build of React: the worker's
// source bundled by esbuild the way wrangler bundles it for deploy (workerd/worker/browser
// conditions, NODE_ENV=production), then app.fetch called directly with stub bindings (vars from
// wrangler.toml, in-memory KV, an empty D1, an ASSETS that 404s) and the body read to the end.
// One render is measured from the call to the last byte, in CPU time of the process
// (process.cpuUsage, microsecond resolution; threadCpuUsage only ticks in steps of up to 4 ms on
// this kernel): what Workers' CPU limit counts. It includes V8's helper threads (concurrent GC),
// so it errs high. Wall time is reported too but is not
// the figure to judge: React's stream renderer hops through setTimeout(0) between its shell and
// its flushes, and Node clamps those timers to 1 ms, so wall time is mostly idle waiting here
// (workerd does not bill that waiting). Compared with the free plan's 10 ms CPU limit per request.
//
//   node scripts/render-bench.mjs [--iterations 300] [--no-cache] [--json out.json] [/route …]
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CPU_LIMIT_MS = 10;
export const RENDER_P99_TARGET_MS = 5;

/** `cloudflare:*` modules exist only in workerd; the render path must not need them, so stub them. */
const cloudflareStub = {
  name: 'cloudflare-stub',
  setup(b) {
    b.onResolve({ filter: /^cloudflare:/ }, (args) => ({ path: args.path, namespace: 'cf-stub' }));
    b.onLoad({ filter: /.*/, namespace: 'cf-stub' }, () => ({
      loader: 'js',
      contents:
        'export const env = {}; export class WorkerEntrypoint {}; export class DurableObject {}; export class RpcTarget {}; export function waitUntil() {}; export default {};',
    }));
  },
};

/** Bundles src/index.ts for Node with React's production build; returns the imported module. */
export async function buildNodeWorker(entry = 'src/index.ts', plugins = []) {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-render-'));
  const outfile = path.join(dir, 'worker.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    // What wrangler uses for workerd: React resolves to its edge server build, as deployed.
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'navigator.userAgent': '"Cloudflare-Workers"' },
    loader: { '.txt': 'text', '.html': 'text', '.sql': 'text', '.md': 'text' },
    plugins: [cloudflareStub, ...plugins],
    logLevel: 'error',
    minify: process.env.RENDER_BENCH_MINIFY !== '0',
    // CommonJS packages bundled into ESM may call require() for Node built-ins.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  const mod = await import(pathToFileURL(outfile).href);
  return { mod, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** In-memory KV with the subset of the API the content cache uses. */
function memoryKv() {
  const store = new Map();
  const decode = (v, type) => {
    if (v === undefined) return null;
    const t = typeof type === 'string' ? type : type?.type ?? 'text';
    if (t === 'json') return JSON.parse(v.value);
    if (t === 'arrayBuffer') return new TextEncoder().encode(v.value).buffer;
    if (t === 'stream') return new Response(v.value).body;
    return v.value;
  };
  return {
    async get(key, type) {
      return decode(store.get(key), type);
    },
    async getWithMetadata(key, type) {
      const v = store.get(key);
      return { value: decode(v, type), metadata: v?.metadata ?? null, cacheStatus: null };
    },
    async put(key, value, options = {}) {
      const text = typeof value === 'string' ? value : await new Response(value).text();
      store.set(key, { value: text, metadata: options.metadata ?? null });
    },
    async delete(key) {
      store.delete(key);
    },
    async list({ prefix = '' } = {}) {
      const keys = [...store.keys()].filter((k) => k.startsWith(prefix)).map((name) => ({ name, metadata: store.get(name).metadata }));
      return { keys, list_complete: true, cursor: '', cacheStatus: null };
    },
  };
}

/** A D1 that answers every query with no rows (pages do not read leads). */
function emptyD1() {
  const result = { results: [], success: true, meta: { changes: 0, last_row_id: 0, duration: 0 } };
  const stmt = {
    bind: () => stmt,
    first: async () => null,
    all: async () => result,
    run: async () => result,
    raw: async () => [],
  };
  return { prepare: () => stmt, batch: async (s) => s.map(() => result), exec: async () => ({ count: 0, duration: 0 }), dump: async () => new ArrayBuffer(0) };
}

export async function stubEnv() {
  let vars = {};
  try {
    const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
    vars = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions.bindings ?? {};
  } catch {
    // wrangler's helper unavailable: the app falls back to its defaults
  }
  return {
    ...vars,
    CONTENT_CACHE: memoryKv(),
    LEADS_DB: emptyD1(),
    ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Renders each route `iterations` times after `warmup` untimed renders; p50/p99/max in ms.
 * `wrap(app)` lets the caller put middleware (the HTML cache) in front for a with-cache figure.
 */
export async function renderBench({ routes, iterations = 300, warmup = 50, origin = 'https://www.example.com', entry, vars = {}, plugins = [] } = {}) {
  const { mod, cleanup } = await buildNodeWorker(entry, plugins);
  const handler = mod.default.fetch;
  const env = { ...(await stubEnv()), ...vars };
  const results = [];
  try {
    for (const route of routes) {
      const pending = [];
      const ctx = { waitUntil: (p) => void pending.push(p), passThroughOnException() {}, props: {} };
      const once = async () => {
        const res = await handler(new Request(origin + route, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } }), env, ctx);
        const body = await res.arrayBuffer();
        return { status: res.status, bytes: body.byteLength };
      };
      let first;
      for (let i = 0; i < warmup; i++) first = await once();
      await Promise.all(pending.splice(0));
      const times = [];
      const walls = [];
      for (let i = 0; i < iterations; i++) {
        const w0 = performance.now();
        const c0 = process.cpuUsage();
        await once();
        const c1 = process.cpuUsage(c0);
        walls.push(performance.now() - w0);
        times.push((c1.user + c1.system) / 1000);
        if (pending.length > 0) await Promise.all(pending.splice(0));
      }
      times.sort((a, b) => a - b);
      walls.sort((a, b) => a - b);
      const p99 = pct(times, 99);
      results.push({
        route,
        status: first.status,
        bytes: first.bytes,
        iterations,
        p50Ms: round(pct(times, 50)),
        p99Ms: round(p99),
        maxMs: round(times[times.length - 1]),
        meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
        wallP50Ms: round(pct(walls, 50)),
        wallP99Ms: round(pct(walls, 99)),
        underTarget: p99 < RENDER_P99_TARGET_MS,
        cpuLimitShare: round(p99 / CPU_LIMIT_MS),
      });
    }
  } finally {
    await cleanup();
  }
  return results;
}

const round = (n) => Math.round(n * 100) / 100;

export function renderTable(results) {
  const lines = [
    '| route | status | HTML bytes | CPU p50 ms | CPU p99 ms | CPU max ms | p99 < 5 ms | p99 / 10 ms CPU limit | wall p50 / p99 ms |',
    '|---|---:|---:|---:|---:|---:|:---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(`| ${r.route} | ${r.status} | ${r.bytes} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.underTarget ? 'yes' : '**NO**'} | ${Math.round(r.cpuLimitShare * 100)}% | ${r.wallP50Ms} / ${r.wallP99Ms} |`);
  }
  return lines.join('\n');
}

// Standalone: node scripts/render-bench.mjs [--iterations N] [--json file] [routes…]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  let iterations = 300;
  let json;
  const vars = {};
  const routes = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--iterations') iterations = Number(args[++i]);
    else if (args[i] === '--json') json = args[++i];
    // --no-cache: every request renders (the edge HTML cache off).
    else if (args[i] === '--no-cache') vars.HTML_CACHE = 'off';
    else routes.push(args[i]);
  }
  const results = await renderBench({ routes: routes.length ? routes : ['/', '/about', '/solutions/mes', '/blog', '/contact', '/diagnostico-lean-digital-gratuito'], iterations, vars });
  console.log(renderTable(results));
  if (json) await writeFile(json, JSON.stringify(results, null, 2) + '\n');
  if (results.some((r) => !r.underTarget)) process.exitCode = 1;
}
