// POST /api/beacon's handling inside the measurement's lazy module (src/routes/beacon.ts is the
// shell): the day's budget, the origins, the answer. 204 or 400, never 500: a failure of the
// measurement itself is logged and answered 204, since the browser has nothing to fix.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { waitUntilOf } from '../http/wait-until';
import { errorCause, logger } from '../log';
import { ingestBeacon } from './beacon';
import { dailyValues } from './values';

/** Rows the measurement may write a day before it stops (the free plan has 100,000 for everything). */
export const DEFAULT_DAILY_WRITES = 80_000;

export function dailyWrites(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : DEFAULT_DAILY_WRITES;
}

/** The answer to a beacon; `knownPath` tells the site's pages (the routes know them). */
export async function beaconAnswer(c: Context<AppEnv>, knownPath: (path: string) => Promise<boolean>): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const waitUntil = waitUntilOf(c) ?? ((p: Promise<unknown>) => void pending.push(p));
  try {
    const answer = await ingestBeacon(c.req.raw, {
      db: c.env.LEADS_DB,
      limits: { budget: dailyWrites(c.env.ANALYTICS_DAILY_WRITES), values: dailyValues(c.env.ANALYTICS_DAILY_VALUES) },
      site: new URL(c.get('origin')).host,
      origins: [...new Set([new URL(c.req.url).origin, c.get('origin')])],
      knownPath,
      waitUntil,
    });
    await Promise.all(pending);
    if (answer.status === 400) {
      logger.info('beacon.rejected', { reason: answer.reason });
      return c.body(null, 400);
    }
  } catch (error) {
    logger.warn('beacon.failed', { cause: errorCause(error) });
  }
  return c.body(null, 204);
}
