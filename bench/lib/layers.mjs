// What each cache layer is worth: the production build with one layer switched off at a time,
// against the build as shipped, per page kind, on the warm path and in a new isolate.
//
// The layers: the HTML cache's in-isolate tier and its location tier (src/html-cache/), the
// <Prerendered> subtrees (src/components/prerendered.tsx), the markdown cache (src/markdown/cache.ts),
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
//   node bench/lib/layers.mjs --variants control,no-alias --pages /,/about --samples 8 --warm 20 --out layers-rerun --tag rerun
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { buildBareHono, WRAPPER, workerdCpu } from './cold.mjs';
import { buildProductionWorker, findWorkerdPids, root } from './prod-server.mjs';

const argOf = (name) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
// --tag keeps two runs at once apart (each its own copies and samples file).
const TAG = argOf('tag') ? `-${argOf('tag')}` : '';
/** --variants a,b and --pages /x,/y: a re-run of some layers on some pages (the shipped build always). */
const ONLY_VARIANTS = argOf('variants')?.split(',');
const ONLY_PAGES = argOf('pages')?.split(',');
/** --out name: bench/results/<name>.json and .md (default layers). */
const OUT = argOf('out') ?? 'layers';
const pagesOf = (variant) => (variant.cms ? CMS_PAGES : PAGES).filter(([, route]) => !ONLY_PAGES || ONLY_PAGES.includes(route));
const chosen = () => VARIANTS.filter((v) => !ONLY_VARIANTS || v.name === 'shipped' || ONLY_VARIANTS.includes(v.name));
const TMP = path.join(root, `bench/.tmp/layers${TAG}`);
/** Every sample so far of the last run. */
const RAW = path.join(root, `bench/.tmp/layers-raw${TAG}.json`);
/** A layer is kept when it saves at least this share of a page's server time on one path. */
export const THRESHOLD = 0.1;

/** Every page kind, pt (the default language) unprefixed. */
export const PAGES = [
  ['home', '/'],
  ['about', '/about'],
  ['solutions index', '/services'],
  ['solution', '/solutions/mes'],
  ['contact', '/contact'],
  ['diagnostic', '/diagnosticlean'],
  ['landing', '/diagnostico-lean-digital-gratuito'],
  ['blog list', '/blog'],
  ['article', '/blog/como-calcular-oee-na-pratica'],
  ['legal', '/privacy'],
  ['404', '/nao-existe'],
];
/** The pages that read content from the CMS, with an article the recorded Strapi 5 answers hold. */
export const CMS_PAGES = [
  ['home', '/'],
  ['blog list', '/blog'],
  ['article', '/blog/mes-conecta-erp'],
];

const VISITOR_COOKIE = 'cookie_consent=denied';

/** A source edit: `file` under src/, `anchor` must occur exactly once. */
const patch = (file, anchor, replacement) => ({ file, anchor, replacement });

/**
 * The paths: warm, anonymous (the HTML cache may answer); warm, visitor (the consent cookie: the page
 * renders); new isolate, anonymous, once another isolate stored the page in the location's cache;
 * new isolate, first view (renders: the first view of the page in this location and version, or
 * any visitor with a cookie of its own).
 */
const PATHS = [
  ['warmAnon', 'warm, anonymous'],
  ['warmVisitor', 'warm, visitor (renders)'],
  ['coldAnon', 'new isolate, page in the location cache'],
  ['coldRender', 'new isolate, renders'],
];
const ALL_PATHS = PATHS.map(([key]) => key);
/** Where a page renders: the layers inside the render are on these paths only. */
const RENDER_PATHS = ['warmVisitor', 'coldRender'];

/**
 * `paths`: where the layer acts, measured without it; on the others it does nothing by
 * construction (a hit of the HTML cache renders nothing; a new isolate's own HTML cache is empty;
 * the location tier is asked only when the isolate's misses) and the table says so.
 */
export const VARIANTS = [
  { name: 'shipped', title: 'as shipped', paths: ALL_PATHS },
  // The build as shipped again, in its own processes: what "saves" reads for a layer that does
  // nothing, the measurement's own noise on each path.
  { name: 'control', layer: 'nothing (the build as shipped, measured again: the noise)', control: true, paths: ALL_PATHS },
  {
    name: 'no-isolate',
    layer: 'isolate HTML cache',
    paths: ['warmAnon', 'coldRender'],
    patches: [
      patch(
        'html-cache/store.ts',
        '  get(key: string, now: number): Entry | undefined {',
        '  get(key: string, now: number): Entry | undefined {\n    if (key) return undefined;',
      ),
      patch(
        'html-cache/store.ts',
        '  set(entry: Entry, purgesAtRender: number): void {',
        '  set(entry: Entry, purgesAtRender: number): void {\n    if (entry) return;',
      ),
    ],
  },
  { name: 'no-location', layer: 'location tier', vars: { HTML_CACHE: 'isolate' }, paths: ['coldAnon', 'coldRender'] },
  {
    name: 'no-prerendered',
    layer: '<Prerendered> subtrees',
    paths: RENDER_PATHS,
    patches: [
      patch(
        'components/prerendered.tsx',
        '  if (c.env === undefined || c.env === null ||',
        '  if (true || c.env === undefined || c.env === null ||',
      ),
    ],
  },
  {
    name: 'no-markdown',
    layer: 'markdown cache',
    paths: RENDER_PATHS,
    // Only an article renders markdown: elsewhere its column is the noise.
    acts: ['/blog/como-calcular-oee-na-pratica'],
    patches: [
      patch(
        'markdown/cache.ts',
        'export async function renderMarkdownCached(markdown: string, options: MarkdownOptions = {}): Promise<string> {',
        'export async function renderMarkdownCached(markdown: string, options: MarkdownOptions = {}): Promise<string> {\n  if (markdown !== undefined) return renderMarkdownUncached(markdown, options);',
      ),
    ],
  },
  // What the alias changes is the bundle a new isolate evaluates: its new-isolate figure is start-up
  // plus the first request.
  { name: 'no-alias', layer: "React's Node server build (alias)", noAlias: true, withStartup: true, paths: RENDER_PATHS },
  { name: 'cms', title: 'as shipped, with a CMS', cms: true, paths: ALL_PATHS },
  {
    name: 'cms-no-kv',
    layer: 'KV content cache',
    cms: true,
    // What it saves is mostly the CMS's round trip, which is wall time, not CPU.
    wall: true,
    paths: RENDER_PATHS,
    patches: [
      patch(
        'content/service.ts',
        '  return cachedSource(c.env.CONTENT_CACHE, strapiSource(strapi), {',
        '  if (strapi) return strapiSource(strapi);\n  return cachedSource(c.env.CONTENT_CACHE, strapiSource(strapi), {',
      ),
    ],
  },
];

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** The project as the variant sees it: src/ copied and patched, everything else linked. */
async function variantTree(variant) {
  const dir = path.join(TMP, variant.name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(root)) {
    if (entry === 'src' || entry === 'wrangler.toml' || entry === 'bench' || entry.startsWith('.')) continue;
    await symlink(path.join(root, entry), path.join(dir, entry));
  }
  await cp(path.join(root, 'src'), path.join(dir, 'src'), { recursive: true });
  for (const p of variant.patches ?? []) {
    const file = path.join(dir, 'src', p.file);
    const source = await readFile(file, 'utf8');
    const count = source.split(p.anchor).length - 1;
    if (count !== 1) throw new Error(`${variant.name}: the anchor occurs ${count} times in src/${p.file} (expected once): ${p.anchor}`);
    await writeFile(file, source.replace(p.anchor, p.replacement));
  }
  let config = await readFile(path.join(root, 'wrangler.toml'), 'utf8');
  if (variant.noAlias) {
    const without = config.replace(/^\[alias\]\n(?:"[^"\n]+" = "[^"\n]+"\n)+/m, '');
    if (without === config) throw new Error('no-alias: the [alias] table of wrangler.toml was not found');
    config = without;
  }
  await writeFile(path.join(dir, 'wrangler.toml'), config);
  return path.join(dir, 'wrangler.toml');
}

/** Builds every variant's deploy bundle (the shipped one from the real tree). */
export async function buildLayerVariants(variants = VARIANTS, log = () => {}) {
  const built = new Map();
  const shipped = await buildProductionWorker();
  for (const variant of variants) {
    if (!variant.patches && !variant.noAlias) {
      built.set(variant.name, shipped);
      continue;
    }
    const config = await variantTree(variant);
    const bundle = await buildProductionWorker({ config, serverBuild: variant.noAlias ? null : undefined });
    log(`  built ${variant.name}: ${(bundle.bytes / 1024).toFixed(0)} KB`);
    built.set(variant.name, bundle);
  }
  return {
    built,
    cleanup: async () => {
      for (const b of new Set(built.values())) await rm(b.outdir, { recursive: true, force: true });
      await rm(TMP, { recursive: true, force: true });
    },
  };
}

/**
 * A CMS on loopback answering the worker's Strapi 5 queries with the answers recorded from a real
 * Strapi 5 (test/fixtures/strapi/v5), as test/fixtures/strapi/recorded.ts routes them.
 */
export async function recordedCms({ latencyMs = 0 } = {}) {
  const dir = path.join(root, 'test/fixtures/strapi/v5');
  const load = (name) => readFileSync(path.join(dir, `${name}.json`), 'utf8');
  const empty = JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } } });
  const answers = {
    article: load('article-pt-mes-conecta-erp'),
    list: JSON.parse(load('articles-pt-page1')),
    tags: load('tags-pt-count'),
    categories: load('categories-pt-count'),
    sitemap: load('sitemap-pt'),
  };
  const answer = (url) => {
    const p = url.searchParams;
    if ((p.get('locale') ?? 'pt') !== 'pt') return empty;
    if (url.pathname.endsWith('/tags')) return answers.tags;
    if (url.pathname.endsWith('/categories')) return answers.categories;
    if (!url.pathname.endsWith('/articles')) return empty;
    const slug = p.get('filters[slug][$eq]');
    if (slug !== null) return slug === 'mes-conecta-erp' ? answers.article : empty;
    if (p.has('fields[0]')) return answers.sitemap;
    if ([...p.keys()].some((k) => k.startsWith('filters['))) return empty;
    const size = Number(p.get('pagination[pageSize]') ?? 10);
    return JSON.stringify({ ...answers.list, data: answers.list.data.slice(0, size) });
  };
  let calls = 0;
  const server = createServer((req, res) => {
    calls++;
    const body = answer(new URL(req.url, 'http://cms.local'));
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(body);
    }, latencyMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${server.address().port}/api`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One sample of one variant: a new workerd process, three new isolates per page. */
async function sampleVariant({ variant, script, pages, warm, extraVars, bareCode, sample }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
  const { modulesRules: _r, rootPath: _p, name: _n, versionMetadata: _v, ...base } = workerOptions;
  const code = readFileSync(script, 'utf8');
  const version = { id: `layers-${variant.name}-${sample}-${Date.now()}`, tag: '', timestamp: new Date().toISOString() };
  const worker = (name, contents) => ({
    ...base,
    name,
    modulesRoot: '/',
    modules: [
      { type: 'ESModule', path: '/entry.mjs', contents: WRAPPER },
      { type: 'ESModule', path: '/index.js', contents },
    ],
    bindings: { ...workerOptions.bindings, CF_VERSION_METADATA: version, ...(variant.vars ?? {}), ...extraVars },
  });
  const workers = [worker('proxy-warmup', bareCode), worker('bare', bareCode)];
  const on = new Set(variant.paths);
  for (const [i] of pages.entries()) {
    workers.push(worker(`a${i}`, code));
    if (on.has('coldAnon')) workers.push(worker(`l${i}`, code));
  }
  const persist = await mkdtemp(path.join(tmpdir(), 'layers-data-'));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      cf: false,
      enableDevRegistry: false,
      resourcePersistencePath: persist,
      log: new Log(LogLevel.ERROR),
      handleStructuredLogs: () => {},
      workers,
    }),
  );
  const out = { startupMs: [], pages: {} };
  try {
    await mf.ready;
    const [pid] = findWorkerdPids();
    if (!pid) throw new Error('workerd process not found');
    const cpu = async (run) => {
      const a = workerdCpu(pid).main;
      const t0 = performance.now();
      await run();
      return { cpu: workerdCpu(pid).main - a, wall: performance.now() - t0 };
    };
    const states = [];
    const get = (target, route, cookie) => async () => {
      const res = await target.fetch(`https://www.example.com${route}`, {
        headers: { 'accept-language': 'pt-BR,pt;q=0.9', ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
      });
      await res.arrayBuffer();
      states.push(res.headers.get('x-html-cache'));
      if (res.status >= 500) throw new Error(`${variant.name} ${route}: ${res.status}`);
      return res;
    };
    const first = async (name, route, cookie) => {
      const target = await mf.getWorker(name);
      const startup = await cpu(get(target, '/__cold/startup'));
      const req = await cpu(get(target, route, cookie));
      return { target, startup: startup.cpu, ...req, state: states.at(-1) };
    };
    const batch = async (target, route, cookie) => {
      await get(target, route, cookie)();
      const r = await cpu(async () => {
        for (let n = 0; n < warm; n++) await get(target, route, cookie)();
      });
      return { cpu: r.cpu / warm, wall: r.wall / warm, state: states.at(-1) };
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    await first('proxy-warmup', '/');
    const bare = await first('bare', '/');
    const bareWarm = await batch(bare.target, '/');
    out.floor = { first: bare.cpu, warm: bareWarm.cpu };
    for (const [i, [, route]] of pages.entries()) {
      // A new isolate's first view: nothing of the page in the location's cache yet, it renders.
      const a = await first(`a${i}`, route);
      out.startupMs.push(a.startup);
      const row = { coldRender: { cpu: a.cpu, wall: a.wall, state: a.state } };
      // Its copy goes to the caches after the answer (waitUntil): give it time to land.
      await settle();
      if (on.has('coldAnon')) {
        const l = await first(`l${i}`, route);
        row.coldAnon = { cpu: l.cpu, wall: l.wall, state: l.state };
      }
      if (on.has('warmAnon')) row.warmAnon = await batch(a.target, route);
      if (on.has('warmVisitor')) row.warmVisitor = await batch(a.target, route, VISITOR_COOKIE);
      out.pages[route] = row;
    }
  } finally {
    await mf.dispose();
    await rm(persist, { recursive: true, force: true });
  }
  return out;
}

/** Runs every variant `samples` times, interleaved; returns medians per variant × page × path. */
export async function layersBench({ samples = 10, warm = 10, cmsLatencyMs = 50, variants = chosen(), log = () => {} } = {}) {
  const started = new Date();
  log(`layers bench: building ${variants.length} variants…`);
  const { built, cleanup } = await buildLayerVariants(variants, log);
  const bare = await buildBareHono();
  const bareCode = readFileSync(bare.script, 'utf8');
  const cms = await recordedCms({ latencyMs: cmsLatencyMs });
  const raw = Object.fromEntries(variants.map((v) => [v.name, []]));
  const load = [];
  try {
    for (let s = 0; s < samples; s++) {
      load.push(loadavg()[0]);
      for (const variant of variants) {
        const pages = pagesOf(variant);
        const extraVars = variant.cms ? { CMS_API_URL: cms.apiUrl, CMS_WEBHOOK_SECRET: 'bench-webhook' } : {};
        const script = built.get(variant.name).script;
        const t0 = Date.now();
        raw[variant.name].push(await sampleVariant({ variant, script, pages, warm, extraVars, bareCode, sample: s }));
        log(`    ${variant.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
      log(`  sample ${s + 1}/${samples} done, load ${loadavg()[0].toFixed(2)}`);
      // Kept as it comes, so a failure in the summary loses no sample (--from-raw summarizes it).
      await writeFile(RAW, JSON.stringify({ started, warm, cmsLatencyMs, load, raw }));
    }
  } finally {
    await cms.close();
    await bare.cleanup();
    await cleanup();
  }
  return {
    started,
    samples,
    warm,
    cmsLatencyMs,
    loadavg1: { min: Math.min(...load), median: median(load), max: Math.max(...load) },
    summary: summarize(raw, variants),
    raw,
  };
}

/** Medians per variant × page × path over the samples, the floor subtracted. */
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
