// The layer bench's verdicts and report (bench/lib/layers.mjs): the samples summarised per
// variant and page, what each layer is worth against THRESHOLD, and the Markdown table.
import { cpus } from 'node:os';
import { median, PATHS, pagesOf, round, THRESHOLD, VARIANTS } from './config.mjs';

export function summarize(raw, variants = VARIANTS) {
  const summary = {};
  for (const variant of variants) {
    const runs = raw[variant.name] ?? [];
    if (runs.length === 0) continue;
    const pages = pagesOf(variant).filter(([, route]) => runs.every((r) => r.pages[route]));
    const floorWarm = median(runs.map((r) => r.floor.warm));
    const floorFirst = median(runs.map((r) => r.floor.first));
    const s = {
      samples: runs.length,
      startupMs: round(median(runs.flatMap((r) => r.startupMs))),
      floor: { warm: round(floorWarm), first: round(floorFirst) },
      pages: {},
    };
    for (const [kind, route] of pages) {
      const row = { kind };
      for (const key of variant.paths) {
        const floor = key.startsWith('warm') ? floorWarm : floorFirst;
        const cpu = runs.map((r) => r.pages[route][key].cpu);
        row[key] = {
          ms: round(Math.max(median(cpu) - floor, 0)),
          rawMs: round(median(cpu)),
          wallMs: round(median(runs.map((r) => r.pages[route][key].wall))),
          states: [...new Set(runs.map((r) => r.pages[route][key].state ?? 'none'))],
        };
      }
      s.pages[route] = row;
    }
    summary[variant.name] = s;
  }
  return summary;
}

/** Share of the page's server time without the layer that the layer saves. */
const share = (withMs, withoutMs) => (withoutMs > 0 ? (withoutMs - withMs) / withoutMs : 0);

/** Per layer and page: each path's figures with and without it, its share and the verdict. */
export function verdicts(result, variants = VARIANTS) {
  const out = [];
  // Variants in order: the control (the noise) is judged first, and every layer against its noise.
  let noise = {};
  for (const variant of variants) {
    const baseline = result.summary[variant.cms ? 'cms' : 'shipped'];
    const without = result.summary[variant.name];
    if (!variant.layer || !without) continue;
    /** A share counts when it is at least the threshold and twice the noise on its path. */
    const bar = (key) => (variant.control || variant.wall ? THRESHOLD : Math.max(THRESHOLD, 2 * (noise[key] ?? 0)));
    const rows = Object.entries(baseline.pages).map(([route, withRow]) => {
      const figure = (row, key, startup) =>
        variant.wall ? row.wallMs : round(row.ms + (variant.withStartup && key.startsWith('cold') ? startup : 0));
      const paths = Object.fromEntries(
        variant.paths.map((key) => {
          const [a, b] = [figure(withRow[key], key, baseline.startupMs), figure(without.pages[route][key], key, without.startupMs)];
          return [key, { with: a, without: b, share: round(share(a, b), 3) }];
        }),
      );
      const best = (keys) => Math.max(0, ...keys.filter((k) => paths[k]).map((k) => paths[k].share));
      const counts = (keys) => keys.some((k) => paths[k] && paths[k].share >= bar(k));
      const warm = best(['warmAnon', 'warmVisitor']);
      const cold = best(['coldAnon', 'coldRender']);
      const acts = !variant.acts || variant.acts.includes(route);
      return {
        route,
        kind: withRow.kind,
        paths,
        warm,
        cold,
        acts,
        earns: acts && (counts(['warmAnon', 'warmVisitor']) || counts(['coldAnon', 'coldRender'])),
      };
    });
    // The median |share| over the pages, per path: for the control, the noise.
    const spread = Object.fromEntries(variant.paths.map((key) => [key, round(median(rows.map((r) => Math.abs(r.paths[key].share))), 3)]));
    if (variant.control) noise = spread;
    out.push({
      variant: variant.name,
      layer: variant.layer,
      measure: variant.wall ? 'wall ms' : variant.withStartup ? 'CPU ms, new isolate with start-up' : 'CPU ms',
      control: Boolean(variant.control),
      samples: without.samples,
      startup: { with: baseline.startupMs, without: without.startupMs },
      bars: Object.fromEntries(variant.paths.map((key) => [key, round(bar(key), 3)])),
      rows,
      earns: rows.some((r) => r.earns),
      spread,
      borderline: rows.filter((r) => r.acts && !r.earns && Math.max(r.warm, r.cold) >= THRESHOLD / 2).map((r) => r.route),
    });
  }
  return out;
}

const pct = (x) => `${Math.round(x * 100)} %`;

export function layersMarkdown(result, judged) {
  const lines = [
    '# What each cache layer is worth',
    '',
    `${result.started.toISOString()} · ${cpus().length} × ${cpus()[0]?.model} (shared with other work: load average 1 min ${round(result.loadavg1.min)}–${round(result.loadavg1.max)}, median ${round(result.loadavg1.median)})`,
    '',
    `The production bundle (\`wrangler deploy --dry-run\`) with one layer switched off at a time (a patched copy of src/ in bench/.tmp, or the location tier by \`HTML_CACHE = "isolate"\`), on local workerd (Miniflare). Server time: the CPU time of workerd's main thread per request (/proc schedstat) less a bare Hono worker's in the same process (Miniflare's request proxy runs on that thread), median over ${result.samples} samples, each a new workerd process per variant, the variants interleaved. Warm: the mean of ${result.warm} requests to an isolate that has served the page, anonymous (the HTML cache may answer) and as a visitor with the consent cookie (cookie_consent: the HTML cache neither stores nor serves that view, the page renders). New isolate: its first request after start-up, once another isolate stored the page in the location's cache (anonymous), and as the first view of the page in the location (renders, as a visitor with cookies of its own does in any new isolate). Each layer is measured without it on the paths it acts on; on the others it does nothing by construction ("—": a hit of the HTML cache renders nothing, a new isolate's own HTML cache is empty, the location tier is asked only on the isolate's misses). Share: (without − with) / without. Rule: a layer that saves under ${pct(THRESHOLD)} of a page's server time on both paths (warm: either warm column; new isolate: either new-isolate column) goes. Noise: the build as shipped measured again in its own processes (the first table); a saving counts on a page when it is at least ${pct(THRESHOLD)} and at least twice that noise on its path (the median |share| of the control over the pages). caches.default and KV are simulated by Miniflare on the same thread (their CPU is counted; Cloudflare's are native), and the CMS is a loopback server replaying recorded Strapi 5 answers after ${result.cmsLatencyMs} ms (the KV content cache is judged on wall time: what it saves is that round trip).`,
    '',
  ];
  const summary = ['| layer | verdict | pages where its saving counts | start-up ms with / without |', '|---|---|---|---:|'];
  for (const j of judged) {
    summary.push(
      `| ${j.layer} (${j.measure}; ${j.samples} samples) | ${j.control ? `noise: median \\|share\\| ${PATHS.map(([key]) => pct(j.spread[key])).join(' / ')} (${PATHS.map(([, t]) => t).join(' / ')})` : j.earns ? 'earns its place' : '**goes**'} | ${
        j.control
          ? '—'
          : j.rows
              .filter((r) => r.earns)
              .map((r) => r.kind)
              .join(', ') || 'none'
      } | ${j.startup.with} / ${j.startup.without} |`,
    );
  }
  lines.push('## Summary', '', ...summary, '');
  for (const j of judged) {
    lines.push(
      `## ${j.layer}`,
      '',
      `Bar per path (${PATHS.map(([, t]) => t).join(' / ')}): ${PATHS.map(([key]) => (j.bars[key] === undefined ? '—' : pct(j.bars[key]))).join(' / ')}. Figures: ${j.measure === 'wall ms' ? `wall time of the request in ms (the CMS answers after ${result.cmsLatencyMs} ms; its round trip is what this layer saves)` : j.measure === 'CPU ms' ? 'server CPU ms' : 'server CPU ms; in a new isolate, start-up and first request together (the alias changes the bundle start-up evaluates)'}.`,
      '',
      `| page | ${PATHS.map(([, t]) => `${t}: with / without ms (share)`).join(' | ')} | counts |`,
      `|---|${PATHS.map(() => '---:').join('|')}|:---:|`,
    );
    for (const r of j.rows) {
      lines.push(
        `| ${r.kind} (${r.route}) | ${PATHS.map(([key]) => (r.paths[key] ? `${r.paths[key].with} / ${r.paths[key].without} (${pct(r.paths[key].share)})` : '—')).join(' | ')} | ${r.acts ? (r.earns ? 'yes' : 'no') : 'does not act here'} |`,
      );
    }
    if (j.borderline.length) lines.push('', `Borderline (5–10 %): ${j.borderline.join(', ')}.`);
    lines.push('');
  }
  lines.push('## Server time per variant (CPU ms, floor subtracted; wall ms; cache states seen)', '');
  for (const [name, s] of Object.entries(result.summary)) {
    lines.push(`### ${name}`, '', `Start-up ${s.startupMs} ms; floor: first ${s.floor.first} ms, warm ${s.floor.warm} ms.`, '');
    lines.push(`| page | ${PATHS.map(([, t]) => t).join(' | ')} |`, `|---|${PATHS.map(() => '---:').join('|')}|`);
    for (const [route, row] of Object.entries(s.pages)) {
      lines.push(
        `| ${route} | ${PATHS.map(([key]) => (row[key] ? `${row[key].ms}; ${row[key].wallMs} (${row[key].states.join('/')})` : '—')).join(' | ')} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A result from the raw samples of earlier runs (merged): `node bench/lib/layers.mjs --from-raw a.json,b.json`. */
