// Throughput of `npm run bench` (scripts/bench.mjs): autocannon on each route and on its ceiling
// (the route's own HTML as a static asset of the same worker), in alternating rounds, and the
// table of bench/results/latest.md.
import autocannon from 'autocannon';

function cannon(url, duration, connections) {
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

export async function fetchPages(baseUrl, routes) {
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

/**
 * Runs route and ceiling back to back for every route on one server: `settings` are the seconds
 * of each measurement and of its warm-up, the connections, the rounds and the ratio to meet.
 */
export async function loadRoutes(server, pages, label, { duration, warmup, connections, rounds, target }) {
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
    await cannon(routeUrl, warmup, connections);
    await cannon(ceilingUrl, warmup, connections);
    // Alternating rounds (route, ceiling, route, ceiling, …): the other load on a shared machine
    // drifts within seconds, and alternating exposes both sides to the same drift.
    const routeRounds = [];
    const ceilingRounds = [];
    const each = duration / rounds;
    for (let round = 0; round < rounds; round++) {
      routeRounds.push(await cannon(routeUrl, each, connections));
      ceilingRounds.push(await cannon(ceilingUrl, each, connections));
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
    row.meetsTarget = row.ratio >= target && route.non2xx === 0 && route.errors === 0;
    rows.push(row);
    console.log(
      `  [${label}] ${page.route.padEnd(36)} ${String(route.rps).padStart(6)} req/s p50 ${route.p50Ms} ms p99 ${route.p99Ms} ms | ceiling ${String(ceiling.rps).padStart(6)} req/s p50 ${ceiling.p50Ms} p99 ${ceiling.p99Ms} | ratio ${row.ratio}${route.non2xx ? ` non2xx ${route.non2xx}` : ''}`,
    );
  }
  return rows;
}

export function throughputTable(rows) {
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
