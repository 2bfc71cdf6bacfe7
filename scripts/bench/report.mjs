// The Markdown of `npm run bench` (scripts/bench.mjs): bench/results/latest.md, or cold.md with
// --only-cold, from the run's result.
import { coldTable } from '../../bench/lib/cold.mjs';
import { CPU_LIMIT_MS, RENDER_P99_TARGET_MS, renderTable } from '../render-bench.mjs';
import { throughputTable } from './throughput.mjs';

/** The report of a run: `started` its start, the settings it measured with, `coldTargets` the cold path's targets. */
export function benchReport(result, { started, onlyCold, coldTargets, duration, warmup, connections, rounds, iterations, target }) {
  const cold = result.cold;
  const md = [
    `# Benchmark: the cold path, then routes against the static ceiling`,
    '',
    `${started.toISOString()} · ${result.machine.cpus} × ${result.machine.model} · load average at start ${result.machine.loadavgAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${result.machine.loadavgAtEnd.map((l) => l.toFixed(2)).join(' ')}`,
    '',
    ...(result.visit ? ['## A new isolate’s visit against its targets', '', result.visit.table, ''] : []),
    ...(cold
      ? [
          '## Cold path: a new isolate',
          '',
          `The deploy bundle (\`wrangler deploy --dry-run --outdir\`). Start-up: the CPU time of workerd's main thread while a new isolate evaluates the bundle (an entry module imports it, as \`wrangler check startup\` does), median over ${cold.startup.runs} new isolates in ${cold.samples} new workerd processes (load average 1 min during the samples: ${cold.loadavg1.min}–${cold.loadavg1.max}, median ${cold.loadavg1.median}). First request: the same thread's CPU time through the first request of the route in that isolate, after start-up (one isolate per route per process, median over ${cold.samples}), three ways: in an isolate with the vars the build rendered its pages for (\`SITE_URL\` set to the bench's origin, as a deploy passes its own), served from the build's pages ('HIT-BUILD': a read from the static assets, which Miniflare serves from a worker on the same thread); in an isolate without \`SITE_URL\`, where the build's pages do not apply (one stored page read and refused), that finds nothing cached and renders (the location's first view of the page in this version); then in a second new isolate of that configuration once the first stored the page in the location's cache (\`caches.default\`, which Miniflare simulates with a Durable Object on the same thread: its CPU is counted, where Cloudflare's cache is native). Floor: a bare Hono worker (one route, a short HTML page) measured the same way in the same processes. Warm: the mean of ${30} requests after the first, median over the first two processes: cached (HTML cache on, as shipped) and fresh (a second isolate with \`HTML_CACHE=off\`). All figures include Miniflare's request proxy, which runs on the same thread (the floor shows its size), and err high on a loaded machine. Targets: bundle ≤ ${(coldTargets.rawBytes / 1048576).toFixed(1)} MB raw and ≤ ${coldTargets.gzipBytes / 1024} KB gzip, start-up ≤ ${coldTargets.startupMs} ms, first request ≤ ${coldTargets.firstMs} ms.`,
          '',
          coldTable(cold, cold.size, coldTargets),
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
          `Production build (\`wrangler deploy --dry-run\`, React production) on local workerd (Miniflare), autocannon on loopback, ${connections} connections, ${duration} s per side in ${rounds} alternating rounds (route, ceiling, route, …) after ${warmup} s of warm-up each; req/s over the total time, latency = median of the rounds' p50 / p99. Ceiling: the route's own HTML as a static asset of the same worker. Render: main-thread busy time per request (event-loop active time: what the isolate's CPU limit bills, GC on the thread included, waiting between flushes excluded) in Node with the same production build, each route in a fresh worker-thread isolate, ${iterations} renders after 200 warm-up, the event loop turning once between renders as a server's does between requests (so React's per-render timer fires and the render's state dies young); process CPU mean includes V8's helper threads. GC pauses on the thread are told apart (PerformanceObserver 'gc' entries): "renders with a GC pause" and "without GC pauses" count those inside each render, "GC ms per render" every pause of the run (between renders too) spread over its renders. The baseline row is React alone streaming a static 300-element tree through the same renderToReadableStream and Response, none of the app. Targets: ratio ≥ ${target}, render p99 < ${RENDER_P99_TARGET_MS} ms (the free plan's CPU limit is ${CPU_LIMIT_MS} ms).`,
          '',
          `HTML cache wired in src/app.tsx: ${result.cacheWiredInApp ? 'yes' : 'not yet (the with-cache build inserts it after htmlCacheControl)'}. Article: ${result.articleSlug ?? 'none yet'}.`,
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
      "The marketing pages' texts from a CMS (the entries a real Strapi 5 gave after `npm run cms:import`, recorded), warm; render time as above.",
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
          `- cold path: bundle ${cold.verdict.bundle ? 'within' : 'OVER'} budget; start-up ${cold.verdict.startup ? 'meets' : 'MISSES'} ≤ ${coldTargets.startupMs} ms; first request ${cold.verdict.firstRequest ? 'meets' : 'MISSES'} ≤ ${coldTargets.firstMs} ms on every route when served from the build's pages (${Math.min(...cold.routes.map((r) => r.builtMedianMs))}–${Math.max(...cold.routes.map((r) => r.builtMedianMs))} ms); ${Math.min(...cold.routes.map((r) => r.locationHitMedianMs))}–${Math.max(...cold.routes.map((r) => r.locationHitMedianMs))} ms from the location's cache, ${Math.min(...cold.routes.map((r) => r.firstMedianMs))}–${Math.max(...cold.routes.map((r) => r.firstMedianMs))} ms when it renders`,
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
  return md.join('\n');
}
