import { app } from './app';
import type { Bindings } from './env';
import { destinationsOf, runDueDeliveries, senders } from './submissions/delivery';
import { parkedCheckDue, runParked } from './submissions/parked';
import { withDevFaults } from './dev/view';
import { errorCause, logger, shortStack, withLogScope } from './log';
import { runRetention } from './privacy/retention';
import { loadMeasurement } from './lazy';
import { weeklyDigest } from './routes/report';

/** One scheduled run: its work, then one line with its counts (or its failure). */
export async function scheduledRun(cron: string, env: Bindings, scheduledTime = Date.now()): Promise<void> {
  const start = Date.now();
  await withLogScope({ ray: crypto.randomUUID(), route: `scheduled ${cron}`, start }, async () => {
    try {
      const send = senders(env);
      // Submissions parked in KV while D1 failed (src/submissions/parked.ts), every fifth minute: moved
      // into D1 first, so this run's deliveries, and the exports, erasure and retention, see them.
      const parked = parkedCheckDue(scheduledTime)
        ? await runParked(env, (table) => destinationsOf(send, table), new Date(scheduledTime))
        : undefined;
      // Every minute (wrangler.toml crons): deliveries due for another attempt, a bounded batch per run.
      const deliveries = await runDueDeliveries(env, scheduledTime, undefined, send);
      // Data past its retention period is erased (src/privacy/retention.ts): counts only, no personal data.
      const retention = await runRetention(env);
      // The measurement's housekeeping, apart: its failure never holds up the steps above.
      const measurement = await loadMeasurement().then((m) => m.measurementRun(env, scheduledTime));
      const digest = await weeklyDigest(env, scheduledTime).catch((error: unknown) => {
        logger.warn('digest.failed', { cause: errorCause(error) });
        return undefined;
      });
      logger.info('scheduled.run', {
        cron,
        duration: Date.now() - start,
        parkedMoved: parked?.moved,
        parkedExpired: parked?.expired,
        parkedWaiting: parked?.waiting,
        deliveriesClaimed: deliveries.claimed,
        deliveriesDelivered: deliveries.delivered,
        deliveriesRetrying: deliveries.retrying,
        deliveriesFailed: deliveries.failed,
        erased: retention.erased,
        securityCleared: retention.securityCleared,
        rateLimitsDropped: retention.rateLimits,
        ...measurement,
        digestSent: digest,
      });
    } catch (error) {
      logger.error('scheduled.failed', { cron, duration: Date.now() - start, cause: errorCause(error), stack: shortStack(error) });
      throw error;
    }
  });
}

export default {
  fetch: app.fetch,
  scheduled: (event, env, ctx) => ctx.waitUntil(scheduledRun(event.cron, withDevFaults(env), event.scheduledTime)),
} satisfies ExportedHandler<Bindings>;
