// The worker bundle's budget: the bundle `wrangler deploy` uploads, built as it builds
// it (`wrangler deploy --dry-run --outdir`), at most 1.5 MB raw and 350 KB gzip, because every
// new isolate parses and evaluates all of it before its first request. And what keeps it there:
// one React DOM server build, zod without its classic build and locale bundles.
// (In the browser project because it runs in Node and needs no worker runtime.)
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET, kb, measureDeployBundle, overBudget } from '../../bench/lib/bundle-budget.mjs';

interface Measured {
  rawBytes: number;
  gzipBytes: number;
  inputs: string[];
  largest: { group: string; bytes: number }[];
}

describe('worker bundle', () => {
  let size: Measured;

  it('stays within its budget: 1.5 MB raw, 350 KB gzip', async () => {
    size = (await measureDeployBundle()) as Measured;
    const holds = size.largest
      .slice(0, 8)
      .map((g) => `${g.group} ${kb(g.bytes)}`)
      .join(', ');
    expect(overBudget(size), `largest parts: ${holds}`).toEqual([]);
    expect(size.rawBytes).toBeLessThanOrEqual(BUNDLE_BUDGET.rawBytes);
    expect(size.gzipBytes).toBeLessThanOrEqual(BUNDLE_BUDGET.gzipBytes);
  });

  it('reports a bundle past its budget', () => {
    expect(size, 'the bundle was built').toBeDefined();
    const tight = { rawBytes: size.rawBytes - 1, gzipBytes: size.gzipBytes - 1 };
    expect(overBudget(size, tight)).toEqual([
      `raw ${kb(size.rawBytes)} > ${kb(tight.rawBytes)}`,
      `gzip ${kb(size.gzipBytes)} > ${kb(tight.gzipBytes)}`,
    ]);
  });

  it('carries one React DOM server build and no zod classic or locale bundle', () => {
    expect(size, 'the bundle was built').toBeDefined();
    const reactServer = size.inputs.filter((f) => /node_modules\/react-dom\/cjs\/react-dom-server/.test(f));
    expect(reactServer).toEqual([expect.stringMatching(/react-dom-server\.node\.production\.js$/)]);
    // (zod/v4/locales/index.js itself may leave a few bytes: the namespace zod/mini re-exports.)
    expect(size.inputs.filter((f) => /node_modules\/zod\/v4\/(classic\/|locales\/(?!index\.js$))/.test(f))).toEqual([]);
  });
});
