// The layer check of `npm run lint` (scripts/check-layers.mjs): on the repository, and on files
// that break its rules, so a check that stopped finding anything would fail here.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentBypasses,
  imports,
  pageTextBypasses,
  readSources,
  resolve,
  testHelpersShipped,
  upwardImports,
} from '../../scripts/check-layers.mjs';
import { startupReach } from '../../scripts/check-layers/startup.mjs';
import { areaCycles, contextTakers, scheduledRunRoutes } from '../../scripts/check-layers/direction.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('layer check', () => {
  it('passes on the repository: no upward import, no route round the content interface', () => {
    const files = readSources();
    expect(Object.keys(files)).toContain('src/routes/blog.tsx');
    const edges = imports(files);
    expect(edges).toContainEqual(['src/routes/blog.tsx', 'src/content/service.ts']);
    expect(upwardImports(edges)).toEqual([]);
    expect(contentBypasses(files, edges)).toEqual([]);
    expect(pageTextBypasses(files, edges)).toEqual([]);
    expect(areaCycles(edges)).toEqual([]);
    expect(contextTakers(files)).toEqual([]);
    expect(scheduledRunRoutes(edges)).toEqual([]);
  });

  it('fails `node scripts/check-layers.mjs` (the lint step) on a deliberate upward import or a Hono Context below the routes, and passes without them', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      for (const dir of ['scripts/check-layers', 'src', 'locales']) cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      cpSync(path.join(root, 'scripts/check-layers.mjs'), path.join(copy, 'scripts/check-layers.mjs'));
      symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
      const lint = () => execFileSync(process.execPath, ['scripts/check-layers.mjs'], { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
      expect(lint()).toMatch(/none upwards/);
      // A service reaching up into a route: the storage of submissions importing the form route.
      writeFileSync(path.join(copy, 'src/leads/storage/upward.ts'), "export { leads } from '../route';\n");
      let failure: { status?: number; stderr?: string } = {};
      try {
        lint();
      } catch (error) {
        failure = error as typeof failure;
      }
      expect(failure.status).toBe(1);
      expect(failure.stderr).toContain('src/leads/storage/upward.ts (submissions, 2) imports src/leads/route.ts (routes, 5)');
      // A component taking the request's Hono context instead of the page view.
      rmSync(path.join(copy, 'src/leads/storage/upward.ts'));
      writeFileSync(
        path.join(copy, 'src/components/reads-context.tsx'),
        "import type { Context } from 'hono';\nexport type C = Context;\n",
      );
      failure = {};
      try {
        lint();
      } catch (error) {
        failure = error as typeof failure;
      }
      expect(failure.status).toBe(1);
      expect(failure.stderr).toContain('src/components/reads-context.tsx (components, features) takes a Hono Context');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('flags an import from a lower area to a higher one, and allows one downwards or within an area', () => {
    const files = {
      'src/privacy/policy.ts': "import { weeklyDigest } from '../analytics/report/weekly-digest';",
      'src/components/footer.tsx': "import { leads } from '../leads/route';",
      'src/shared/links.ts': "import { LANGS } from '../i18n/i18n';",
      // Allowed: down, and sideways within a level.
      'src/routes/blog.tsx': "import { contentService } from '../content/service';",
      'src/leads/storage/keep.ts': "import { subjectHash } from '../../privacy/site-secret';",
    };
    expect(upwardImports(imports(files))).toEqual([
      'src/privacy/policy.ts (privacy, 2) imports src/analytics/report/weekly-digest.ts (report, 4)',
      'src/components/footer.tsx (components, 3) imports src/leads/route.ts (routes, 5)',
      'src/shared/links.ts (shared, 0) imports src/i18n/i18n.ts (i18n, 2)',
    ]);
  });

  it('flags two areas importing each other, whatever the way round, but not a type-only import', () => {
    const cycle = {
      'src/privacy/site-secret.ts': "import { countPost } from '../leads/storage/rate-limit';",
      'src/leads/storage/keep.ts': "import { subjectHash } from '../../privacy/site-secret';",
    };
    expect(areaCycles(imports(cycle))).toEqual([
      'privacy <-> submissions: src/privacy/site-secret.ts imports src/leads/storage/rate-limit.ts; src/leads/storage/keep.ts imports src/privacy/site-secret.ts',
    ]);
    const longer = {
      'src/content/a.ts': "import { x } from '../http/secret';",
      'src/http/secret.ts': "import { y } from '../i18n/i18n';",
      'src/i18n/i18n.ts': "import { z } from '../content/a';",
    };
    expect(areaCycles(imports(longer))).toHaveLength(1);
    expect(areaCycles(imports(longer))[0]).toMatch(/^content <-> http <-> i18n: /);
    const typeOnly = {
      'src/lazy.ts': "import type * as Report from './analytics/report/entry';",
      'src/analytics/report/weekly-digest.ts': "import { loadReport } from '../../lazy';",
    };
    expect(areaCycles(imports(typeOnly))).toEqual([]);
  });

  it('flags a Hono Context taken below the routes tier, however it is imported', () => {
    const files = {
      'src/leads/storage/store.ts': "import type { Context } from 'hono';",
      'src/analytics/measure/route.ts': "import { type Context as C, Hono } from 'hono';",
      'src/pages/home/x.tsx': "import { useRequestContext } from '@hono/react-renderer';",
      'src/privacy/mw.ts': "import { createMiddleware } from 'hono/factory';",
      'src/http/origin.ts': "import type { Context } from 'hono';",
      // Allowed: the routes tier (a feature's route and its routes/ folder, the renderer), what is not a context.
      'src/leads/route.ts': "import { Hono, type Context } from 'hono';",
      'src/leads/routes/answer.ts': "import type { Context } from 'hono';",
      'src/renderer/view.tsx': "import type { Context } from 'hono';",
      'src/content/cache.ts': "import { HTTPException } from 'hono/http-exception';",
    };
    const why = 'below the routes, pass the values it needs';
    expect(contextTakers(files)).toEqual([
      `src/leads/storage/store.ts (submissions, services) takes a Hono Context: ${why}`,
      `src/analytics/measure/route.ts (analytics, services) takes a Hono Context: ${why}`,
      `src/pages/home/x.tsx (pages, features) takes a Hono useRequestContext: ${why}`,
      `src/privacy/mw.ts (privacy, services) takes a Hono createMiddleware: ${why}`,
      `src/http/origin.ts (http, services) takes a Hono Context: ${why}`,
    ]);
  });

  it('flags the scheduled run importing a route, and allows features', () => {
    const edges = imports({
      'src/scheduled.ts': [
        "import { weeklyDigest } from './analytics/report-route';",
        "import { weeklyDigest as digest } from './analytics/report/weekly-digest';",
        "import { runRetention } from './privacy/actions/retention';",
      ].join('\n'),
    });
    expect(scheduledRunRoutes(edges)).toEqual([
      'src/scheduled.ts imports src/analytics/report-route.ts: the scheduled run calls features (src/analytics/report/, src/privacy/actions/, …), never routes',
    ]);
  });

  it('passes a start-up that reaches none of the routes, and flags the front importing them, React or the texts statically', () => {
    const files = readSources();
    expect(startupReach(files, resolve)).toEqual([]);
    const front = files['src/app.tsx'];
    expect(front).toContain("import('./app-routes')");
    const broken = {
      ...files,
      'src/app.tsx': `import { answer } from './app-routes';\n${front}`,
      'src/html-cache/policy.ts': `import { renderToString } from 'react-dom/server';\n${files['src/html-cache/policy.ts']}`,
    };
    const problems = startupReach(broken, resolve);
    expect(problems).toContainEqual(expect.stringMatching(/^src\/index\.ts → src\/app\.tsx → src\/app-routes\.tsx: the routes,/));
    expect(problems).toContainEqual(
      expect.stringMatching(/→ src\/html-cache\/policy\.ts → react-dom\/server: a package only a render or a form needs/),
    );
    // A dynamic import is not start-up: the front's own import() of the routes passes.
    expect(startupReach({ ...files, 'src/app.tsx': `${front}\nconst later = () => import('./pages/home/home');` }, resolve)).toEqual([]);
  });

  it("flags worker code importing a feature's tests' helpers, and leaves the helpers themselves out of the layers", () => {
    const edges = imports({
      'src/leads/forms/submit.ts': "import { aLead } from '../testing/submissions';",
      'src/leads/storage/store.ts': "import { columns } from './columns';",
    });
    expect(testHelpersShipped(edges)).toEqual([
      "src/leads/forms/submit.ts imports src/leads/testing/submissions.ts: a test's helper, never the worker's",
    ]);
    expect(Object.keys(readSources()).filter((file) => file.includes('/testing/'))).toEqual([]);
  });

  it('flags any file outside the content layer importing inside it, and allows service.ts, types.ts and generation.ts', () => {
    const files = {
      'src/routes/bad.tsx': [
        "import { strapiSource } from '../content/strapi';",
        "import { embeddedSource } from '../content/embedded/source';",
        "import type { Rename } from '../content/webhook';",
        "import { contentService } from '../content/service';",
        "import { ARTICLE_SLUG } from '../content/types';",
      ].join('\n'),
      'src/security.ts': "import { cmsAdminOrigin } from './content/preview';",
      // The content generation is interface: the app's front (the HTML cache) reads it without the service.
      'src/html-cache/index.ts': "import { requestContentGeneration } from '../content/generation';",
      'src/components/prerendered.tsx': "import { knownContentGeneration } from '../content/service';",
      'src/pages/blog/bad.tsx': "import { cmsOriginOf } from '../../content/normalize';",
      // Inside the content layer, anything goes.
      'src/content/service.ts': "import { requestContentGeneration } from './generation';",
      // The markdown pipeline and the feature's own routes are its interface too.
      'src/routes/blog.tsx': "import { renderMarkdownCached } from '../content/markdown/cache';",
      'src/routes/api.ts': "import { contentApi } from '../content/api-route';",
    };
    expect(contentBypasses(files)).toEqual([
      'src/routes/bad.tsx imports src/content/strapi.ts: use the content interface (src/content/service.ts, src/content/types.ts, src/content/generation.ts, src/content/markdown/)',
      'src/routes/bad.tsx imports src/content/embedded/source.ts: use the content interface (src/content/service.ts, src/content/types.ts, src/content/generation.ts, src/content/markdown/)',
      'src/routes/bad.tsx imports src/content/webhook.ts: use the content interface (src/content/service.ts, src/content/types.ts, src/content/generation.ts, src/content/markdown/)',
      'src/security.ts imports src/content/preview.ts: use the content interface (src/content/service.ts, src/content/types.ts, src/content/generation.ts, src/content/markdown/)',
      'src/pages/blog/bad.tsx imports src/content/normalize.ts: use the content interface (src/content/service.ts, src/content/types.ts, src/content/generation.ts, src/content/markdown/)',
    ]);
  });

  it('flags a file reading a content binding however it is written, but not a comment naming one, nor src/env.ts declaring it', () => {
    const files = {
      'src/routes/reads.ts': [
        '// Needs CMS_API_URL to be set (a comment: not a read).',
        'export const a = (c) => c.env.CONTENT_CACHE.get("k");',
        'export const b = (c) => c.env["CMS_PREVIEW_SECRET"];',
        'export const d = ({ CMS_API_TOKEN }) => CMS_API_TOKEN;',
        "export const e = 'CMS_API_URL is a message, not a key';",
      ].join('\n'),
      'src/middleware.ts': 'export const f = (env) => env.CMS_TIMEOUT_MS;',
      'src/html-cache/location.ts': 'export const g = (env) => env.CMS_WEBHOOK_SECRET;',
      'src/env.ts': 'export interface Bindings { CMS_API_URL?: string }',
      'src/content/strapi.ts': 'export const h = (env) => env.CMS_API_URL;',
    };
    const binding = (file: string, name: string) =>
      `${file} reads ${name}, a binding of the content layer: put what it decides behind src/content/service.ts`;
    expect(contentBypasses(files, [])).toEqual([
      binding('src/routes/reads.ts', 'CONTENT_CACHE'),
      binding('src/routes/reads.ts', 'CMS_PREVIEW_SECRET'),
      binding('src/routes/reads.ts', 'CMS_API_TOKEN'),
      binding('src/middleware.ts', 'CMS_TIMEOUT_MS'),
      binding('src/html-cache/location.ts', 'CMS_WEBHOOK_SECRET'),
    ]);
  });

  it("flags a route, page or component reading the repository's texts around the request's t()", () => {
    const files = {
      'src/routes/a.tsx': "import { getSiteT, tList } from '../i18n/i18n';",
      'src/pages/home/b.tsx': "import home from '../../../locales/pt/home.json';\nimport { resources } from '../../i18n/resources';",
      'src/components/c.tsx': "import { type T, getT as repo } from '../i18n/i18n';",
      // Allowed: the helpers, a t() in the content layer, the listed exception.
      'src/pages/about/d.tsx': "import { tImage, tRich } from '../../i18n/i18n';",
      'src/content/pages/e.ts': "import { overlaidT } from '../../i18n/i18n';",
      'src/leads/route.ts': "import { getT } from '../i18n/i18n';",
    };
    const why = "page texts come with the request's t() (pageTexts in src/content/service.ts)";
    expect(pageTextBypasses(files)).toEqual([
      `src/pages/home/b.tsx imports locales/pt/home.json: ${why}`,
      `src/pages/home/b.tsx imports src/i18n/resources.ts: ${why}`,
      `src/routes/a.tsx makes its own t() (getSiteT): ${why}`,
      `src/components/c.tsx makes its own t() (getT): ${why}`,
    ]);
  });
});
