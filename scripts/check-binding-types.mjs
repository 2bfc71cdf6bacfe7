// `npm run lint` runs this: worker-configuration.d.ts (the binding types, `npm run types`) must be
// what `wrangler types` makes of wrangler.toml now, so a binding added, renamed or removed there
// cannot go unnoticed by the type check. Generates a fresh copy beside it and compares them; the
// second line (the command that made it, with a hash of that command) is left out.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'worker-configuration.d.ts');
// In the root, so the generated `import("./src/index")` paths are the same as the committed file's.
const fresh = path.join(root, '.binding-types-check.d.ts');
const wrangler = path.join(root, 'node_modules', '.bin', 'wrangler');

// wrangler writes the GlobalProps block only when it can bundle the worker, which it cannot before
// `npm run build` has written src/generated/ (a fresh clone, or the lint running beside the build
// in `npm test`). It comes from src/index.ts, not from wrangler.toml: left out of the comparison.
const GLOBAL_PROPS = /^\tinterface GlobalProps \{\n[^}]*\}\n/m;
const body = (file) => readFileSync(file, 'utf8').split('\n').slice(2).join('\n').replace(GLOBAL_PROPS, '');

try {
  const run = spawnSync(wrangler, ['types', '--strict-vars=false', path.basename(fresh)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) {
    console.error(`wrangler types failed:\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
  if (body(fresh) !== body(committed)) {
    console.error('worker-configuration.d.ts is out of date with wrangler.toml: run `npm run types` and commit it.');
    process.exit(1);
  }
  console.log('binding types: worker-configuration.d.ts matches wrangler types');
} finally {
  rmSync(fresh, { force: true });
}
