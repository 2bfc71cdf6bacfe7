// POST /api/beacon's handling inside the measurement's lazy module (src/analytics/beacon-route.ts is the
// shell): the day's budget, the origins, the answer. 204 or 400, never 500: a failure of the
// measurement itself is logged and answered 204, since the browser has nothing to fix.
import type { Bindings } from '../../env';
import type { WaitUntil } from '../../http/wait-until';
import { errorCause, logger } from '../../log';
import { ingestBeacon } from './beacon';
import { siteTimeZone } from '../../util/local-day';
import { dailyValues } from './values';

/** Rows the measurement may write a day before it stops (the free plan has 100,000 for everything). */
export const DEFAULT_DAILY_WRITES = 80_000;

export function dailyWrites(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : DEFAULT_DAILY_WRITES;
}

/** What a beacon's answer needs of its request, beside the request itself (the route gathers it). */
export interface BeaconRequest {
  env: Pick<Bindings, 'LEADS_DB' | 'ANALYTICS_DAILY_WRITES' | 'ANALYTICS_DAILY_VALUES' | 'SITE_TIMEZONE'>;
  /** The site's origin (SITE_URL's, else the request's). */
  origin: string;
  /** The request's waitUntil; without one, the writes finish before the answer. */
  waitUntil: WaitUntil | undefined;
  /** Whether a path is a page the site serves (a static route, an article that exists). */
  knownPath: (path: string) => boolean | Promise<boolean>;
}

/** The answer to a beacon. */
export async function beaconAnswer(request: Request, { env, origin, waitUntil: given, knownPath }: BeaconRequest): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const waitUntil = given ?? ((p: Promise<unknown>) => void pending.push(p));
  try {
    const answer = await ingestBeacon(request, {
      db: env.LEADS_DB,
      limits: { budget: dailyWrites(env.ANALYTICS_DAILY_WRITES), values: dailyValues(env.ANALYTICS_DAILY_VALUES) },
      site: new URL(origin).host,
      origins: [...new Set([new URL(request.url).origin, origin])],
      knownPath,
      timeZone: siteTimeZone(env.SITE_TIMEZONE),
      waitUntil,
    });
    await Promise.all(pending);
    if (answer.status === 400) {
      logger.info('beacon.rejected', { reason: answer.reason });
      return new Response(null, { status: 400 });
    }
  } catch (error) {
    logger.warn('beacon.failed', { cause: errorCause(error) });
  }
  return new Response(null, { status: 204 });
}
