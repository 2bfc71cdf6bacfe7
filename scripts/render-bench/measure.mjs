// One route's render time, measured in a worker thread of its own (scripts/render-bench.mjs says
// what is measured and why): this module is the thread's entry. Loaded on the main thread, it
// only exports the names the benchmark reports with.
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { stubEnv } from './node-worker.mjs';

export const CPU_LIMIT_MS = 10;
export const RENDER_P99_TARGET_MS = 5;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

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

/** The worker-thread side: renders one route and posts its figures. */
async function measureRoute({ outfile, route, iterations, warmup, origin, envVars, tight }) {
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

export const round = (n) => Math.round(n * 100) / 100;

// Worker-thread side of renderBench (after every declaration above is initialised).
if (!isMainThread && workerData?.renderBench) {
  parentPort.postMessage(await measureRoute(workerData.renderBench));
}
