// The edge's rate limiter (src/http/edge-limit.ts) as the local runtime runs it: windows of whole
// clock minutes, counted by the binding's own object on the real clock (a test's fake Date does not
// reach it: call this before faking Date). A test that counts up to a gate's limit starts at the beginning of a window when the
// current one is nearly over, so its requests all fall in one window whenever it runs. The counts
// outlive a file (setup.ts cannot empty the binding): a file that spends an address's limit uses
// addresses no other file of the project uses.

/** Seconds left in the binding's current window. */
const left = () => 60 - (Math.floor(Date.now() / 1000) % 60);

/** Waits for the next window when fewer than `need` seconds are left in this one. */
export async function freshGateWindow(need = 25): Promise<void> {
  const seconds = left();
  if (seconds < need) await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
}
