// The lead pipeline's health, as plain data for whatever shows it to an operator (GET
// /api/deliveries today): what waits in the parking and what was set aside there, what each
// destination still has to send or gave up on, what the sweep will pick up, and the oldest thing
// stuck. Each part is read on its own: D1 down still shows the parking, KV down still shows the
// deliveries (the part that could not be read is null, with why).
import { TABLES, type Table } from './columns';
import { DESTINATIONS, type Destination } from './delivery/outbox';
import { ALL_PAGES, listParked } from './parked';

export interface ParkedHealth {
  /** Waiting to be moved into D1 (in a backoff after a failed move included). */
  waiting: number;
  /** Of those, waiting out a backoff after a failed move. */
  retrying: number;
  /** Set aside after MAX_MOVE_ATTEMPTS failed moves: an operator must look (src/leads/README.md). */
  deadLetters: number;
  /** received_at of the oldest waiting. */
  oldestAt: string | null;
  /** Every parked key was read (false past ALL_PAGES thousand keys). */
  complete: boolean;
}

export interface DeliveryHealth {
  /** Per destination, the rows in each unfinished state. */
  byDestination: Record<Destination, { pending: number; sending: number; failed: number }>;
  /** Submissions pending delivery that lack a destination's row (the scheduled sweep enqueues them). */
  unqueued: number;
  /** The oldest delivery not delivered yet, pending, sending or failed. */
  oldestStuck: { source: Table; row_id: number; destination: Destination; status: string; since: string } | null;
}

export interface PipelineHealth {
  at: string;
  parked: ParkedHealth | null;
  deliveries: DeliveryHealth | null;
  /** The part that could not be read, and why. */
  unavailable?: { parked?: string; deliveries?: string };
}

type HealthEnv = { LEADS_DB: D1Database; PARKED_SUBMISSIONS: KVNamespace };

export async function pipelineHealth(env: HealthEnv, now = new Date()): Promise<PipelineHealth> {
  const [parked, deliveries] = await Promise.allSettled([parkedHealth(env.PARKED_SUBMISSIONS, now), deliveryHealth(env.LEADS_DB)]);
  const why = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' ? String((r.reason as Error)?.message ?? r.reason).slice(0, 200) : undefined;
  const unavailable = { ...(why(parked) ? { parked: why(parked) } : {}), ...(why(deliveries) ? { deliveries: why(deliveries) } : {}) };
  return {
    at: now.toISOString(),
    parked: parked.status === 'fulfilled' ? parked.value : null,
    deliveries: deliveries.status === 'fulfilled' ? deliveries.value : null,
    ...(Object.keys(unavailable).length ? { unavailable } : {}),
  };
}

async function parkedHealth(kv: KVNamespace, now: Date): Promise<ParkedHealth> {
  const { entries, complete } = await listParked(kv, ALL_PAGES);
  const waiting = entries.filter((e) => !e.meta.d);
  return {
    waiting: waiting.length,
    retrying: waiting.filter((e) => (e.meta.t ?? 0) > now.getTime()).length,
    deadLetters: entries.length - waiting.length,
    oldestAt: waiting.map((e) => e.meta.at).sort()[0] ?? null,
    complete,
  };
}

async function deliveryHealth(db: D1Database): Promise<DeliveryHealth> {
  const tables = TABLES;
  // Each count a scalar subquery of its own, in parentheses: SQLite reads no bare SELECT as a term of a sum.
  const unqueued = tables
    .map(
      (t) => `(SELECT COUNT(*) FROM ${t} AS s WHERE s.delivery_status = 'pending'
        AND NOT EXISTS (SELECT 1 FROM deliveries AS d WHERE d.source = '${t}' AND d.row_id = s.id))`,
    )
    .join(' + ');
  const [counts, stuck, missing] = await db.batch<Record<string, unknown>>([
    db.prepare(
      "SELECT destination, status, COUNT(*) AS n FROM deliveries WHERE status IN ('pending', 'sending', 'failed') GROUP BY destination, status",
    ),
    db.prepare(
      "SELECT source, row_id, destination, status, created_at AS since FROM deliveries WHERE status IN ('pending', 'sending', 'failed') ORDER BY created_at LIMIT 1",
    ),
    db.prepare(`SELECT (${unqueued}) AS n`),
  ]);
  const byDestination = Object.fromEntries(
    DESTINATIONS.map((d) => [d, { pending: 0, sending: 0, failed: 0 }]),
  ) as DeliveryHealth['byDestination'];
  for (const row of (counts?.results ?? []) as { destination: Destination; status: 'pending' | 'sending' | 'failed'; n: number }[]) {
    const slot = byDestination[row.destination];
    if (slot) slot[row.status] = row.n;
  }
  return {
    byDestination,
    unqueued: Number((missing?.results[0] as { n?: number } | undefined)?.n ?? 0),
    oldestStuck: (stuck?.results[0] as DeliveryHealth['oldestStuck'] | undefined) ?? null,
  };
}
