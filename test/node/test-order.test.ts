// The worker tests' order (test/helpers/test-order.ts, read by vitest.config.ts): random in CI with
// a seed that replays it, the written order locally unless asked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shuffled, testOrder } from '../helpers/test-order';

const root = path.resolve(import.meta.dirname, '../..');
const NOW = 1_765_000_123_456;

describe('the worker tests order', () => {
  it('is random in CI, whichever way the CI service says so, with a seed taken from the clock', () => {
    for (const CI of ['true', '1', 'TRUE', 'yes']) {
      expect(testOrder({ CI }, NOW), CI).toEqual({ shuffle: true, seed: NOW % 1_000_000 });
    }
  });

  it('is the written one locally, and in CI with TEST_SHUFFLE=0', () => {
    for (const env of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }, { CI: 'true', TEST_SHUFFLE: '0' }]) {
      expect(testOrder(env, NOW).shuffle, JSON.stringify(env)).toBe(false);
    }
  });

  it('is random locally with TEST_SHUFFLE=1, and TEST_SEED repeats an order', () => {
    expect(testOrder({ TEST_SHUFFLE: '1' }, NOW)).toEqual({ shuffle: true, seed: NOW % 1_000_000 });
    expect(testOrder({ TEST_SHUFFLE: '1', TEST_SEED: '4242' }, NOW)).toEqual({ shuffle: true, seed: 4242 });
    expect(testOrder({ CI: 'true', TEST_SEED: '917' }, NOW + 1)).toEqual({ shuffle: true, seed: 917 });
  });

  it('deals the files the same way for one seed, another way for another, losing none', () => {
    const files = Array.from({ length: 75 }, (_, i) => `test/worker/f${i}.test.ts`);
    const once = shuffled(files, 4242);
    expect(shuffled(files, 4242)).toEqual(once);
    expect(once).not.toEqual(files);
    expect(shuffled(files, 917)).not.toEqual(once);
    expect([...once].sort()).toEqual([...files].sort());
  });

  it('is random in .ci/run: it sets CI for the suite it runs when the machine has not', () => {
    const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
    const exported = /^export CI="\$\{CI:-(\w+)\}"$/m.exec(ciRun);
    expect(exported, '.ci/run exports CI').not.toBeNull();
    expect(testOrder({ CI: exported![1] }, NOW).shuffle).toBe(true);
    expect(ciRun.indexOf(exported![0])).toBeLessThan(ciRun.indexOf('npm test'));
  });
});
