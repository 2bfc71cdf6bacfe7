// Server render time of each route in Node, with the production build of React: the worker's
// source bundled by esbuild the way wrangler bundles it for deploy (workerd/worker/browser
// conditions, wrangler.toml's [alias], NODE_ENV=production), then app.fetch called directly with
// stub bindings (vars from wrangler.toml, in-memory KV, an empty D1, an ASSETS that 404s) and the
// body read to the end. Each route is measured in its own worker thread: a fresh V8 isolate that
// holds the worker's bundle and nothing else (not wrangler, not this script), as a Workers
// isolate would.
//
// What is measured per render: the time the main thread is busy from the call to the last byte
// (performance.eventLoopUtilization().active, sub-microsecond resolution). That is what Workers'
// CPU limit bills: the isolate's own thread, garbage collection on it included, and not the time
// spent waiting between React's flushes (setImmediate hops) nor V8's helper threads (concurrent
// marking, background compilation). It errs high, not low: on a shared machine a busy main
// thread may also be preempted by other processes or by the hypervisor, and that time counts too
// (the share of CPU time the host took, "steal" in /proc/stat, is reported per route). The
// process's CPU time over the whole run (process.cpuUsage, helper threads included) is reported
// as a mean per render alongside. Per-render thread CPU time (process.threadCpuUsage) is not usable here: it
// ticks in steps of up to 4 ms on this kernel. Compared with the free plan's 10 ms CPU limit.
//
// The event loop turns once between renders (a setImmediate, outside the measured window), as a
// server's does between requests. That matters: every React stream render leaves one timer behind
// (startWork's early-preloads callback: setTimeout in the edge build, setImmediate in the node
// one) that holds the whole request until it fires. A loop of awaits that never yields to the event
// loop lets those pile up (a thousand renders' state alive at once), V8 sees most young objects
// survive, pretenures React's allocation sites, and every scavenge then copies megabytes: 4–8 ms
// pauses inside renders that no server would see (scripts/gc-probe.mjs shows it on React alone;
// --tight measures that way to compare).
//
// GC is told apart (a PerformanceObserver of 'gc' entries on the thread): per render, the pauses
// that started inside it, and the busy time less those as "without GC pauses"; and all GC time
// of the measured run spread over its renders ("GC ms per render"), wherever the pauses fell, so
// collections that V8 schedules between renders are not left out of the cost. --baseline adds a
// row of React alone: a static 300-element tree through the same renderToReadableStream and
// Response, none of the app.
//
// --cms renders with a CMS: CMS_API_URL set, and a fetch in the isolate that answers the marketing
// pages' entries a real Strapi 5 gave after `npm run cms:import` (test/fixtures/strapi/v5-pages),
// articles with none; warm renders then read each page's texts from the CMS path (memo, overlay)
// as a site with Strapi does.
//
//   node scripts/render-bench.mjs [--iterations 1000] [--no-cache] [--cms] [--baseline] [--tight] [--json out.json] [/route …]
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

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

/** The `[alias]` table of wrangler.toml, so this bundle swaps the same modules as deploy does. */
async function wranglerAliases() {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: path.join(root, 'wrangler.toml') }).alias ?? {};
}

/** Bundles src/index.ts for Node with React's production build; returns the imported module. */
export async function buildNodeWorker(entry = 'src/index.ts', plugins = []) {
  const { outfile, cleanup } = await bundleNodeWorker(entry, plugins);
  const mod = await import(pathToFileURL(outfile).href);
  return { mod, cleanup };
}

/** Bundles src/index.ts for Node with React's production build into a temporary file. */
async function bundleNodeWorker(entry = 'src/index.ts', plugins = []) {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-render-'));
  const alias = await wranglerAliases();
  const outfile = path.join(dir, 'worker.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    // What wrangler uses for workerd, plus wrangler.toml's [alias] (React's Node server build).
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    alias,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'navigator.userAgent': '"Cloudflare-Workers"' },
    loader: { '.txt': 'text', '.html': 'text', '.sql': 'text', '.md': 'text' },
    plugins: [cloudflareStub, ...plugins],
    logLevel: 'error',
    minify: process.env.RENDER_BENCH_MINIFY !== '0',
    // CommonJS packages bundled into ESM may call require() for Node built-ins.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return { outfile, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** In-memory KV with the subset of the API the content cache uses. */
function memoryKv() {
  const store = new Map();
  const decode = (v, type) => {
    if (v === undefined) return null;
    const t = typeof type === 'string' ? type : (type?.type ?? 'text');
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
  return {
    prepare: () => stmt,
    batch: async (s) => s.map(() => result),
    exec: async () => ({ count: 0, duration: 0 }),
    dump: async () => new ArrayBuffer(0),
  };
}

/** The plain-text vars of wrangler.toml. */
async function wranglerVars() {
  try {
    const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
    return unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions.bindings ?? {};
  } catch {
    return {}; // wrangler's helper unavailable: the app falls back to its defaults
  }
}

export async function stubEnv(vars) {
  return {
    ...(vars ?? (await wranglerVars())),
    CONTENT_CACHE: memoryKv(),
    LEADS_DB: emptyD1(),
    ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
  };
}

/**
 * CPU time counters of the whole machine (Linux /proc/stat, in ticks), to report how much of the
 * measurement the hypervisor took away (steal): a render preempted that way looks slow.
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    return { total: n.reduce((a, b) => a + b, 0), steal: n[7] ?? 0 };
  } catch {
    return null;
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Renders each route `iterations` times after `warmup` untimed renders, each route in a fresh
 * worker thread; busy-time p50/p90/p99/max in ms.
 */
export async function renderBench({
  routes,
  iterations = 1000,
  warmup = 200,
  origin = 'https://www.example.com',
  entry,
  vars = {},
  plugins = [],
  tight = false,
  cms = false,
} = {}) {
  const { outfile, cleanup } = await bundleNodeWorker(entry, plugins);
  const envVars = { ...(await wranglerVars()), ...(cms ? CMS_VARS : {}), ...vars };
  const results = [];
  try {
    for (const route of routes) {
      const worker = new Worker(fileURLToPath(import.meta.url), {
        workerData: { renderBench: { outfile, route, iterations, warmup, origin, envVars, tight, cms } },
      });
      try {
        const before = cpuTicks();
        const result = await new Promise((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`render worker for ${route} exited with ${code}`)));
        });
        const after = cpuTicks();
        result.stealShare =
          before && after && after.total > before.total ? round((after.steal - before.steal) / (after.total - before.total)) : null;
        results.push(result);
      } finally {
        await worker.terminate();
      }
    }
  } finally {
    await cleanup();
  }
  return results;
}

/** The route name of the baseline: React alone streaming a static tree, no app around it. */
export const BASELINE_ROUTE = '(baseline) React stream, 300 static elements';

/**
 * The baseline's handler: a static tree of 300 elements through the same renderToReadableStream
 * and Response as a page, with nothing of the app. What remains of its p99 over its p50 is what
 * Node's streams and GC add to any streamed render.
 */
async function baselineHandler() {
  process.env.NODE_ENV = 'production';
  const { createElement: h } = await import('react');
  const { renderToReadableStream } = await import('react-dom/server.node');
  const tree = () =>
    h(
      'main',
      null,
      Array.from({ length: 300 }, (_, i) => h('p', { key: i, className: `p${i}` }, 'Lean Digital ', i)),
    );
  return async () => new Response(await renderToReadableStream(tree()), { headers: { 'content-type': 'text/html' } });
}

const CMS_VARS = { CMS_API_URL: 'https://cms.bench.invalid/api', CMS_WEBHOOK_SECRET: 'bench' };

/** A fetch that answers like a real Strapi 5 with the imported pages (the recorded answers), and no articles. */
function recordedCms() {
  const dir = path.join(root, 'test/fixtures/strapi/v5-pages');
  const answers = new Map();
  const answer = (name) => {
    if (!answers.has(name)) {
      try {
        answers.set(name, readFileSync(path.join(dir, `${name}.json`), 'utf8'));
      } catch {
        answers.set(name, null);
      }
    }
    return answers.get(name);
  };
  return async (input) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    const model = /\/api\/([a-z-]+?)s?$/.exec(url.pathname)?.[1] ?? '';
    const slug = url.searchParams.get('filters[slug][$eq]');
    const body = answer(`${model}-${url.searchParams.get('locale') ?? 'pt'}${slug ? `-${slug}` : ''}`);
    if (body) return new Response(body, { headers: { 'content-type': 'application/json' } });
    if (!url.pathname.endsWith('s')) return new Response('{"data":null}', { status: 404, statusText: 'Not Found' });
    return new Response('{"data":[],"meta":{"pagination":{"page":1,"pageSize":25,"pageCount":0,"total":0}}}', {
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** The worker-thread side: renders one route and posts its figures. */
async function measureRoute({ outfile, route, iterations, warmup, origin, envVars, tight, cms }) {
  if (cms) globalThis.fetch = recordedCms();
  const handler = route === BASELINE_ROUTE ? await baselineHandler() : (await import(pathToFileURL(outfile).href)).default.fetch;
  const env = await stubEnv(envVars);
  const pending = [];
  const ctx = { waitUntil: (p) => void pending.push(p), passThroughOnException() {}, props: {} };
  const once = async () => {
    const url = route === BASELINE_ROUTE ? origin : origin + route;
    const res = await handler(new Request(url, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } }), env, ctx);
    const body = await res.arrayBuffer();
    return { status: res.status, bytes: body.byteLength };
  };
  // One turn of the event loop, as between two requests (see the top of this file).
  const turn = () => (tight ? null : new Promise((resolve) => setImmediate(resolve)));
  let first;
  for (let i = 0; i < warmup; i++) {
    first = await once();
    await turn();
  }
  await Promise.all(pending.splice(0));
  // Every garbage collection on this thread, to tell the render's own work from GC pauses.
  const gcs = [];
  const gcObserver = new PerformanceObserver((list) =>
    gcs.push(...list.getEntries().map((e) => ({ start: e.startTime, ms: e.duration, minor: e.detail?.kind === 1 }))),
  );
  gcObserver.observe({ entryTypes: ['gc'] });
  const busy = [];
  const walls = [];
  const windows = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const w0 = performance.now();
    const e0 = performance.eventLoopUtilization();
    await once();
    busy.push(performance.eventLoopUtilization(e0).active);
    const w1 = performance.now();
    walls.push(w1 - w0);
    windows.push([w0, w1]);
    if (pending.length > 0) await Promise.all(pending.splice(0));
    await turn();
  }
  const cpu = process.cpuUsage(cpu0);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the observer reports a while after the GC
  gcObserver.disconnect();
  // GC time inside each render's window (pauses between renders belong to none).
  const gcIn = windows.map(([a, b]) => gcs.filter((g) => g.start >= a && g.start < b).reduce((sum, g) => sum + g.ms, 0));
  const work = busy.map((ms, i) => Math.max(0, ms - gcIn[i]));
  const rendersWithGc = gcIn.filter((ms) => ms > 0).length;
  // Every pause of the measured run, inside renders or between them.
  const measured = gcs.filter((g) => g.start >= windows[0][0]);
  const minor = measured
    .filter((g) => g.minor)
    .map((g) => g.ms)
    .sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  walls.sort((a, b) => a - b);
  work.sort((a, b) => a - b);
  const p99 = pct(busy, 99);
  return {
    route,
    status: first.status,
    bytes: first.bytes,
    iterations,
    p50Ms: round(pct(busy, 50)),
    p90Ms: round(pct(busy, 90)),
    p99Ms: round(p99),
    maxMs: round(busy[busy.length - 1]),
    meanMs: round(busy.reduce((a, b) => a + b, 0) / busy.length),
    processCpuMeanMs: round((cpu.user + cpu.system) / 1000 / iterations),
    wallP50Ms: round(pct(walls, 50)),
    wallP99Ms: round(pct(walls, 99)),
    /** The same busy time less the GC pauses that fell inside the render. */
    workP50Ms: round(pct(work, 50)),
    workP99Ms: round(pct(work, 99)),
    /** Share of renders during which the thread paused for GC, and the scavenges' median/max. */
    gcRenderShare: round(rendersWithGc / iterations),
    /** All GC pauses of the measured run, inside renders or between them, per render. */
    gcMeanMs: round(measured.reduce((sum, g) => sum + g.ms, 0) / iterations),
    scavenges: minor.length,
    scavengeP50Ms: minor.length ? round(pct(minor, 50)) : 0,
    scavengeMaxMs: minor.length ? round(minor[minor.length - 1]) : 0,
    underTarget: p99 < RENDER_P99_TARGET_MS,
    workUnderTarget: pct(work, 99) < RENDER_P99_TARGET_MS,
    cpuLimitShare: round(p99 / CPU_LIMIT_MS),
  };
}

const round = (n) => Math.round(n * 100) / 100;

export function renderTable(results) {
  const lines = [
    '| route | status | HTML bytes | p50 ms | p90 ms | p99 ms | max ms | p99 < 5 ms | p99 / 10 ms CPU limit | renders with a GC pause | GC ms per render | scavenges: count, p50 / max ms | without GC pauses p50 / p99 ms | process CPU mean ms | CPU stolen by the host |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.route} | ${r.status} | ${r.bytes} | ${r.p50Ms} | ${r.p90Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.underTarget ? 'yes' : '**NO**'} | ${Math.round(r.cpuLimitShare * 100)}% | ${Math.round(r.gcRenderShare * 100)}% | ${r.gcMeanMs} | ${r.scavenges}: ${r.scavengeP50Ms} / ${r.scavengeMaxMs} | ${r.workP50Ms} / ${r.workP99Ms} | ${r.processCpuMeanMs} | ${r.stealShare === null || r.stealShare === undefined ? 'n/a' : `${Math.round(r.stealShare * 100)}%`} |`,
    );
  }
  return lines.join('\n');
}

// Standalone: node scripts/render-bench.mjs [--iterations N] [--json file] [routes…]
if (isMainThread && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  let iterations = 1000;
  let tight = false;
  let cms = false;
  let json;
  const vars = {};
  const routes = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--iterations') iterations = Number(args[++i]);
    else if (args[i] === '--json') json = args[++i];
    // --no-cache: every request renders (the edge HTML cache off).
    else if (args[i] === '--no-cache') vars.HTML_CACHE = 'off';
    else if (args[i] === '--cms') cms = true;
    else if (args[i] === '--baseline') routes.push(BASELINE_ROUTE);
    // --tight: no event-loop turn between renders (to compare; see the top of this file).
    else if (args[i] === '--tight') tight = true;
    else routes.push(args[i]);
  }
  const results = await renderBench({
    routes: routes.length ? routes : ['/', '/about', '/solutions/mes', '/blog', '/contact', '/diagnostico-lean-digital-gratuito'],
    iterations,
    vars,
    tight,
    cms,
  });
  console.log(renderTable(results));
  if (json) await writeFile(json, JSON.stringify(results, null, 2) + '\n');
  if (results.some((r) => !r.underTarget)) process.exitCode = 1;
}

// Worker-thread side of renderBench (after every declaration above is initialised).
if (!isMainThread && workerData?.renderBench) {
  parentPort.postMessage(await measureRoute(workerData.renderBench));
}
