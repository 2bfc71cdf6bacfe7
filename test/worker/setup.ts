// Every worker test: D1 migrated, outbound fetch refused unless a test stubs it, and any
// console.error fails the test (a passing test that printed an error is not passing).
import { applyD1Migrations, env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetGenerationState } from '../../src/content/generation';
import { resetModelGuess } from '../../src/content/strapi';
import { COALESCE_MS, setCoalesceWindow } from '../../src/content/webhook';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

beforeAll(async () => {
  await applyD1Migrations(env.LEADS_DB, env.TEST_MIGRATIONS);
});

let errors: unknown[][] = [];
let allowErrors = false;

/** For a test that expects the worker to log an error (the 500 page, a failing CMS). */
export function expectConsoleErrors(): void {
  allowErrors = true;
}

beforeEach(() => {
  // Each test is a fresh isolate as far as the content generation and the model guess go.
  resetGenerationState();
  resetModelGuess();
  setCoalesceWindow(COALESCE_MS);
  errors = [];
  allowErrors = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    throw new Error(`Unexpected outbound fetch in a test: ${url}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (!allowErrors && errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
