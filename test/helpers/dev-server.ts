// Starts the real site with `wrangler dev` (workerd, local KV and D1 in a fresh temp dir).
// The browser tests share one (test/browser/global-setup.ts); a test that needs other vars
// (a fake CMS, a webhook receiver) starts its own with startDevServer({ vars }).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const env = () => ({ ...process.env, CI: 'true', NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' });

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

/** Runs a command to its end; rejects with everything it printed when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * A local D1 with every migration applied, made once per set of migrations (and wrangler version)
 * in node_modules/.cache and copied into each server's fresh persist dir: applying them takes a
 * wrangler process of its own, seconds for every server otherwise. Concurrent makers each build
 * in their own folder and the first rename wins.
 */
async function migratedDatabase(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'wrangler.toml')));
  hash.update(readFileSync(path.join(root, 'node_modules/wrangler/package.json')));
  const migrations = path.join(root, 'migrations');
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(path.join(migrations, file)));
  const cache = path.join(root, 'node_modules/.cache/site-tests');
  const done = path.join(cache, `d1-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(done)) return done;
  mkdirSync(cache, { recursive: true });
  const building = mkdtempSync(path.join(cache, 'd1-building-'));
  try {
    await run(wrangler, ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', '--persist-to', building]);
    renameSync(building, done);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(done)) throw error;
  }
  return done;
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
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`wrangler dev did not answer at ${url} within 90 s:\n${log()}`);
}

export interface DevServer {
  url: string;
  persistDir: string;
  /** Everything wrangler printed so far (the worker's console output included). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartingDevServer extends DevServer {
  /** Settles once the site answers (rejects with wrangler's output if it never does). */
  ready: Promise<void>;
}

export interface DevServerOptions {
  /** `vars` become `--var KEY:VALUE` (secrets too: in local dev both are plain env values). */
  vars?: Record<string, string>;
  port?: number;
}

/**
 * Picks the ports and starts the server without waiting for it: `url` is known at once, `ready`
 * says when it answers. The global setup hands the URL to the test files while the server boots.
 */
export async function launchDevServer(options: DevServerOptions = {}): Promise<StartingDevServer> {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'site-dev-'));
  const port = options.port ?? (await freePort());
  const inspectorPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess | undefined;
  let stopped = false;

  const ready = (async () => {
    cpSync(await migratedDatabase(), persistDir, { recursive: true });
    if (stopped) throw new Error('stopped before it started');
    // wrangler.toml describes production; the tests' server is development unless a test says otherwise.
    const varArgs = Object.entries({ ENVIRONMENT: 'development', ...options.vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
    const started = spawn(
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
        String(inspectorPort),
        '--show-interactive-dev-session=false',
        ...varArgs,
      ],
      { cwd: root, env: env(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    started.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    started.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await waitForServer(url + '/favicon.svg', started, () => output);
  })();
  // A server nobody waits for must not take the process down with an unhandled rejection.
  ready.catch(() => {});

  return {
    url,
    persistDir,
    ready,
    output: () => output,
    stop: async () => {
      stopped = true;
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child!.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(persistDir, { recursive: true, force: true });
    },
  };
}

/** Starts the server and resolves once it answers. */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const server = await launchDevServer(options);
  try {
    await server.ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
