// `npm run bench`: the cold path first (what a low-traffic site's visitors get: the deploy
// bundle's size, its start-up CPU and the first request in a new isolate, beside a bare Hono
// worker and the warm renders), then throughput and latency of the seven routes against the
// static ceiling, and server render time, on the production build, without and with the edge
// HTML cache.
//
// 0. Cold path (bench/lib/cold.mjs): every sample a new workerd process with one new isolate per
//    route; the CPU time of workerd's main thread through the bundle's start-up and through the
//    first request of the route, then warm requests (cached, and with the cache off, fresh).
// 1. Builds the worker as `wrangler deploy` does (React's production build; checked) and serves
//    it on local workerd through Miniflare with the bindings of wrangler.toml (bench/lib/).
// 2. Ceiling: for each route, a static file holding that route's own HTML (same bytes, same
//    text/html type) is added to a temp copy of the assets directory and served by the same
//    worker at /__bench/ceiling-N (Workers static assets: the asset router answers, the worker
//    script never runs), so route/ceiling compares rendering with serving the same bytes.
// 3. autocannon on loopback, route and its ceiling back to back (the other load on this 2-core
//    machine drifts; back to back keeps each pair comparable), each after a short warm-up.
// 4. Render time in Node (scripts/render-bench.mjs): main-thread busy ms per render, p50/p99 over
//    many renders, each route in a fresh worker-thread isolate.
// Writes bench/results/latest.json and bench/results/latest.md (with --only-cold: cold.json, cold.md).
// --layers instead measures what each cache layer is worth (bench/lib/layers.mjs: layers.json, layers.md).
//
// --cms adds the render time of the marketing pages with a CMS (scripts/render-bench.mjs --cms: the
// entries a real Strapi 5 gave after the import), beside the same pages without one.
//
//   npm run bench [-- --duration 6 --connections 16 --iterations 1000 --samples 20 --only-cache --only-cold --cms --profile]
//   npm run bench -- --layers [--samples 10 --warm 10 --cms-latency 50]
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { resolveRoutes, root, startProductionServer } from '../bench/lib/prod-server.mjs';
import { buildVariants } from '../bench/lib/variants.mjs';
import { bundleSize, coldBench, coldTable, meetsFirst } from '../bench/lib/cold.mjs';
import { BUNDLE_BUDGET } from '../bench/lib/bundle-budget.mjs';
import { BASELINE_ROUTE, CPU_LIMIT_MS, RENDER_P99_TARGET_MS, renderBench, renderTable } from './render-bench.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const DURATION = opt('duration', 6);
const WARMUP = opt('warmup', 1);
const CONNECTIONS = opt('connections', 16);
const ITERATIONS = opt('iterations', 1000);
const ROUNDS = opt('rounds', 3);
const SAMPLES = opt('samples', 20);
const THROUGHPUT_TARGET = 0.5;
/** Targets of the cold path on this machine (start-up and first request: CPU ms). */
const COLD_TARGETS = { ...BUNDLE_BUDGET, startupMs: 50, firstMs: 15 };

const log = (...a) => console.log(...a);

function cannon(url, duration = DURATION, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, timeout: 10, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

const summarize = (r) => ({
  rps: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Rounds of one side: req/s over the total time, median of the rounds' p50 and p99. */
function combine(rounds) {
  const parts = rounds.map(summarize);
  const seconds = rounds.reduce((n, r) => n + r.duration, 0);
  return {
    rps: Math.round(parts.reduce((n, p) => n + p.requests, 0) / seconds),
    p50Ms: median(parts.map((p) => p.p50Ms)),
    p99Ms: median(parts.map((p) => p.p99Ms)),
    requests: parts.reduce((n, p) => n + p.requests, 0),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    timeouts: parts.reduce((n, p) => n + p.timeouts, 0),
    bytesPerReq: parts[0]?.bytesPerReq ?? 0,
    rounds: parts.map((p) => ({ rps: p.rps, p50Ms: p.p50Ms, p99Ms: p.p99Ms })),
  };
}

async function fetchPages(baseUrl, routes) {
  const pages = [];
  for (const route of routes) {
    const res = await fetch(baseUrl + route, { headers: { 'accept-language': 'pt-BR' } });
    const html = await res.text();
    pages.push({
      route,
      status: res.status,
      bytes: Buffer.byteLength(html),
      html,
      islands: [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]),
    });
  }
  return pages;
}

/** Runs route and ceiling back to back for every route on one server. */
async function loadRoutes(server, pages, label) {
  const rows = [];
  for (const [i, page] of pages.entries()) {
    const routeUrl = server.url + page.route;
    const ceilingUrl = `${server.url}/__bench/ceiling-${i}`;
    // Check the ceiling really is the static copy and the route what we think it is.
    const cres = await fetch(ceilingUrl);
    const cbody = await cres.arrayBuffer();
    if (cres.status !== 200 || Math.abs(cbody.byteLength - page.bytes) > 64) {
      throw new Error(`ceiling for ${page.route}: status ${cres.status}, ${cbody.byteLength} bytes (expected ${page.bytes})`);
    }
    const probe = await fetch(routeUrl);
    const cacheState = probe.headers.get('x-html-cache') ?? 'none';
    await probe.arrayBuffer();
    await cannon(routeUrl, WARMUP, CONNECTIONS);
    await cannon(ceilingUrl, WARMUP, CONNECTIONS);
    // Alternating rounds (route, ceiling, route, ceiling, …): the other load on a shared machine
    // drifts within seconds, and alternating exposes both sides to the same drift.
    const routeRounds = [];
    const ceilingRounds = [];
    const each = DURATION / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      routeRounds.push(await cannon(routeUrl, each));
      ceilingRounds.push(await cannon(ceilingUrl, each));
    }
    const route = combine(routeRounds);
    const ceiling = combine(ceilingRounds);
    const after = await fetch(routeUrl);
    await after.arrayBuffer();
    const row = {
      route: page.route,
      htmlBytes: page.bytes,
      islands: page.islands,
      cacheHeader: after.headers.get('x-html-cache') ?? cacheState,
      routeStats: route,
      ceilingStats: ceiling,
      ratio: Math.round((route.rps / ceiling.rps) * 100) / 100,
    };
    row.meetsTarget = row.ratio >= THROUGHPUT_TARGET && route.non2xx === 0 && route.errors === 0;
    rows.push(row);
    log(
      `  [${label}] ${page.route.padEnd(36)} ${String(route.rps).padStart(6)} req/s p50 ${route.p50Ms} ms p99 ${route.p99Ms} ms | ceiling ${String(ceiling.rps).padStart(6)} req/s p50 ${ceiling.p50Ms} p99 ${ceiling.p99Ms} | ratio ${row.ratio}${route.non2xx ? ` non2xx ${route.non2xx}` : ''}`,
    );
  }
  return rows;
}

function throughputTable(rows) {
  const lines = [
    '| route | HTML KB | route req/s | p50 / p99 ms | ceiling req/s | p50 / p99 ms | ratio | ≥ 0.50 | cache |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|:---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.route} | ${(r.htmlBytes / 1024).toFixed(1)} | ${r.routeStats.rps} | ${r.routeStats.p50Ms} / ${r.routeStats.p99Ms} | ${r.ceilingStats.rps} | ${r.ceilingStats.p50Ms} / ${r.ceilingStats.p99Ms} | ${r.ratio.toFixed(2)} | ${r.meetsTarget ? 'yes' : '**NO**'} | ${r.cacheHeader} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  if (args.includes('--layers')) {
    const { runLayers } = await import('../bench/lib/layers.mjs');
    await runLayers({ samples: opt('samples', 10), warm: opt('warm', 10), cmsLatencyMs: opt('cms-latency', 50) });
    return;
  }
  const started = new Date();
  const onlyCache = args.includes('--only-cache');
  const onlyCold = args.includes('--only-cold');
  log(
    `bench: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${DURATION} s × ${CONNECTIONS} connections per measurement`,
  );
  const variants = await buildVariants({ quiet: false });
  const servers = [];
  const result = {
    date: started.toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavgAtStart: loadavg() },
    settings: {
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
      renderIterations: ITERATIONS,
      throughputTarget: THROUGHPUT_TARGET,
      renderP99TargetMs: RENDER_P99_TARGET_MS,
      cpuLimitMs: CPU_LIMIT_MS,
    },
    cacheWiredInApp: variants.wired,
    notes: [],
  };
  try {
    // The pages as served (their HTML becomes the ceiling files).
    const probe = await startProductionServer({ script: variants.noCache.script, vars: variants.noCache.vars });
    servers.push(probe);
    const { routes, slug, notes } = await resolveRoutes(probe.url);
    result.articleSlug = slug ?? null;
    result.notes.push(...notes);
    const pages = await fetchPages(probe.url, routes);
    for (const p of pages) if (p.status !== 200) result.notes.push(`${p.route} answered ${p.status}`);
    await probe.stop();
    servers.pop();
    // The cold path, first: the shipped bundle (HTML cache as configured).
    log(`\ncold path: ${SAMPLES} new workerd processes, one new isolate per route in each:`);
    const size = bundleSize(variants.cache.script);
    const cold = await coldBench({ script: variants.cache.script, routes, samples: SAMPLES, log, profile: args.includes('--profile') });
    result.cold = { size, targets: COLD_TARGETS, ...cold };
    result.cold.verdict = {
      bundle: size.rawBytes <= COLD_TARGETS.rawBytes && size.gzipBytes <= COLD_TARGETS.gzipBytes,
      startup: cold.startup.medianMs <= COLD_TARGETS.startupMs,
      firstRequest: cold.routes.every((r) => meetsFirst(r, COLD_TARGETS)),
    };
    log(coldTable(cold, size, COLD_TARGETS));

    const extraAssets = Object.fromEntries(pages.map((p, i) => [`/__bench/ceiling-${i}.html`, p.html]));

    const measured = onlyCold
      ? []
      : onlyCache
        ? [['cache', variants.cache]]
        : [
            ['no-cache', variants.noCache],
            ['cache', variants.cache],
          ];
    for (const [label, variant] of measured) {
      log(`\nthroughput, ${label === 'cache' ? 'with' : 'without'} the HTML cache:`);
      const server = await startProductionServer({ script: variant.script, vars: variant.vars, extraAssets });
      servers.push(server);
      result[label === 'cache' ? 'withCache' : 'withoutCache'] = { throughput: await loadRoutes(server, pages, label) };
      await server.stop();
      servers.pop();
    }

    for (const [label, variant] of measured) {
      log(
        `\nrender time in Node (main-thread busy ms per request, ${ITERATIONS} renders), ${label === 'cache' ? 'with' : 'without'} the HTML cache:`,
      );
      // The tree may be mid-edit (other engineers work in it): a failed render bundle is
      // recorded, and the throughput figures are still written.
      let render = [];
      for (let attempt = 1; attempt <= 2 && render.length === 0; attempt++) {
        try {
          // The baseline (React alone streaming a static tree) is measured once, with the renders.
          const measured = label === 'cache' ? routes : [BASELINE_ROUTE, ...routes];
          render = await renderBench({ routes: measured, iterations: ITERATIONS, entry: variant.entry, vars: variant.vars });
        } catch (err) {
          result.notes.push(`render bench (${label}) attempt ${attempt} failed: ${String(err.message).split('\n')[0]}`);
          log(`  render bench failed: ${String(err.message).split('\n').slice(0, 3).join(' ')}`);
        }
      }
      for (const r of render)
        log(
          `  ${r.route.padEnd(36)} p50 ${r.p50Ms} ms p90 ${r.p90Ms} ms p99 ${r.p99Ms} ms max ${r.maxMs} ms | without GC pauses p99 ${r.workP99Ms} ms`,
        );
      result[label === 'cache' ? 'withCache' : 'withoutCache'].render = render;
    }
    if (args.includes('--cms') && !onlyCold) {
      const pagesWithCms = routes.filter((r) => !/\/blog/.test(r));
      log(`\nrender time in Node with a CMS (the marketing pages' texts from recorded Strapi 5 entries), without the HTML cache:`);
      result.withCms = {
        render: await renderBench({
          routes: pagesWithCms,
          iterations: ITERATIONS,
          entry: variants.noCache.entry,
          vars: variants.noCache.vars,
          cms: true,
        }),
      };
      for (const r of result.withCms.render) log(`  ${r.route.padEnd(36)} p50 ${r.p50Ms} ms p90 ${r.p90Ms} ms p99 ${r.p99Ms} ms`);
    }
  } finally {
    for (const s of servers) await s.stop().catch(() => {});
    await variants.cleanup();
  }
  result.machine.loadavgAtEnd = loadavg();

  const pagesOf = (render) => render.filter((r) => r.route !== BASELINE_ROUTE);
  const verdict = (block) =>
    block
      ? {
          throughputOk: block.throughput.every((r) => r.meetsTarget),
          renderOk: pagesOf(block.render).length > 0 && pagesOf(block.render).every((r) => r.underTarget),
          renderWorkOk: pagesOf(block.render).length > 0 && pagesOf(block.render).every((r) => r.workUnderTarget),
        }
      : undefined;
  result.verdict = { withoutCache: verdict(result.withoutCache), withCache: verdict(result.withCache) };

  const cold = result.cold;
  const md = [
    `# Benchmark: the cold path, then routes against the static ceiling`,
    '',
    `${started.toISOString()} · ${result.machine.cpus} × ${result.machine.model} · load average at start ${result.machine.loadavgAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${result.machine.loadavgAtEnd.map((l) => l.toFixed(2)).join(' ')}`,
    '',
    ...(cold
      ? [
          '## Cold path: a new isolate',
          '',
          `The deploy bundle (\`wrangler deploy --dry-run --outdir\`). Start-up: the CPU time of workerd's main thread while a new isolate evaluates the bundle (an entry module imports it, as \`wrangler check startup\` does), median over ${cold.startup.runs} new isolates in ${cold.samples} new workerd processes (load average 1 min during the samples: ${cold.loadavg1.min}–${cold.loadavg1.max}, median ${cold.loadavg1.median}). First request: the same thread's CPU time through the first request of the route in that isolate, after start-up (one isolate per route per process, median over ${cold.samples}), twice: in an isolate that finds nothing cached and renders (the location's first view of the page in this version), then in a second new isolate of the same process once the first stored the page in the location's cache (\`caches.default\`, which Miniflare simulates with a Durable Object on the same thread: its CPU is counted, where Cloudflare's cache is native). Floor: a bare Hono worker (one route, a short HTML page) measured the same way in the same processes. Warm: the mean of ${30} requests after the first, median over the first two processes: cached (HTML cache on, as shipped) and fresh (a second isolate with \`HTML_CACHE=off\`). All figures include Miniflare's request proxy, which runs on the same thread (the floor shows its size), and err high on a loaded machine. Targets: bundle ≤ ${(COLD_TARGETS.rawBytes / 1048576).toFixed(1)} MB raw and ≤ ${COLD_TARGETS.gzipBytes / 1024} KB gzip, start-up ≤ ${COLD_TARGETS.startupMs} ms, first request ≤ ${COLD_TARGETS.firstMs} ms.`,
          '',
          coldTable(cold, cold.size, COLD_TARGETS),
          '',
          ...(cold.startupTop
            ? [
                "Start-up profile (one more isolate under V8's sampling profiler, self time per frame, inflated by the profiler):",
                '',
                ...cold.startupTop.map((f) => `- ${f.ms} ms ${f.frame}`),
                '',
              ]
            : []),
        ]
      : []),
    ...(onlyCold
      ? []
      : [
          `Production build (\`wrangler deploy --dry-run\`, React production) on local workerd (Miniflare), autocannon on loopback, ${CONNECTIONS} connections, ${DURATION} s per side in ${ROUNDS} alternating rounds (route, ceiling, route, …) after ${WARMUP} s of warm-up each; req/s over the total time, latency = median of the rounds' p50 / p99. Ceiling: the route's own HTML as a static asset of the same worker. Render: main-thread busy time per request (event-loop active time: what the isolate's CPU limit bills, GC on the thread included, waiting between flushes excluded) in Node with the same production build, each route in a fresh worker-thread isolate, ${ITERATIONS} renders after 200 warm-up, the event loop turning once between renders as a server's does between requests (so React's per-render timer fires and the render's state dies young); process CPU mean includes V8's helper threads. GC pauses on the thread are told apart (PerformanceObserver 'gc' entries): "renders with a GC pause" and "without GC pauses" count those inside each render, "GC ms per render" every pause of the run (between renders too) spread over its renders. The baseline row is React alone streaming a static 300-element tree through the same renderToReadableStream and Response, none of the app. Targets: ratio ≥ ${THROUGHPUT_TARGET}, render p99 < ${RENDER_P99_TARGET_MS} ms (the free plan's CPU limit is ${CPU_LIMIT_MS} ms).`,
          '',
          `HTML cache wired in src/app.tsx: ${variants.wired ? 'yes' : 'not yet (the with-cache build inserts it after htmlCacheControl)'}. Article: ${result.articleSlug ?? 'none yet'}.`,
        ]),
    ...result.notes.map((n) => `- note: ${n}`),
    '',
  ];
  for (const [title, block] of [
    ['Without the HTML cache', result.withoutCache],
    ['With the HTML cache', result.withCache],
  ]) {
    if (!block) continue;
    md.push(
      `## ${title}`,
      '',
      '### Throughput',
      '',
      throughputTable(block.throughput),
      '',
      '### Render time (Node, main-thread busy ms per request)',
      '',
      renderTable(block.render),
      '',
    );
  }
  if (result.withCms) {
    md.push(
      '## With a CMS, without the HTML cache',
      '',
      "The marketing pages' texts from a CMS (the entries a real Strapi 5 gave after `npm run cms:import`, recorded), warm: render time as above, beside the same routes without a CMS.",
      '',
      renderTable(result.withCms.render),
      '',
    );
  }
  md.push(
    '## Verdict',
    '',
    ...(cold
      ? [
          `- cold path: bundle ${cold.verdict.bundle ? 'within' : 'OVER'} budget; start-up ${cold.verdict.startup ? 'meets' : 'MISSES'} ≤ ${COLD_TARGETS.startupMs} ms; first request ${cold.verdict.firstRequest ? 'meets' : 'MISSES'} ≤ ${COLD_TARGETS.firstMs} ms on every route when the location's cache holds the page (${Math.min(...cold.routes.map((r) => r.locationHitMedianMs))}–${Math.max(...cold.routes.map((r) => r.locationHitMedianMs))} ms), ${Math.min(...cold.routes.map((r) => r.firstMedianMs))}–${Math.max(...cold.routes.map((r) => r.firstMedianMs))} ms when it renders`,
        ]
      : []),
    ...Object.entries(result.verdict)
      .filter(([, v]) => v)
      .map(
        ([k, v]) =>
          `- ${k}: throughput ${v.throughputOk ? 'meets' : 'MISSES'} the 50% target; render ${v.renderOk ? 'meets' : 'MISSES'} p99 < 5 ms (busy time, GC pauses included); without GC pauses ${v.renderWorkOk ? 'meets' : 'MISSES'} it`,
      ),
    '',
  );
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  // --only-cold keeps the full run's files and writes the cold path's own.
  const name = onlyCold ? 'cold' : 'latest';
  await writeFile(path.join(root, `bench/results/${name}.json`), JSON.stringify(result, null, 2) + '\n');
  await writeFile(path.join(root, `bench/results/${name}.md`), md.join('\n'));
  log('\n' + md.join('\n'));
  log(`written: bench/results/${name}.json, bench/results/${name}.md`);
  if (cold && !Object.values(cold.verdict).every(Boolean)) process.exitCode = 1;
  if (onlyCold) return;
  // Throughput is judged as shipped (with the cache); render time on real renders (without it).
  const shipped = result.withCache ?? result.withoutCache;
  const renders = result.withoutCache ?? result.withCache;
  const pageRenders = pagesOf(renders.render);
  if (!shipped.throughput.every((r) => r.meetsTarget) || !pageRenders.length || !pageRenders.every((r) => r.underTarget))
    process.exitCode = 1;
}

await main();
