// Starts the real site (`wrangler dev` on workerd, local KV and D1 in a fresh temp dir) once for
// all browser tests, and gives them its URL. Chromium is Debian's, at /usr/bin/chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistDir: string;
    exportToken: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
export const EXPORT_TOKEN = 'browser-test-export-token';

function freePort(): Promise<number> {
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

export default async function setup(project: TestProject) {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'site-browser-'));
  const env = { ...process.env, CI: 'true', NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' };
  const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', '--persist-to', persistDir], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`D1 migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);

  const port = await freePort();
  let output = '';
  const child = spawn(
    wrangler,
    [
      'dev',
      '--port', String(port),
      '--ip', '127.0.0.1',
      '--persist-to', persistDir,
      '--inspector-port', String(await freePort()),
      '--show-interactive-dev-session=false',
      '--var', `LEADS_EXPORT_TOKEN:${EXPORT_TOKEN}`,
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl + '/favicon.svg', child, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('persistDir', persistDir);
  project.provide('exportToken', EXPORT_TOKEN);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(persistDir, { recursive: true, force: true });
  };
}
