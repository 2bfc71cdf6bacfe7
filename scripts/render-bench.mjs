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
//   node scripts/render-bench.mjs [--iterations 1000] [--no-cache] [--baseline] [--tight] [--json out.json] [/route …]
//
// Its parts: bundling the worker for Node and its stub bindings (scripts/render-bench/node-worker.mjs),
// the measurement in each route's thread (measure.mjs).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BASELINE_ROUTE, round } from './render-bench/measure.mjs';
import { bundleNodeWorker, wranglerVars } from './render-bench/node-worker.mjs';

export { BASELINE_ROUTE, CPU_LIMIT_MS, RENDER_P99_TARGET_MS } from './render-bench/measure.mjs';
export { buildNodeWorker, stubEnv } from './render-bench/node-worker.mjs';

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
} = {}) {
  const { outfile, cleanup } = await bundleNodeWorker(entry, plugins);
  const envVars = { ...(await wranglerVars()), ...vars };
  const results = [];
  try {
    for (const route of routes) {
      const worker = new Worker(fileURLToPath(new URL('./render-bench/measure.mjs', import.meta.url)), {
        workerData: { renderBench: { outfile, route, iterations, warmup, origin, envVars, tight } },
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
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  let iterations = 1000;
  let tight = false;
  let json;
  const vars = {};
  const routes = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--iterations') iterations = Number(args[++i]);
    else if (args[i] === '--json') json = args[++i];
    // --no-cache: every request renders (the edge HTML cache off).
    else if (args[i] === '--no-cache') vars.HTML_CACHE = 'off';
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
  });
  console.log(renderTable(results));
  if (json) await writeFile(json, JSON.stringify(results, null, 2) + '\n');
  if (results.some((r) => !r.underTarget)) process.exitCode = 1;
}
