// The pages-unchanged snapshot of another commit: renders every page of `<commit>` (no CMS) the
// way test/worker/pages-unchanged.test.ts does, and writes the result over
// test/fixtures/pages-unchanged.snap.txt here, so that the test then compares this tree's pages
// with that commit's. In a temporary git worktree of the commit, with this tree's node_modules and
// this tree's test file; nothing of this tree's source is used.
//   node scripts/page-snapshot.mjs main
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const commit = process.argv[2];
if (!commit) {
  console.error('usage: node scripts/page-snapshot.mjs <commit>');
  process.exit(2);
}
const TEST = 'test/worker/pages-unchanged.test.ts';
const SNAPSHOT = 'test/fixtures/pages-unchanged.snap.txt';

const run = (cmd, args, cwd) => {
  const res = spawnSync(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
};

const dir = mkdtempSync(path.join(tmpdir(), 'page-snapshot-'));
run('git', ['worktree', 'add', '--detach', dir, commit], root);
try {
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  copyFileSync(path.join(root, TEST), path.join(dir, TEST));
  rmSync(path.join(dir, SNAPSHOT), { force: true });
  run('node', ['scripts/build-client.mjs'], dir);
  run('npx', ['vitest', 'run', '--project', 'worker', TEST, '-u'], dir);
  copyFileSync(path.join(dir, SNAPSHOT), path.join(root, SNAPSHOT));
  console.log(`${SNAPSHOT}: the pages of ${commit}`);
} finally {
  run('git', ['worktree', 'remove', '--force', dir], root);
}
