// The cold bench's figures (bench/lib/cold.mjs): the samples of every route summarised, the
// first-request target, and the table the bench's report prints.
import { median, p90, round, topFrames } from './profile.mjs';

/** The medians, p90s and states of the samples `coldBench` collected (`out`), and the profiles' top frames. */
export function summarize({ out, routes, samples, profiles, profile, rawProfiles }) {
  const allStartups = routes.flatMap((r) => out.routes[r].startupMs);
  return {
    samples,
    method: "CPU time of workerd's main thread (/proc schedstat) per new isolate, one request at a time",
    loadavg1: { min: round(Math.min(...out.load), 2), median: round(median(out.load), 2), max: round(Math.max(...out.load), 2) },
    startup: {
      medianMs: round(median(allStartups)),
      p90Ms: round(p90(allStartups)),
      runs: allStartups.length,
      allThreadsMedianMs: round(median(routes.flatMap((r) => out.routes[r].startupAllMs))),
    },
    bare: {
      startupMedianMs: round(median(out.bare.startupMs), 2),
      firstMedianMs: round(median(out.bare.firstMs), 2),
      runs: out.bare.startupMs.length,
    },
    bareReact: {
      startupMedianMs: round(median(out.bareReact.startupMs), 2),
      firstMedianMs: round(median(out.bareReact.firstMs), 2),
      status: out.bareReact.status[0],
    },
    routes: routes.map((route) => {
      const r = out.routes[route];
      return {
        route,
        status: r.status[0],
        firstMedianMs: round(median(r.firstMs), 2),
        firstP90Ms: round(p90(r.firstMs), 2),
        firstMaxMs: round(Math.max(...r.firstMs), 2),
        firstAllThreadsMedianMs: round(median(r.firstAllMs), 2),
        cacheStates: [...new Set(r.cacheState)],
        locationHitMedianMs: round(median(out.location[route].firstMs), 2),
        locationHitP90Ms: round(p90(out.location[route].firstMs), 2),
        locationStates: [...new Set(out.location[route].cacheState)],
        freshWarmMs: r.freshMs.length ? round(median(r.freshMs), 2) : null,
        cachedWarmMs: r.cachedMs.length ? round(median(r.cachedMs), 2) : null,
        isolates: r.firstMs.length,
      };
    }),
    ...(rawProfiles ? { rawProfiles: profiles } : {}),
    ...(profile
      ? {
          startupTop: profiles.startup ? topFrames(profiles.startup, 20) : [],
          firstTop: Object.fromEntries(Object.entries(profiles.first).map(([r, p]) => [r, topFrames(p, 12)])),
        }
      : {}),
  };
}

/** Every second new isolate of the route was served from the location's cache. */
const servedFromLocation = (r) => r.locationStates?.length === 1 && r.locationStates[0] === 'HIT-LOCATION';

/** The first-request target holds where the visitor's location has the page: served from its cache. */
export const meetsFirst = (r, budgets) => servedFromLocation(r) && r.locationHitMedianMs <= budgets.firstMs;

export function coldTable(cold, size, budgets) {
  const lines = [
    `| measure | this worker | floor (bare Hono) | target |`,
    `|---|---:|---:|---:|`,
    `| bundle raw | ${(size.rawBytes / 1024).toFixed(0)} KB | — | ≤ ${(budgets.rawBytes / 1024).toFixed(0)} KB |`,
    `| bundle gzip | ${(size.gzipBytes / 1024).toFixed(0)} KB | — | ≤ ${(budgets.gzipBytes / 1024).toFixed(0)} KB |`,
    `| start-up CPU, median of ${cold.startup.runs} new isolates (p90) | ${cold.startup.medianMs} ms (${cold.startup.p90Ms}) | ${cold.bare.startupMedianMs} ms (bare Hono + React: ${cold.bareReact.startupMedianMs} ms) | ≤ ${budgets.startupMs} ms |`,
    '',
    `| route | status | first request in a new isolate, page in the location's cache: median of ${cold.samples} (p90) ms | first request in a new isolate, nothing cached (renders): median (p90 / max) ms | floors: bare Hono / bare Hono + React stream render, first request ms | warm fresh render ms | warm cached render ms | first ≤ ${budgets.firstMs} ms (from the location's cache) |`,
    '|---|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const r of cold.routes) {
    const served = servedFromLocation(r) ? '' : ` (served as ${r.locationStates?.join('/')})`;
    lines.push(
      `| ${r.route} | ${r.status} | ${r.locationHitMedianMs} (${r.locationHitP90Ms})${served} | ${r.firstMedianMs} (${r.firstP90Ms} / ${r.firstMaxMs}) | ${cold.bare.firstMedianMs} / ${cold.bareReact.firstMedianMs} | ${r.freshWarmMs ?? 'n/a'} | ${r.cachedWarmMs ?? 'n/a'} | ${meetsFirst(r, budgets) ? 'yes' : '**NO**'} |`,
    );
  }
  return lines.join('\n');
}
