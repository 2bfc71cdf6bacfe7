// Runs before every browser test file: waits until the shared site answers (the global setup
// starts it without waiting), so a file's first request never meets a server still booting.
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { movedNow, runClockFrom } from '../helpers/clock';

// The suite's moved clock (test/helpers/clock.ts) for this process; the site (wrangler dev) and
// Chromium keep the machine's clock, in the zone TZ names.
runClockFrom(movedNow(process.env.TEST_NOW));

const status = inject('siteStatus');
const deadline = Date.now() + 120_000;
for (;;) {
  const text = existsSync(status) ? readFileSync(status, 'utf8') : '';
  if (text === 'ready') break;
  if (text) throw new Error(text);
  if (Date.now() > deadline) throw new Error(`the browser tests' wrangler dev did not answer within 120 s at ${inject('baseUrl')}`);
  await new Promise((r) => setTimeout(r, 100));
}
