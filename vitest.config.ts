import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { HANG_MS, WAIT_MS } from './test/helpers/patience.ts';
import { shuffled, testOrder } from './test/helpers/test-order.ts';

// The secret wrangler.toml requires (`[secrets] required`): wrangler reads it from the environment
// for the worker tests and the browser tests' `wrangler dev`, which would warn without it.
process.env.IP_HASH_SECRET ??= 'test-pepper';

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

/**
 * Browser test files that take longest, started first on a run without vitest's timing cache
 * (a fresh clone): started last, one of them would run alone at the end while the other lane
 * idles. With the cache (node_modules/.vite), vitest's own longest-first order applies.
 */
const LONGEST_FIRST = [
  'browser/a11y',
  'browser/hydration',
  'browser/page-styles',
  'browser/forms-leads',
  'browser/seo-crawl',
  'node/deploy',
  'browser/shell',
  'browser/budgets',
  'browser/privacy-consent',
].map((name) => `/test/${name}.test.ts`);

/**
 * The worker files and the tests in each run in a random order in CI, and locally with
 * TEST_SHUFFLE=1 (test/helpers/test-order.ts says why): every file and test must pass whatever ran
 * before it in its workerd, which setup.ts and each file's own resets ensure. The seed is printed;
 * TEST_SHUFFLE=1 TEST_SEED=<seed> repeats the files' queue and each file's order of tests (also
 * for one file run alone). Which earlier files shared a lane's workerd follows the two lanes' timing.
 */
const { shuffle: SHUFFLE, seed: SEED } = testOrder(process.env);

class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await this.longestFirst(files);
    if (!SHUFFLE) return ordered;
    // The worker files' places in the list are dealt again among themselves; the others keep theirs.
    const worker = (spec: TestSpecification) => spec.project.name === 'worker';
    const dealt = shuffled(
      [...ordered.filter(worker)].sort((a, b) => (a.moduleId < b.moduleId ? -1 : 1)),
      SEED,
    );
    if (dealt.length > 0) {
      console.log(`worker files and tests in random order: seed ${SEED} (TEST_SHUFFLE=1 TEST_SEED=${SEED} repeats it)`);
    }
    return ordered.map((spec) => (worker(spec) ? (dealt.shift() as TestSpecification) : spec));
  }

  private async longestFirst(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((end) => spec.moduleId.endsWith(end));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // A stable sort: within a rank, vitest's order stays (vitest then runs each group of projects
    // in this order).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Worker tests run inside workerd, with the bindings of wrangler.toml (local KV and D1): a
 * workerd per lane, kept for all the files of its lane, one file at a time in each (a runtime
 * per file costs about 0.7 s, some 35 s of the project's 60 s; files side by side in one runtime
 * would share its globals, one file's fetch stub answering another's requests); setup.ts empties
 * the storage and the isolate's caches before each file, and takes the late first timer of a
 * file on itself. Each runtime has storage of its own.
 */
const workerProject = {
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // wrangler.toml describes production; the worker tests run as development. Their many
        // bindings objects (one per request, one per simulated isolate) share one version id
        // and one caches.default: the HTML cache's location tier is on only where a test
        // turns it on (test/worker/html-cache-location.test.ts).
        // The forms' surge guard is out of reach too: the files post hundreds of submissions a
        // minute from many addresses; its own tests set it low (test/worker/forms-abuse.test.ts).
        // The weekly digest is off: run on a Monday afternoon, a file's first scheduled run would
        // mail it beside the leads a test counts; its own tests turn it on (analytics-digest.test.ts).
        bindings: {
          TEST_MIGRATIONS: migrations,
          ENVIRONMENT: 'development',
          HTML_CACHE: 'isolate',
          FORM_GUARD_PER_MINUTE: '100000',
          FORM_GUARD_PER_DAY: '100000',
          ANALYTICS_DIGEST: 'off',
          // The suite's moved clock (test/helpers/clock.ts): test/worker/setup.ts starts each test there.
          TEST_NOW: process.env.TEST_NOW ?? '',
        },
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
      { find: /^cssfilter$/, replacement: fileURLToPath(new URL('./src/content/markdown/no-css-filter.cjs', import.meta.url)) },
      // The worker's lazy modules (src/lazy.ts) from their sources: the tests run what they test,
      // with no build in between (the browser tests and the bench run the built modules).
      {
        find: /^\.\/generated\/lazy\/measurement\.mjs$/,
        replacement: fileURLToPath(new URL('./src/analytics/measure/entry.ts', import.meta.url)),
      },
      {
        find: /^\.\/generated\/lazy\/report\.mjs$/,
        replacement: fileURLToPath(new URL('./src/analytics/report/entry.ts', import.meta.url)),
      },
      {
        find: /^\.\/generated\/lazy\/phone\.mjs$/,
        replacement: fileURLToPath(new URL('./src/leads/storage/phone-parse.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'worker',
    include: ['test/worker/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/worker/setup.ts'],
    isolate: false,
    testTimeout: HANG_MS,
    expect: { poll: { timeout: WAIT_MS } },
    // A group of its own, first, beside `npm test`'s type check, lint and node tests
    // (scripts/test.mjs). Two lanes: alone the project waits a third of its time (46 s for 30 s
    // of CPU on one lane, 27-30 s on two), and with one lane the second core idled for some 12 s
    // once the type check, lint and node tests were done, before the browser group could start.
    maxWorkers: 2,
    sequence: { groupOrder: 0, shuffle: { tests: SHUFFLE } },
  },
};
/** What the browser projects share. */
const BROWSER = {
  environment: 'node' as const,
  include: ['test/browser/**/*.test.ts'],
  globalSetup: ['./test/browser/global-setup.ts'],
  setupFiles: ['./test/browser/setup.ts'],
  isolate: false,
  testTimeout: HANG_MS,
  hookTimeout: HANG_MS,
  expect: { poll: { timeout: WAIT_MS } },
};
/** Browser test files that measure time (see the browser-timing project). */
const TIMED = ['test/browser/responsiveness.test.ts'];

export default defineConfig({
  test: {
    // Two lanes at least, on a 2-core machine too (vitest's default there is one): the browser
    // files spend much of their time waiting on Chromium and wrangler dev, and the worker and
    // node files fill those waits. All projects share the lanes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: Sequencer, seed: SEED },
    reporters: ['default', './scripts/test-timing-reporter.mjs'],
    projects: [
      workerProject,
      {
        // Node-side checks of the operations: the release script against a stubbed Cloudflare,
        // the shipped wrangler.toml, the CI workflow. `npm test` runs them in a vitest of their
        // own beside the worker files, once the type check and the lint are done (scripts/test.mjs).
        test: {
          name: 'node',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['test/node/**/*.test.ts'],
          setupFiles: ['./test/node/setup.ts'],
          // These tests run wrangler, TypeScript and whole releases: seconds each on two quiet
          // cores, over a minute on a busy single one.
          testTimeout: HANG_MS,
        },
      },
      {
        // Browser tests drive Debian's Chromium (playwright-core) against `wrangler dev`, files in
        // parallel: one shared server (setup.ts waits for it), each file its own client address
        // (test/helpers/browser.ts), so files share no rate limit. Workers are reused across
        // files (isolate: false): each file still has its own module, browser and contexts.
        test: {
          name: 'browser',
          sequence: { groupOrder: 1 },
          ...BROWSER,
          exclude: TIMED,
        },
      },
      {
        // The measurements of time (Interaction to Next Paint on a slowed phone) run last and
        // alone, on the same server: beside another browser file, a run's figures rose by 100 ms
        // and more with the other lane's work. The test also takes out what waiting for the CPU
        // added (test/browser/responsiveness.test.ts), which running alone cannot on a busy machine.
        test: {
          name: 'browser-timing',
          sequence: { groupOrder: 2 },
          ...BROWSER,
          include: TIMED,
          maxWorkers: 1,
        },
      },
      // `npm run test:cms` only (CMS_E2E=1): a real Strapi 5 installed from the registry.
      ...(process.env.CMS_E2E === '1'
        ? [
            {
              test: {
                name: 'cms',
                sequence: { groupOrder: 2 },
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
