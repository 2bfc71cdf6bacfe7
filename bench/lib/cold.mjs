// The cold path of the production worker, as a low-traffic site's visitors meet it: the bundle's
// size, its start-up CPU, and the first request in an isolate that has just started.
//
// Method (the one `wrangler check startup` uses, extended to the first request): the bundle is
// served by Miniflare on local workerd behind a small entry module that imports it on demand, and
// the isolate's V8 CPU profiler (workerd's inspector) records
//   1. start-up: the bundle's module evaluation (`import()` of the deploy bundle), and then
//   2. the first request of one route in that isolate, three ways: with the vars the build rendered
//      its pages for (SITE_URL, as a deploy passes it), from the build ('HIT-BUILD'); without
//      SITE_URL, rendered; and in a second such isolate from the location's cache ('HIT-LOCATION'),
//   3. optionally, warm requests after it (the mean of a batch).
// The figure is the profile's active time: sampled time less the "(idle)" samples, so waiting on
// I/O is not counted, garbage collection and compilation on the isolate's thread are. Every
// sample is a new workerd process holding one worker per route, each worker its own isolate; a
// bare Hono worker (one route returning a short HTML page) runs beside them as the floor: what
// any worker pays to start and answer a first request on this machine.
//
// What it is not: Cloudflare's production runtime (which may keep compiled code caches), nor
// wall time. On a shared 2-core machine a busy isolate thread can still be preempted, which the
// profiler counts as active time: figures err high. Report the machine's load with them.
//
// The parts: the floors and CPU figures (cold/floors.mjs), the profiler (cold/profile.mjs), the
// summary and its table (cold/summary.mjs).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bundleSize, buildBareHono, buildBareReact, WRAPPER, workerdCpu } from './cold/floors.mjs';
import { inspector, profiled, SAMPLING_US } from './cold/profile.mjs';
import { coldTable, meetsFirst, sampleLine, summarize } from './cold/summary.mjs';
import { findWorkerdPids, lazyModules, root } from './prod-server.mjs';

export { buildBareHono, buildBareReact, bundleSize, coldTable, meetsFirst, WRAPPER, workerdCpu };
export { summarizeProfile, topFrames } from './cold/profile.mjs';

/** The origin the bench requests pages on; the build renders its pages for it (`SITE_URL`). */
export const BENCH_ORIGIN = 'https://www.example.com';

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
    built: perRoute(),
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
        // First a new isolate whose pages the build rendered (SITE_URL as the build had it).
        ...(profiling ? [] : routes.map((_r, i) => worker(`b${i}`, appCode, { SITE_URL: BENCH_ORIGIN }))),
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
          const res = await target.fetch(`${BENCH_ORIGIN}${route}`, { headers });
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
          await measure(`b${i}`, route, out.built[route]);
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
      if (!profiling) log(sampleLine(out, routes, s, samples));
    }
  } finally {
    await bare.cleanup();
    await bareReact.cleanup();
  }
  return summarize({ out, routes, samples, profiles, profile, rawProfiles });
}

// Standalone: node bench/lib/cold.mjs [--samples 20] [--profile] [routes…]  (builds the deploy bundle first)
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildProductionWorker, resolveRoutes, startProductionServer } = await import('./prod-server.mjs');
  const loadLine = () =>
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`;
  const args = process.argv.slice(2);
  const samples = args.includes('--samples') ? Number(args[args.indexOf('--samples') + 1]) : 20;
  const built = await buildProductionWorker({ quiet: false, siteUrl: BENCH_ORIGIN });
  let routes = args.filter((a) => a.startsWith('/'));
  if (routes.length === 0) {
    const probe = await startProductionServer({ script: built.script });
    routes = (await resolveRoutes(probe.url)).routes;
    await probe.stop();
  }
  console.log(loadLine());
  const size = bundleSize(built.script);
  const cold = await coldBench({ script: built.script, routes, samples, log: console.log, profile: args.includes('--profile') });
  console.log(coldTable(cold, size, { rawBytes: 1.5 * 1024 * 1024, gzipBytes: 350 * 1024, startupMs: 50, firstMs: 15 }));
  if (cold.startupTop) console.log(JSON.stringify({ startupTop: cold.startupTop, firstTop: cold.firstTop }, null, 1));
  console.log(loadLine());
  await rm(built.outdir, { recursive: true, force: true });
}
