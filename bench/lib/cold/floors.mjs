// The cold bench's workers beside the site's (bench/lib/cold.mjs): the floors (a bare Hono worker,
// and Hono with React's server build), the entry that imports a bundle on demand, and the CPU
// time and size figures of a workerd process and a bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from '../prod-server.mjs';

/**
 * CPU time (ms, ns resolution) the workerd process's threads have run, from /proc's schedstat:
 * the main thread (where workerd runs every isolate's JavaScript) and all threads together
 * (V8's helper threads too: concurrent compilation and marking, which the Workers CPU limit
 * does not bill).
 */
export function workerdCpu(pid) {
  const read = (tid) => Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  let all = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      all += read(tid);
    } catch {
      // thread exited
    }
  }
  return { main: read(pid), all };
}

/** Raw and gzip size of a deploy bundle's modules (source maps excluded), as wrangler reports them. */
export function bundleSize(script) {
  const code = readFileSync(script);
  return { rawBytes: code.byteLength, gzipBytes: gzipSync(code).byteLength };
}

/** A floor worker: `source` bundled for workerd from a scratch folder, with the project's packages. */
async function buildFloor(name, fileName, source, options = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const entry = path.join(dir, fileName);
  await writeFile(entry, source);
  const script = path.join(dir, 'index.js');
  await build({
    entryPoints: [entry],
    outfile: script,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    nodePaths: [path.join(root, 'node_modules')],
    logLevel: 'error',
    ...options,
  });
  return { script, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The floor: a bare Hono worker, bundled for workerd. */
export function buildBareHono() {
  return buildFloor(
    'bare-hono',
    'entry.mjs',
    `import { Hono } from 'hono';\nconst app = new Hono();\napp.get('*', (c) => c.html('<!doctype html><html lang="pt-BR"><title>ok</title><p>ok</p></html>'));\nexport default app;\n`,
  );
}

/**
 * A second floor: Hono and React's one server build (the same as the site's, minified as deploy
 * does) streaming a static page of about 300 elements, nothing of the app. What any React SSR
 * worker pays on its first request in a new isolate.
 */
export function buildBareReact() {
  return buildFloor(
    'bare-react',
    'entry.jsx',
    `import { Hono } from 'hono';
import { createElement as h } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
const Page = () => h('html', { lang: 'pt-BR' }, h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'ok')),
  h('body', null, h('main', null, Array.from({ length: 60 }, (_, i) => h('section', { key: i, className: 's' + i }, h('h2', null, 'Section ', i), h('p', null, 'Lean Digital ', i), h('ul', null, h('li', null, 'a'), h('li', null, 'b')))))));
const app = new Hono();
app.get('*', async (c) => c.body(await renderToReadableStream(h(Page)), 200, { 'content-type': 'text/html; charset=UTF-8' }));
export default app;
`,
    {
      alias: { 'react-dom/server.edge': path.join(root, 'src/react-dom-server.cjs') },
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['node:*', 'util', 'crypto', 'async_hooks', 'stream'],
      // React's Node build require()s Node built-ins: served from nodejs_compat's modules, as
      // wrangler's bundling does for the site.
      banner: {
        js: "import * as __util from 'node:util'; import * as __crypto from 'node:crypto'; import * as __asyncHooks from 'node:async_hooks'; import * as __stream from 'node:stream';\nconst require = (m) => ({ util: __util, crypto: __crypto, async_hooks: __asyncHooks, stream: __stream })[m.replace(/^node:/, '')];",
      },
      minify: true,
    },
  );
}

/** The entry each profiled worker runs: imports the bundle when asked, then hands requests to it. */
export const WRAPPER = `
let mod;
export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '/__cold/startup') {
      mod ??= await import('./index.js');
      return new Response('started');
    }
    mod ??= await import('./index.js');
    return mod.default.fetch(request, env, ctx);
  },
};
`;
