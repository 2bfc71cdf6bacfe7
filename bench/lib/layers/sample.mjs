// The layer bench's measurement (bench/lib/layers.mjs): one sample of a variant in a new workerd
// process, and the whole run over every variant.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { buildBareHono, WRAPPER, workerdCpu } from '../cold.mjs';
import { findWorkerdPids, root } from '../prod-server.mjs';
import { buildLayerVariants, recordedCms } from './build.mjs';
import { chosen, median, pagesOf, RAW, VISITOR_COOKIE } from './config.mjs';
import { summarize } from './report.mjs';

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
      await mkdir(path.dirname(RAW), { recursive: true });
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
