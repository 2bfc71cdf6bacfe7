// How wrangler bundles the worker, for the scripts that bundle src/index.ts themselves (the build's
// prerendered pages, scripts/prerender-pages.mjs; the render bench and the heap check in Node,
// scripts/render-bench/node-worker.mjs): the resolution wrangler uses for workerd, wrangler.toml's
// [alias] (React's Node server build and the modules it swaps out), React's production build and
// the file types wrangler loads as text. Each caller adds its platform, output and plugins.

/** esbuild options shared with wrangler's bundling of the worker. */
export function workerBundleOptions(alias) {
  return {
    bundle: true,
    format: 'esm',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    alias,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'navigator.userAgent': '"Cloudflare-Workers"' },
    loader: { '.txt': 'text', '.html': 'text', '.sql': 'text', '.md': 'text' },
    logLevel: 'error',
  };
}
