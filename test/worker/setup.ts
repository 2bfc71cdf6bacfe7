// Every worker test: D1 migrated, outbound fetch refused unless a test stubs it, and every line
// the worker logs captured. A line that is not one JSON object with `level` and `event` fails the
// test (the worker logs through src/log.ts only), and so does an error-level line the test did not
// expect (a passing test that logged an error is not passing).
import { applyD1Migrations, env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetContentGenerationState, setContentGenerationClock } from '../../src/content/generation';
import { resetHtmlCacheState } from '../../src/html-cache/purge';
import { setPagesClock } from '../../src/content/pages/load';
import { resetModelGuess } from '../../src/content/strapi';
import { COALESCE_MS, setCoalesceWindow } from '../../src/content/webhook';
import { forgetSalts, resetBatchState, setFlushDelay } from '../../src/analytics/measure/entry';
import { forgetReportHealth } from '../../src/analytics/report-route';
import { forgetDigestCheck } from '../../src/analytics/report/weekly-digest';
import { movedNow } from '../helpers/clock';
import { loadTexts } from '../../src/i18n/load';
import { LANGS } from '../../src/shared/languages';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
      /** The suite's moved clock (test/helpers/clock.ts), passed in by vitest.config.ts; '' when unset. */
      TEST_NOW: string;
    }
  }
}

// Every language's texts, as the requests of a running isolate have read them: tests call t(),
// feeds and e-mails directly, without the request that reads them (test/worker/texts-load.test.ts
// tests the reading itself). Read here, as each file is set up and before its tests are collected,
// not in a hook: a describe block may read a text (forms-schemas' messages), and one that did so
// passed only when an earlier file of its lane had left the texts in the shared module graph.
await loadTexts(env.ASSETS, LANGS);

/**
 * The files of a lane share one workerd and one module graph (isolate: false in vitest.config.ts:
 * a runtime per file cost about 0.7 s each), so each file starts from what a fresh runtime would
 * hold: empty tables with their ids from 1, empty KV, and an isolate with no cached page.
 */
beforeAll(async () => {
  // The first timer a file sets in the shared workerd fires late: a 10 ms one took from 10 ms to
  // 1.5 s at the start of most files, and 4.8 s on a loaded machine (the timers after it fire on
  // time). Waiting for one here keeps that delay out of the tests' own timings: a webhook test's
  // 1 s purge window once took 4.9 s and timed the test out.
  await new Promise((resolve) => setTimeout(resolve, 1));
  await applyD1Migrations(env.LEADS_DB, env.TEST_MIGRATIONS);
  const { results } = await env.LEADS_DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  const hasSequence = await env.LEADS_DB.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first();
  await env.LEADS_DB.batch([
    ...results.map(({ name }) => env.LEADS_DB.prepare(`DELETE FROM "${name}"`)),
    ...(hasSequence ? [env.LEADS_DB.prepare('DELETE FROM sqlite_sequence')] : []),
  ]);
  for (const kv of [env.CONTENT_CACHE, env.PARKED_SUBMISSIONS]) {
    for (let cursor: string | undefined; ; ) {
      const page = await kv.list(cursor ? { cursor } : {});
      await Promise.all(page.keys.map(({ name }) => kv.delete(name)));
      if (page.list_complete) break;
      cursor = page.cursor;
    }
  }
  resetHtmlCacheState();
  // A file that set the content's clocks leaves them set in the shared module graph.
  setContentGenerationClock();
  setPagesClock();
});

/** One captured log line: its parsed JSON, the console method used, and the raw text. */
export interface LogLine {
  level: string;
  event: string;
  [field: string]: unknown;
}

interface Captured {
  method: 'log' | 'debug' | 'info' | 'warn' | 'error';
  args: unknown[];
}

let captured: Captured[] = [];
let allowErrors = false;

/** For a test that expects the worker to log at level error (the 500 page, a failing CMS). */
export function expectConsoleErrors(): void {
  allowErrors = true;
}

/** Every line logged so far in this test, as written (for tests that search the raw text). */
export function rawLogOutput(): string {
  return captured.map((c) => c.args.map(String).join(' ')).join('\n');
}

/** Every line logged so far in this test, parsed. Throws on a line that is not a JSON log line. */
export function logLines(): LogLine[] {
  return captured.map(parseLine);
}

function parseLine({ method, args }: Captured): LogLine {
  const text = args.map(String).join(' ');
  let line: unknown;
  try {
    if (args.length !== 1 || typeof args[0] !== 'string') throw new Error('not one string');
    line = JSON.parse(args[0]);
  } catch {
    throw new Error(`console.${method} wrote a line that is not JSON (log through src/log.ts):\n${text}`);
  }
  if (!line || typeof line !== 'object' || typeof (line as LogLine).level !== 'string' || typeof (line as LogLine).event !== 'string') {
    throw new Error(`console.${method} wrote JSON without level and event (log through src/log.ts):\n${text}`);
  }
  return line as LogLine;
}

/**
 * Every test starts with Date held at one instant: `TEST_NOW` when it is set, else the moment the
 * test starts. The worker under test runs in this isolate, so its pages, counters and retention
 * windows read that instant too, and a test that reads "today" and asks the worker for it agrees
 * with it even across midnight. A test that sets its own clock overrides it. workerd keeps its own
 * zone (UTC) whatever `TZ` says; D1's SQL clock and KV's expiries stay the machine's.
 */
const moved = movedNow(env.TEST_NOW);

beforeEach(() => {
  vi.setSystemTime(moved ?? new Date());
  // Each test is a fresh isolate as far as the content generation and the model guess go.
  resetContentGenerationState();
  resetModelGuess();
  setCoalesceWindow(COALESCE_MS);
  // Beacons are written at once (the request's waitUntil, which the helpers await), from a fresh isolate's memory.
  setFlushDelay(0);
  resetBatchState();
  forgetSalts();
  forgetReportHealth();
  forgetDigestCheck();
  captured = [];
  allowErrors = false;
  for (const method of ['log', 'debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      captured.push({ method, args });
    });
  }
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    throw new Error(`Unexpected outbound fetch in a test: ${url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  const lines = logLines();
  const errors = lines.filter((l) => l.level === 'error');
  if (!allowErrors && errors.length > 0) {
    throw new Error(`The worker logged an error:\n${errors.map((l) => JSON.stringify(l)).join('\n')}`);
  }
});
