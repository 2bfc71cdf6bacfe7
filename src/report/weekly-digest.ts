// The scheduled run's side of the owner's weekly digest (src/report/digest.ts builds and sends it):
// when one is due. A feature module the scheduled run calls (src/index.ts), outside the report's
// lazy module so that deciding "not today" loads nothing.
import type { Bindings } from '../env';
import { loadReport } from '../lazy';
import { pipelineHealth } from '../submissions/health';

let digestChecked = '';

/**
 * The weekly digest: on Mondays from 11:00 UTC, once per week. Until then it costs nothing: the
 * report's module is loaded only when a digest may be due and this isolate has not looked today.
 */
export async function weeklyDigest(env: Bindings, now: number): Promise<string | undefined> {
  const at = new Date(now);
  const today = at.toISOString().slice(0, 10);
  if (at.getUTCDay() !== 1 || at.getUTCHours() < 11 || digestChecked === today) return undefined;
  const week = await (await loadReport()).digestRun(env, now, () => pipelineHealth(env, new Date(now)));
  digestChecked = today;
  return week;
}

/** For tests: as if this isolate had not looked for today's digest. */
export function forgetDigestCheck(): void {
  digestChecked = '';
}
