// `npm run deploy [-- --env staging] [--gradual 10] [--skip-checks]`: one whole release.
//
//  1. checks      type check and the worker tests (a failure stops here: nothing is uploaded)
//  2. build       the client bundle, the worker bundle's size budget (`npm run check:bundle`),
//                 then `wrangler deploy --dry-run` (config validation, the production bundle)
//  3. account     `wrangler whoami` (log in first: `npx wrangler login`)
//  4. database    the D1 database created if it does not exist yet, then its migrations applied
//                 to it (`--remote`) BEFORE the new code goes live; migrations are additive, so
//                 the version still live (and any rollback target) keeps working on the new schema
//  5. upload      `wrangler deploy` (KV namespace and D1 database provisioned by wrangler on the
//                 first deploy; production's custom domain attached from SITE_URL), or with
//                 --gradual N: `versions upload`, then the new version at N %, checked through a
//                 version override, then at 100 %
//  6. smoke       scripts/smoke.mjs on the live URL; a failure rolls back to the version that was
//                 live before (`wrangler rollback <id>`) and the release fails
//
// DEPLOY_WRANGLER and DEPLOY_NPM replace the wrangler and npm commands (the release test puts
// fakes there: test/node/deploy.test.ts). SITE_URL in the environment overrides the [vars] value.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { smoke } from './smoke.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER =
  process.env.DEPLOY_WRANGLER || path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler');
const NPM = process.env.DEPLOY_NPM || (process.platform === 'win32' ? 'npm.cmd' : 'npm');

/** Secrets the release can make itself when the Worker has none yet: a random pepper. */
const GENERATED_SECRETS = { IP_HASH_SECRET: () => randomBytes(32).toString('hex') };

const { values: opts } = parseArgs({
  options: {
    env: { type: 'string' },
    gradual: { type: 'string' },
    'skip-checks': { type: 'boolean', default: false },
    message: { type: 'string' },
  },
});
const envName = opts.env && opts.env !== 'production' ? opts.env : undefined;
const envArgs = envName ? ['--env', envName] : [];
const gradual = opts.gradual === undefined ? null : Number(opts.gradual);
if (gradual !== null && !(gradual > 0 && gradual < 100)) fail(`--gradual takes a percentage between 1 and 99, not ${opts.gradual}`);

class ReleaseError extends Error {}
function fail(message) {
  throw new ReleaseError(message);
}

function step(name) {
  console.log(`\n==> ${name}`);
}

/** Runs a command; its output is shown, and returned when `capture`. Throws when it fails. */
function run(cmd, args, { capture = false, allowFailure = false, env } = {}) {
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
  return { ok: res.status === 0, out: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

const wrangler = (args, options) => run(WRANGLER, [...args, ...envArgs], options);

function json(text) {
  const start = text.search(/[[{]/);
  try {
    return start === -1 ? null : JSON.parse(text.slice(start));
  } catch {
    return null;
  }
}

async function readConfig() {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: envName }, { hideWarnings: true });
}

/** The version serving most traffic now, or null when the Worker does not exist yet. */
function liveVersion() {
  const res = wrangler(['deployments', 'status', '--json'], { capture: true, allowFailure: true });
  if (!res.ok) return null;
  const versions = json(res.out)?.versions ?? [];
  return [...versions].sort((a, b) => (b.percentage ?? 0) - (a.percentage ?? 0))[0]?.version_id ?? null;
}

function rollback(previous, reason) {
  step(`rollback to ${previous ?? '(none)'}`);
  if (!previous) {
    console.error('This was the first release: there is no earlier version to go back to.');
    return;
  }
  wrangler(['rollback', previous, '--yes', '--message', reason.slice(0, 100)]);
}

async function main() {
  const config = await readConfig();
  const label = envName ?? 'production';
  const siteUrl = (process.env.SITE_URL ?? config.vars?.SITE_URL ?? '').toString().trim().replace(/\/+$/, '');
  if (siteUrl && !/^(https:\/\/[^/]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/.test(siteUrl))
    fail(`SITE_URL must be an origin such as https://www.example.com, not ${siteUrl}`);
  // Production has no workers.dev URL: its only address is the custom domain.
  if (!envName && !siteUrl) {
    fail(
      'Set SITE_URL to the production origin (e.g. SITE_URL=https://www.example.com npm run deploy, or [vars] SITE_URL in wrangler.toml): production is served only on that custom domain.',
    );
  }
  const message = (opts.message ?? `release ${gitRevision()}`).slice(0, 100);
  console.log(`Releasing ${config.name} (${label})${siteUrl ? ` at ${siteUrl}` : ''}`);

  if (opts['skip-checks']) {
    console.log('\n==> checks skipped (--skip-checks: the CI test job ran the whole suite)');
  } else {
    step('checks: type check and worker tests');
    run(NPM, ['run', 'typecheck']);
    run(NPM, ['run', 'test:worker']);
  }

  step('build: client bundle and the production worker bundle');
  run(NPM, ['run', 'build']);
  // The worker bundle's size budget (every new isolate loads all of it), where the project has one.
  run(NPM, ['run', 'check:bundle', '--if-present']);
  const outdir = mkdtempSync(path.join(tmpdir(), 'release-'));
  const secretsDir = mkdtempSync(path.join(tmpdir(), 'release-secrets-'));
  try {
    wrangler(['deploy', '--dry-run', '--outdir', outdir]);

    step('account');
    if (!wrangler(['whoami'], { capture: true, allowFailure: true }).ok)
      fail('Not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN).');

    step('database: create if missing, apply migrations');
    for (const db of config.d1_databases ?? []) {
      const list = json(wrangler(['d1', 'list', '--json'], { capture: true }).out) ?? [];
      if (!list.some((d) => d.name === db.database_name)) {
        wrangler(['d1', 'create', db.database_name, '--binding', db.binding, '--no-update-config']);
      }
      wrangler(['d1', 'migrations', 'apply', db.binding, '--remote'], { env: { CI: 'true' } });
    }

    step('secrets');
    const existing = new Set(
      (json(wrangler(['secret', 'list', '--format', 'json'], { capture: true, allowFailure: true }).out) ?? []).map((s) => s.name),
    );
    const missing = (config.secrets?.required ?? []).filter((name) => !existing.has(name));
    const cannotMake = missing.filter((name) => !(name in GENERATED_SECRETS));
    if (cannotMake.length)
      fail(
        `Required secrets not set: ${cannotMake.join(', ')}. Put them in a file and run \`npx wrangler secret bulk secrets.json${envName ? ` --env ${envName}` : ''}\`.`,
      );
    const secretArgs = [];
    if (missing.length) {
      const file = path.join(secretsDir, 'secrets.json');
      writeFileSync(file, JSON.stringify(Object.fromEntries(missing.map((name) => [name, GENERATED_SECRETS[name]()]))), { mode: 0o600 });
      secretArgs.push('--secrets-file', file);
      console.log(`generated: ${missing.join(', ')}`);
    } else {
      console.log('all required secrets are set');
    }
    const varArgs = process.env.SITE_URL ? ['--var', `SITE_URL:${siteUrl}`] : [];

    const previous = liveVersion();
    // For CI: a step after this one can roll back if the job dies halfway (.github/workflows/ci.yml).
    if (previous && process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `previous_version=${previous}\n`);
    console.log(previous ? `live version before this release: ${previous}` : 'no live version yet (first release)');

    if (gradual !== null && previous) {
      step(`upload: new version, then ${gradual} %`);
      const out = wrangler(['versions', 'upload', '--message', message, ...varArgs, ...secretArgs], { capture: true }).out;
      const id = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(out)?.[1];
      if (!id) fail('versions upload printed no Worker Version ID');
      wrangler(['versions', 'deploy', `${id}@${gradual}%`, `${previous}@${100 - gradual}%`, '--yes', '--message', message]);

      step(`smoke check of the new version at ${gradual} %`);
      const override = { 'Cloudflare-Workers-Version-Overrides': `${config.name}="${id}"` };
      const early = await smoke(siteUrl, { indexable: !envName, headers: override });
      if (early.length) {
        rollback(previous, `smoke check failed at ${gradual}%`);
        fail(`smoke check failed at ${gradual} %, rolled back:\n  ${early.join('\n  ')}`);
      }

      step('upload: new version at 100 %');
      wrangler(['versions', 'deploy', `${id}@100%`, '--yes', '--message', message]);
    } else {
      if (gradual !== null)
        console.log('first release: deployed at once (a gradual deployment needs a live version to share traffic with)');
      step('upload');
      const domainArgs = !envName && siteUrl ? ['--domain', new URL(siteUrl).hostname] : [];
      const out = wrangler(['deploy', '--message', message, ...domainArgs, ...varArgs, ...secretArgs], { capture: true }).out;
      // Staging has no domain of its own: its workers.dev URL is in wrangler's output.
      if (!siteUrl) process.env.RELEASE_URL = /^\s+(https?:\/\/\S+)\s*$/m.exec(out)?.[1] ?? '';
    }

    const liveUrl = siteUrl || process.env.RELEASE_URL;
    if (!liveUrl) fail('No URL to check: set SITE_URL, or keep workers_dev on for this environment.');
    step(`smoke check of ${liveUrl}`);
    const failures = await smoke(liveUrl, { indexable: !envName });
    if (failures.length) {
      rollback(previous, 'smoke check failed');
      fail(`smoke check failed${previous ? ', rolled back' : ''}:\n  ${failures.join('\n  ')}`);
    }
    console.log(`\nReleased ${config.name} (${label}): ${liveUrl}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(secretsDir, { recursive: true, force: true });
  }
}

function gitRevision() {
  const res = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : 'working copy';
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`\nRelease failed: ${error.message}`);
  process.exit(1);
}
