// `npm test`: the lint, the client build, the type check and every vitest project, as fast as a
// 2-core machine allows, then the time each step took and the total.
//
//   lint ─────────────┐
//   build ─┬─ typecheck ┴─ node tests ──┐   (the lint and the type check must pass)
//          └─ vitest run ───────────────┴─
//
// The lint needs nothing built; the type check and the tests need the build (the worker imports
// src/generated/). The type check and the lint run while vitest does, their output held back
// until they end; if either fails, vitest is stopped and the run fails at once, as a serial run
// would have. The node project (the release script, the configuration, the workflow) then runs in
// a vitest of its own beside the main run's worker files (its first group) and, once those are
// done, its browser files; its report is printed after the main run's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const children = new Set();

/**
 * Runs a command. `live` streams its output; otherwise it is kept and printed when the command
 * fails. Resolves with whether it passed.
 */
function step(name, command, args, { live = false, report } = {}) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it stops what it started (workerd, Chromium).
      detached: true,
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => {
      children.delete(child);
      const passed = code === 0;
      times.push(`${name} ${seconds(performance.now() - t0)}${passed ? '' : signal ? ` (stopped: ${signal})` : ' (FAILED)'}`);
      if (!passed && !live && !signal) process.stderr.write(`\n${name} failed:\n${output}\n`);
      else if (report) report.push(output);
      resolve(passed);
    });
  });
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Reports of the steps that ran beside the main vitest, printed after it. */
const reports = [];

function finish(passed) {
  for (const report of reports) process.stdout.write(`\n${report}`);
  console.log(`\nnpm test ${passed ? 'passed' : 'FAILED'} in ${seconds(performance.now() - started)} (${times.join(', ')})`);
  process.exit(passed ? 0 : 1);
}

const lint = step('lint', 'npm', ['run', '--silent', 'lint']);
const built = await step('build', process.execPath, [path.join(root, 'scripts/build-client.mjs')]);
if (!built) {
  await lint;
  finish(false);
}

const vitest = step('vitest', bin('vitest'), ['run', '--project', '!node'], { live: true });
const checks = Promise.all([lint, step('typecheck', 'npm', ['run', '--silent', 'typecheck'])]).then((results) => results.every(Boolean));
const checksPassed = await checks;
if (!checksPassed) {
  console.error('\nThe lint or the type check failed: stopping the tests.');
  stopAll();
  await vitest;
  finish(false);
}
const nodeTests = step('node tests', bin('vitest'), ['run', '--project', 'node'], { report: reports });
const results = await Promise.all([vitest, nodeTests]);
finish(results.every(Boolean));
