// Forwarding of stored submissions to LEAD_WEBHOOK_URL (CRM, Zapier, n8n ...), after the visitor
// has had the answer (waitUntil). Each attempt is recorded in D1; the row itself is never touched
// otherwise, so a failing webhook loses nothing and the visitor never sees it.
import type { Bindings } from '../env';
import type { Table } from './store';
import { logger } from '../log';

/** Waits before the 2nd, 3rd and 4th attempts (4 attempts over ~7.5 s, inside waitUntil's budget). */
export const RETRY_DELAYS_MS = [500, 2000, 5000] as const;
const TIMEOUT_MS = 8000;

export interface DeliveryOptions {
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function record(db: D1Database, table: Table, id: number, status: string, error: string | null): Promise<void> {
  await db
    .prepare(
      `UPDATE ${table} SET delivery_attempts = delivery_attempts + 1, delivery_status = ?, delivery_last_error = ?, delivery_updated_at = ? WHERE id = ?`,
    )
    .bind(status, error, new Date().toISOString(), id)
    .run();
}

/** POSTs the payload as JSON until a 2xx answer or the attempts run out; true when delivered. */
export async function deliver(
  db: D1Database,
  table: Table,
  id: number,
  url: string,
  payload: Record<string, unknown>,
  options: DeliveryOptions = {},
): Promise<boolean> {
  const delays = options.delaysMs ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  const attempts = delays.length + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(delays[attempt - 2] ?? 0);
    let error: string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // Lets the receiver drop a duplicate if an attempt it accepted was recorded as failed.
          'Idempotency-Key': String(payload.idempotency_key ?? `${table}-${id}`),
          'User-Agent': 'lean-digital-site-leads/1',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.ok) {
        await record(db, table, id, 'delivered', null);
        return true;
      }
      error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    const last = attempt === attempts;
    await record(db, table, id, last ? 'failed' : 'pending', error.slice(0, 500));
    if (last) logger.warn('webhook.failed', { table, id, attempts, cause: error.slice(0, 300) });
  }
  return false;
}

export interface RetryCounts {
  /** Rows given one more attempt. */
  attempted: number;
  delivered: number;
}

/**
 * For the scheduled handler: one more attempt for rows still pending or failed, oldest first,
 * skipping those touched in the last 10 minutes (an in-flight waitUntil).
 */
export async function retryUndelivered(env: Bindings, limit = 25): Promise<RetryCounts> {
  const url = env.LEAD_WEBHOOK_URL?.trim();
  if (!url) return { attempted: 0, delivered: 0 };
  let attempted = 0;
  const cutoff = new Date(Date.now() - 10 * 60_000).toISOString();
  let delivered = 0;
  for (const table of ['leads', 'contact_messages'] as const) {
    const { results } = await env.LEADS_DB.prepare(
      `SELECT * FROM ${table} WHERE delivery_status IN ('pending', 'failed') AND delivery_attempts < 20
       AND (delivery_updated_at IS NULL OR delivery_updated_at < ?) ORDER BY id LIMIT ?`,
    )
      .bind(cutoff, limit)
      .all<Record<string, unknown>>();
    for (const row of results) {
      attempted++;
      if (await deliver(env.LEADS_DB, table, Number(row.id), url, webhookPayload(table, row), { delaysMs: [] })) delivered++;
    }
  }
  return { attempted, delivered };
}

const PRIVATE_COLUMNS = ['ip_hash', 'user_agent', 'delivery_status', 'delivery_attempts', 'delivery_last_error', 'delivery_updated_at', 'phone_valid'];

/** What the webhook receives: the stored row without internal columns, typed by `type`. */
export function webhookPayload(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: table === 'leads' ? 'lead' : 'contact_message' };
  for (const [k, v] of Object.entries(row)) if (!PRIVATE_COLUMNS.includes(k)) out[k] = v;
  return out;
}
