import { app } from './app';
import type { Bindings } from './env';
import { retryUndelivered } from './leads/forward';

export default {
  fetch: app.fetch,
  // Leads whose webhook delivery failed during the request get more tries here (wrangler.toml crons).
  scheduled: (_event, env, ctx) => ctx.waitUntil(retryUndelivered(env)),
} satisfies ExportedHandler<Bindings>;
