// The worker bundle's size budget: what `wrangler deploy` uploads, built the way it builds it
// (`wrangler deploy --dry-run --outdir`). Every new isolate parses and evaluates the whole bundle
// before its first request, which is what a low-traffic site's visitors mostly meet.
// Checked by `npm test` (test/browser/bundle-budget.test.ts), the bench and deploys:
//   node bench/lib/bundle-budget.mjs   (exit 1 over budget; prints what the bundle holds)
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildProductionWorker, lazyModules } from './prod-server.mjs';
import { bundleSize } from './cold.mjs';

export const BUNDLE_BUDGET = { rawBytes: 1.5 * 1024 * 1024, gzipBytes: 350 * 1024 };

/**
 * Builds the deploy bundle and measures it: { rawBytes, gzipBytes, inputs, largest } where
 * `largest` groups the bytes each package or source folder contributes, biggest first.
 */
export async function measureDeployBundle() {
  const built = await buildProductionWorker();
  try {
    const meta = JSON.parse(readFileSync(path.join(built.outdir, 'meta.json'), 'utf8'));
    const output = Object.entries(meta.outputs).find(([file]) => file.endsWith('index.js'))?.[1];
    const groups = new Map();
    for (const [file, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      const group = file
        .replace(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+).*/, '$1')
        .replace(/^((?:src|client)\/[^/]+(?:\/[^/.]+)?|locales\/[^/]+).*/, '$1');
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
    const largest = [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => ({ group, bytes }));
    // Files whose code made it into the bundle (the metafile also lists what was tree-shaken away).
    const inputs = Object.entries(output?.inputs ?? {})
      .filter(([, v]) => v.bytesInOutput > 0)
      .map(([file]) => file);
    // Uploaded beside the bundle, parsed only by the requests that import them (src/lazy.ts): not
    // part of a new isolate's start-up, so reported apart.
    const lazy = lazyModules(built.script).map((m) => ({
      name: m.name,
      rawBytes: m.contents.length,
      gzipBytes: gzipSync(m.contents).byteLength,
    }));
    return { ...bundleSize(built.script), inputs, largest, lazy };
  } finally {
    await rm(built.outdir, { recursive: true, force: true });
  }
}

/** What exceeds the budget, as readable lines (empty when within). */
export function overBudget(size, budget = BUNDLE_BUDGET) {
  const over = [];
  if (size.rawBytes > budget.rawBytes) over.push(`raw ${kb(size.rawBytes)} > ${kb(budget.rawBytes)}`);
  if (size.gzipBytes > budget.gzipBytes) over.push(`gzip ${kb(size.gzipBytes)} > ${kb(budget.gzipBytes)}`);
  return over;
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await measureDeployBundle();
  console.log(
    `worker bundle: ${kb(size.rawBytes)} raw, ${kb(size.gzipBytes)} gzip (budget ${kb(BUNDLE_BUDGET.rawBytes)}, ${kb(BUNDLE_BUDGET.gzipBytes)})`,
  );
  for (const { group, bytes } of size.largest.slice(0, 12)) console.log(`  ${kb(bytes).padStart(10)}  ${group}`);
  console.log(
    `lazy modules (loaded by the beacon, the report and a form post only): ${size.lazy.map((m) => `${m.name} ${kb(m.gzipBytes)} gzip`).join(', ')}`,
  );
  const over = overBudget(size);
  if (over.length) {
    console.error(`over budget: ${over.join('; ')}`);
    process.exitCode = 1;
  }
}
