import { app } from './app';
import type { Bindings } from './env';
import { runDueDeliveries } from './leads/delivery';
import { errorCause, logger, shortStack, withLogScope } from './log';
import { runRetention } from './privacy/retention';

/** One scheduled run: its work, then one line with its counts (or its failure). */
export async function scheduledRun(cron: string, env: Bindings, scheduledTime = Date.now()): Promise<void> {
  const start = Date.now();
  await withLogScope({ ray: crypto.randomUUID(), route: `scheduled ${cron}`, start }, async () => {
    try {
      // Every minute (wrangler.toml crons): deliveries due for another attempt, a bounded batch per run.
      const deliveries = await runDueDeliveries(env, scheduledTime);
      // Data past its retention period is erased (src/privacy/retention.ts): counts only, no personal data.
      const retention = await runRetention(env);
      logger.info('scheduled.run', {
        cron,
        duration: Date.now() - start,
        deliveriesClaimed: deliveries.claimed,
        deliveriesDelivered: deliveries.delivered,
        deliveriesRetrying: deliveries.retrying,
        deliveriesFailed: deliveries.failed,
        erased: retention.erased,
        securityCleared: retention.securityCleared,
        rateLimitsDropped: retention.rateLimits,
      });
    } catch (error) {
      logger.error('scheduled.failed', { cron, duration: Date.now() - start, cause: errorCause(error), stack: shortStack(error) });
      throw error;
    }
  });
}

export default {
  fetch: app.fetch,
  scheduled: (event, env, ctx) => ctx.waitUntil(scheduledRun(event.cron, env, event.scheduledTime)),
} satisfies ExportedHandler<Bindings>;
