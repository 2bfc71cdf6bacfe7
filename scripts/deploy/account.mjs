// The release's first step (scripts/deploy.mjs): who wrangler acts as, and on which account.
import path from 'node:path';
import { fail, json, root, run, WRANGLER } from './commands.mjs';

/** Both ways to give wrangler an account, for every message that needs one. */
const LOGIN_HINT = [
  'Log in to Cloudflare in one of two ways, then run the release again:',
  '  - `npx wrangler login` (opens a browser; wrangler keeps the login for your user), or',
  '  - CLOUDFLARE_API_TOKEN=<API token> in the environment (permissions: Workers Scripts, D1, Workers KV,',
  '    Workers Routes: Edit; Account Settings: Read), and CLOUDFLARE_ACCOUNT_ID=<account id> as well',
  '    when the token reaches more than one account.',
].join('\n');

/** wrangler.toml as wrangler reads it for `envName` (undefined: production). */
export async function readConfig(envName) {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: envName }, { hideWarnings: true });
}

/**
 * Who wrangler acts as, from `wrangler whoami --json`: `{ loggedIn: true, authType, email,
 * accounts: [{ id, name }] }` and exit 0, or `{"loggedIn":false}` and exit 1 when there is no
 * login and no token (wrangler's src/user/whoami.ts). Any other answer (a token the API refuses,
 * no network) fails too: nothing after this step would work.
 */
export function whoami() {
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
export function chooseAccount(user, config) {
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
