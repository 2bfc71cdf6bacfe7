// The scheduled run's side of the owner's weekly digest (src/analytics/report/digest.ts builds and sends it):
// when one is due. A feature module the scheduled run calls (src/index.ts), outside the report's
// lazy module so that deciding "not today" loads nothing.
import type { Bindings } from '../../env';
import { loadReport } from '../../lazy';
import { pipelineHealth } from '../../leads/storage/health';
import { localClock, siteTimeZone } from '../../util/local-day';

let digestChecked = '';
/** The digest's hour on Mondays in the site's time zone (src/analytics/report/digest.ts DIGEST_HOUR, in the lazy module). */
const DIGEST_HOUR = 8;

/**
 * The weekly digest: on Mondays from 08:00 in the site's time zone (SITE_TIMEZONE), once per
 * week. Until then it costs nothing: the report's module is loaded only when a digest may be due
 * and this isolate has not looked today.
 */
export async function weeklyDigest(env: Bindings, now: number): Promise<string | undefined> {
  const { day: today, weekday, hour } = localClock(now, siteTimeZone(env.SITE_TIMEZONE));
  if (weekday !== 0 || hour < DIGEST_HOUR || digestChecked === today) return undefined;
  const week = await (await loadReport()).digestRun(env, now, () => pipelineHealth(env, new Date(now)));
  digestChecked = today;
  return week;
}

/** For tests: as if this isolate had not looked for today's digest. */
export function forgetDigestCheck(): void {
  digestChecked = '';
}
