// One running site for all browser tests: `wrangler dev` on embedded defaults, plus an export
// token so tests can read stored leads back through the real export endpoint.
//
// The server boots while the run goes on: its URL is handed out at once, and each browser test
// file waits for it to answer before it starts (test/browser/setup.ts), so the worker and node
// projects do not wait for it. With BASE_URL set, the tests use that site instead (say, an
// `npm start` left running) and nothing is started.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchDevServer, type StartingDevServer } from '../helpers/dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistDir: string;
    exportToken: string;
    /** A file the global setup writes once the site answers ('ready') or failed to start (why). */
    siteStatus: string;
  }
}

export const EXPORT_TOKEN = 'browser-test-export-token';
/**
 * The forms' surge guard set out of reach: the files post side by side, each from a fresh address
 * of its own, which is a surge of new visitors by the guard's measure. The guard's own tests are
 * worker tests (test/worker/forms-abuse.test.ts).
 */
export const GUARD_VARS = { FORM_GUARD_PER_MINUTE: '100000', FORM_GUARD_PER_DAY: '100000' };
const GUARD_ARGS = Object.entries(GUARD_VARS)
  .map(([k, v]) => `--var ${k}:${v}`)
  .join(' ');

/**
 * The one server of the run, shared by the projects that use this setup (browser, and
 * browser-timing after it): the last of them to tear down stops it.
 */
const site = globalThis as typeof globalThis & { __browserSite?: { server: Promise<StartingDevServer>; users: number } };

export default async function setup(project: TestProject) {
  const status = path.join(tmpdir(), `site-status-${process.pid}-${Date.now()}`);
  project.provide('siteStatus', status);
  project.provide('exportToken', process.env.EXPORT_TOKEN ?? EXPORT_TOKEN);
  const external = process.env.BASE_URL?.replace(/\/+$/, '');
  if (external) {
    const res = await fetch(`${external}/favicon.svg`).catch((error: Error) => error);
    if (res instanceof Error || res.status >= 500)
      throw new Error(
        `BASE_URL=${external} does not answer (${res instanceof Error ? res.message : res.status}): start the site first, with the export token the form tests read leads back with (and the surge guard out of reach for a whole run): npm start -- --var LEADS_EXPORT_TOKEN:${EXPORT_TOKEN} ${GUARD_ARGS}`,
      );
    project.provide('baseUrl', external);
    project.provide('persistDir', '');
    writeFileSync(status, 'ready');
    return () => rmSync(status, { force: true });
  }
  site.__browserSite ??= { server: launchDevServer({ vars: { LEADS_EXPORT_TOKEN: EXPORT_TOKEN, ...GUARD_VARS } }), users: 0 };
  const shared = site.__browserSite;
  shared.users++;
  const server = await shared.server;
  project.provide('baseUrl', server.url);
  project.provide('persistDir', server.persistDir);
  server.ready.then(
    () => writeFileSync(status, 'ready'),
    (error: Error) => writeFileSync(status, `the browser tests' wrangler dev did not start: ${error.message}`),
  );
  return async () => {
    rmSync(status, { force: true });
    if (--shared.users > 0) return;
    site.__browserSite = undefined;
    await server.stop();
  };
}
