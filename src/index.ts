import { app } from './app';
import type { Bindings } from './env';
import { retryUndelivered } from './leads/forward';
import { errorCause, logger, shortStack, withLogScope } from './log';

/** One scheduled run: its work, then one line with its counts (or its failure). */
export async function scheduledRun(cron: string, env: Bindings): Promise<void> {
  const start = Date.now();
  await withLogScope({ ray: crypto.randomUUID(), route: `scheduled ${cron}`, start }, async () => {
    try {
      // Leads whose webhook delivery failed during the request get more tries here (wrangler.toml crons).
      const webhook = await retryUndelivered(env);
      logger.info('scheduled.run', { cron, duration: Date.now() - start, webhookAttempted: webhook.attempted, webhookDelivered: webhook.delivered });
    } catch (error) {
      logger.error('scheduled.failed', { cron, duration: Date.now() - start, cause: errorCause(error), stack: shortStack(error) });
      throw error;
    }
  });
}

export default {
  fetch: app.fetch,
  scheduled: (event, env, ctx) => ctx.waitUntil(scheduledRun(event.cron, env)),
} satisfies ExportedHandler<Bindings>;
