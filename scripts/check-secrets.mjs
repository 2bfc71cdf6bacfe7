// The secrets a release is about to set (`npm run deploy -- --secrets secrets.json`), checked
// offline before anything reaches the account: each one a name the code reads, each token long
// enough not to be guessed. Used by scripts/check-config.mjs (its --secrets option) and
// test/node/config.test.ts.
import { readFileSync } from 'node:fs';

/**
 * Secrets that are tokens the site compares what it receives with (operators' bearer tokens, the
 * CMS's shared secrets, the webhook's signing key, the hashing key): each must be long enough not
 * to be guessed. The worker refuses an operator token shorter than this outside development too
 * (MIN_TOKEN_LENGTH in src/http/operator.ts).
 */
export const TOKEN_SECRETS = [
  'LEADS_EXPORT_TOKEN',
  'PRIVACY_ADMIN_TOKEN',
  'CMS_WEBHOOK_SECRET',
  'CMS_PREVIEW_SECRET',
  'LEAD_WEBHOOK_SECRET',
  'IP_HASH_SECRET',
];
export const MIN_TOKEN_LENGTH = 32;

/**
 * Problems of secret values about to be set (name → value, as `wrangler secret bulk` takes them):
 * a value that is not a string, a name the code does not read, a token shorter than
 * MIN_TOKEN_LENGTH once trimmed (the worker trims every secret: src/http/secret.ts).
 */
export function secretProblems(values, bindings) {
  const problems = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string') problems.push(`secret ${name}: not a string`);
    else if (bindings && !bindings.has(name)) problems.push(`secret ${name}: the code reads no such secret (src/env.ts)`);
    else if (TOKEN_SECRETS.includes(name) && value.trim().length < MIN_TOKEN_LENGTH)
      problems.push(
        `secret ${name}: ${value.trim().length} characters, a token needs at least ${MIN_TOKEN_LENGTH} (make one with \`openssl rand -hex 32\`)`,
      );
  }
  return problems;
}

/** The secrets of a JSON file (`{ "NAME": "value", … }`), or a problem. */
export function readSecretsFile(file) {
  try {
    const values = JSON.parse(readFileSync(file, 'utf8'));
    if (values && typeof values === 'object' && !Array.isArray(values)) return { values };
  } catch (error) {
    return { problem: `${file}: ${error.message}` };
  }
  return { problem: `${file}: not a JSON object of secrets` };
}
