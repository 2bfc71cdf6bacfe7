// The order the worker tests run in (vitest.config.ts reads it). No worker test may lean on what
// another left behind (setup.ts empties the storage before each file, a test that needs more makes
// it); a random order is what finds one that does.
//
// - In CI (the CI variable: GitHub Actions sets it, .ci/run too) the worker files and the tests in
//   each run in a random order, with a new seed each run, printed: an order dependence fails there,
//   and the seed replays it.
// - Locally the written order, unless TEST_SHUFFLE=1: a local run repeats itself, so a test that
//   turns red after an edit turned red because of the edit, not because of an order never run before.
// - TEST_SEED=<seed> repeats a shuffled order; TEST_SHUFFLE=0 keeps the written order in CI too.

export interface TestOrder {
  shuffle: boolean;
  /** The seed of the files' order and of each file's tests' order (vitest's sequence.seed). */
  seed: number;
}

/** Whether `value` of an environment variable means yes, as CI services write it ("true", "1"). */
function isSet(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());
}

export function testOrder(env: Record<string, string | undefined>, now = Date.now()): TestOrder {
  const asked = env.TEST_SHUFFLE;
  const shuffle = asked === '1' || (asked !== '0' && isSet(env.CI));
  return { shuffle, seed: Number(env.TEST_SEED) || now % 1_000_000 };
}

/** `items` in the order a seeded generator (mulberry32) deals them: the same seed, the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
