// Render CPU of the seven routes with src/i18n/i18n.ts as is, and with bench/proposals/i18n-memo.ts
// swapped in at bundle time (nothing in src/ changes).
import path from 'node:path';
import { renderBench, renderTable } from '../../scripts/render-bench.mjs';
import { resolveRoutes, ROUTES } from '../lib/prod-server.mjs';
const routes = ROUTES.filter((r) => !r.includes('{slug}'));
const swap = {
  name: 'i18n-memo',
  setup(b) {
    b.onResolve({ filter: /i18n\/i18n$/ }, (args) =>
      args.importer.includes('proposals') ? undefined : { path: path.resolve('bench/proposals/i18n-memo.ts') },
    );
  },
};
const before = await renderBench({ routes, iterations: 200 });
console.log('as is\n' + renderTable(before));
const after = await renderBench({ routes, iterations: 200, plugins: [swap] });
console.log('with the i18n memo\n' + renderTable(after));
