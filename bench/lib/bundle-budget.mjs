// The worker bundle's size budget: what `wrangler deploy` uploads, built the way it builds it
// (`wrangler deploy --dry-run --outdir`). A large bundle is parsed and evaluated by every new
// isolate before its first request, which is what a low-traffic site's visitors mostly meet.
// Checked by `npm test` (test/browser/bundle-budget.test.ts), the bench and the deploy script:
//   node bench/lib/bundle-budget.mjs   (exit 1 over budget)
import { rm } from 'node:fs/promises';
import { buildProductionWorker } from './prod-server.mjs';
import { bundleSize } from './cold.mjs';

export const BUNDLE_BUDGET = { rawBytes: 1.5 * 1024 * 1024, gzipBytes: 350 * 1024 };

/** Builds the deploy bundle and measures it: { rawBytes, gzipBytes, overBudget: string[] }. */
export async function checkBundleBudget(budget = BUNDLE_BUDGET) {
  const built = await buildProductionWorker();
  try {
    const size = bundleSize(built.script);
    const overBudget = [];
    if (size.rawBytes > budget.rawBytes) overBudget.push(`raw ${kb(size.rawBytes)} > ${kb(budget.rawBytes)}`);
    if (size.gzipBytes > budget.gzipBytes) overBudget.push(`gzip ${kb(size.gzipBytes)} > ${kb(budget.gzipBytes)}`);
    return { ...size, overBudget };
  } finally {
    await rm(built.outdir, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await checkBundleBudget();
  console.log(`worker bundle: ${kb(r.rawBytes)} raw, ${kb(r.gzipBytes)} gzip (budget ${kb(BUNDLE_BUDGET.rawBytes)}, ${kb(BUNDLE_BUDGET.gzipBytes)})`);
  if (r.overBudget.length) {
    console.error(`over budget: ${r.overBudget.join('; ')}`);
    process.exitCode = 1;
  }
}
