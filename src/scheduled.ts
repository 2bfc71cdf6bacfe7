import type { Bindings } from './env';
import { destinationsOf, runDueDeliveries, senders } from './leads/storage/delivery';
import { sweepUndelivered } from './leads/storage/delivery/sweep';
import { parkedCheckDue, runParked } from './leads/storage/parked-move';
import { errorCause, logger, shortStack, withLogScope } from './log';
import { retentionDue, runRetention } from './privacy/actions/retention';
import { loadLeadCounter, loadMeasurement } from './lazy';
import { weeklyDigest } from './analytics/report/weekly-digest';
import { siteTimeZone } from './util/local-day';
import { noteTimeZone } from './analytics/measure/zone';
import { loadTexts } from './i18n/load';
import { DEFAULT_LANG } from './shared/languages';

/**
 * One scheduled run: its steps, each bounded (src/leads/README.md, the daily arithmetic) and isolated, so
 * a failing one (KV refusing a list, D1 down) skips none of the others; then one line with the
 * counts and one error line per failed step. The run fails (Cloudflare shows it) when a step did.
 */
export async function scheduledRun(cron: string, env: Bindings, scheduledTime = Date.now()): Promise<void> {
  const start = Date.now();
  await withLogScope({ ray: crypto.randomUUID(), route: `scheduled ${cron}`, start }, async () => {
    const send = senders(env);
    const zone = siteTimeZone(env.SITE_TIMEZONE);
    const failed: string[] = [];
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        failed.push(name);
        logger.error('scheduled.step_failed', { cron, step: name, cause: errorCause(error), stack: shortStack(error) });
        return undefined;
      }
    };
    const due = <T>(check: (time: number) => boolean, name: string, run: () => Promise<T>) =>
      check(scheduledTime) ? step(name, run) : Promise.resolve(undefined);
    // Every fifth minute: submissions parked in KV while D1 failed (src/leads/storage/parked-move.ts)
    // moved into D1 first, so this run's deliveries, and the exports, erasure and retention, see
    // them; then the sweep enqueues any stored submission that lacks a destination's row.
    // A lead moved in is counted for the report in the move's transaction (src/analytics/measure/leads.ts).
    // The team's e-mails are in Portuguese (leads/storage/team-fields.ts): its texts, read from the
    // assets by an isolate's first run (src/i18n/load.ts).
    await step('texts', () => loadTexts(env.ASSETS, [DEFAULT_LANG]));
    const parked = await due(parkedCheckDue, 'parked', async () =>
      runParked(env, (table) => destinationsOf(send, table), new Date(scheduledTime), await loadLeadCounter(zone)),
    );
    const swept = await due(parkedCheckDue, 'sweep', () =>
      sweepUndelivered(env.LEADS_DB, (table) => destinationsOf(send, table), scheduledTime),
    );
    // Every minute (wrangler.toml crons): deliveries due for another attempt, a bounded batch per run.
    const deliveries = await step('deliveries', () => runDueDeliveries(env, scheduledTime, undefined, send));
    // Hourly: data past its retention period is erased (src/privacy/actions/retention.ts): counts only.
    const retention = await due(retentionDue, 'retention', () => runRetention(env, new Date(scheduledTime)));
    // The measurement's (src/analytics/, a lazy module): the day-old salts and visitor hashes
    // deleted, and the counters past their retention, the deliveries' final outcomes counted, each
    // a bounded batch; on Mondays the digest.
    const salts = await step('salts', async () => {
      const m = await loadMeasurement();
      const months = m.retentionMonths(env.ANALYTICS_RETENTION_MONTHS);
      return m.tidyMeasurement(env.LEADS_DB, {
        now: scheduledTime,
        months,
        budget: m.dailyWrites(env.ANALYTICS_DAILY_WRITES),
        timeZone: zone,
      });
    });
    const counted = await step('counts', async () => (await loadMeasurement()).countDeliveries(env.LEADS_DB, undefined, zone));
    // Once per isolate: the zone the counters' days are in, so the report can say from which day.
    const zoneNoted = await step('zone', () => noteTimeZone(env.LEADS_DB, zone, scheduledTime));
    const digest = await step('digest', () => weeklyDigest(env, scheduledTime));
    logger.info('scheduled.run', {
      cron,
      duration: Date.now() - start,
      parkedMoved: parked?.moved,
      parkedExpired: parked?.expired,
      parkedFailed: parked?.failed,
      parkedWaiting: parked?.waiting,
      parkedDeadLetters: parked?.deadLetters,
      swept: swept && Object.keys(swept).length ? swept : undefined,
      deliveriesClaimed: deliveries?.claimed,
      deliveriesDelivered: deliveries?.delivered,
      deliveriesRetrying: deliveries?.retrying,
      deliveriesFailed: deliveries?.failed,
      erased: retention?.erased,
      securityCleared: retention?.securityCleared,
      rateLimitsDropped: retention?.rateLimits,
      saltsDeleted: salts?.salts,
      hashesDeleted: salts?.hashes,
      countsDeleted: salts?.counts || undefined,
      deliveriesCounted: counted,
      timeZoneNoted: zoneNoted ? zone : undefined,
      digestSent: digest,
      failedSteps: failed.length ? failed : undefined,
    });
    if (swept && Object.keys(swept).length) logger.warn('delivery.swept', { rows: swept });
    if (failed.length) throw new Error(`scheduled steps failed: ${failed.join(', ')}`);
  });
}
