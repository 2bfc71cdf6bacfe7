// Chromium for the browser tests: launch() gives a test file the worker process's one browser,
// openPage() a tab from the pool (tab-pool.ts) that records what goes wrong in it. The page
// helpers (islandReady, …) are in browser-pages.ts, what an action shows (submitAndWait, …) in
// browser-outcomes.ts, both exported from here too.
import { createHash, randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { fileHandle, fileTabsOf, takeTab, worker } from './tab-pool';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

export * from './browser-outcomes';
export * from './browser-pages';

/**
 * Debian's full Chromium, or the one CHROMIUM names. Not its headless shell (chromium-headless-shell),
 * though that takes about half the CPU per page: the shell sends every page a pointermove at
 * load, which the starter (client/loader/start.ts) takes for the visitor's first activity, so islands
 * wake at once and the tests of what happens before that race it.
 */
export { CHROMIUM };
const ARGS = [
  ...CHROMIUM_FLAGS,
  // A module whose fetch failed stays failed for the page, as in Firefox, Safari and older
  // Chromium: the island loader's retry (client/loader/) is tested where it is hardest, whichever
  // Chromium the machine has.
  '--disable-blink-features=ModuleMapDoNotCacheFailedFetch',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Chromium for a test file: the worker process's one browser (a launch costs about 0.9 s of
 * CPU, some 20 s a run), through a handle whose `close()` closes the contexts this file opened
 * itself and any tab it took from `openPage` and did not give back, and leaves the browser and
 * its idle tabs to the next file. No file sees another's cookies, storage or pages (tab-pool.ts).
 * Playwright closes the browser when the worker process exits.
 */
export async function launch(): Promise<Browser> {
  let running = worker.__testChromium;
  if (!running || !(await running.catch(() => undefined))?.isConnected()) {
    running = chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    worker.__testChromium = running;
  }
  return fileHandle(await running);
}

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

const RUN = randomBytes(8).toString('hex');

/**
 * The client address the site sees from this test file's pages (CF-Connecting-IP, which
 * `wrangler dev` passes through as Cloudflare would): one of its own per file and per run, so each
 * file has the whole per-IP form rate limit (src/leads/storage/rate-limit.ts) to itself, whatever runs
 * beside it or ran against the same server a minute ago.
 */
export function clientIp(): string {
  const file = expect.getState().testPath ?? '';
  // All 22 bits of the shared address space 100.64.0.0/10: of thirty files, two draw the same
  // address once in about 150 runs at 16 bits, once in about 10,000 at 22.
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${RUN} ${file}`).digest();
  return `100.${64 + (a & 63)}.${b}.${c}`;
}

/**
 * A context and page that records every console error, uncaught exception and failed request to
 * the site, so a test can assert that nothing went wrong. The tab comes from the pool
 * (tab-pool.ts: its header says what a tab keeps and what it loses): `context.close()` hands it
 * back for a later test. `coldCache`: the tab's HTTP cache is off while the test has it, for the
 * tests that measure the bytes a first visit loads and its layout shifts. `fresh`: a tab in a
 * context never used before, for the tests that time the first interactions.
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  { fresh = false, coldCache = false }: { fresh?: boolean; coldCache?: boolean } = {},
): Promise<Watched> {
  const ip = options.extraHTTPHeaders?.['CF-Connecting-IP'] ?? clientIp();
  const { page, context } = await takeTab(fileTabsOf(browser), options, { fresh, coldCache, ip, site: baseUrl() });
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  const scriptsOff = options.javaScriptEnabled === false;
  page.on('requestfailed', (req) => {
    if (!req.url().startsWith(baseUrl())) return;
    const reason = req.failure()?.errorText ?? '';
    // With JavaScript switched off Chromium refuses the page's modulepreload links and reports
    // them as blocked by "csp": that is the switch, not the page.
    if (scriptsOff && reason === 'csp' && /\.js($|\?)/.test(req.url())) return;
    // A request the browser itself cancelled (a favicon or prefetch cut short by a navigation or a
    // popup) is not a failure of the site.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${req.url()} ${reason}`);
  });
  return { page, context, problems };
}
