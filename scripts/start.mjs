// `npm start [-- wrangler dev args]`: applies the D1 migrations to the local database (the same
// --persist-to as the dev server, without the interactive prompt), then runs `wrangler dev` with
// every argument passed through, e.g. `npm start -- --port 9000 --var CMS_API_URL:http://…/api`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wrangler = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler');
const args = process.argv.slice(2);

const persistIndex = args.findIndex((a) => a === '--persist-to' || a.startsWith('--persist-to='));
const persist =
  persistIndex === -1 ? [] : args[persistIndex].includes('=') ? [args[persistIndex]] : ['--persist-to', args[persistIndex + 1] ?? ''];

const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', ...persist], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CI: 'true' },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

// wrangler.toml describes production; a local server is development unless told otherwise.
const environment = args.some((a) => /^ENVIRONMENT[:=]/.test(a)) ? [] : ['--var', 'ENVIRONMENT:development'];
// The required pepper of the IP hashes: a local one unless .dev.vars or the environment has one
// (wrangler dev reads required secrets from the environment too).
const dev = spawn(wrangler, ['dev', ...environment, ...devVarsSecrets(), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { IP_HASH_SECRET: 'local-development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));

/**
 * With `[secrets] required` in wrangler.toml, wrangler dev loads from .dev.vars only the vars and
 * the required secrets; the optional secrets written there (CMS_API_TOKEN, …) are passed here.
 */
function devVarsSecrets() {
  const file = path.join(root, '.dev.vars');
  if (!existsSync(file)) return [];
  const out = [];
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m?.[2]) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    if (!args.some((a) => a.startsWith(`${m[1]}:`))) out.push('--var', `${m[1]}:${value}`);
  }
  return out;
}
