// `npm run deploy` (scripts/deploy.mjs) against a stubbed Cloudflare: a fake wrangler that
// answers with the real wrangler 4.155's recorded answers (test/fixtures/release/) for an account
// kept in a file, a fake npm that records the checks and builds, and a local HTTP server per release that plays
// the live site for the smoke check. Checks that what can stop a release (no login, SITE_URL, the
// configuration) stops it before the type check, the tests and the build start: by what ran (the
// fakes' log), not by how long it took, which depends on the machine and its load (the release
// prints its own time; docs/deploy.md gives the figures). Then the order of the steps, that a
// failing test stops the release before anything is uploaded, that migrations run before the code
// goes live, that a failed upload leaves the live version alone, and that a failed smoke check
// rolls back to it.
import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'test/fixtures/release');
const LIVE = 'f1e2d3c4-b5a6-4789-8abc-def012345678';
const NEW = '6a0b5b5e-3f0e-4f59-9a0c-7b2a1d9c1e11';

interface Call {
  tool: 'npm' | 'wrangler' | 'check-config';
  args: string[];
  secretsFile?: Record<string, string> | null;
}

/** The live site as the smoke check sees it; `broken` paths answer 500. */
function site(broken: Set<string>, seen: IncomingHttpHeaders[]): Server {
  return createServer((req, res) => {
    seen.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://x');
    if (broken.has(url.pathname)) return void res.writeHead(500).end('boom');
    const page = (lang: string, body: string) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="${lang}"><body><h1>Site</h1>${body}</body></html>`);
    };
    switch (url.pathname) {
      case '/pt':
        return page('pt-BR', '');
      case '/en':
        return page('en', '');
      case '/es':
        return page('es', '');
      case '/pt/blog':
        return page('pt-BR', '<a href="/pt/blog/oee-na-pratica">OEE</a>');
      case '/pt/blog/oee-na-pratica':
        return page('pt-BR', '<article>OEE</article>');
      case '/pt/contact':
        return page('pt-BR', '<form method="post"></form>');
      case '/robots.txt':
        return void res.writeHead(200).end('User-agent: *\nAllow: /\n');
      case '/sitemap.xml':
        return void res.writeHead(200).end('<?xml version="1.0"?><urlset></urlset>');
      default:
        return void res.writeHead(404).end();
    }
  });
}

/** A stand-in live site of a release's own (releases run side by side), on a free port. */
async function startSite(broken: string[]): Promise<{ base: string; seen: IncomingHttpHeaders[]; close: () => Promise<void> }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = site(new Set(broken), seen);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The account as the fake wrangler keeps it (test/fixtures/release/fake-wrangler.mjs). */
interface Account {
  loggedIn?: boolean;
  tokenRefused?: boolean;
  accounts?: number;
  databases?: string[];
  worker?: { secrets: string[]; live: string | null } | null;
  uploadFails?: boolean;
  domainFails?: boolean;
}

/**
 * Releases still running: none has a time limit of its own (a busy machine may take long), so one
 * whose test timed out is stopped when the file ends.
 */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill();
});

async function release(
  args: string[],
  {
    state = {},
    failScript = '',
    broken = [],
    siteUrl,
    env: extraEnv = {},
    configProblem = '',
    realConfigCheck = false,
  }: {
    state?: Account;
    failScript?: string;
    /** Paths the stand-in live site answers with a 500. */
    broken?: string[];
    /** SITE_URL; the stand-in site's address when not given. */
    siteUrl?: string;
    env?: Record<string, string>;
    /** A problem the stand-in configuration check reports. */
    configProblem?: string;
    /** scripts/check-config.mjs itself (a TypeScript program: seconds), not the stand-in. */
    realConfigCheck?: boolean;
  } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-test-'));
  const log = path.join(dir, 'calls.jsonl');
  const stateFile = path.join(dir, 'account.json');
  writeFileSync(log, '');
  writeFileSync(stateFile, JSON.stringify(state));
  const live = await startSite(broken);
  const base = live.base;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DEPLOY_WRANGLER: path.join(fixtures, 'fake-wrangler.mjs'),
    DEPLOY_NPM: path.join(fixtures, 'fake-npm.mjs'),
    DEPLOY_CHECK_CONFIG: realConfigCheck ? '' : path.join(fixtures, 'fake-check-config.mjs'),
    FAKE_CONFIG_PROBLEM: configProblem,
    FAKE_LOG: log,
    FAKE_STATE: stateFile,
    FAKE_NPM_FAIL: failScript,
    FAKE_DEPLOY_URL: base,
    SITE_URL: siteUrl ?? base,
    SMOKE_TIMEOUT_MS: '400',
    SMOKE_RETRY_MS: '50',
    ...extraEnv,
  };
  // The machine's own login or account must not leak into the release under test.
  for (const key of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'GITHUB_OUTPUT']) if (!(key in extraEnv)) delete env[key];
  const result = await new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'scripts/deploy.mjs'), ...args],
      { cwd: root, env },
      (error, stdout, stderr) => {
        running.delete(child);
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
      },
    );
    running.add(child);
  });
  const calls = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Call);
  const account = JSON.parse(readFileSync(stateFile, 'utf8')) as Account;
  rmSync(dir, { recursive: true, force: true });
  await live.close();
  return { ...result, calls, account, base, seen: live.seen };
}

const secretsDir = mkdtempSync(path.join(tmpdir(), 'release-secrets-test-'));
afterAll(() => rmSync(secretsDir, { recursive: true, force: true }));

/** A secrets file as `wrangler secret bulk` takes it, for --secrets. */
function secretsFile(values: Record<string, string>): string {
  const file = path.join(secretsDir, `${crypto.randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(values));
  return file;
}

/** A call as one string, e.g. `wrangler d1 migrations apply LEADS_DB --remote`. */
const line = (c: Call) => `${c.tool} ${c.args.join(' ')}`.trim();
const indexOf = (calls: Call[], prefix: string) => calls.findIndex((c) => line(c).startsWith(prefix));

/** An account with the Worker live at LIVE, its database and its secret. */
const LIVE_ACCOUNT: Account = { worker: { secrets: ['IP_HASH_SECRET'], live: LIVE }, databases: ['lean-digital-leads'] };

// Each release is processes of its own with its own state, stand-in site and log: side by side.
// A stop is proven by every call the release made (the fakes' log): the type check, the tests,
// the build and anything on the account are not among them.
describe.concurrent('npm run deploy: what can stop a release is checked first, before the checks and the build', () => {
  for (const args of [[], ['--env', 'staging']]) {
    it(`without a login ${args.join(' ') || '(production)'} stops after \`wrangler whoami --json\`, with both ways to log in`, async () => {
      const { code, output, calls, account } = await release(args, { state: { loggedIn: false }, siteUrl: '' });
      expect(code, output).toBe(1);
      // Nothing but the account check ran: no type check, no tests, no build, nothing on the account.
      expect(calls.map(line)).toEqual(['wrangler whoami --json']);
      expect(output).toMatch(/Release failed after \d+\.\d s: Not logged in/);
      expect(output).toContain('Not logged in to Cloudflare');
      expect(output).toContain('npx wrangler login');
      expect(output).toContain('CLOUDFLARE_API_TOKEN=');
      expect(output).toContain('CLOUDFLARE_ACCOUNT_ID');
      expect(account).toEqual({ loggedIn: false });
    });
  }

  it('with a token the API refuses stops after `wrangler whoami --json` too, and says so', async () => {
    const { code, output, calls } = await release(['--env', 'staging'], {
      state: { tokenRefused: true },
      env: { CLOUDFLARE_API_TOKEN: 'revoked' },
    });
    expect(code).toBe(1);
    expect(calls.map(line)).toEqual(['wrangler whoami --json']);
    expect(output).toContain('Is CLOUDFLARE_API_TOKEN a valid token');
    expect(output).toContain('npx wrangler login');
  });

  it("answers as the installed wrangler does when logged out: plain whoami exits 0, only --json's status says so", async () => {
    // The recordings the fake replays, compared with what the installed wrangler answers now (an
    // empty HOME, no token): a release that trusted plain `whoami`'s exit status would go on.
    const { RECORDINGS, runWrangler } = await import('../fixtures/release/record.mjs');
    for (const name of ['whoami.logged-out', 'whoami-json.logged-out']) {
      const [args, account] = RECORDINGS[name];
      const now = await runWrangler(args, account);
      const recorded = JSON.parse(readFileSync(path.join(fixtures, 'recorded', `${name}.json`), 'utf8'));
      expect({ exitCode: now.exitCode, stdout: now.stdout }, name).toEqual({ exitCode: recorded.exitCode, stdout: recorded.stdout });
    }
    const plain = JSON.parse(readFileSync(path.join(fixtures, 'recorded/whoami.logged-out.json'), 'utf8'));
    expect(plain.exitCode).toBe(0);
    expect(plain.stdout).toContain('You are not authenticated');
    const json = JSON.parse(readFileSync(path.join(fixtures, 'recorded/whoami-json.logged-out.json'), 'utf8'));
    expect(json.exitCode).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ loggedIn: false });
  });

  it('with two accounts and no CLOUDFLARE_ACCOUNT_ID stops at once and lists them; with it, goes on', async () => {
    const stopped = await release(['--skip-checks'], { state: { accounts: 2 } });
    expect(stopped.code).toBe(1);
    expect(stopped.calls.map(line)).toEqual(['wrangler whoami --json']);
    expect(stopped.output).toContain('set CLOUDFLARE_ACCOUNT_ID');
    expect(stopped.output).toMatch(/Another account: fedcba9876543210fedcba9876543210/);
    const chosen = await release(['--skip-checks'], {
      state: { accounts: 2, ...LIVE_ACCOUNT },
      env: { CLOUDFLARE_ACCOUNT_ID: 'fedcba9876543210fedcba9876543210' },
    });
    expect(chosen.code, chosen.output).toBe(0);
    expect(chosen.output).toContain('account Another account (fedcba9876543210fedcba9876543210)');
  });

  it('a configuration problem stops the release before the checks and the build', async () => {
    const problem = "[staging] shares production's D1 database lean-digital-leads";
    const { code, output, calls } = await release(['--env', 'staging'], { state: LIVE_ACCOUNT, configProblem: problem });
    expect(code).toBe(1);
    expect(calls.map(line)).toEqual(['wrangler whoami --json', 'check-config']);
    expect(output).toContain(problem);
    expect(output).toContain('wrangler.toml has the problems listed above');
  });

  it('--secrets with a token under 32 characters stops the release before the checks and the build, and sets nothing', async () => {
    const file = secretsFile({ LEADS_EXPORT_TOKEN: 'export-token-too-short', PRIVACY_ADMIN_TOKEN: 'a'.repeat(40) });
    const { code, output, calls } = await release(['--secrets', file], { state: LIVE_ACCOUNT });
    expect(code).toBe(1);
    expect(output).toContain('secret LEADS_EXPORT_TOKEN: 22 characters, a token needs at least 32');
    expect(output).not.toContain('export-token-too-short');
    expect(calls.map(line)).toEqual(['wrangler whoami --json', 'check-config']);
  });

  it('refuses a production release without SITE_URL before the checks and the build', async () => {
    const { code, output, calls } = await release([], { siteUrl: '' });
    expect(code).toBe(1);
    expect(output).toContain('Set SITE_URL');
    expect(calls.map(line)).toEqual(['wrangler whoami --json']);
  });
});

describe.concurrent('npm run deploy', () => {
  it('first release: account, secrets, checks, build, database created and migrated, then the upload, then the smoke check', async () => {
    const { code, output, calls, account, base } = await release([], { realConfigCheck: true });
    expect(code, output).toBe(0);
    expect(output).toContain('wrangler.toml: no problems');
    // The release says how long it took.
    expect(output).toMatch(/\nReleased lean-digital-site \(production\) in \d+\.\d s: http:\/\/127\.0\.0\.1:\d+\n/);
    const steps = [
      'wrangler whoami --json',
      'wrangler secret list',
      'npm run typecheck',
      'npm run test:worker',
      'npm run build',
      'npm run check:bundle --if-present',
      'wrangler deploy --dry-run',
      'wrangler d1 list --json',
      'wrangler d1 create lean-digital-leads',
      'wrangler d1 migrations apply LEADS_DB --remote',
      'wrangler deploy --message',
    ];
    const at = steps.map((s) => indexOf(calls, s));
    expect(at, calls.map(line).join('\n')).not.toContain(-1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // The Worker does not exist yet (secret list said so): no live version to look up.
    expect(indexOf(calls, 'wrangler deployments status')).toBe(-1);
    const deploy = calls.find((c) => line(c).startsWith('wrangler deploy --message'))!;
    // The custom domain from SITE_URL, and the pepper the Worker did not have yet.
    expect(deploy.args).toEqual(expect.arrayContaining(['--domain', '127.0.0.1', '--var', `SITE_URL:${base}`]));
    expect(deploy.secretsFile?.IP_HASH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(calls.some((c) => c.args[0] === 'rollback')).toBe(false);
    expect(account.databases).toEqual(['lean-digital-leads']);
    expect(account.worker?.secrets).toEqual(['IP_HASH_SECRET']);
    // The smoke check reached the site after the upload.
    for (const p of ['/pt', '/en', '/es', '/robots.txt', '/sitemap.xml', '/pt/contact', '/pt/blog/oee-na-pratica'])
      expect(output).toContain(`smoke ok   ${p}`);
  });

  it('stops before uploading anything when a worker test fails', async () => {
    const { code, output, calls } = await release([], { failScript: 'test:worker', state: LIVE_ACCOUNT });
    expect(code).toBe(1);
    expect(output).toContain('Release failed');
    expect(calls.map(line)).toEqual([
      'wrangler whoami --json',
      'check-config',
      'wrangler secret list --format json',
      'npm run typecheck',
      'npm run test:worker',
    ]);
  });

  it('a failed upload fails the release and leaves the live version serving: no rollback, no smoke check', async () => {
    const { code, output, calls, account, seen } = await release(['--skip-checks'], { state: { ...LIVE_ACCOUNT, uploadFails: true } });
    expect(code).toBe(1);
    expect(output).toContain('[code: 10021]');
    expect(output).toContain(`the upload failed, ${LIVE} still serves`);
    expect(indexOf(calls, 'wrangler deploy --message')).toBeGreaterThan(indexOf(calls, 'wrangler d1 migrations apply'));
    expect(calls.some((c) => c.args[0] === 'rollback')).toBe(false);
    expect(seen).toEqual([]);
    expect(account.worker?.live).toBe(LIVE);
  });

  it('gradual: a failed upload leaves the live version serving too', async () => {
    const { code, output, calls, account } = await release(['--gradual', '10', '--skip-checks'], {
      state: { ...LIVE_ACCOUNT, uploadFails: true },
    });
    expect(code).toBe(1);
    expect(output).toContain(`wrangler versions upload failed (exit 1): the upload failed, ${LIVE} still serves`);
    expect(calls.some((c) => c.args[0] === 'rollback' || line(c).startsWith('wrangler versions deploy'))).toBe(false);
    expect(account.worker?.live).toBe(LIVE);
  });

  it('a custom domain the API refuses after the upload: the new version went live, so it is rolled back', async () => {
    const { code, output, calls, account, seen } = await release(['--skip-checks'], { state: { ...LIVE_ACCOUNT, domainFails: true } });
    expect(code).toBe(1);
    expect(output).toContain('[code: 100117]');
    expect(output).toContain(`wrangler deploy failed after the upload (exit 1): the new version went live, rolled back to ${LIVE}`);
    expect(indexOf(calls, `wrangler rollback ${LIVE} --yes`)).toBeGreaterThan(indexOf(calls, 'wrangler deploy --message'));
    expect(seen).toEqual([]);
    expect(account.worker?.live).toBe(LIVE);
  });

  it('rolls back to the version that was live when the smoke check fails', async () => {
    const { code, output, calls, account } = await release([], { state: LIVE_ACCOUNT, broken: ['/es'] });
    expect(code).toBe(1);
    expect(output).toContain('smoke FAIL /es: HTTP 500');
    expect(calls.some((c) => line(c).startsWith('wrangler d1 create'))).toBe(false);
    const deploy = indexOf(calls, 'wrangler deploy --message');
    const rollback = indexOf(calls, `wrangler rollback ${LIVE} --yes`);
    expect(deploy).toBeGreaterThan(indexOf(calls, 'wrangler d1 migrations apply'));
    expect(rollback).toBeGreaterThan(deploy);
    expect(calls[deploy]!.secretsFile).toBeNull();
    expect(account.worker?.live).toBe(LIVE);
  });

  it("--secrets: the file's secrets, trimmed, go up with the version", async () => {
    const token = 'c'.repeat(40);
    const file = secretsFile({ LEADS_EXPORT_TOKEN: ` ${token}\n` });
    const { code, output, calls } = await release(['--secrets', file], { state: LIVE_ACCOUNT });
    expect(code, output).toBe(0);
    expect(calls[indexOf(calls, 'wrangler deploy --message')]!.secretsFile).toEqual({ LEADS_EXPORT_TOKEN: token });
  });

  it('gradual: uploads a version, sends it 10 %, checks that version, then 100 %', async () => {
    const { code, output, calls, account, seen } = await release(['--gradual', '10', '--skip-checks'], { state: LIVE_ACCOUNT });
    expect(code, output).toBe(0);
    const order = [
      'npm run build',
      'wrangler d1 migrations apply LEADS_DB --remote',
      'wrangler deployments status --json',
      'wrangler versions upload',
      `wrangler versions deploy ${NEW}@10% ${LIVE}@90% --yes`,
      `wrangler versions deploy ${NEW}@100% --yes`,
    ].map((s) => indexOf(calls, s));
    expect(order, calls.map(line).join('\n')).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(calls.some((c) => c.args[0] === 'typecheck' || c.args[1] === 'test:worker')).toBe(false);
    // The 10 % check asked for the new version explicitly.
    expect(seen.some((h) => h['cloudflare-workers-version-overrides'] === `lean-digital-site="${NEW}"`)).toBe(true);
    expect(account.worker?.live).toBe(NEW);
  });

  it('gradual: a failed check at 10 % rolls back and never reaches 100 %', async () => {
    const { code, calls, account } = await release(['--gradual', '10', '--skip-checks'], { state: LIVE_ACCOUNT, broken: ['/pt/contact'] });
    expect(code).toBe(1);
    expect(indexOf(calls, `wrangler rollback ${LIVE}`)).toBeGreaterThan(indexOf(calls, `wrangler versions deploy ${NEW}@10%`));
    expect(indexOf(calls, `wrangler versions deploy ${NEW}@100%`)).toBe(-1);
    expect(account.worker?.live).toBe(LIVE);
  });

  it('staging: no domain, its URL from the upload, and a robots.txt that must disallow crawling', async () => {
    const { code, output, calls } = await release(['--env', 'staging', '--skip-checks'], { siteUrl: '' });
    const deploy = calls.find((c) => line(c).startsWith('wrangler deploy --message'))!;
    expect(deploy.args).toEqual(expect.arrayContaining(['--env', 'staging']));
    expect(deploy.args).not.toContain('--domain');
    expect(indexOf(calls, 'wrangler secret list --format json --env staging')).toBeGreaterThan(-1);
    expect(indexOf(calls, 'wrangler d1 create lean-digital-leads-staging')).toBeGreaterThan(-1);
    expect(indexOf(calls, 'wrangler d1 migrations apply LEADS_DB --remote --env staging')).toBeGreaterThan(-1);
    // The stand-in site allows crawling, which staging must not: the check catches it.
    expect(code).toBe(1);
    expect(output).toContain('smoke FAIL /robots.txt: a non-canonical host allows crawling');
    expect(output).toContain('first release');
  });
});
