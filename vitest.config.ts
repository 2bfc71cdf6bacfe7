import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The secret wrangler.toml requires (`[secrets] required`): wrangler reads it from the environment
// for the worker tests and the browser tests' `wrangler dev`, which would warn without it.
process.env.IP_HASH_SECRET ??= 'test-pepper';

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

export default defineConfig({
  test: {
    projects: [
      {
        // Worker tests run inside workerd, with the bindings of wrangler.toml (local KV and D1).
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // wrangler.toml describes production; the worker tests run as development. Their many
              // bindings objects (one per request, one per simulated isolate) share one version id
              // and one caches.default: the HTML cache's location tier is on only where a test
              // turns it on (test/worker/html-cache-location.test.ts).
              bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'development', HTML_CACHE: 'isolate' },
              // A scratch database for the migration compatibility test (test/worker/migrations.test.ts).
              d1Databases: ['SCHEMA_DB'],
            },
          }),
        ],
        // Same module swap as wrangler.toml's [alias] (the plugin does not apply it): React's one
        // Node server build, as deployed.
        resolve: {
          alias: [
            { find: /^react-dom\/server(\.edge)?$/, replacement: fileURLToPath(new URL('./src/react-dom-server.cjs', import.meta.url)) },
          ],
        },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/worker/setup.ts'],
        },
      },
      {
        // Node-side checks of the operations: the release script against a stubbed Cloudflare,
        // the shipped wrangler.toml, the CI workflow.
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/node/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // Browser tests drive Debian's Chromium (playwright-core) against `wrangler dev`.
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['./test/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // `npm run test:cms` only (CMS_E2E=1): a real Strapi 5 installed from the registry.
      ...(process.env.CMS_E2E === '1'
        ? [
            {
              test: {
                name: 'cms',
                environment: 'node',
                include: ['test/cms/**/*.test.ts'],
                globalSetup: ['./test/cms/global-setup.ts'],
                testTimeout: 120_000,
                hookTimeout: 900_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
