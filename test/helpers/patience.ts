// How long the tests wait. A slow or busy machine (one core, other work beside the run) may make a
// run slower, never red: what a test waits for is an event (an island going live, a stored row,
// an answer), and these bounds only turn a wait that would never end into a failure that says
// what it waited for. Neither is a measure of speed: that is for the benchmarks (`npm run bench`)
// and for what measures on purpose a figure that does not grow with the machine's load (bytes,
// layout shifts, the interactions' INP on a calibrated CPU).

/**
 * One awaited event: a page load, an island going live, a poll (each test context's default in
 * test/helpers/browser.ts, expect.poll's in vitest.config.ts). Twice Playwright's own default: on
 * one core shared with the other tests and other work, loading the home page took over 30 s.
 */
export const WAIT_MS = 60_000;

/** A whole test or hook: only a hang takes this long, on the slowest machine the suite runs on. */
export const HANG_MS = 300_000;
