// The three figures of a new isolate's visit that `npm run bench` prints beside their targets
// (docs/performance.md): start-up as `wrangler check startup` measures it, against a bare Hono
// worker in the same run; the first render in a new isolate (the cold path, nothing cached); and
// first paint on a phone (Lighthouse mobile, the median run per route, from the last
// `npm run lighthouse`, whose date and load go with it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STARTUP_MARGIN_MS } from '../../bench/lib/startup-check.mjs';

/** Targets of a new isolate's visit (ms): start-up above bare Hono, first render CPU, first paint. */
export const VISIT_TARGETS = { startupAboveBareMs: STARTUP_MARGIN_MS, firstRenderMs: 15, lcpMs: 1000, fcpMs: 900 };

/** The last Lighthouse run's first-paint figures (bench/results/lighthouse.json), or undefined. */
export async function lastLighthouse(root) {
  try {
    const run = JSON.parse(await readFile(path.join(root, 'bench/results/lighthouse.json'), 'utf8'));
    const rows = run.rows.filter((r) => r.metrics);
    return {
      date: run.date,
      loadavg: run.loadavg,
      routes: rows.length,
      lcpMaxMs: Math.max(...rows.map((r) => r.metrics.lcpMs)),
      fcpMaxMs: Math.max(...rows.map((r) => r.metrics.fcpMs)),
      performanceMin: Math.min(...rows.map((r) => r.scores.performance)),
      clsMax: Math.max(...rows.map((r) => r.metrics.cls)),
    };
  } catch {
    return undefined;
  }
}

const yes = (ok) => (ok ? 'yes' : '**NO**');

/**
 * The figures as a Markdown table and a verdict: `startup` from bench/lib/startup-check.mjs,
 * `cold` from bench/lib/cold.mjs, `paint` from lastLighthouse().
 */
export function visitTargets({ startup, cold, paint }, targets = VISIT_TARGETS) {
  const rows = [];
  const verdict = {};
  if (startup) {
    verdict.startup = startup.meetsTarget;
    rows.push(
      `| start-up, \`wrangler check startup\` above bare Hono, median of ${startup.runs} (profile window / active) | ${startup.aboveBare.windowMs} / ${startup.aboveBare.activeMs} ms (site ${startup.site.windowMs} / ${startup.site.activeMs}, bare Hono ${startup.bareHono.windowMs} / ${startup.bareHono.activeMs}; load ${startup.loadavg1.median}) | ≤ ${targets.startupAboveBareMs} ms | ${yes(verdict.startup)} |`,
    );
  }
  if (cold) {
    // A new isolate's first view of a page of the embedded content is served from the build's
    // pages (src/html-cache/build.ts); what it costs where it must render stands beside it.
    const first = (r) => (r.builtStates?.length === 1 && r.builtStates[0] === 'HIT-BUILD' ? r.builtMedianMs : Number.POSITIVE_INFINITY);
    const worst = cold.routes.reduce((a, r) => (first(r) > first(a) ? r : a));
    const range = (pick) => `${Math.min(...cold.routes.map(pick))}–${Math.max(...cold.routes.map(pick))}`;
    verdict.firstRender = cold.routes.every((r) => first(r) <= targets.firstRenderMs);
    rows.push(
      `| first render in a new isolate, CPU, median of ${cold.samples}, worst route (served from the build's pages) | ${worst.builtMedianMs} ms (${worst.route}${first(worst) === Number.POSITIVE_INFINITY ? `, served as ${worst.builtStates?.join('/')}` : ''}; every route ${range((r) => r.builtMedianMs)}; where it must render: ${range((r) => r.firstMedianMs)}) | ≤ ${targets.firstRenderMs} ms on every route | ${yes(verdict.firstRender)} |`,
    );
  }
  if (paint) {
    verdict.paint =
      paint.lcpMaxMs <= targets.lcpMs && paint.fcpMaxMs <= targets.fcpMs && paint.performanceMin === 100 && paint.clsMax === 0;
    rows.push(
      `| first paint, Lighthouse mobile, median run, worst of ${paint.routes} routes (last \`npm run lighthouse\`: ${paint.date}, load ${paint.loadavg?.start?.[0] ?? '?'}) | LCP ${paint.lcpMaxMs} ms, FCP ${paint.fcpMaxMs} ms, performance ≥ ${paint.performanceMin}, CLS ≤ ${paint.clsMax} | LCP ≤ ${targets.lcpMs} ms, FCP ≤ ${targets.fcpMs} ms, performance 100, CLS 0 | ${yes(verdict.paint)} |`,
    );
  } else rows.push('| first paint, Lighthouse mobile | not measured yet (`npm run lighthouse`) | LCP ≤ 1000 ms, FCP ≤ 900 ms | — |');
  return {
    verdict,
    table: ['| a new isolate’s visit | measured | target | met |', '|---|---|---|:---:|', ...rows].join('\n'),
  };
}
