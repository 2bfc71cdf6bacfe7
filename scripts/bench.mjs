// `npm run bench`: the cold path first (what a low-traffic site's visitors get: the deploy
// bundle's size, its start-up CPU and the first request in a new isolate, beside a bare Hono
// worker and the warm renders), then throughput and latency of the seven routes against the
// static ceiling, and server render time, on the production build, without and with the edge
// HTML cache.
//
// First, the three figures of a new isolate's visit beside their targets (scripts/bench/targets.mjs):
// `wrangler check startup` for the site and a bare Hono worker in turn (bench/lib/startup-check.mjs),
// the first render in a new isolate (the cold path below), and first paint from the last
// `npm run lighthouse`.
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
// --cms adds the marketing pages' render time with a CMS (scripts/render-bench/recorded-cms.mjs).
// Its parts: the throughput measurements (scripts/bench/throughput.mjs) and the report
// (scripts/bench/report.mjs).
//
//   npm run bench [-- --duration 6 --connections 16 --iterations 1000 --samples 20 --startup-runs 5 --only-cache --only-cold --cms --profile]
//   npm run bench -- --layers [--samples 10 --warm 10 --cms-latency 50]
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { resolveRoutes, root, startProductionServer } from '../bench/lib/prod-server.mjs';
import { buildVariants } from '../bench/lib/variants.mjs';
import { BENCH_ORIGIN, bundleSize, coldBench, coldTable, meetsFirst } from '../bench/lib/cold.mjs';
import { BUNDLE_BUDGET } from '../bench/lib/bundle-budget.mjs';
import { startupCheck } from '../bench/lib/startup-check.mjs';
import { benchReport } from './bench/report.mjs';
import { lastLighthouse, visitTargets } from './bench/targets.mjs';
import { fetchPages, loadRoutes } from './bench/throughput.mjs';
import { BASELINE_ROUTE, CPU_LIMIT_MS, RENDER_P99_TARGET_MS, renderBench } from './render-bench.mjs';

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
const STARTUP_RUNS = opt('startup-runs', 5);
const THROUGHPUT_TARGET = 0.5;
/** Targets of the cold path on this machine (start-up and first request: CPU ms). */
const COLD_TARGETS = { ...BUNDLE_BUDGET, startupMs: 50, firstMs: 15 };

const log = (...a) => console.log(...a);

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
  // The build renders its pages for the origin the cold bench asks on, as a deploy for its SITE_URL.
  const variants = await buildVariants({ quiet: false, siteUrl: BENCH_ORIGIN });
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

    log(`\nstart-up as \`wrangler check startup\` measures it, ${STARTUP_RUNS} runs of the site and of a bare Hono worker in turn:`);
    result.startupCheck = await startupCheck({ runs: STARTUP_RUNS, log });
    result.visit = visitTargets({ startup: result.startupCheck, cold: result.cold, paint: await lastLighthouse(root) });
    log(`\n${result.visit.table}`);

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
      const settings = { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, rounds: ROUNDS, target: THROUGHPUT_TARGET };
      result[label === 'cache' ? 'withCache' : 'withoutCache'] = { throughput: await loadRoutes(server, pages, label, settings) };
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
      log(`\nrender time in Node with a CMS (the marketing pages' texts from recorded Strapi 5 entries), without the HTML cache:`);
      const pagesWithCms = routes.filter((r) => !r.includes('/blog'));
      const { entry, vars } = variants.noCache;
      result.withCms = { render: await renderBench({ routes: pagesWithCms, iterations: ITERATIONS, entry, vars, cms: true }) };
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

  const report = benchReport(result, {
    started,
    onlyCold,
    coldTargets: COLD_TARGETS,
    duration: DURATION,
    warmup: WARMUP,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    iterations: ITERATIONS,
    target: THROUGHPUT_TARGET,
  });
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  // --only-cold keeps the full run's files and writes the cold path's own.
  const name = onlyCold ? 'cold' : 'latest';
  await writeFile(path.join(root, `bench/results/${name}.json`), JSON.stringify(result, null, 2) + '\n');
  await writeFile(path.join(root, `bench/results/${name}.md`), report);
  log('\n' + report);
  log(`written: bench/results/${name}.json, bench/results/${name}.md`);
  if (result.cold && !Object.values(result.cold.verdict).every(Boolean)) process.exitCode = 1;
  if (result.visit && !Object.values(result.visit.verdict).every(Boolean)) process.exitCode = 1;
  if (onlyCold) return;
  // Throughput is judged as shipped (with the cache); render time on real renders (without it).
  const shipped = result.withCache ?? result.withoutCache;
  const renders = result.withoutCache ?? result.withCache;
  const pageRenders = pagesOf(renders.render);
  if (!shipped.throughput.every((r) => r.meetsTarget) || !pageRenders.length || !pageRenders.every((r) => r.underTarget))
    process.exitCode = 1;
}

await main();
