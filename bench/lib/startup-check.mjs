// Start-up as Cloudflare checks it at deploy: `wrangler check startup` (it builds the worker as
// `wrangler deploy --dry-run` does, imports the bundle in a new isolate under V8's CPU profiler and
// reports the profile), run for the site and for a bare Hono worker in turn, in the same run, so
// the machine's load falls on both alike. The target is the site within 25 ms of bare Hono on the
// median of both figures wrangler prints: the profile's window (wall time of the import) and its
// active time (the window less idle samples).
//
// The site's profiles are merged into its top items: self time per function, each function named
// by the source file its bundle position maps to (the dry-run build's source map), and the top
// level (compiling and evaluating the bundle's module scope), which maps to no one function.
//
//   node bench/lib/startup-check.mjs [--runs 5] [--out bench/results/startup] [--compare ../other-checkout]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { buildBareHono } from './cold.mjs';
import { root } from './prod-server.mjs';

export const STARTUP_MARGIN_MS = 25;
const wranglerJs = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
  CI: 'true',
  NO_COLOR: '1',
  WRANGLER_SEND_METRICS: 'false',
};

/**
 * The site's deploy upload as `wrangler check startup` builds it (`wrangler deploy --dry-run
 * --outfile`: a multipart of the bundle, the lazy modules and the source map), built once so that
 * every run checks the same bytes; and the source map taken out of it.
 */
function buildUpload(cwd, upload) {
  const r = spawnSync(
    process.execPath,
    [path.join(cwd, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outfile', upload],
    {
      cwd,
      env: { ...env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${r.stdout}\n${r.stderr}`);
  const text = readFileSync(upload, 'utf8');
  const parts = text.split(/\r?\n--[^\r\n]+/);
  const bodyOf = (name) => {
    const part = parts.find((p) => new RegExp(`name="${name.replaceAll('.', '\\.')}"`).test(p));
    return part?.slice(part.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '');
  };
  const body = bodyOf('index.js.map')?.trim();
  let map;
  try {
    map = body ? JSON.parse(body) : undefined;
  } catch {
    map = undefined;
  }
  return { upload, map, code: bodyOf('index.js') };
}

/**
 * The code at a bundle position, for a function no source maps to: esbuild's own runtime, whose
 * helpers have no source. Its lazy-module wrapper (`__esm`, `()=>{if(r)throw r[0];try{return e&&`…)
 * is where V8 charges compiling and running the module bodies it calls on their first call.
 */
function codeAt(code, line, column) {
  const text = code?.split('\n')[line]?.slice(column, column + 48);
  return text ? `\`${text.replaceAll('`', "'")}…\`` : '?';
}

/** One `wrangler check startup` in `cwd` (of `upload` when given): its figures (ms) and the profile it wrote. */
function checkStartup(cwd, outfile, upload) {
  const r = spawnSync(process.execPath, [wranglerJs, 'check', 'startup', '--outfile', outfile, ...(upload ? ['--worker', upload] : [])], {
    cwd,
    env,
    encoding: 'utf8',
  });
  const out = `${r.stdout}\n${r.stderr}`;
  const figure = (label) => {
    const m = out.match(new RegExp(`${label}: ([\\d.]+) (ms|µs|s)`));
    if (!m) throw new Error(`wrangler check startup printed no "${label}" (exit ${r.status}):\n${out}`);
    return Number(m[1]) * (m[2] === 's' ? 1000 : m[2] === 'µs' ? 0.001 : 1);
  };
  const bundle = out.match(/Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
  return {
    windowMs: figure('Profile window'),
    activeMs: figure('Active'),
    bundleKiB: bundle ? Number(bundle[1]) : undefined,
    gzipKiB: bundle ? Number(bundle[2]) : undefined,
    profile: JSON.parse(readFileSync(outfile, 'utf8')),
  };
}

/** A folder wrangler can check: the bare Hono floor bundled, with a wrangler.toml of the site's date. */
async function bareHonoProject() {
  const bare = await buildBareHono();
  const dir = path.dirname(bare.script);
  const date = readFileSync(path.join(root, 'wrangler.toml'), 'utf8').match(/compatibility_date = "([^"]+)"/)?.[1];
  await writeFile(path.join(dir, 'wrangler.toml'), `name = "bare-hono"\nmain = "index.js"\ncompatibility_date = "${date}"\n`);
  return { dir, cleanup: bare.cleanup };
}

/**
 * Self time per item over the site's profiles (ms per run): functions by the source file their
 * position maps to, and the bundle's top level. `map` is the dry-run build's source map.
 */
export function startupItems(profiles, map, limit = 20, code = undefined) {
  const tracer = map ? new TraceMap(map) : undefined;
  const self = new Map();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const [i, dt] of (profile.timeDeltas ?? []).entries()) {
      const f = nodes.get(profile.samples[i])?.callFrame;
      if (!f || f.functionName === '(idle)') continue;
      let key;
      if (!f.url) key = f.functionName;
      else if (f.lineNumber < 0) key = `(top level) ${path.basename(f.url)}`;
      else if (!f.url.endsWith('index.js') || !tracer) key = `${f.functionName || '(anonymous)'} ${f.url}`;
      else {
        const o = originalPositionFor(tracer, { line: f.lineNumber + 1, column: f.columnNumber });
        const file = o.source ? o.source.replace(/^.*?node_modules\//, '').replace(/^(\.\.\/)+/, '') : undefined;
        key = file
          ? `${o.name ?? (f.functionName || '(anonymous)')} ${file}:${o.line ?? '?'}`
          : `${f.functionName || '(anonymous)'} (no source: esbuild's runtime) ${codeAt(code, f.lineNumber, f.columnNumber)}`;
      }
      self.set(key, (self.get(key) ?? 0) + dt / 1000);
    }
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([item, ms]) => ({ item, msPerRun: round(ms / profiles.length, 2) }));
}

/**
 * Runs the check `runs` times for the site and bare Hono (and `compare`, another checkout of the
 * site, e.g. the main branch's, when given), rotating which goes first.
 */
export async function startupCheck({ runs = 5, compare, log = () => {} } = {}) {
  const bare = await bareHonoProject();
  const scratch = await mkdtemp(path.join(tmpdir(), 'startup-check-'));
  const load = [];
  try {
    const subjects = [
      { name: 'site', cwd: root, ...buildUpload(root, path.join(scratch, 'site.bundle')), runs: [] },
      { name: 'bareHono', cwd: bare.dir, runs: [] },
      ...(compare ? [{ name: 'compare', cwd: compare, ...buildUpload(compare, path.join(scratch, 'compare.bundle')), runs: [] }] : []),
    ];
    for (let i = 0; i < runs; i++) {
      load.push(loadavg()[0]);
      const order = subjects.map((_, k) => subjects[(k + i) % subjects.length]);
      for (const s of order) s.runs.push(checkStartup(s.cwd, path.join(scratch, `${s.name}-${i}.cpuprofile`), s.upload));
      log(
        `  run ${i + 1} (load ${load.at(-1).toFixed(2)}): ${subjects.map((s) => `${s.name} ${s.runs.at(-1).windowMs} ms window / ${s.runs.at(-1).activeMs} ms active`).join('; ')}`,
      );
    }
    const summary = (s) => ({
      windowMs: round(median(s.runs.map((x) => x.windowMs))),
      activeMs: round(median(s.runs.map((x) => x.activeMs))),
      bundle: { rawKiB: s.runs[0].bundleKiB, gzipKiB: s.runs[0].gzipKiB },
      all: s.runs.map(({ profile: _p, ...x }) => x),
    });
    const [site, floor, other] = subjects;
    const result = {
      runs,
      loadavg1: { min: round(Math.min(...load), 2), max: round(Math.max(...load), 2), median: round(median(load), 2) },
      site: summary(site),
      bareHono: summary(floor),
      ...(other
        ? {
            compare: {
              ...summary(other),
              topItems: startupItems(
                other.runs.map((r) => r.profile),
                other.map,
                20,
                other.code,
              ),
            },
          }
        : {}),
      marginMs: STARTUP_MARGIN_MS,
      topItems: startupItems(
        site.runs.map((r) => r.profile),
        site.map,
        20,
        site.code,
      ),
    };
    result.aboveBare = {
      windowMs: round(result.site.windowMs - result.bareHono.windowMs),
      activeMs: round(result.site.activeMs - result.bareHono.activeMs),
    };
    result.meetsTarget = result.aboveBare.windowMs <= STARTUP_MARGIN_MS && result.aboveBare.activeMs <= STARTUP_MARGIN_MS;
    return result;
  } finally {
    await bare.cleanup();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The result as Markdown lines. */
export function startupTable(r) {
  const items = (list) => ['| item | ms |', '|---|---:|', ...list.map((t) => `| ${t.item.replaceAll('|', '\\|')} | ${t.msPerRun} |`)];
  return [
    `\`wrangler check startup\`, ${r.runs} runs each, the site and a bare Hono worker${r.compare ? ' and the compared checkout' : ''} in turn (load average 1 min ${r.loadavg1.min}–${r.loadavg1.max}, median ${r.loadavg1.median}); bundle ${r.site.bundle.rawKiB} KiB, ${r.site.bundle.gzipKiB} KiB gzip as wrangler counts it (the lazy modules included)${r.compare ? `, compared: ${r.compare.bundle.rawKiB} KiB, ${r.compare.bundle.gzipKiB} KiB gzip` : ''}.`,
    '',
    `| median of the runs | this worker | bare Hono | above bare Hono | target |${r.compare ? ' compared checkout |' : ''}`,
    `|---|---:|---:|---:|---:|${r.compare ? '---:|' : ''}`,
    `| profile window | ${r.site.windowMs} ms | ${r.bareHono.windowMs} ms | ${r.aboveBare.windowMs} ms | ≤ ${r.marginMs} ms |${r.compare ? ` ${r.compare.windowMs} ms |` : ''}`,
    `| active (window less idle) | ${r.site.activeMs} ms | ${r.bareHono.activeMs} ms | ${r.aboveBare.activeMs} ms | ≤ ${r.marginMs} ms |${r.compare ? ` ${r.compare.activeMs} ms |` : ''}`,
    '',
    'Top items of the site’s start-up profiles (self time, ms per run; V8 samples about every 1 ms):',
    '',
    ...items(r.topItems),
    ...(r.compare ? ['', 'The compared checkout’s:', '', ...items(r.compare.topItems)] : []),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
  const compare = opt('compare');
  const result = await startupCheck({ runs: Number(opt('runs', 5)), compare: compare && path.resolve(compare), log: console.log });
  const md = startupTable(result);
  console.log(`\n${md}`);
  const out = opt('out');
  if (out) {
    const date = new Date().toISOString();
    await writeFile(path.resolve(root, `${out}.json`), `${JSON.stringify({ date, ...result }, null, 2)}\n`);
    await writeFile(path.resolve(root, `${out}.md`), `# Start-up: \`wrangler check startup\`\n\n${date}\n\n${md}\n`);
  }
  if (!result.meetsTarget) process.exitCode = 1;
}
