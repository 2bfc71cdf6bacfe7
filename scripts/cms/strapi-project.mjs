// A real Strapi 5 project made from the shipped content model (cms/strapi), installed from the
// npm registry into a folder of its own (SQLite through better-sqlite3, built from source against
// the machine's Node headers: npm_config_nodedir=/usr), started on loopback without an admin build.
// Strapi runs on the machine's Node (STRAPI_NODE, default /usr/bin/node), not on the site's pinned
// Node 24: better-sqlite3 is compiled for the Node whose headers are in /usr.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The versions the content model was recorded and tested with (test/fixtures/strapi/v5/index.json). */
export const STRAPI_PACKAGES = {
  '@strapi/strapi': '5.54.0',
  '@strapi/plugin-users-permissions': '5.54.0',
  // 13.x needs Node 22; 12.x builds and runs on Node 20 and 22.
  'better-sqlite3': '12.11.1',
  react: '18.3.1',
  'react-dom': '18.3.1',
  'react-router-dom': '6.30.3',
  'styled-components': '6.1.19',
};

const secret = () => randomBytes(16).toString('base64url');

export function strapiNode() {
  return process.env.STRAPI_NODE || '/usr/bin/node';
}

/** A PATH on which `node` and `npm` are the machine's, not the project's node_modules/.bin ones. */
function systemPath() {
  const nodeDir = path.dirname(strapiNode());
  const rest = (process.env.PATH ?? '').split(path.delimiter).filter((p) => !p.includes('node_modules'));
  return [nodeDir, ...rest].join(path.delimiter);
}

/** Writes the project (package.json, config, the shipped model) into `dir`; keeps an existing install. */
export function writeProject(dir, { port, siteUrl, previewSecret }) {
  mkdirSync(path.join(dir, 'config'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'site-cms', private: true, version: '0.0.0', dependencies: STRAPI_PACKAGES }, null, 2) + '\n',
  );
  cpSync(path.join(root, 'cms/strapi/src'), path.join(dir, 'src'), { recursive: true });
  cpSync(path.join(root, 'cms/strapi/config'), path.join(dir, 'config'), { recursive: true });
  writeFileSync(
    path.join(dir, 'config/database.js'),
    `'use strict';\nconst path = require('path');\nmodule.exports = ({ env }) => ({\n  connection: {\n    client: 'sqlite',\n    connection: { filename: path.join(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },\n    useNullAsDefault: true,\n  },\n});\n`,
  );
  writeFileSync(
    path.join(dir, 'config/server.js'),
    `'use strict';\nmodule.exports = ({ env }) => ({\n  host: env('HOST', '127.0.0.1'),\n  port: env.int('PORT', 1337),\n  app: { keys: env.array('APP_KEYS') },\n});\n`,
  );
  writeFileSync(
    path.join(dir, 'config/middlewares.js'),
    `'use strict';\nmodule.exports = ['strapi::logger', 'strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::favicon', 'strapi::public'];\n`,
  );
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    SITE_URL: siteUrl,
    SITE_PREVIEW_SECRET: previewSecret,
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  writeFileSync(
    path.join(dir, '.env'),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
}

/** npm install with the machine's Node; better-sqlite3 compiled from source. Returns seconds taken. */
export function install(dir) {
  if (
    existsSync(path.join(dir, 'node_modules/@strapi/strapi/package.json')) &&
    existsSync(path.join(dir, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))
  )
    return 0;
  const started = Date.now();
  const npm = path.join(path.dirname(strapiNode()), 'npm');
  const res = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env: {
      ...process.env,
      PATH: systemPath(),
      npm_config_nodedir: process.env.npm_config_nodedir || '/usr',
      npm_config_update_notifier: 'false',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (res.status !== 0) throw new Error(`npm install of Strapi failed (${res.status}):\n${res.stdout}\n${res.stderr}`.slice(-4000));
  return (Date.now() - started) / 1000;
}

/**
 * The admin panel's build (`strapi build`, into `dir`/build), which `strapi start` serves at /admin:
 * only the editors' guide's screenshots need it (scripts/cms/screenshots.mjs), the tests use the
 * admin's HTTP API. Kept with the install. Returns seconds taken (0 when already built).
 */
export function buildAdmin(dir) {
  if (existsSync(path.join(dir, 'build/index.html'))) return 0;
  const started = Date.now();
  const res = spawnSync(strapiNode(), [path.join(dir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, PATH: systemPath(), NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (res.status !== 0) throw new Error(`strapi build failed (${res.status}):\n${res.stdout}\n${res.stderr}`.slice(-4000));
  return (Date.now() - started) / 1000;
}

/** Starts `strapi start` (no admin build needed) and resolves once /_health answers. */
export async function start(dir, port, { timeoutMs = 240_000 } = {}) {
  let output = '';
  const child = spawn(strapiNode(), [path.join(dir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: dir,
    env: { ...process.env, PATH: systemPath(), STRAPI_TELEMETRY_DISABLED: 'true', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Strapi exited (${child.exitCode}):\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Strapi did not answer within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 204) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      for (let i = 0; i < 20 && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 250));
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
