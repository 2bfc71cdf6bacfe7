// The worker as Node runs it for the render benchmark (scripts/render-bench.mjs) and the heap check
// (scripts/heap-check.mjs): src/index.ts bundled by esbuild the way wrangler bundles it for deploy
// (workerd/worker/browser conditions, wrangler.toml's [alias], React's production build), and
// stub bindings (vars from wrangler.toml, in-memory KV, an empty D1, an ASSETS serving public/).
import { build } from 'esbuild';
import { workerBundleOptions } from '../worker-bundle-options.mjs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `cloudflare:*` modules exist only in workerd; the render path must not need them, so stub them. */
const cloudflareStub = {
  name: 'cloudflare-stub',
  setup(b) {
    b.onResolve({ filter: /^cloudflare:/ }, (args) => ({ path: args.path, namespace: 'cf-stub' }));
    b.onLoad({ filter: /.*/, namespace: 'cf-stub' }, () => ({
      loader: 'js',
      contents:
        'export const env = {}; export class WorkerEntrypoint {}; export class DurableObject {}; export class RpcTarget {}; export function waitUntil() {}; export default {};',
    }));
  },
};

/** The `[alias]` table of wrangler.toml, so this bundle swaps the same modules as deploy does. */
async function wranglerAliases() {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: path.join(root, 'wrangler.toml') }).alias ?? {};
}

/** Bundles src/index.ts for Node with React's production build; returns the imported module. */
export async function buildNodeWorker(entry = 'src/index.ts', plugins = []) {
  const { outfile, cleanup } = await bundleNodeWorker(entry, plugins);
  const mod = await import(pathToFileURL(outfile).href);
  return { mod, cleanup };
}

/** Bundles src/index.ts for Node with React's production build into a temporary file. */
export async function bundleNodeWorker(entry = 'src/index.ts', plugins = []) {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-render-'));
  const alias = await wranglerAliases();
  const outfile = path.join(dir, 'worker.mjs');
  await build({
    // What wrangler uses for workerd, plus wrangler.toml's [alias] (React's Node server build).
    ...workerBundleOptions(alias),
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    platform: 'node',
    plugins: [cloudflareStub, ...plugins],
    minify: process.env.RENDER_BENCH_MINIFY !== '0',
    // CommonJS packages bundled into ESM may call require() for Node built-ins.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return { outfile, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** In-memory KV with the subset of the API the content cache uses. */
function memoryKv() {
  const store = new Map();
  const decode = (v, type) => {
    if (v === undefined) return null;
    const t = typeof type === 'string' ? type : (type?.type ?? 'text');
    if (t === 'json') return JSON.parse(v.value);
    if (t === 'arrayBuffer') return new TextEncoder().encode(v.value).buffer;
    if (t === 'stream') return new Response(v.value).body;
    return v.value;
  };
  return {
    async get(key, type) {
      return decode(store.get(key), type);
    },
    async getWithMetadata(key, type) {
      const v = store.get(key);
      return { value: decode(v, type), metadata: v?.metadata ?? null, cacheStatus: null };
    },
    async put(key, value, options = {}) {
      const text = typeof value === 'string' ? value : await new Response(value).text();
      store.set(key, { value: text, metadata: options.metadata ?? null });
    },
    async delete(key) {
      store.delete(key);
    },
    async list({ prefix = '' } = {}) {
      const keys = [...store.keys()].filter((k) => k.startsWith(prefix)).map((name) => ({ name, metadata: store.get(name).metadata }));
      return { keys, list_complete: true, cursor: '', cacheStatus: null };
    },
  };
}

/** A D1 that answers every query with no rows (pages do not read leads). */
function emptyD1() {
  const result = { results: [], success: true, meta: { changes: 0, last_row_id: 0, duration: 0 } };
  const stmt = {
    bind: () => stmt,
    first: async () => null,
    all: async () => result,
    run: async () => result,
    raw: async () => [],
  };
  return {
    prepare: () => stmt,
    batch: async (s) => s.map(() => result),
    exec: async () => ({ count: 0, duration: 0 }),
    dump: async () => new ArrayBuffer(0),
  };
}

/** The plain-text vars of wrangler.toml. */
export async function wranglerVars() {
  try {
    const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
    return unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions.bindings ?? {};
  } catch {
    return {}; // wrangler's helper unavailable: the app falls back to its defaults
  }
}

export async function stubEnv(vars) {
  return {
    ...(vars ?? (await wranglerVars())),
    CONTENT_CACHE: memoryKv(),
    LEADS_DB: emptyD1(),
    // The files of public/ (the embedded articles' bodies among them), or 404.
    ASSETS: {
      fetch: async (input) => {
        const file = path.join(root, 'public', decodeURIComponent(new URL(typeof input === 'string' ? input : input.url).pathname));
        if (!file.startsWith(path.join(root, 'public'))) return new Response('Not found', { status: 404 });
        return readFile(file).then(
          (bytes) => new Response(bytes),
          () => new Response('Not found', { status: 404 }),
        );
      },
    },
  };
}
