// `npm run load`: a bounded load test on loopback against the production build on local workerd
// (the same server as `npm run bench`): the seven routes plus form posts (POST /api/leads with a
// valid JSON lead, a fresh idempotency key each), spread over every connection. Reports status
// counts per endpoint, errors (anything but 2xx/3xx; a 429 on a form post counts separately as
// rate-limited), throughput, latency, and the workerd process's resident memory sampled every
// 2 s from /proc, with its growth after warm-up. Writes bench/results/load.{json,md}.
//
// Bounded: --duration seconds (default 60) at --connections (default 64), loopback only, KV and
// D1 in a temp dir that is removed at the end.
//
// Form posts: src/leads/request.ts takes the visitor's IP from CF-Connecting-IP (which Cloudflare
// sets and a client cannot forge through it), and the rate limit (5 per 10 min per IP and form)
// keys on it, so each post carries its own address from 10.0.0.0/8, as many visitors would.
//
//   npm run load [-- --duration 60 --connections 64 --cache --no-posts]
import autocannon from 'autocannon';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { buildProductionWorker, resolveRoutes, root, rssKb, startProductionServer } from '../bench/lib/prod-server.mjs';
import { buildVariants } from '../bench/lib/variants.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const DURATION = Math.min(opt('duration', 60), 300);
const CONNECTIONS = Math.min(opt('connections', 64), 256);
const WARMUP_S = opt('warmup', 20);
const SAMPLE_MS = 2000;
const useCache = args.includes('--cache');
// --no-posts: pages only, to tell the worker's own memory from D1's growing database.
const noPosts = args.includes('--no-posts');

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

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : undefined;
}

/** Least-squares slope of RSS (KB) over time (s): KB per second. */
function slope(points) {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.t, 0) / n;
  const my = points.reduce((a, p) => a + p.kb, 0) / n;
  const num = points.reduce((a, p) => a + (p.t - mx) * (p.kb - my), 0);
  const den = points.reduce((a, p) => a + (p.t - mx) ** 2, 0);
  return den ? num / den : 0;
}

/** A free TCP port on loopback (for workerd's inspector). */
async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

/**
 * The worker isolate's own JS heap, read through workerd's DevTools endpoint
 * (Runtime.getHeapUsage: V8's used size). workerd's RSS also holds its allocator's caches, the
 * other workers Miniflare runs and SQLite's pages; the isolate's heap is what the 128 MB limit of
 * a Worker counts. workerd does not answer HeapProfiler.collectGarbage, so the heap is sampled as
 * it is and its floor (the lowest reading in each 10 s window) is what would show a leak.
 * Returns undefined when the endpoint cannot be reached (the figures then omit it).
 */
async function workerHeap(port, target = 'core:user:lean-digital-site') {
  try {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${target}`);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = () => reject(new Error('inspector unreachable'));
    });
    let id = 0;
    const pending = new Map();
    ws.onmessage = (e) => {
      const msg = JSON.parse(e.data);
      if (msg.id) pending.get(msg.id)?.(msg.result);
      pending.delete(msg.id);
    };
    const usedBytes = () =>
      new Promise((resolve) => {
        const n = ++id;
        pending.set(n, (r) => resolve(r?.usedSize));
        ws.send(JSON.stringify({ id: n, method: 'Runtime.getHeapUsage' }));
        setTimeout(() => pending.delete(n) && resolve(undefined), 1500);
      });
    return { usedBytes, close: () => ws.close() };
  } catch {
    return undefined;
  }
}

/** The lowest heap reading of each `windowS` window (KB), as {t, kb} points. */
function floors(points, windowS = 10) {
  const byWindow = new Map();
  for (const p of points) {
    const w = Math.floor(p.t / windowS);
    const known = byWindow.get(w);
    if (!known || p.kb < known.kb) byWindow.set(w, p);
  }
  return [...byWindow.values()];
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
  const inspectorPort = await freePort();
  const server = await startProductionServer({ script: built.script, vars: built.vars ?? {}, inspectorPort });
  const result = { date: new Date().toISOString(), durationS: DURATION, connections: CONNECTIONS, warmupS: WARMUP_S, cache: useCache, machine: { cpus: cpus().length, loadavgAtStart: loadavg() } };
  let sampler;
  let heap;
  try {
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
    if (probe.status >= 400 && probe.status !== 429) throw new Error(`POST /api/leads rejects the load test's lead: ${probe.status} ${probeBody}`);

    const pids = server.workerdPids();
    const samples = [];
    const heapSamples = [];
    heap = await workerHeap(inspectorPort);
    const t0 = Date.now();
    const sample = () => {
      const t = (Date.now() - t0) / 1000;
      const kb = pids.reduce((n, pid) => n + (rssKb(pid) ?? 0), 0);
      samples.push({ t, kb });
      void heap?.usedBytes().then((bytes) => bytes !== undefined && heapSamples.push({ t, kb: bytes / 1024 }));
    };
    sample();
    sampler = setInterval(sample, SAMPLE_MS);

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
      requests.push({ method: 'GET', path: route, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    }
    if (!noPosts) requests.push({
      method: 'POST',
      path: '/api/leads',
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', origin, 'cf-connecting-ip': nextIp() },
        body: JSON.stringify({ ...LEAD, idempotency_key: crypto.randomUUID() }),
      }),
    });

    console.log(`load: ${DURATION} s × ${CONNECTIONS} connections over ${routes.length} routes + POST /api/leads (1 in ${requests.length} requests)`);
    const instance = autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, timeout: 10, requests });
    // Emitted before the client moves on, so currentRequest is the one answered (no pipelining).
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      const req = client.requestIterator?.currentRequest ?? client.requestIterator?.reqDefaults;
      const name = `${req?.method ?? '?'} ${req?.path ?? '?'}`;
      record(name, statusCode, responseTime);
    });
    const r = await new Promise((resolve, reject) => {
      instance.once('done', resolve);
      instance.once('error', reject);
    });
    clearInterval(sampler);
    sample();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the last heap reading

    const endpoints = [...stats].map(([name, s]) => {
      s.latencies.sort((a, b) => a - b);
      const isPost = name.startsWith('POST');
      let ok = 0;
      let rateLimited = 0;
      let errors = 0;
      for (const [status, count] of Object.entries(s.statuses)) {
        const code = Number(status);
        if (code >= 200 && code < 400) ok += count;
        else if (code === 429 && isPost) rateLimited += count;
        else errors += count;
      }
      const r1 = (v) => (v === undefined ? undefined : Math.round(v * 10) / 10);
      return { endpoint: name, requests: s.latencies.length, ok, rateLimited, errors, statuses: s.statuses, p50Ms: r1(percentile(s.latencies, 50)), p99Ms: r1(percentile(s.latencies, 99)) };
    });
    const afterWarmup = samples.filter((p) => p.t >= WARMUP_S);
    const warm = afterWarmup[0] ?? samples[0];
    const last = samples[samples.length - 1];
    result.summary = {
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      latencyMaxMs: r.latency.max,
      errors: endpoints.reduce((n, e) => n + e.errors, 0) + r.errors + r.timeouts,
      socketErrors: r.errors,
      timeouts: r.timeouts,
      rateLimitedExpected: endpoints.reduce((n, e) => n + e.rateLimited, 0),
      formPostsAccepted: endpoints.filter((e) => e.endpoint.startsWith('POST')).reduce((n, e) => n + e.ok, 0),
    };
    result.endpoints = endpoints;
    result.memory = {
      workerdPids: pids,
      startMb: Math.round(samples[0].kb / 102.4) / 10,
      afterWarmupMb: Math.round(warm.kb / 102.4) / 10,
      maxMb: Math.round(Math.max(...samples.map((p) => p.kb)) / 102.4) / 10,
      endMb: Math.round(last.kb / 102.4) / 10,
      growthAfterWarmupMb: Math.round((last.kb - warm.kb) / 102.4) / 10,
      slopeAfterWarmupKbPerMin: Math.round(slope(afterWarmup) * 60),
      samples,
    };
    if (heapSamples.length > 1) {
      heapSamples.sort((a, b) => a.t - b.t);
      const mb = (kb) => Math.round(kb / 102.4) / 10;
      const warmFloors = floors(heapSamples.filter((p) => p.t >= WARMUP_S));
      result.memory.workerHeap = {
        afterWarmupMb: mb((heapSamples.find((p) => p.t >= WARMUP_S) ?? heapSamples[0]).kb),
        maxMb: mb(Math.max(...heapSamples.map((p) => p.kb))),
        endMb: mb(heapSamples[heapSamples.length - 1].kb),
        floorsMb: warmFloors.map((p) => ({ t: Math.round(p.t), mb: mb(p.kb) })),
        floorSlopeAfterWarmupKbPerMin: Math.round(slope(warmFloors) * 60),
        samples: heapSamples,
      };
    }
  } finally {
    if (sampler) clearInterval(sampler);
    heap?.close();
    await server.stop();
    await cleanup();
  }
  result.machine.loadavgAtEnd = loadavg();

  const s = result.summary;
  const m = result.memory;
  const md = [
    '# Load test',
    '',
    `${result.date} · production build on local workerd${useCache ? ' with the HTML cache' : ''} · ${DURATION} s × ${CONNECTIONS} connections on loopback · ${result.machine.cpus} CPUs, load average ${result.machine.loadavgAtStart.map((l) => l.toFixed(2)).join(' ')} at start`,
    '',
    `- requests: ${s.requests} (${s.rps} req/s), latency p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms, max ${s.latencyMaxMs} ms`,
    `- errors (non-2xx/3xx except 429 on form posts, socket errors, timeouts): **${s.errors}**`,
    `- form posts accepted: ${s.formPostsAccepted}; rate-limited (expected): ${s.rateLimitedExpected}`,
    `- workerd RSS: ${m.startMb} MB at start, ${m.afterWarmupMb} MB after ${WARMUP_S} s warm-up, max ${m.maxMb} MB, ${m.endMb} MB at end: growth after warm-up ${m.growthAfterWarmupMb} MB (trend ${m.slopeAfterWarmupKbPerMin} KB/min)`,
    m.workerHeap
      ? `- worker isolate JS heap (V8 used size, DevTools protocol): ${m.workerHeap.afterWarmupMb} MB after warm-up, max ${m.workerHeap.maxMb} MB, ${m.workerHeap.endMb} MB at end; lowest reading per 10 s after warm-up ${m.workerHeap.floorsMb.map((f) => f.mb).join(', ')} MB (trend ${m.workerHeap.floorSlopeAfterWarmupKbPerMin} KB/min)`
      : '- worker isolate JS heap: not read (inspector unreachable)',
    '',
    '| endpoint | requests | 2xx/3xx | 429 (expected) | errors | p50 ms | p99 ms | statuses |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...result.endpoints.map((e) => `| ${e.endpoint} | ${e.requests} | ${e.ok} | ${e.rateLimited} | ${e.errors} | ${e.p50Ms} | ${e.p99Ms} | ${Object.entries(e.statuses).map(([k, v]) => `${k}×${v}`).join(' ')} |`),
    '',
    `RSS samples (s: MB): ${m.samples.map((p) => `${Math.round(p.t)}: ${(p.kb / 1024).toFixed(1)}`).join(', ')}`,
    '',
  ];
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/load.json'), JSON.stringify(result, null, 2) + '\n');
  await writeFile(path.join(root, 'bench/results/load.md'), md.join('\n'));
  console.log('\n' + md.join('\n'));
  console.log('written: bench/results/load.json, bench/results/load.md');
  if (s.errors > 0) process.exitCode = 1;
}

await main();
