// The measurement's part of the every-minute scheduled job: the day-old salts and visitor hashes
// deleted, and the deliveries' final outcomes counted (src/analytics/leads.ts). Each step is
// bounded and isolated: a failure is logged and the rest of the run goes on.
import type { Bindings } from '../env';
import { errorCause, logger } from '../log';
import { countDeliveries } from './leads';
import { deleteOldSalts } from './visitor';

export interface MeasurementRun {
  saltsDeleted?: number;
  hashesDeleted?: number;
  deliveriesCounted?: number;
}

export async function measurementRun(env: Pick<Bindings, 'LEADS_DB'>, now: number): Promise<MeasurementRun> {
  const out: MeasurementRun = {};
  try {
    const deleted = await deleteOldSalts(env.LEADS_DB, now);
    out.saltsDeleted = deleted.salts;
    out.hashesDeleted = deleted.hashes;
  } catch (error) {
    logger.warn('analytics.salts_not_deleted', { cause: errorCause(error) });
  }
  try {
    out.deliveriesCounted = await countDeliveries(env.LEADS_DB);
  } catch (error) {
    logger.warn('analytics.deliveries_not_counted', { cause: errorCause(error) });
  }
  return out;
}
