// How the release (scripts/deploy.mjs) runs its commands: wrangler, npm and the configuration
// check, each shown as it runs. DEPLOY_WRANGLER, DEPLOY_NPM and DEPLOY_CHECK_CONFIG replace them
// (the release test puts fakes there). A failure stops the release with a ReleaseError.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WRANGLER =
  process.env.DEPLOY_WRANGLER || path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler');
export const NPM = process.env.DEPLOY_NPM || (process.platform === 'win32' ? 'npm.cmd' : 'npm');
export const CHECK_CONFIG = process.env.DEPLOY_CHECK_CONFIG || path.join(root, 'scripts', 'check-config.mjs');

export class ReleaseError extends Error {}
export function fail(message) {
  throw new ReleaseError(message);
}

/**
 * Seconds since the release started, printed with each step and at the end: how long the checks
 * before the slow steps take on this machine is its own output (docs/deploy.md gives the figures).
 */
const started = performance.now();
export const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

export function step(name) {
  console.log(`\n==> ${name}  [${elapsed()}]`);
}

/** Runs a command; its output is shown, and returned when `capture`. Throws when it fails. */
export function run(cmd, args, { capture = false, allowFailure = false, env } = {}) {
  console.log(`$ ${path.basename(cmd)} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (capture) {
    if (res.stdout) process.stdout.write(res.stdout);
    if (res.stderr) process.stderr.write(res.stderr);
  }
  if (res.error) fail(`${path.basename(cmd)} could not start: ${res.error.message}`);
  if (res.status !== 0 && !allowFailure) fail(`${path.basename(cmd)} ${args.slice(0, 3).join(' ')} failed (exit ${res.status})`);
  return { ok: res.status === 0, status: res.status, stdout: res.stdout ?? '', out: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

/** wrangler for one environment: its arguments (`--env staging`) after every command's own. */
export const wranglerIn = (envArgs) => (args, options) => run(WRANGLER, [...args, ...envArgs], options);

/** The JSON document in a command's output (wrangler may print a blank line or a banner first). */
export function json(text) {
  const start = text.search(/[[{]/);
  try {
    return start === -1 ? null : JSON.parse(text.slice(start));
  } catch {
    return null;
  }
}

export function gitRevision() {
  const res = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : 'working copy';
}
