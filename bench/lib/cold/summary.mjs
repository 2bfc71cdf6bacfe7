// The cold bench's figures (bench/lib/cold.mjs): the samples of every route summarised, the
// first-request target, and the table the bench's report prints.
import { loadavg } from 'node:os';
import { median, p90, round, topFrames } from './profile.mjs';

/** A figure of the last sample, with the cache state when it is not the expected one. */
const lastOf = (sink, expected) =>
  `${round(sink.firstMs.at(-1))}${sink.cacheState.at(-1) === expected ? '' : ` (${sink.cacheState.at(-1)})`}`;

/** The progress line of one sample (one new workerd process). */
export function sampleLine(out, routes, s, samples) {
  const each = (pick, expected) => routes.map((r) => lastOf(out[pick][r], expected)).join(' / ');
  return `  cold sample ${s + 1}/${samples}: start-up ${round(out.routes[routes[0]].startupMs.at(-1))} ms (bare Hono ${round(out.bare.startupMs.at(-1))} ms), first requests from the build ${each('built', 'HIT-BUILD')} ms, rendering ${each('routes', 'MISS')} ms, from the location cache ${each('location', 'HIT-LOCATION')} ms (bare Hono ${round(out.bare.firstMs.at(-1), 2)}, bare React ${round(out.bareReact.firstMs.at(-1), 2)}), load ${loadavg()[0].toFixed(2)}`;
}

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
        builtMedianMs: round(median(out.built[route].firstMs), 2),
        builtP90Ms: round(p90(out.built[route].firstMs), 2),
        builtMaxMs: round(Math.max(...out.built[route].firstMs), 2),
        builtStates: [...new Set(out.built[route].cacheState)],
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

/** Every isolate of the route (of that kind) was served as `state`. */
const servedAs = (states, state) => states?.length === 1 && states[0] === state;
const servedFromLocation = (r) => servedAs(r.locationStates, 'HIT-LOCATION');

/**
 * The first-request target holds where a new isolate's first view is served from the build's
 * pages (every sample 'HIT-BUILD') within the budget: what a visitor of a deployed site with
 * embedded content gets on a page nobody at their location has seen since the deploy.
 */
export const meetsFirst = (r, budgets) => servedAs(r.builtStates, 'HIT-BUILD') && r.builtMedianMs <= budgets.firstMs;

export function coldTable(cold, size, budgets) {
  const lines = [
    `| measure | this worker | floor (bare Hono) | target |`,
    `|---|---:|---:|---:|`,
    `| bundle raw | ${(size.rawBytes / 1024).toFixed(0)} KB | — | ≤ ${(budgets.rawBytes / 1024).toFixed(0)} KB |`,
    `| bundle gzip | ${(size.gzipBytes / 1024).toFixed(0)} KB | — | ≤ ${(budgets.gzipBytes / 1024).toFixed(0)} KB |`,
    `| start-up CPU, median of ${cold.startup.runs} new isolates (p90) | ${cold.startup.medianMs} ms (${cold.startup.p90Ms}) | ${cold.bare.startupMedianMs} ms (bare Hono + React: ${cold.bareReact.startupMedianMs} ms) | ≤ ${budgets.startupMs} ms |`,
    '',
    `| route | status | first request in a new isolate, page from the build: median of ${cold.samples} (p90 / max) ms | first request in a new isolate, page in the location's cache: median (p90) ms | first request in a new isolate, nothing cached (renders): median (p90 / max) ms | floors: bare Hono / bare Hono + React stream render, first request ms | warm fresh render ms | warm cached render ms | first ≤ ${budgets.firstMs} ms (from the build) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const r of cold.routes) {
    const served = servedFromLocation(r) ? '' : ` (served as ${r.locationStates?.join('/')})`;
    const built = servedAs(r.builtStates, 'HIT-BUILD') ? '' : ` (served as ${r.builtStates?.join('/')})`;
    lines.push(
      `| ${r.route} | ${r.status} | ${r.builtMedianMs} (${r.builtP90Ms} / ${r.builtMaxMs})${built} | ${r.locationHitMedianMs} (${r.locationHitP90Ms})${served} | ${r.firstMedianMs} (${r.firstP90Ms} / ${r.firstMaxMs}) | ${cold.bare.firstMedianMs} / ${cold.bareReact.firstMedianMs} | ${r.freshWarmMs ?? 'n/a'} | ${r.cachedWarmMs ?? 'n/a'} | ${meetsFirst(r, budgets) ? 'yes' : '**NO**'} |`,
    );
  }
  return lines.join('\n');
}
