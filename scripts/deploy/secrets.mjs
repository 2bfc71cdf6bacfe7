// The release's secret check (scripts/deploy.mjs): which required secrets the Worker lacks, which
// of those the release makes itself, the ones given with --secrets (checked by
// scripts/check-config.mjs first), and the file that hands them all to the upload.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail, json } from './commands.mjs';

/** Secrets the release can make itself when the Worker has none yet: a random pepper. */
const GENERATED_SECRETS = { IP_HASH_SECRET: () => randomBytes(32).toString('hex') };

/**
 * Names of the secrets the Worker has. A Worker that does not exist yet has none: `secret list`
 * then fails with `Worker "<name>" not found.` (wrangler's src/secret/index.ts); any other failure
 * stops the release, since guessing "none" would replace a secret that is set.
 */
export function workerSecrets(wrangler) {
  const res = wrangler(['secret', 'list', '--format', 'json'], { capture: true, allowFailure: true });
  if (res.ok) {
    const list = json(res.stdout);
    if (!Array.isArray(list)) fail('`wrangler secret list` printed no JSON list');
    return { exists: true, names: new Set(list.map((s) => s.name)) };
  }
  if (/Worker "[^"]+"(?: \(env: [^)]*\))? not found/.test(res.out)) return { exists: false, names: new Set() };
  fail(`\`wrangler secret list\` failed (exit ${res.status}): could not tell which secrets the Worker has`);
}

/** The secrets of the --secrets file, trimmed as the worker reads every secret (src/http/secret.ts); none without one. */
export function providedSecrets(file) {
  if (!file) return {};
  return Object.fromEntries(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([name, value]) => [name, String(value).trim()]));
}

/**
 * The required secrets (`[secrets] required` of wrangler.toml) the Worker lacks and the --secrets
 * file does not give, all of which the release must make itself; fails, saying how to set them, on
 * one it cannot make.
 */
export function secretsToMake(config, secrets, envName, provided = {}) {
  const missing = (config.secrets?.required ?? []).filter((name) => !secrets.names.has(name) && !(name in provided));
  const cannotMake = missing.filter((name) => !(name in GENERATED_SECRETS));
  if (cannotMake.length)
    fail(
      `Required secrets not set: ${cannotMake.join(', ')}. Put them in a file and run \`npx wrangler secret bulk secrets.json${envName ? ` --env ${envName}` : ''}\`.`,
    );
  return missing;
}

/** The upload's arguments that set the secrets made here and those given (a file in `dir`, readable by its owner only). */
export function madeSecretsArgs(missing, dir, provided = {}) {
  if (!missing.length && !Object.keys(provided).length) return [];
  const file = path.join(dir, 'secrets.json');
  const made = Object.fromEntries(missing.map((name) => [name, GENERATED_SECRETS[name]()]));
  writeFileSync(file, JSON.stringify({ ...made, ...provided }), { mode: 0o600 });
  if (missing.length) console.log(`generated: ${missing.join(', ')}`);
  if (Object.keys(provided).length) console.log(`set with this release: ${Object.keys(provided).join(', ')}`);
  return ['--secrets-file', file];
}
