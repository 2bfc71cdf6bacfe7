// Delivery of stored submissions to the destinations the operator configured: the generic webhook,
// an e-mail to the team and RD Station Marketing. Each destination has its own state and retries
// (outbox.ts); one failing never holds up another nor the visitor's answer.
//
// Why D1 and the cron rather than Queues: the rows already live in D1, the state is one small
// table an operator can query and reset with one SQL line, nothing else needs provisioning, and the
// claim-by-UPDATE (a lease, as queue consumers hold one) gives one sender per attempt. The first
// attempt runs right after the answer (waitUntil), so a lead reaches the team within seconds; the
// every-minute cron carries the retries, and its sweep (sweep.ts) enqueues any stored submission
// that lacks a destination's row.
//
// Delivery is at least once per destination, as with any queue, but a repeat takes D1 and KV
// failing together: an outcome D1 refuses is written again until SETTLE_WITHIN_MS after the claim,
// inside the lease, and a successful send whose outcome still could not be written is marked in KV
// (sent-marks.ts), so the attempt after the lease records it without sending. Each destination gets
// the submission's idempotency key where it reads one (the webhook's Idempotency-Key header, the
// e-mail's X-Lead-Key and References headers, an RD Station custom field when named), so a
// receiver can tell a repeat (src/leads/README.md, per destination).
//
// Platform bounds (free plan: 50 subrequests and 50 D1 queries per invocation, about 30 s of
// waitUntil after the answer). A request: 1 batch (the insert and its delivery rows) + 1 claim
// (with the read of the stored row) + 1 settle batch per destination (while D1 refuses it, tried
// again for up to 20 s: at most 7 more each), at most 3 sends side by side, each cut at 8 s. A
// scheduled run: 1 claim of at most RUN_LIMIT rows, 1 read per table, 1 settle batch per row (2
// statements; while D1 refuses them, RUN_SETTLE_RETRIES more tries for all rows together),
// RUN_LIMIT sends side by side, each cut at 8 s: whatever the backlog, a run stays inside every
// bound, and the next minute takes the next rows.
import type { Bindings } from '../../../env';
import { secretOf } from '../../../http/secret';
import { errorCause, logger } from '../../../log';
import { LEAD_TABLES, TABLES, type Table } from '../columns';
import { sendEmail } from './email';
import {
  claim,
  claimStatement,
  settleWithRetry,
  type Claimed,
  type Destination,
  type Outcome,
  type RetryBudget,
  type Settled,
} from './outbox';
import { markSent, wasSent } from './sent-marks';
import { sendRdStation } from './rdstation';
import { sendWebhook } from './webhook';

export { listDeliveries, resend, type Destination } from './outbox';

/** Deliveries one scheduled run takes on, whatever the backlog. */
export const RUN_LIMIT = 10;
/**
 * Retries of outcome writes one invocation spends at most, all its deliveries together (each a D1
 * query): a scheduled run has made at most 1 + 3 + RUN_LIMIT queries besides them, a request 2 + 3.
 */
const RUN_SETTLE_RETRIES = 30;
const REQUEST_SETTLE_RETRIES = 30;

type Row = Record<string, unknown>;
type Sender = (table: Table, row: Row, now: number) => Promise<Outcome>;
/** The configured destinations and how each sends: built once per submission or scheduled run. */
export type Senders = Partial<Record<Destination, Sender>>;

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Which destinations take which submissions: the team's e-mail and the webhook take everything;
 * RD Station, a marketing tool, takes leads and contact messages but never a privacy request
 * (LGPD art. 6 III: data no further than the purpose needs).
 */
const TAKES: Record<Destination, readonly Table[]> = {
  email: TABLES,
  webhook: TABLES,
  rdstation: LEAD_TABLES,
};

/** The configured destinations and how each sends; a destination missing its settings is absent. */
export function senders(env: Bindings, origin?: string): Senders {
  const out: Senders = {};
  const url = env.LEAD_WEBHOOK_URL?.trim();
  const secret = secretOf(env.LEAD_WEBHOOK_SECRET);
  if (url) out.webhook = (table, row, now) => sendWebhook({ url, secret }, table, row, now);
  const to = list(env.LEAD_EMAIL_TO);
  const from = env.LEAD_EMAIL_FROM?.trim();
  const site = env.SITE_URL?.trim().replace(/\/+$/, '') || origin;
  if (env.LEAD_EMAIL && from && to.length > 0) {
    const binding = env.LEAD_EMAIL;
    out.email = (table, row) => sendEmail({ binding, from, to, origin: site }, table, row);
  }
  const apiKey = secretOf(env.RD_STATION_API_KEY);
  if (apiKey) {
    const fields = {
      pain: env.RD_STATION_FIELD_PAIN,
      employees: env.RD_STATION_FIELD_EMPLOYEES,
      segment: env.RD_STATION_FIELD_SEGMENT,
      key: env.RD_STATION_FIELD_KEY,
    };
    out.rdstation = (table, row) => sendRdStation({ apiKey, fields }, table, row);
  }
  return out;
}

/** What one invocation's attempts share: D1, where a send D1 would not record is marked (KV), and the retries left. */
interface Run {
  db: D1Database;
  kv?: KVNamespace;
  budget: RetryBudget;
}

async function attempt(send: Senders, run: Run, item: Claimed, row: Row | undefined, now: number): Promise<Settled> {
  const sender = send[item.destination];
  const key = typeof row?.idempotency_key === 'string' ? row.idempotency_key : undefined;
  const mark = key ? { source: item.source, key, destination: item.destination } : undefined;
  // Sent by an earlier attempt whose outcome D1 would not take: recorded now, not sent again.
  const sentBefore = item.attempts > 1 && run.kv && mark ? await wasSent(run.kv, mark) : false;
  if (sentBefore) logger.info('delivery.sent_before', { source: item.source, id: item.row_id, destination: item.destination });
  const outcome: Outcome = sentBefore
    ? { ok: true }
    : !row
      ? { ok: false, error: 'submission no longer stored', permanent: true }
      : !sender
        ? { ok: false, error: 'destination no longer configured', permanent: true }
        : await sender(item.source, row, now);
  let settled: Settled;
  try {
    settled = await settleWithRetry(run.db, item, outcome, now, run.budget);
  } catch (error) {
    // The lease expires and the scheduled job tries again; a send that succeeded is marked in KV
    // so that attempt records it without sending (only when KV fails too does it go out twice).
    const marked =
      outcome.ok && run.kv && mark
        ? await markSent(run.kv, mark).then(
            () => true,
            () => false,
          )
        : false;
    logger.error('delivery.settle_failed', {
      source: item.source,
      id: item.row_id,
      destination: item.destination,
      sent: outcome.ok,
      marked,
      cause: errorCause(error),
    });
    return 'pending';
  }
  if (!outcome.ok) {
    // The status or the error's kind only: an answer's body may echo what the person typed.
    const cause = outcome.error.startsWith('HTTP ') ? outcome.error.slice(0, 8) : outcome.error.split(':')[0]!.slice(0, 60);
    logger.warn('delivery.failed', {
      source: item.source,
      id: item.row_id,
      destination: item.destination,
      attempts: item.attempts,
      cause,
      willRetry: settled === 'pending',
    });
  }
  return settled;
}

/** Of these senders, the destinations that take this kind of submission (where a new one goes). */
export function destinationsOf(send: Senders, source: Table): Destination[] {
  return (Object.keys(send) as Destination[]).filter((d) => TAKES[d].includes(source));
}

/**
 * Right after a submission is stored with its delivery rows (meant for waitUntil), with the senders
 * its request built: the first attempt at each destination, side by side. The rows are claimed by
 * the submission's idempotency key, so a request that never learnt the stored id (a retried insert
 * whose first try did commit) still sends it; a claim that fails leaves them to the scheduled job.
 * What is sent is the row D1 holds, read in the claim's transaction, never the request's own: a
 * second post with the same key and another body (a race both of whose duplicate checks passed)
 * stored nothing and sends nothing of its own, and a consent withdrawn since the insert is withdrawn
 * in what RD Station receives.
 */
export async function deliverStored(
  db: D1Database,
  send: Senders,
  source: Table,
  row: { idempotency_key: string },
  now: number,
  kv?: KVNamespace,
): Promise<void> {
  const destinations = destinationsOf(send, source);
  if (destinations.length === 0) return;
  const [claims, stored] = await db.batch<Record<string, unknown>>([
    claimStatement(db, now, destinations.length, { source, key: row.idempotency_key }),
    db.prepare(`SELECT * FROM ${source} WHERE idempotency_key = ?`).bind(row.idempotency_key),
  ]);
  const claimed = (claims?.results ?? []) as unknown as Claimed[];
  const held = stored?.results[0];
  const run: Run = { db, kv, budget: { left: REQUEST_SETTLE_RETRIES } };
  await Promise.all(claimed.map((item) => attempt(send, run, item, held, now)));
}

export interface RunReport {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/** The scheduled job: the due deliveries (at most `limit`), sent side by side by `send`, each settled. */
export async function runDueDeliveries(env: Bindings, now: number, limit = RUN_LIMIT, send = senders(env)): Promise<RunReport> {
  const claimed = await claim(env.LEADS_DB, now, limit);
  const rows = new Map<string, Row>();
  for (const table of new Set(claimed.map((c) => c.source))) {
    const ids = [...new Set(claimed.filter((c) => c.source === table).map((c) => c.row_id))];
    const { results } = await env.LEADS_DB.prepare(`SELECT * FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .bind(...ids)
      .all<Row>();
    for (const row of results) rows.set(`${table}:${String(row.id)}`, row);
  }
  const run: Run = { db: env.LEADS_DB, kv: env.PARKED_SUBMISSIONS, budget: { left: RUN_SETTLE_RETRIES } };
  const settled = await Promise.all(claimed.map((item) => attempt(send, run, item, rows.get(`${item.source}:${item.row_id}`), now)));
  const count = (status: Settled) => settled.filter((s) => s === status).length;
  return { claimed: claimed.length, delivered: count('delivered'), retrying: count('pending'), failed: count('failed') };
}
