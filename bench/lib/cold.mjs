// The cold path of the production worker, as a low-traffic site's visitors meet it: the bundle's
// size, its start-up CPU, and the first request in an isolate that has just started.
//
// Method (the one `wrangler check startup` uses, extended to the first request): the bundle is
// served by Miniflare on local workerd behind a small entry module that imports it on demand, and
// the isolate's V8 CPU profiler (workerd's inspector) records
//   1. start-up: the bundle's module evaluation (`import()` of the deploy bundle), and then
//   2. the first request of one route in that same new isolate, after start-up,
//   3. the first request of the same route in a second new isolate, once the first stored the
//      page in the location's cache (caches.default: the HTML cache's location tier),
//   4. optionally, warm requests after it (the mean of a batch).
// The figure is the profile's active time: sampled time less the "(idle)" samples, so waiting on
// I/O is not counted, garbage collection and compilation on the isolate's thread are. Every
// sample is a new workerd process holding one worker per route, each worker its own isolate; a
// bare Hono worker (one route returning a short HTML page) runs beside them as the floor: what
// any worker pays to start and answer a first request on this machine.
//
// What it is not: Cloudflare's production runtime (which may keep compiled code caches), nor
// wall time. On a shared 2-core machine a busy isolate thread can still be preempted, which the
// profiler counts as active time: figures err high. Report the machine's load with them.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { findWorkerdPids, lazyModules, root } from './prod-server.mjs';

/**
 * CPU time (ms, ns resolution) the workerd process's threads have run, from /proc's schedstat:
 * the main thread (where workerd runs every isolate's JavaScript) and all threads together
 * (V8's helper threads too: concurrent compilation and marking, which the Workers CPU limit
 * does not bill).
 */
export function workerdCpu(pid) {
  const read = (tid) => Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  let all = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      all += read(tid);
    } catch {
      // thread exited
    }
  }
  return { main: read(pid), all };
}

const SAMPLING_US = 100;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** Raw and gzip size of a deploy bundle's modules (source maps excluded), as wrangler reports them. */
export function bundleSize(script) {
  const code = readFileSync(script);
  return { rawBytes: code.byteLength, gzipBytes: gzipSync(code).byteLength };
}

/** A floor worker: `source` bundled for workerd from a scratch folder, with the project's packages. */
async function buildFloor(name, fileName, source, options = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const entry = path.join(dir, fileName);
  await writeFile(entry, source);
  const script = path.join(dir, 'index.js');
  await build({
    entryPoints: [entry],
    outfile: script,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    nodePaths: [path.join(root, 'node_modules')],
    logLevel: 'error',
    ...options,
  });
  return { script, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The floor: a bare Hono worker, bundled for workerd. */
export function buildBareHono() {
  return buildFloor(
    'bare-hono',
    'entry.mjs',
    `import { Hono } from 'hono';\nconst app = new Hono();\napp.get('*', (c) => c.html('<!doctype html><html lang="pt-BR"><title>ok</title><p>ok</p></html>'));\nexport default app;\n`,
  );
}

/**
 * A second floor: Hono and React's one server build (the same as the site's, minified as deploy
 * does) streaming a static page of about 300 elements, nothing of the app. What any React SSR
 * worker pays on its first request in a new isolate.
 */
export function buildBareReact() {
  return buildFloor(
    'bare-react',
    'entry.jsx',
    `import { Hono } from 'hono';
import { createElement as h } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
const Page = () => h('html', { lang: 'pt-BR' }, h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'ok')),
  h('body', null, h('main', null, Array.from({ length: 60 }, (_, i) => h('section', { key: i, className: 's' + i }, h('h2', null, 'Section ', i), h('p', null, 'Lean Digital ', i), h('ul', null, h('li', null, 'a'), h('li', null, 'b')))))));
const app = new Hono();
app.get('*', async (c) => c.body(await renderToReadableStream(h(Page)), 200, { 'content-type': 'text/html; charset=UTF-8' }));
export default app;
`,
    {
      alias: { 'react-dom/server.edge': path.join(root, 'src/react-dom-server.cjs') },
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['node:*', 'util', 'crypto', 'async_hooks', 'stream'],
      // React's Node build require()s Node built-ins: served from nodejs_compat's modules, as
      // wrangler's bundling does for the site.
      banner: {
        js: "import * as __util from 'node:util'; import * as __crypto from 'node:crypto'; import * as __asyncHooks from 'node:async_hooks'; import * as __stream from 'node:stream';\nconst require = (m) => ({ util: __util, crypto: __crypto, async_hooks: __asyncHooks, stream: __stream })[m.replace(/^node:/, '')];",
      },
      minify: true,
    },
  );
}

/** The entry each profiled worker runs: imports the bundle when asked, then hands requests to it. */
export const WRAPPER = `
let mod;
export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '/__cold/startup') {
      mod ??= await import('./index.js');
      return new Response('started');
    }
    mod ??= await import('./index.js');
    return mod.default.fetch(request, env, ctx);
  },
};
`;

/** Minimal DevTools protocol client over workerd's inspector WebSocket. */
async function inspector(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`inspector unreachable: ${url}`));
  });
  let id = 0;
  const waiting = new Map();
  ws.onmessage = (ev) => {
    const msg = JSON.parse(typeof ev.data === 'string' ? ev.data : Buffer.from(ev.data).toString());
    if (msg.id !== undefined && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      waiting.set(n, (msg) => (msg.error ? reject(new Error(`${method}: ${msg.error.message}`)) : resolve(msg.result)));
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Active (non-idle) and GC time of a V8 CPU profile, in ms. */
export function summarizeProfile(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let sampled = 0;
  let idle = 0;
  let gc = 0;
  for (const [i, dt] of (profile.timeDeltas ?? []).entries()) {
    sampled += dt;
    const fn = nodes.get(profile.samples[i])?.callFrame.functionName;
    if (fn === '(idle)') idle += dt;
    else if (fn === '(garbage collector)') gc += dt;
  }
  return { activeMs: (sampled - idle) / 1000, gcMs: gc / 1000 };
}

/** Self time per top-level frame (URL:function) of a profile: what start-up spends its time on. */
export function topFrames(profile, limit = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (const [i, dt] of (profile.timeDeltas ?? []).entries()) {
    const f = nodes.get(profile.samples[i])?.callFrame;
    if (!f || f.functionName === '(idle)') continue;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? path.basename(f.url) : ''}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([frame, ms]) => ({ frame, ms: round(ms, 2) }));
}

async function profiled(client, run) {
  await client.send('Profiler.start');
  await run();
  const { profile } = await client.send('Profiler.stop');
  return profile;
}

/**
 * `samples` new workerd processes; in each, one new isolate per route (and one bare Hono), each
 * timed through start-up and its first request (CPU time of workerd's main thread, where the
 * isolates run); the first `warmSamples` processes then also run `warmRequests` more requests
 * per route (HTML cache on: cached renders) and, on workers with the cache off, fresh renders.
 * With `profile`, one more process is run under V8's CPU profiler (not counted: the profiler
 * slows what it samples) for the frames start-up and first requests spend their time in.
 */
export async function coldBench({
  script,
  routes,
  samples = 20,
  warmSamples = 2,
  warmRequests = 30,
  vars = {},
  log = () => {},
  profile = false,
  rawProfiles = false,
}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
  // The version id is one JSON binding shared by every worker of a process, as all isolates of one
  // deployed version share it (Miniflare would give each worker its own random id).
  const { modulesRules: _r, rootPath: _p, name: _n, versionMetadata: _v, ...base } = workerOptions;
  const bare = await buildBareHono();
  const bareReact = await buildBareReact();
  const appCode = readFileSync(script, 'utf8');
  const lazy = lazyModules(script);
  const bareCode = readFileSync(bare.script, 'utf8');
  const bareReactCode = readFileSync(bareReact.script, 'utf8');
  const worker = (name, code, extraVars = {}) => ({
    ...base,
    name,
    modulesRoot: '/',
    modules: [
      { type: 'ESModule', path: '/entry.mjs', contents: WRAPPER },
      { type: 'ESModule', path: '/index.js', contents: code },
      ...(code === appCode ? lazy.map((m) => ({ type: 'ESModule', path: `/${m.name}`, contents: m.contents })) : []),
    ],
    bindings: { ...workerOptions.bindings, CF_VERSION_METADATA: version, ...vars, ...extraVars },
  });
  let version = { id: 'bench', tag: '', timestamp: new Date().toISOString() };
  const sink = () => ({
    startupMs: [],
    startupAllMs: [],
    firstMs: [],
    firstAllMs: [],
    cachedMs: [],
    freshMs: [],
    status: [],
    cacheState: [],
  });
  const perRoute = () => Object.fromEntries(routes.map((r) => [r, sink()]));
  const out = {
    routes: perRoute(),
    location: perRoute(),
    bare: sink(),
    bareReact: sink(),
    load: [],
  };
  const profiles = { startup: null, first: {} };
  const headers = { 'accept-language': 'pt-BR,pt;q=0.9' };
  try {
    for (let s = 0; s < samples + (profile ? 1 : 0); s++) {
      const profiling = s === samples;
      const warm = !profiling && s < warmSamples;
      // 'proxy-warmup' takes the first use of Miniflare's request proxy (its own cold start), so
      // that cost falls on no measured worker.
      const workers = [
        worker('proxy-warmup', bareCode),
        worker('bare', bareCode),
        worker('bare-react', bareReactCode),
        ...routes.map((_r, i) => worker(`r${i}`, appCode)),
        // A second new isolate per route, after the first stored the page in the location's cache.
        ...(profiling ? [] : routes.map((_r, i) => worker(`l${i}`, appCode))),
        ...(warm ? routes.map((_r, i) => worker(`f${i}`, appCode, { HTML_CACHE: 'off' })) : []),
      ];
      // A new version per process: its location cache starts empty, as after a deploy.
      version = { ...version, id: `bench-${s}` };
      const persist = await mkdtemp(path.join(tmpdir(), 'cold-data-'));
      const mf = new Miniflare(
        convertV4MiniflareOptions({
          host: '127.0.0.1',
          port: 0,
          ...(profiling ? { inspectorPort: 0 } : {}),
          cf: false,
          enableDevRegistry: false,
          resourcePersistencePath: persist,
          log: new Log(LogLevel.WARN),
          handleStructuredLogs: () => {},
          workers,
        }),
      );
      try {
        await mf.ready;
        const [pid] = findWorkerdPids();
        if (!pid) throw new Error('workerd process not found');
        out.load.push(loadavg()[0]);
        /** CPU of workerd's threads while `run` goes (one request at a time, nothing else running). */
        const timed = async (run) => {
          const a = workerdCpu(pid);
          await run();
          const b = workerdCpu(pid);
          return { main: b.main - a.main, all: b.all - a.all };
        };
        let lastCache;
        const get = (target, route) => async () => {
          const res = await target.fetch(`https://www.example.com${route}`, { headers });
          await res.arrayBuffer();
          lastCache = res.headers.get('x-html-cache');
          return res.status;
        };
        const measure = async (name, route, into) => {
          const target = await mf.getWorker(name);
          const startup = await timed(get(target, '/__cold/startup'));
          let status;
          const first = await timed(async () => {
            status = await get(target, route)();
          });
          into.startupMs.push(startup.main);
          into.startupAllMs.push(startup.all);
          into.firstMs.push(first.main);
          into.firstAllMs.push(first.all);
          into.status.push(status);
          into.cacheState.push(lastCache);
          return target;
        };
        const warmBatch = async (target, route) =>
          (
            await timed(async () => {
              for (let i = 0; i < warmRequests; i++) await get(target, route)();
            })
          ).main / warmRequests;
        if (profiling) {
          const inspectorUrl = await mf.getInspectorURL();
          await measure('proxy-warmup', '/', sink());
          for (const [i, route] of [['bare', '/'], ['bare-react', '/'], ...routes.map((r, n) => [`r${n}`, r])]) {
            const client = await inspector(new URL(`/core:user:${i}`, inspectorUrl.href).href);
            try {
              await client.send('Profiler.enable');
              await client.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
              const target = await mf.getWorker(i);
              const p1 = await profiled(client, get(target, '/__cold/startup'));
              const p2 = await profiled(client, get(target, route));
              if (i === 'bare-react') profiles.first['(floor) bare React'] = p2;
              else if (i !== 'bare') {
                profiles.startup ??= p1;
                profiles.first[route] = p2;
              }
            } finally {
              client.close();
            }
          }
          continue;
        }
        await measure('proxy-warmup', '/', sink());
        await measure('bare', '/', out.bare);
        await measure('bare-react', '/', out.bareReact);
        for (const [i, route] of routes.entries()) {
          const target = await measure(`r${i}`, route, out.routes[route]);
          // Its copy goes to the location cache after the answer (waitUntil): give it time to land.
          await new Promise((resolve) => setTimeout(resolve, 100));
          await measure(`l${i}`, route, out.location[route]);
          if (warm) {
            out.routes[route].cachedMs.push(await warmBatch(target, route));
            const fresh = await measure(`f${i}`, route, sink());
            out.routes[route].freshMs.push(await warmBatch(fresh, route));
          }
        }
      } finally {
        await mf.dispose();
        await rm(persist, { recursive: true, force: true });
      }
      if (!profiling)
        log(
          `  cold sample ${s + 1}/${samples}: start-up ${round(out.routes[routes[0]].startupMs.at(-1))} ms (bare Hono ${round(out.bare.startupMs.at(-1))} ms), first requests ${routes.map((r) => round(out.routes[r].firstMs.at(-1))).join(' / ')} ms, from the location cache ${routes.map((r) => `${round(out.location[r].firstMs.at(-1))}${out.location[r].cacheState.at(-1) === 'HIT-LOCATION' ? '' : ` (${out.location[r].cacheState.at(-1)})`}`).join(' / ')} ms (bare Hono ${round(out.bare.firstMs.at(-1), 2)}, bare React ${round(out.bareReact.firstMs.at(-1), 2)}), load ${loadavg()[0].toFixed(2)}`,
        );
    }
  } finally {
    await bare.cleanup();
    await bareReact.cleanup();
  }
  const allStartups = routes.flatMap((r) => out.routes[r].startupMs);
  const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
  return {
    samples,
    method: "CPU time of workerd's main thread (/proc schedstat) per new isolate, one request at a time",
    loadavg1: { min: round(Math.min(...out.load), 2), median: round(median(out.load), 2), max: round(Math.max(...out.load), 2) },
    startup: {
      medianMs: round(median(allStartups)),
      p90Ms: round(p90(allStartups)),
      runs: allStartups.length,
      allThreadsMedianMs: round(median(routes.flatMap((r) => out.routes[r].startupAllMs))),
    },
    bare: {
      startupMedianMs: round(median(out.bare.startupMs), 2),
      firstMedianMs: round(median(out.bare.firstMs), 2),
      runs: out.bare.startupMs.length,
    },
    bareReact: {
      startupMedianMs: round(median(out.bareReact.startupMs), 2),
      firstMedianMs: round(median(out.bareReact.firstMs), 2),
      status: out.bareReact.status[0],
    },
    routes: routes.map((route) => {
      const r = out.routes[route];
      return {
        route,
        status: r.status[0],
        firstMedianMs: round(median(r.firstMs), 2),
        firstP90Ms: round(p90(r.firstMs), 2),
        firstMaxMs: round(Math.max(...r.firstMs), 2),
        firstAllThreadsMedianMs: round(median(r.firstAllMs), 2),
        cacheStates: [...new Set(r.cacheState)],
        locationHitMedianMs: round(median(out.location[route].firstMs), 2),
        locationHitP90Ms: round(p90(out.location[route].firstMs), 2),
        locationStates: [...new Set(out.location[route].cacheState)],
        freshWarmMs: r.freshMs.length ? round(median(r.freshMs), 2) : null,
        cachedWarmMs: r.cachedMs.length ? round(median(r.cachedMs), 2) : null,
        isolates: r.firstMs.length,
      };
    }),
    ...(rawProfiles ? { rawProfiles: profiles } : {}),
    ...(profile
      ? {
          startupTop: profiles.startup ? topFrames(profiles.startup, 20) : [],
          firstTop: Object.fromEntries(Object.entries(profiles.first).map(([r, p]) => [r, topFrames(p, 12)])),
        }
      : {}),
  };
}

/** Every second new isolate of the route was served from the location's cache. */
const servedFromLocation = (r) => r.locationStates?.length === 1 && r.locationStates[0] === 'HIT-LOCATION';

/** The first-request target holds where the visitor's location has the page: served from its cache. */
export const meetsFirst = (r, budgets) => servedFromLocation(r) && r.locationHitMedianMs <= budgets.firstMs;

export function coldTable(cold, size, budgets) {
  const lines = [
    `| measure | this worker | floor (bare Hono) | target |`,
    `|---|---:|---:|---:|`,
    `| bundle raw | ${(size.rawBytes / 1024).toFixed(0)} KB | — | ≤ ${(budgets.rawBytes / 1024).toFixed(0)} KB |`,
    `| bundle gzip | ${(size.gzipBytes / 1024).toFixed(0)} KB | — | ≤ ${(budgets.gzipBytes / 1024).toFixed(0)} KB |`,
    `| start-up CPU, median of ${cold.startup.runs} new isolates (p90) | ${cold.startup.medianMs} ms (${cold.startup.p90Ms}) | ${cold.bare.startupMedianMs} ms (bare Hono + React: ${cold.bareReact.startupMedianMs} ms) | ≤ ${budgets.startupMs} ms |`,
    '',
    `| route | status | first request in a new isolate, page in the location's cache: median of ${cold.samples} (p90) ms | first request in a new isolate, nothing cached (renders): median (p90 / max) ms | floors: bare Hono / bare Hono + React stream render, first request ms | warm fresh render ms | warm cached render ms | first ≤ ${budgets.firstMs} ms (from the location's cache) |`,
    '|---|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const r of cold.routes) {
    const served = servedFromLocation(r) ? '' : ` (served as ${r.locationStates?.join('/')})`;
    lines.push(
      `| ${r.route} | ${r.status} | ${r.locationHitMedianMs} (${r.locationHitP90Ms})${served} | ${r.firstMedianMs} (${r.firstP90Ms} / ${r.firstMaxMs}) | ${cold.bare.firstMedianMs} / ${cold.bareReact.firstMedianMs} | ${r.freshWarmMs ?? 'n/a'} | ${r.cachedWarmMs ?? 'n/a'} | ${meetsFirst(r, budgets) ? 'yes' : '**NO**'} |`,
    );
  }
  return lines.join('\n');
}

// Standalone: node bench/lib/cold.mjs [--samples 20] [--profile] [routes…]  (builds the deploy bundle first)
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildProductionWorker, resolveRoutes, startProductionServer } = await import('./prod-server.mjs');
  const args = process.argv.slice(2);
  const samples = args.includes('--samples') ? Number(args[args.indexOf('--samples') + 1]) : 20;
  const built = await buildProductionWorker({ quiet: false });
  let routes = args.filter((a) => a.startsWith('/'));
  if (routes.length === 0) {
    const probe = await startProductionServer({ script: built.script });
    routes = (await resolveRoutes(probe.url)).routes;
    await probe.stop();
  }
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const size = bundleSize(built.script);
  const cold = await coldBench({ script: built.script, routes, samples, log: console.log, profile: args.includes('--profile') });
  console.log(coldTable(cold, size, { rawBytes: 1.5 * 1024 * 1024, gzipBytes: 350 * 1024, startupMs: 50, firstMs: 15 }));
  if (cold.startupTop) console.log(JSON.stringify({ startupTop: cold.startupTop, firstTop: cold.firstTop }, null, 1));
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await rm(built.outdir, { recursive: true, force: true });
}
