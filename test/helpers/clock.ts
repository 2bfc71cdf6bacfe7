// The suite's moved clock. `TEST_NOW` (an ISO 8601 instant with its offset, such as
// 2027-12-31T23:59:00-03:00) sets the date every test starts at, and `TZ` the zone of the Node
// processes: `TEST_NOW=… TZ=… npm test` runs the whole suite on another day, so a test that
// reads today's date without setting its clock fails there, not on the day the calendar reaches
// it (CONTRIBUTING.md, "The clock"). libfaketime cannot do this: under it vitest's workerd found no
// test files. Unset, the tests run on the machine's clock, and each test that depends on the date
// sets its own.
import { vi } from 'vitest';

/** The instant `TEST_NOW` names, or undefined when it is unset or empty; a malformed one throws. */
export function movedNow(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) || Number.isNaN(at.getTime())) {
    throw new Error(`TEST_NOW must be an ISO 8601 instant such as 2027-12-31T23:59:00-03:00, not ${JSON.stringify(value)}`);
  }
  return at;
}

/**
 * For the Node processes (the node and browser projects): Date starts at `now` and runs on from
 * there with real time, so their deadlines and polls still expire. Timers stay real.
 */
export function runClockFrom(now: Date | undefined): void {
  if (!now) return;
  vi.useFakeTimers({ now, toFake: ['Date'], shouldAdvanceTime: true });
}
