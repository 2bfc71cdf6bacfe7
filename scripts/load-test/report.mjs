// The load test's figures and report (scripts/load-test.mjs): what each endpoint answered, and the
// Markdown of bench/results/load.md.
import { measurementLine } from './beacons.mjs';
import { percentile } from './measure.mjs';

/**
 * Per endpoint: requests, the answers that count as served (2xx/3xx), rate-limited form posts (a
 * 429 on a post is the rate limit doing its job) and errors, with latency p50 and p99.
 */
export function endpointFigures(stats) {
  return [...stats].map(([name, s]) => {
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
}

/** bench/results/load.md: the run's settings, its figures, the endpoints' table, the memory samples. */
export function loadReport(result, { useCache, duration, connections, warmupS, phaseS }) {
  const s = result.summary;
  const m = result.memory;
  const h = m.workerHeap;
  const c = result.control;
  const md = [
    '# Load test',
    '',
    `${result.date} · production build on local workerd${useCache ? ' with the HTML cache' : ''} · ${duration} s × ${connections} connections on loopback (${warmupS} s warm-up, then phases of ${phaseS} s) · ${result.machine.cpus} CPUs, load average ${result.machine.loadavgAtStart.map((l) => l.toFixed(2)).join(' ')} at start`,
    '',
    `- requests: ${s.requests} (${s.rps} req/s), latency p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms, max ${s.latencyMaxMs} ms`,
    `- errors (non-2xx/3xx except 429 on form posts, socket errors, timeouts): **${s.errors}**`,
    `- form posts accepted: ${s.formPostsAccepted}; rate-limited (expected): ${s.rateLimitedExpected}`,
    ...(result.measurement ? [measurementLine(result.measurement)] : []),
    h
      ? `- worker isolate live JS heap (after a full GC, between phases): ${h.liveAfterPhasesMb.map((p) => `${p.mb} MB at ${p.afterS} s`).join(', ')}: growth after warm-up **${h.liveGrowthAfterWarmupMb} MB** (${h.grows ? '**above**' : 'within'} the ${h.leakThresholdMb} MB allowed); used size under load (garbage included) at most ${h.usedUnderLoadMaxMb} MB`
      : '- worker isolate JS heap: not read (inspector unreachable)',
    `- workerd process RSS: ${m.startMb} MB at start, ${m.afterWarmupMb} MB after warm-up, max ${m.maxMb} MB, ${m.endMb} MB at end: growth after warm-up ${m.growthAfterWarmupMb} MB (trend ${m.slopeAfterWarmupKbPerMin} KB/min)`,
    c
      ? `- control, the same load on one static file (${c.path}; no worker code runs; ${c.errors} errors): workerd RSS ${c.startMb} MB at start, ${c.afterWarmupMb} MB after ${warmupS} s, ${c.endMb} MB at end: growth after warm-up ${c.growthAfterWarmupMb} MB`
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
  return md.join('\n');
}
