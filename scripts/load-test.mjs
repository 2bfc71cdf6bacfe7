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
// Beacons: every page load is followed by its view beacon (POST /api/beacon, as the loader sends
// it), from visitors who each view 2 or 3 pages (one address and a desktop Chrome each), so the
// run reports what the measurement writes to D1 per view counted.
//
// Form posts: src/form-handling/request.ts takes the visitor's IP from CF-Connecting-IP (which Cloudflare
// sets and a client cannot forge through it), and the rate limit (5 per 10 min per IP and form)
// keys on it, so each post carries its own address from 10.0.0.0/8 in that header, as many
// visitors would (the requests themselves only go to 127.0.0.1).
//
//   npm run load [-- --duration 60 --connections 64 --warmup 20 --phase 20 --cache --no-posts --control]
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
const WARMUP_S = Math.min(opt('warmup', 20), DURATION);
const PHASE_S = Math.max(5, opt('phase', 20));
/** Live heap growth after warm-up that counts as a leak: 10 % of the heap, at least 2 MB. */
const LEAK_MB = (afterWarmupMb) => Math.max(2, afterWarmupMb * 0.1);
const SAMPLE_MS = 2000;
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

/** A visitor's browser, as the beacon expects one (a headless one is not counted). */
const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
let beacons = 0;
/** The next view beacon: visitor n/2.5 (2 or 3 views each), a fresh view id. */
const nextBeacon = (route) => {
  const visitor = Math.floor(beacons++ / 2.5);
  return {
    ip: `10.${128 + ((visitor >> 16) & 127)}.${(visitor >> 8) & 255}.${visitor & 255}`,
    body: JSON.stringify({ e: 'view', p: route, v: `load${beacons.toString(36).padStart(6, '0')}`, l: 'pt-BR' }),
  };
};

/** What the measurement wrote to D1 (its own count of rows, D1's meta.rows_written) for the views it counted. */
async function measurementWrites(mf) {
  const db = await mf.getD1Database('LEADS_DB');
  const one = async (sql) => Object.values((await db.prepare(sql).first()) ?? {})[0] ?? 0;
  const rows = await one('SELECT COALESCE(SUM(rows_written), 0) FROM analytics_budget');
  const views = await one("SELECT COALESCE(SUM(count), 0) FROM analytics_counts WHERE event = 'view'");
  const hashes = await one('SELECT COUNT(*) FROM analytics_visitors');
  const r2 = (n) => Math.round(n * 100) / 100;
  return {
    beaconsSent: beacons,
    viewsCounted: views,
    rowsWritten: rows,
    visitorHashes: hashes,
    rowsPerView: views ? r2(rows / views) : undefined,
    // Each day's visitor hashes are deleted after two days: one more row written each.
    rowsPerViewWithDeletion: views ? r2((rows + hashes) / views) : undefined,
  };
}

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
 * The worker isolate's own JS heap, read through workerd's DevTools endpoint: `usedBytes()` is
 * V8's used size as it stands (garbage included), `liveBytes()` the used size right after a heap
 * snapshot, which V8 starts with a full garbage collection (its chunks are read and dropped). The
 * isolate's heap is what the 128 MB limit of a Worker counts. Returns undefined when the endpoint
 * cannot be reached (the figures then omit it).
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
      if (!msg.id) return; // snapshot chunks and other events
      pending.get(msg.id)?.(msg);
      pending.delete(msg.id);
    };
    const call = (method, timeoutMs) =>
      new Promise((resolve) => {
        const n = ++id;
        pending.set(n, resolve);
        ws.send(JSON.stringify({ id: n, method, params: {} }));
        setTimeout(() => pending.delete(n) && resolve(undefined), timeoutMs);
      });
    const usedBytes = async () => (await call('Runtime.getHeapUsage', 1500))?.result?.usedSize;
    // workerd answers the snapshot with a bare {id} once its last chunk is sent.
    const liveBytes = async () => {
      const done = await call('HeapProfiler.takeHeapSnapshot', 30_000);
      return done && !done.error ? usedBytes() : undefined;
    };
    return { usedBytes, liveBytes, close: () => ws.close() };
  } catch {
    return undefined;
  }
}

/** Runs autocannon for `seconds` with `requests`, each response passed to `onResponse`. */
async function loadPhase({ url, seconds, requests, onResponse }) {
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10, requests });
  // Emitted before the client moves on, so currentRequest is the one answered (no pipelining).
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const req = client.requestIterator?.currentRequest ?? client.requestIterator?.reqDefaults;
    onResponse(`${req?.method ?? '?'} ${req?.path ?? '?'}`, statusCode, responseTime);
  });
  return new Promise((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
}

/** workerd's resident memory (KB, all its processes) every SAMPLE_MS, as {t, kb} points. */
function rssSampler(pids) {
  const samples = [];
  const t0 = Date.now();
  const sample = () => samples.push({ t: (Date.now() - t0) / 1000, kb: pids.reduce((n, pid) => n + (rssKb(pid) ?? 0), 0) });
  sample();
  let timer = setInterval(sample, SAMPLE_MS);
  const stop = () => {
    // the last reading, once
    if (timer) {
      clearInterval(timer);
      sample();
      timer = undefined;
    }
    return samples;
  };
  return { samples, t0, stop };
}

const mb = (kb) => Math.round(kb / 102.4) / 10;

/** Start, after warm-up, max, end and growth after warm-up of RSS samples, in MB. */
function rssFigures(samples) {
  const afterWarmup = samples.filter((p) => p.t >= WARMUP_S);
  const warm = afterWarmup[0] ?? samples[0];
  const last = samples[samples.length - 1];
  return {
    startMb: mb(samples[0].kb),
    afterWarmupMb: mb(warm.kb),
    maxMb: mb(Math.max(...samples.map((p) => p.kb))),
    endMb: mb(last.kb),
    growthAfterWarmupMb: mb(last.kb - warm.kb),
    slopeAfterWarmupKbPerMin: Math.round(slope(afterWarmup) * 60),
    samples,
  };
}

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
      requests: [{ method: 'GET', path: css }],
      onResponse: (_n, status) => status >= 400 && errors++,
    });
    return { path: css, errors, ...rssFigures(rss.stop()) };
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
    // The measurement's daily budget lifted: the run counts what every view costs, not where it stops.
    server = await startProductionServer({
      script: built.script,
      vars: { ...(built.vars ?? {}), ANALYTICS_DAILY_WRITES: '100000000' },
      inspectorPort,
    });
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
      requests.push({ method: 'GET', path: route, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
      requests.push({
        method: 'POST',
        path: '/api/beacon',
        setupRequest: (req) => {
          const { ip, body } = nextBeacon(route);
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'text/plain', origin, 'user-agent': VISITOR_UA, 'cf-connecting-ip': ip },
            body,
          };
        },
      });
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
      const r = await loadPhase({ url: origin, seconds, requests, onResponse: record });
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
      return {
        endpoint: name,
        requests: s.latencies.length,
        ok,
        rateLimited,
        errors,
        statuses: s.statuses,
        p50Ms: r1(percentile(s.latencies, 50)),
        p99Ms: r1(percentile(s.latencies, 99)),
      };
    });
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
    // The last batches are written a few seconds after their beacons (src/analytics/batch.ts).
    await new Promise((resolve) => setTimeout(resolve, 7000));
    result.measurement = await measurementWrites(server.mf);
    result.memory = { workerdPids: pids, ...rssFigures(rss.samples) };
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

  const s = result.summary;
  const m = result.memory;
  const h = m.workerHeap;
  const c = result.control;
  const md = [
    '# Load test',
    '',
    `${result.date} · production build on local workerd${useCache ? ' with the HTML cache' : ''} · ${DURATION} s × ${CONNECTIONS} connections on loopback (${WARMUP_S} s warm-up, then phases of ${PHASE_S} s) · ${result.machine.cpus} CPUs, load average ${result.machine.loadavgAtStart.map((l) => l.toFixed(2)).join(' ')} at start`,
    '',
    `- requests: ${s.requests} (${s.rps} req/s), latency p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms, max ${s.latencyMaxMs} ms`,
    `- errors (non-2xx/3xx except 429 on form posts, socket errors, timeouts): **${s.errors}**`,
    `- form posts accepted: ${s.formPostsAccepted}; rate-limited (expected): ${s.rateLimitedExpected}`,
    `- measurement: ${result.measurement.beaconsSent} view beacons sent, ${result.measurement.viewsCounted} views counted, ${result.measurement.rowsWritten} D1 rows written: **${result.measurement.rowsPerView} rows per view** (${result.measurement.rowsPerViewWithDeletion} with the later deletion of the ${result.measurement.visitorHashes} visitor hashes); batched under load, a lone view costs 2 (test/worker/analytics-beacon.test.ts)`,
    h
      ? `- worker isolate live JS heap (after a full GC, between phases): ${h.liveAfterPhasesMb.map((p) => `${p.mb} MB at ${p.afterS} s`).join(', ')}: growth after warm-up **${h.liveGrowthAfterWarmupMb} MB** (${h.grows ? '**above**' : 'within'} the ${h.leakThresholdMb} MB allowed); used size under load (garbage included) at most ${h.usedUnderLoadMaxMb} MB`
      : '- worker isolate JS heap: not read (inspector unreachable)',
    `- workerd process RSS: ${m.startMb} MB at start, ${m.afterWarmupMb} MB after warm-up, max ${m.maxMb} MB, ${m.endMb} MB at end: growth after warm-up ${m.growthAfterWarmupMb} MB (trend ${m.slopeAfterWarmupKbPerMin} KB/min)`,
    c
      ? `- control, the same load on one static file (${c.path}; no worker code runs; ${c.errors} errors): workerd RSS ${c.startMb} MB at start, ${c.afterWarmupMb} MB after ${WARMUP_S} s, ${c.endMb} MB at end: growth after warm-up ${c.growthAfterWarmupMb} MB`
      : '- control (the same load on one static file): not run (`--control`)',
    '',
    '| endpoint | requests | 2xx/3xx | 429 (expected) | errors | p50 ms | p99 ms | statuses |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...result.endpoints.map(
      (e) =>
        `| ${e.endpoint} | ${e.requests} | ${e.ok} | ${e.rateLimited} | ${e.errors} | ${e.p50Ms} | ${e.p99Ms} | ${Object.entries(e.statuses)
          .map(([k, v]) => `${k}×${v}`)
          .join(' ')} |`,
    ),
    '',
    `RSS samples (s: MB): ${m.samples.map((p) => `${Math.round(p.t)}: ${(p.kb / 1024).toFixed(1)}`).join(', ')}`,
    ...(c
      ? ['', `Control RSS samples (s: MB): ${c.samples.map((p) => `${Math.round(p.t)}: ${(p.kb / 1024).toFixed(1)}`).join(', ')}`]
      : []),
    '',
  ];
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/load.json'), JSON.stringify(result, null, 2) + '\n');
  await writeFile(path.join(root, 'bench/results/load.md'), md.join('\n'));
  console.log('\n' + md.join('\n'));
  console.log('written: bench/results/load.json, bench/results/load.md');
  if (s.errors > 0 || h?.grows || !h) process.exitCode = 1;
}

await main();
