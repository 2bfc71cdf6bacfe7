import { app } from './app';
import type { Bindings } from './env';
import { withDevFaults } from './dev/view';

/**
 * The worker: the app for requests (src/app.tsx) and the scheduled run (src/scheduled.ts), which
 * a new isolate evaluates only when a cron first fires: an isolate that serves pages never needs it.
 */
export default {
  fetch: app.fetch,
  scheduled: (event, env, ctx) =>
    ctx.waitUntil(import('./scheduled').then(({ scheduledRun }) => scheduledRun(event.cron, withDevFaults(env), event.scheduledTime))),
} satisfies ExportedHandler<Bindings>;
