// `npm run test:cms`: a real Strapi 5, installed from the npm registry into a temporary folder,
// made from the shipped content model (cms/strapi), started on loopback. The site's port is
// chosen here because Strapi's preview handler needs the site's URL at start-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/dev-server';
import { install, start, writeProject } from '../../scripts/cms/strapi-project.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    sitePort: number;
    previewSecret: string;
    timings: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // STRAPI_E2E_DIR keeps (and reuses) an install between runs; by default a fresh temporary one.
  const keep = process.env.STRAPI_E2E_DIR;
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), 'strapi5-e2e-'));
  const [strapiPort, sitePort] = [await freePort(), await freePort()];
  const previewSecret = `preview-${Math.random().toString(36).slice(2)}`;
  writeProject(dir, { port: strapiPort, siteUrl: `http://127.0.0.1:${sitePort}`, previewSecret });
  // A fresh database every run, even in a kept install.
  rmSync(path.join(dir, '.tmp'), { recursive: true, force: true });
  const installSeconds = install(dir);
  const startedAt = Date.now();
  const strapi = await start(dir, strapiPort);
  const timings = `install ${installSeconds.toFixed(0)} s, start ${((Date.now() - startedAt) / 1000).toFixed(0)} s (setup ${((Date.now() - started) / 1000).toFixed(0)} s)`;
  console.log(`Strapi 5 at ${strapi.url} in ${dir}: ${timings}`);
  project.provide('strapiUrl', strapi.url);
  project.provide('sitePort', sitePort);
  project.provide('previewSecret', previewSecret);
  project.provide('timings', timings);
  return async () => {
    await strapi.stop();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
}
