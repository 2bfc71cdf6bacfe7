// What each cache layer is worth: the production build with one layer switched off at a time,
// against the build as shipped, per page kind, on the warm path and in a new isolate.
//
// The layers: the HTML cache's in-isolate tier and its location tier (src/html-cache/), the
// <Prerendered> subtrees (src/components/prerendered.tsx), the markdown cache (src/content/markdown/cache.ts),
// the KV content cache (src/content/cache.ts, only on the path with a CMS), and React's Node server
// build swapped in by wrangler.toml's [alias] (src/react-dom-server.cjs).
//
// How a layer is switched off: never by anything a deployment or a visitor could set. Each variant
// is a copy of the project in bench/.tmp/layers/<variant>/ (src/ copied and patched at one anchor
// per layer, every other entry a symlink to the real one), bundled by `wrangler deploy --dry-run`
// as a deploy would. The location tier is off by the operator's own var (HTML_CACHE = "isolate").
//
// Four paths per page, each the CPU time of workerd's main thread (/proc schedstat, as
// bench/lib/cold.mjs), less the same figure for a bare Hono worker in the same process (Miniflare's
// request proxy runs on that thread: the floor is its cost, not the page's):
// - warm, anonymous: an isolate that has served the page, a visitor with no cookie of its own
//   (the HTML cache may answer); the mean of a batch.
// - warm, visitor: the same isolate, a visitor with the consent cookie (cookie_consent, which every
//   visitor who answered the banner carries: the HTML cache never stores nor serves that view, so
//   the page renders every time); the mean of a batch.
// - new isolate, page in the location cache: the first request of a new isolate once another
//   isolate of the location has stored the page (the location tier's case).
// - new isolate, renders: the first request of a new isolate that finds nothing stored (the first
//   view in the location, and what any visitor with a cookie of its own gets in a new isolate).
// A layer is measured without it on the paths it acts on (VARIANTS: paths); on the others it does
// nothing by construction.
// Start-up (the bundle's evaluation in a new isolate) is reported per variant beside them.
// Every sample is a new workerd process per variant, the variants interleaved sample by sample so
// the other load on a shared machine drifts across all of them alike; figures are medians over
// the samples. A layer's share: (time without it − time with it) / time without it. The KV content
// cache saves a CMS round trip rather than CPU: it is judged on the request's wall time, against a
// loopback CMS that replays recorded Strapi 5 answers after --cms-latency ms (default 50).
//
//   npm run bench -- --layers [--samples 10 --warm 10 --cms-latency 50]   (or node bench/lib/layers.mjs …)
// Writes bench/results/layers.json and bench/results/layers.md. A re-run of borderline layers:
//   node bench/lib/layers.mjs --variants control,no-alias --pages /,/about --samples 8 --warm 20 --out layers-rerun --tag rerun//
// The parts: the settings and variants (layers/config.mjs), the builds (layers/build.mjs), the
// measurement (layers/sample.mjs), the verdicts and the report (layers/report.mjs).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { root } from './prod-server.mjs';
import { median, OUT, THRESHOLD, VARIANTS } from './layers/config.mjs';
import { layersMarkdown, summarize, verdicts } from './layers/report.mjs';
import { layersBench } from './layers/sample.mjs';

export { buildLayerVariants, recordedCms } from './layers/build.mjs';
export { CMS_PAGES, PAGES, THRESHOLD, VARIANTS } from './layers/config.mjs';
export { layersMarkdown, summarize, verdicts } from './layers/report.mjs';
export { layersBench } from './layers/sample.mjs';

/** A result from the raw samples of earlier runs (merged): `node bench/lib/layers.mjs --from-raw a.json,b.json`. */
export async function fromRaw(files) {
  const runs = await Promise.all(
    files.map(async (f) => {
      const saved = JSON.parse(await readFile(f, 'utf8'));
      // A file of the samples alone (no run details): the defaults of its run.
      return saved.raw ? saved : { raw: saved, load: [], started: new Date().toISOString(), warm: 6, cmsLatencyMs: 50 };
    }),
  );
  const raw = Object.fromEntries(VARIANTS.map((v) => [v.name, runs.flatMap((r) => r.raw[v.name] ?? [])]));
  const load = runs.flatMap((r) => r.load);
  if (load.length === 0) load.push(loadavg()[0]);
  return {
    started: new Date(runs[0].started),
    samples: Math.min(...Object.values(raw).map((r) => r.length)),
    warm: runs[0].warm,
    cmsLatencyMs: runs[0].cmsLatencyMs,
    loadavg1: { min: Math.min(...load), median: median(load), max: Math.max(...load) },
    summary: summarize(raw),
    raw,
  };
}

export async function runLayers({ samples, warm, cmsLatencyMs, rawFiles, log = console.log }) {
  const result = rawFiles ? await fromRaw(rawFiles) : await layersBench({ samples, warm, cmsLatencyMs, log });
  const judged = verdicts(result);
  const md = layersMarkdown(result, judged);
  const { raw, ...kept } = result;
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, `bench/results/${OUT}.json`),
    `${JSON.stringify({ ...kept, started: result.started.toISOString(), threshold: THRESHOLD, verdicts: judged }, null, 2)}\n`,
  );
  await writeFile(path.join(root, `bench/results/${OUT}.md`), `${md}\n`);
  log(`\n${md}\nwritten: bench/results/${OUT}.json, bench/results/${OUT}.md`);
  return { result, judged };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name, def) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : def);
  const rawFiles = args.includes('--from-raw') ? args[args.indexOf('--from-raw') + 1].split(',') : undefined;
  await runLayers({ samples: opt('samples', 10), warm: opt('warm', 10), cmsLatencyMs: opt('cms-latency', 50), rawFiles });
}
