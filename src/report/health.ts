// The lead pipeline's health for the report: submissions parked in KV waiting for D1, deliveries
// pending or failed per destination, and the oldest one stuck. Read live, not from the counters.

export interface PipelineHealth {
  /** Parked submissions waiting to be moved into D1 (at most the first 1,000 counted). */
  parked: number;
  parkedMore: boolean;
  destinations: { destination: string; pending: number; failed: number }[];
  oldest?: { source: string; destination: string; status: string; since: string; attempts: number; error: string | null };
}

export async function pipelineHealth(db: D1Database, parked: KVNamespace): Promise<PipelineHealth> {
  const [list, [states, oldest]] = await Promise.all([
    parked.list({ limit: 1000 }),
    db.batch<Record<string, unknown>>([
      db.prepare(
        `SELECT destination, SUM(status IN ('pending', 'sending')) AS pending, SUM(status = 'failed') AS failed
         FROM deliveries WHERE status <> 'delivered' GROUP BY destination ORDER BY destination`,
      ),
      db.prepare(
        `SELECT source, destination, status, created_at AS since, attempts, last_error AS error
         FROM deliveries WHERE status <> 'delivered' ORDER BY created_at LIMIT 1`,
      ),
    ]),
  ]);
  return {
    parked: list.keys.length,
    parkedMore: !list.list_complete,
    destinations: (states?.results ?? []) as PipelineHealth['destinations'],
    ...(oldest?.results[0] ? { oldest: oldest.results[0] as unknown as NonNullable<PipelineHealth['oldest']> } : {}),
  };
}
