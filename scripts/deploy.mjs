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
//
// This file is the release's order; its steps' parts are in scripts/deploy/: running the
// commands (commands.mjs), the account (account.mjs), the secret check (secrets.mjs), the
// versions, upload and rollback (versions.mjs).
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chooseAccount, readConfig, whoami } from './deploy/account.mjs';
import { CHECK_CONFIG, elapsed, fail, gitRevision, json, NPM, ReleaseError, run, step, wranglerIn } from './deploy/commands.mjs';
import { madeSecretsArgs, providedSecrets, secretsToMake, workerSecrets } from './deploy/secrets.mjs';
import { liveVersion, rollback, upload } from './deploy/versions.mjs';
import { smoke } from './smoke.mjs';

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
const wrangler = wranglerIn(envName ? ['--env', envName] : []);
const gradual = opts.gradual === undefined ? null : Number(opts.gradual);

async function main() {
  if (gradual !== null && !(gradual > 0 && gradual < 100)) fail(`--gradual takes a percentage between 1 and 99, not ${opts.gradual}`);
  const label = envName ?? 'production';

  step(`account (${label})`);
  const user = whoami();
  const config = await readConfig(envName);
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
  if (!run(process.execPath, [CHECK_CONFIG, ...(opts.secrets ? ['--secrets', opts.secrets] : [])], { allowFailure: true }).ok)
    fail(
      `wrangler.toml${opts.secrets ? ` or ${opts.secrets}` : ''} has the problems listed above (node scripts/check-config.mjs): fix them, then release`,
    );
  const provided = providedSecrets(opts.secrets);
  const secrets = workerSecrets(wrangler);
  const missing = secretsToMake(config, secrets, envName, provided);
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

    const secretArgs = madeSecretsArgs(missing, secretsDir, provided);
    const varArgs = process.env.SITE_URL ? ['--var', `SITE_URL:${siteUrl}`] : [];

    const previous = liveVersion(wrangler, secrets.exists);
    // For CI: a step after this one can roll back if the job dies halfway (.github/workflows/ci.yml).
    if (previous && process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `previous_version=${previous}\n`);
    console.log(previous ? `live version before this release: ${previous}` : 'no live version yet (first release)');

    if (gradual !== null && previous) {
      step(`upload: new version, then ${gradual} %`);
      const out = upload(wrangler, previous, ['versions', 'upload', '--message', message, ...varArgs, ...secretArgs]);
      const id = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(out)?.[1];
      if (!id) fail('versions upload printed no Worker Version ID');
      wrangler(['versions', 'deploy', `${id}@${gradual}%`, `${previous}@${100 - gradual}%`, '--yes', '--message', message]);

      step(`smoke check of the new version at ${gradual} %`);
      const override = { 'Cloudflare-Workers-Version-Overrides': `${config.name}="${id}"` };
      const early = await smoke(siteUrl, { indexable: !envName, headers: override });
      if (early.length) {
        rollback(wrangler, previous, `smoke check failed at ${gradual}%`);
        fail(`smoke check failed at ${gradual} %, rolled back:\n  ${early.join('\n  ')}`);
      }

      step('upload: new version at 100 %');
      wrangler(['versions', 'deploy', `${id}@100%`, '--yes', '--message', message]);
    } else {
      if (gradual !== null)
        console.log('first release: deployed at once (a gradual deployment needs a live version to share traffic with)');
      step('upload');
      const domainArgs = !envName && siteUrl ? ['--domain', new URL(siteUrl).hostname] : [];
      const out = upload(wrangler, previous, ['deploy', '--message', message, ...domainArgs, ...varArgs, ...secretArgs]);
      // Staging has no domain of its own: its workers.dev URL is in wrangler's output.
      if (!siteUrl) process.env.RELEASE_URL = /^\s+(https?:\/\/\S+)\s*$/m.exec(out)?.[1] ?? '';
    }

    const liveUrl = siteUrl || process.env.RELEASE_URL;
    if (!liveUrl) fail('No URL to check: set SITE_URL, or keep workers_dev on for this environment.');
    step(`smoke check of ${liveUrl}`);
    const failures = await smoke(liveUrl, { indexable: !envName });
    if (failures.length) {
      rollback(wrangler, previous, 'smoke check failed');
      fail(`smoke check failed${previous ? ', rolled back' : ''}:\n  ${failures.join('\n  ')}`);
    }
    console.log(`\nReleased ${config.name} (${label}) in ${elapsed()}: ${liveUrl}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(secretsDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`\nRelease failed after ${elapsed()}: ${error.message}`);
  process.exit(1);
}
