// One running site for all browser tests: `wrangler dev` on embedded defaults, plus an export
// token so tests can read stored leads back through the real export endpoint.
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../helpers/dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistDir: string;
    exportToken: string;
  }
}

export const EXPORT_TOKEN = 'browser-test-export-token';

export default async function setup(project: TestProject) {
  const server = await startDevServer({ vars: { LEADS_EXPORT_TOKEN: EXPORT_TOKEN } });
  project.provide('baseUrl', server.url);
  project.provide('persistDir', server.persistDir);
  project.provide('exportToken', EXPORT_TOKEN);
  return server.stop;
}
