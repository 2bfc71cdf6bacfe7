// Starts the real site with `wrangler dev` (workerd, local KV and D1 in a fresh temp dir).
// The browser tests share one (test/browser/global-setup.ts); a test that needs other vars
// (a fake CMS, a webhook receiver) starts its own with startDevServer({ vars }).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not answer at ${url}:\n${log()}`);
}

export interface DevServer {
  url: string;
  persistDir: string;
  /** Everything wrangler printed so far (the worker's console output included). */
  output: () => string;
  stop: () => Promise<void>;
}

/** `vars` become `--var KEY:VALUE` (secrets too: in local dev both are plain env values). */
export async function startDevServer(options: { vars?: Record<string, string>; port?: number } = {}): Promise<DevServer> {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'site-dev-'));
  const env = { ...process.env, CI: 'true', NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' };
  const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', '--persist-to', persistDir], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`D1 migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);

  const port = options.port ?? (await freePort());
  // wrangler.toml describes production; the tests' server is development unless a test says otherwise.
  const varArgs = Object.entries({ ENVIRONMENT: 'development', ...options.vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  let output = '';
  const child = spawn(
    wrangler,
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persistDir,
      '--inspector-port',
      String(await freePort()),
      '--show-interactive-dev-session=false',
      ...varArgs,
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url + '/favicon.svg', child, () => output);

  return {
    url,
    persistDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(persistDir, { recursive: true, force: true });
    },
  };
}
