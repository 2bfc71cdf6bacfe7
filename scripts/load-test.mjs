// `npm run load`: a bounded load test on loopback against the production build on local workerd
// (the same server as `npm run bench`): the seven routes plus form posts (POST /api/leads with a
// valid JSON lead, a fresh idempotency key each), spread over every connection. Reports status
// counts per endpoint, errors (anything but 2xx/3xx; a 429 on a form post counts separately as
// rate-limited), throughput, latency and memory. Writes bench/results/load.{json,md}, and exits
// non-zero on any error or when the worker's live heap grows after warm-up.
//
// Memory: the load runs in phases (a warm-up, then --phase seconds each). Between two phases, with
// no request in flight, the worker isolate takes a heap snapshot through workerd's DevTools
// endpoint: V8 runs a full garbage collection first, so the used size read right after it is the
// live heap, the figure that shows a leak (workerd answers no HeapProfiler.collectGarbage, and the
// used size read under load rises and falls with garbage not yet collected). The workerd
// process's resident memory is sampled too; it also holds the allocator's caches, Miniflare's
// own workers and SQLite (D1, KV), and each snapshot adds a bump. It climbs to about 1 GB even
// when the load is one static file and no worker code runs: --control measures that first, on a
// server of its own.
//
// Bounded: --duration seconds (default 60) at --connections (default 64), loopback only, KV and
// D1 in a temp dir that is removed at the end.
//
// Form posts: src/http/origin.ts takes the visitor's IP from CF-Connecting-IP (which Cloudflare
// sets and a client cannot forge through it), and the limits per visitor key on it
// (src/leads/storage/admission.ts), so each post carries its own address from 10.0.0.0/8 in that
// header, as many visitors would (the requests themselves only go to 127.0.0.1). The site-wide
// surge guard is out of reach on this server (bench/lib/prod-server.mjs GUARD_OUT_OF_REACH).
//
//   npm run load [-- --duration 60 --connections 64 --warmup 20 --phase 20 --cache --no-posts --control]
//
// The instruments (autocannon phases, the heap, the resident memory) are in
// scripts/load-test/measure.mjs, the figures per endpoint and the report in report.mjs, the view
// beacons that follow each page load and what they write to D1 in beacons.mjs.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { buildProductionWorker, resolveRoutes, root, startProductionServer } from '../bench/lib/prod-server.mjs';
import { buildVariants } from '../bench/lib/variants.mjs';
import { freePort, loadPhase, mb, percentile, rssFigures, rssSampler, SAMPLE_MS, workerHeap } from './load-test/measure.mjs';
import { endpointFigures, loadReport } from './load-test/report.mjs';
import { beaconRequest, measurementWrites, UNBOUNDED } from './load-test/beacons.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const DURATION = Math.min(opt('duration', 60), 300);
const CONNECTIONS = Math.min(opt('connections', 64), 256);
const WARMUP_S = Math.min(opt('warmup', 20), DURATION);
const PHASE_S = Math.max(5, opt('phase', 20));
/** Live heap growth after warm-up that counts as a leak: 10 % of the heap, at least 2 MB. */
const LEAK_MB = (afterWarmupMb) => Math.max(2, afterWarmupMb * 0.1);
const useCache = args.includes('--cache');
// --no-posts: pages only, to tell the worker's own memory from D1's growing database.
const noPosts = args.includes('--no-posts');
const control = args.includes('--control');

const LEAD = {
  name: 'Carga Teste',
  company: 'Metalúrgica Exemplo Ltda',
  phone: '+55 11 98765-4321',
  email: 'carga.teste@example.com',
  pain: 'Paradas não planejadas na linha de estamparia e apontamento manual de produção.',
  identificador: 'home-page',
  utm_source: 'load-test',
};

let ipCounter = 0;
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** The control: the same connections on one static file (no worker code runs), RSS only. */
async function staticControl(built) {
  const server = await startProductionServer({ script: built.script, vars: built.vars ?? {} });
  try {
    const html = await fetch(server.url + '/about').then((r) => r.text());
    const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)?.[1];
    if (!css) throw new Error('control: no stylesheet link on /about');
    const rss = rssSampler(server.workerdPids());
    let errors = 0;
    await loadPhase({
      url: server.url,
      seconds: DURATION,
      connections: CONNECTIONS,
      requests: [{ method: 'GET', path: css }],
      onResponse: (_n, status) => status >= 400 && errors++,
    });
    return { path: css, errors, ...rssFigures(rss.stop(), WARMUP_S) };
  } finally {
    await server.stop();
  }
}

async function main() {
  let cleanup = async () => {};
  let built;
  if (useCache) {
    const v = await buildVariants({ quiet: false });
    built = v.cache;
    cleanup = v.cleanup;
  } else {
    built = await buildProductionWorker({ quiet: false });
    cleanup = () => rm(built.outdir, { recursive: true, force: true });
  }
  const result = {
    date: new Date().toISOString(),
    durationS: DURATION,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    phaseS: PHASE_S,
    cache: useCache,
    machine: { cpus: cpus().length, loadavgAtStart: loadavg() },
  };
  let server;
  let heap;
  let rss;
  let heapTimer;
  try {
    if (control) {
      console.log(`control: ${DURATION} s × ${CONNECTIONS} connections on one static file`);
      result.control = await staticControl(built);
    }
    const inspectorPort = await freePort();
    server = await startProductionServer({ script: built.script, vars: { ...(built.vars ?? {}), ...UNBOUNDED }, inspectorPort });
    const { routes, notes } = await resolveRoutes(server.url);
    result.routes = routes;
    result.notes = notes;
    const origin = server.url;

    // One post by hand first: a rejected payload would make the whole run meaningless.
    const probe = await fetch(origin + '/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ ...LEAD, idempotency_key: crypto.randomUUID() }),
    });
    const probeBody = await probe.text();
    result.probe = { status: probe.status, body: probeBody.slice(0, 300) };
    console.log(`probe POST /api/leads → ${probe.status} ${probeBody.slice(0, 160)}`);
    if (probe.status >= 400 && probe.status !== 429)
      throw new Error(`POST /api/leads rejects the load test's lead: ${probe.status} ${probeBody}`);

    const pids = server.workerdPids();
    heap = await workerHeap(inspectorPort);
    rss = rssSampler(pids);
    const heapSamples = [];
    heapTimer = setInterval(() => {
      const t = (Date.now() - rss.t0) / 1000;
      void heap?.usedBytes().then((bytes) => bytes !== undefined && heapSamples.push({ t, kb: bytes / 1024 }));
    }, SAMPLE_MS);

    // Per-endpoint status and latency, recorded from autocannon's per-response hook.
    const stats = new Map();
    const record = (name, status, ms) => {
      let s = stats.get(name);
      if (!s) stats.set(name, (s = { statuses: {}, latencies: [] }));
      s.statuses[status] = (s.statuses[status] ?? 0) + 1;
      s.latencies.push(ms);
    };
    const requests = [];
    for (const route of routes) {
      requests.push({ method: 'GET', path: route, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } }, beaconRequest(route, origin));
    }
    if (!noPosts)
      requests.push({
        method: 'POST',
        path: '/api/leads',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json', origin, 'cf-connecting-ip': nextIp() },
          body: JSON.stringify({ ...LEAD, idempotency_key: crypto.randomUUID() }),
        }),
      });

    // Warm-up, then phases; the live heap after the warm-up and after each phase.
    const phases = [WARMUP_S];
    for (let left = DURATION - WARMUP_S; left > 0; left -= PHASE_S) phases.push(Math.min(PHASE_S, left));
    console.log(
      `load: ${DURATION} s × ${CONNECTIONS} connections over ${routes.length} routes${noPosts ? '' : ` + POST /api/leads (1 in ${requests.length} requests)`}, phases ${phases.join(' + ')} s`,
    );
    const live = [];
    let socketErrors = 0;
    let timeouts = 0;
    let loadMs = 0;
    let afterS = 0;
    for (const [i, seconds] of phases.entries()) {
      const started = Date.now();
      const r = await loadPhase({ url: origin, seconds, connections: CONNECTIONS, requests, onResponse: record });
      loadMs += Date.now() - started;
      afterS += seconds;
      socketErrors += r.errors;
      timeouts += r.timeouts;
      const bytes = await heap?.liveBytes();
      if (bytes !== undefined) live.push({ afterS, mb: mb(bytes / 1024) });
      console.log(
        `  phase ${i + 1}/${phases.length} (${seconds} s): ${r.requests.total} requests${bytes === undefined ? '' : `, live heap ${live.at(-1).mb} MB`}`,
      );
    }
    clearInterval(heapTimer);
    rss.stop();

    const endpoints = endpointFigures(stats);
    const latencies = [...stats.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
    result.summary = {
      requests: latencies.length,
      rps: Math.round(latencies.length / (loadMs / 1000)),
      latencyP50Ms: Math.round(percentile(latencies, 50)),
      latencyP99Ms: Math.round(percentile(latencies, 99)),
      latencyMaxMs: Math.round(latencies.at(-1) ?? 0),
      errors: endpoints.reduce((n, e) => n + e.errors, 0) + socketErrors + timeouts,
      socketErrors,
      timeouts,
      rateLimitedExpected: endpoints.reduce((n, e) => n + e.rateLimited, 0),
      formPostsAccepted: endpoints.filter((e) => e.endpoint.startsWith('POST')).reduce((n, e) => n + e.ok, 0),
    };
    result.endpoints = endpoints;
    result.measurement = await measurementWrites(server.mf);
    result.memory = { workerdPids: pids, ...rssFigures(rss.samples, WARMUP_S) };
    if (live.length > 1) {
      heapSamples.sort((a, b) => a.t - b.t);
      const growthMb = Math.round((live.at(-1).mb - live[0].mb) * 10) / 10;
      result.memory.workerHeap = {
        liveAfterPhasesMb: live,
        liveGrowthAfterWarmupMb: growthMb,
        leakThresholdMb: Math.round(LEAK_MB(live[0].mb) * 10) / 10,
        grows: growthMb > LEAK_MB(live[0].mb),
        usedUnderLoadMaxMb: heapSamples.length ? mb(Math.max(...heapSamples.map((p) => p.kb))) : undefined,
        samples: heapSamples,
      };
    }
  } finally {
    // Also when a phase throws: a sampler left running would keep the process alive.
    clearInterval(heapTimer);
    rss?.stop();
    heap?.close();
    await server?.stop();
    await cleanup();
  }
  result.machine.loadavgAtEnd = loadavg();

  const report = loadReport(result, { useCache, duration: DURATION, connections: CONNECTIONS, warmupS: WARMUP_S, phaseS: PHASE_S });
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/load.json'), JSON.stringify(result, null, 2) + '\n');
  await writeFile(path.join(root, 'bench/results/load.md'), report);
  console.log('\n' + report);
  console.log('written: bench/results/load.json, bench/results/load.md');
  if (result.summary.errors > 0 || result.memory.workerHeap?.grows || !result.memory.workerHeap) process.exitCode = 1;
}

await main();
