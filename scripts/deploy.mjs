// `npm run deploy [-- --env staging] [--gradual 10] [--skip-checks]`: one whole release.
//
// What can stop a release is checked first, in a few seconds, before the minutes of tests and
// builds; none of it changes anything on the account:
//  1. account     `wrangler whoami --json` (it exits non-zero when nobody is logged in; plain
//                 `whoami` exits 0 either way). With several accounts, CLOUDFLARE_ACCOUNT_ID
//                 (or account_id in wrangler.toml) must say which one.
//  2. SITE_URL    production's origin (its only address is that custom domain)
//  3. config      scripts/check-config.mjs on wrangler.toml (offline)
//  4. secrets     the required secrets the Worker lacks and the release cannot make itself; with
//                 --secrets <file.json>, the secrets to set with this release (each token at least
//                 32 characters: scripts/check-config.mjs), uploaded with the version
// Then:
//  5. checks      type check and the worker tests (a failure stops here: nothing is uploaded)
//  6. build       the client bundle, the worker bundle's size budget (`npm run check:bundle`),
//                 then `wrangler deploy --dry-run` (config validation, the production bundle)
//  7. database    the D1 database created if it does not exist yet, then its migrations applied
//                 to it (`--remote`) BEFORE the new code goes live; migrations are additive, so
//                 the version still live (and any rollback target) keeps working on the new schema
//  8. upload      `wrangler deploy` (KV namespace and D1 database provisioned by wrangler on the
//                 first deploy; production's custom domain attached from SITE_URL), or with
//                 --gradual N: `versions upload`, then the new version at N %, checked through a
//                 version override, then at 100 %
//  9. smoke       scripts/smoke.mjs on the live URL; a failure rolls back to the version that was
//                 live before (`wrangler rollback <id>`) and the release fails
//
// DEPLOY_WRANGLER, DEPLOY_NPM and DEPLOY_CHECK_CONFIG replace the wrangler and npm commands and
// the configuration check (the release test puts fakes there; its fake wrangler answers as
// wrangler 4.155 does: test/node/deploy.test.ts, test/fixtures/release/). SITE_URL in the
// environment overrides the [vars] value.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { smoke } from './smoke.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER =
  process.env.DEPLOY_WRANGLER || path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler');
const NPM = process.env.DEPLOY_NPM || (process.platform === 'win32' ? 'npm.cmd' : 'npm');
const CHECK_CONFIG = process.env.DEPLOY_CHECK_CONFIG || path.join(root, 'scripts', 'check-config.mjs');

/** Secrets the release can make itself when the Worker has none yet: a random pepper. */
const GENERATED_SECRETS = { IP_HASH_SECRET: () => randomBytes(32).toString('hex') };

/** Both ways to give wrangler an account, for every message that needs one. */
const LOGIN_HINT = [
  'Log in to Cloudflare in one of two ways, then run the release again:',
  '  - `npx wrangler login` (opens a browser; wrangler keeps the login for your user), or',
  '  - CLOUDFLARE_API_TOKEN=<API token> in the environment (permissions: Workers Scripts, D1, Workers KV,',
  '    Workers Routes: Edit; Account Settings: Read), and CLOUDFLARE_ACCOUNT_ID=<account id> as well',
  '    when the token reaches more than one account.',
].join('\n');

const { values: opts } = parseArgs({
  options: {
    env: { type: 'string' },
    gradual: { type: 'string' },
    'skip-checks': { type: 'boolean', default: false },
    message: { type: 'string' },
    secrets: { type: 'string' },
  },
});
const envName = opts.env && opts.env !== 'production' ? opts.env : undefined;
const envArgs = envName ? ['--env', envName] : [];
const gradual = opts.gradual === undefined ? null : Number(opts.gradual);

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
  return { ok: res.status === 0, status: res.status, stdout: res.stdout ?? '', out: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

const wrangler = (args, options) => run(WRANGLER, [...args, ...envArgs], options);

/** The JSON document in a command's output (wrangler may print a blank line or a banner first). */
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

/**
 * Who wrangler acts as, from `wrangler whoami --json`: `{ loggedIn: true, authType, email,
 * accounts: [{ id, name }] }` and exit 0, or `{"loggedIn":false}` and exit 1 when there is no
 * login and no token (wrangler's src/user/whoami.ts). Any other answer (a token the API refuses,
 * no network) fails too: nothing after this step would work.
 */
function whoami() {
  const res = run(WRANGLER, ['whoami', '--json'], { capture: true, allowFailure: true });
  const user = json(res.stdout);
  if (res.ok && user?.loggedIn === true) return user;
  if (user?.loggedIn === false) fail(`Not logged in to Cloudflare: wrangler has neither a login nor CLOUDFLARE_API_TOKEN.\n${LOGIN_HINT}`);
  fail(
    `Could not check the Cloudflare account: \`wrangler whoami --json\` failed (exit ${res.status})${
      process.env.CLOUDFLARE_API_TOKEN ? '. Is CLOUDFLARE_API_TOKEN a valid token, and is api.cloudflare.com reachable?' : ''
    }\n${LOGIN_HINT}`,
  );
}

/** The account every later wrangler command acts on; fails when wrangler could not pick one. */
function chooseAccount(user, config) {
  const accounts = user.accounts ?? [];
  const wanted = process.env.CLOUDFLARE_ACCOUNT_ID || config.account_id;
  const list = accounts.map((a) => `  ${a.name}: ${a.id}`).join('\n');
  if (wanted) {
    const account = accounts.find((a) => a.id === wanted);
    if (!account && accounts.length)
      fail(`The account ${wanted} (CLOUDFLARE_ACCOUNT_ID or account_id) is not one this login reaches. It reaches:\n${list}`);
    return account ?? { id: wanted, name: wanted };
  }
  if (accounts.length === 1) return accounts[0];
  if (!accounts.length) fail(`This login reaches no Cloudflare account (is the token scoped to one?).\n${LOGIN_HINT}`);
  fail(`This login reaches ${accounts.length} accounts: set CLOUDFLARE_ACCOUNT_ID to the one to release to.\n${list}`);
}

/**
 * Names of the secrets the Worker has. A Worker that does not exist yet has none: `secret list`
 * then fails with `Worker "<name>" not found.` (wrangler's src/secret/index.ts); any other failure
 * stops the release, since guessing "none" would replace a secret that is set.
 */
function workerSecrets() {
  const res = wrangler(['secret', 'list', '--format', 'json'], { capture: true, allowFailure: true });
  if (res.ok) {
    const list = json(res.stdout);
    if (!Array.isArray(list)) fail('`wrangler secret list` printed no JSON list');
    return { exists: true, names: new Set(list.map((s) => s.name)) };
  }
  if (/Worker "[^"]+"(?: \(env: [^)]*\))? not found/.test(res.out)) return { exists: false, names: new Set() };
  fail(`\`wrangler secret list\` failed (exit ${res.status}): could not tell which secrets the Worker has`);
}

/**
 * The version serving most traffic now, or null when the Worker does not exist yet or was never
 * deployed (`deployments status` then fails with "The Worker <name> has no deployments.":
 * wrangler's src/versions/deployments/status.ts). Any other failure stops the release: without
 * the live version a failed smoke check could not roll back.
 */
function liveVersion(workerExists) {
  if (!workerExists) return null;
  const res = wrangler(['deployments', 'status', '--json'], { capture: true, allowFailure: true });
  if (!res.ok) {
    if (/has no deployments/.test(res.out)) return null;
    fail(`\`wrangler deployments status\` failed (exit ${res.status}): without the live version a failed release could not roll back`);
  }
  const versions = json(res.stdout)?.versions ?? [];
  return [...versions].sort((a, b) => (b.percentage ?? 0) - (a.percentage ?? 0))[0]?.version_id ?? null;
}

/**
 * Runs an upload (`deploy`, or `versions upload`) and returns its output. When the upload itself
 * fails, nothing new is live. `deploy` deploys the version as soon as it is uploaded ("Uploaded
 * <name>" printed) and sets the triggers after that, so when it fails later (a custom domain the
 * API refuses, a cron) the new version is live: it is rolled back.
 */
function upload(previous, args) {
  const res = wrangler(args, { capture: true, allowFailure: true });
  if (res.ok) return res.out;
  const command = `wrangler ${args.slice(0, args[0] === 'deploy' ? 1 : 2).join(' ')}`;
  if (args[0] === 'deploy' && /^Uploaded /m.test(res.stdout)) {
    rollback(previous, 'release failed after the upload');
    fail(
      `${command} failed after the upload (exit ${res.status}): the new version went live, ${previous ? `rolled back to ${previous}` : 'and there is no earlier version to go back to'}`,
    );
  }
  fail(
    `${command} failed (exit ${res.status}): the upload failed, ${previous ? `${previous} still serves` : 'nothing was live before (first release)'}; the migrations already applied are additive`,
  );
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
  if (gradual !== null && !(gradual > 0 && gradual < 100)) fail(`--gradual takes a percentage between 1 and 99, not ${opts.gradual}`);
  const label = envName ?? 'production';

  step(`account (${label})`);
  const user = whoami();
  const config = await readConfig();
  const account = chooseAccount(user, config);
  console.log(`as ${user.email ?? user.authType ?? 'this login'}, account ${account.name} (${account.id})`);

  step('preconditions: SITE_URL, configuration, secrets');
  const siteUrl = (process.env.SITE_URL ?? config.vars?.SITE_URL ?? '').toString().trim().replace(/\/+$/, '');
  if (siteUrl && !/^(https:\/\/[^/]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/.test(siteUrl))
    fail(`SITE_URL must be an origin such as https://www.example.com, not ${siteUrl}`);
  // Production has no workers.dev URL: its only address is the custom domain.
  if (!envName && !siteUrl) {
    fail(
      'Set SITE_URL to the production origin (e.g. SITE_URL=https://www.example.com npm run deploy, or [vars] SITE_URL in wrangler.toml): production is served only on that custom domain.',
    );
  }
  const secretsArg = opts.secrets ? ['--secrets', opts.secrets] : [];
  if (!run(process.execPath, [CHECK_CONFIG, ...secretsArg], { allowFailure: true }).ok)
    fail(
      `wrangler.toml${opts.secrets ? ` or ${opts.secrets}` : ''} has the problems listed above (node scripts/check-config.mjs): fix them, then release`,
    );
  // Trimmed, as the worker reads every secret (src/http/secret.ts).
  const provided = opts.secrets
    ? Object.fromEntries(Object.entries(JSON.parse(readFileSync(opts.secrets, 'utf8'))).map(([k, v]) => [k, String(v).trim()]))
    : {};
  const secrets = workerSecrets();
  const missing = (config.secrets?.required ?? []).filter((name) => !secrets.names.has(name) && !(name in provided));
  const cannotMake = missing.filter((name) => !(name in GENERATED_SECRETS));
  if (cannotMake.length)
    fail(
      `Required secrets not set: ${cannotMake.join(', ')}. Put them in a file and run \`npx wrangler secret bulk secrets.json${envName ? ` --env ${envName}` : ''}\`.`,
    );
  console.log(missing.length ? `to generate: ${missing.join(', ')}` : 'all required secrets are set');
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

    step('database: create if missing, apply migrations');
    for (const db of config.d1_databases ?? []) {
      const list = json(wrangler(['d1', 'list', '--json'], { capture: true }).stdout) ?? [];
      if (!list.some((d) => d.name === db.database_name)) {
        wrangler(['d1', 'create', db.database_name, '--binding', db.binding, '--no-update-config']);
      }
      wrangler(['d1', 'migrations', 'apply', db.binding, '--remote'], { env: { CI: 'true' } });
    }

    const secretArgs = [];
    if (missing.length || Object.keys(provided).length) {
      const file = path.join(secretsDir, 'secrets.json');
      const generated = Object.fromEntries(missing.map((name) => [name, GENERATED_SECRETS[name]()]));
      writeFileSync(file, JSON.stringify({ ...generated, ...provided }), { mode: 0o600 });
      secretArgs.push('--secrets-file', file);
      if (missing.length) console.log(`generated: ${missing.join(', ')}`);
      if (Object.keys(provided).length) console.log(`set with this release: ${Object.keys(provided).join(', ')}`);
    }
    const varArgs = process.env.SITE_URL ? ['--var', `SITE_URL:${siteUrl}`] : [];

    const previous = liveVersion(secrets.exists);
    // For CI: a step after this one can roll back if the job dies halfway (.github/workflows/ci.yml).
    if (previous && process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `previous_version=${previous}\n`);
    console.log(previous ? `live version before this release: ${previous}` : 'no live version yet (first release)');

    if (gradual !== null && previous) {
      step(`upload: new version, then ${gradual} %`);
      const out = upload(previous, ['versions', 'upload', '--message', message, ...varArgs, ...secretArgs]);
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
      const out = upload(previous, ['deploy', '--message', message, ...domainArgs, ...varArgs, ...secretArgs]);
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
