// Delivery of stored submissions to the destinations the operator configured: the generic webhook,
// an e-mail to the team and RD Station Marketing. Each destination has its own state and retries
// (outbox.ts); one failing never holds up another nor the visitor's answer.
//
// Why D1 and the cron rather than Queues: the rows already live in D1, the state is one small
// table an operator can query and reset with one SQL line, nothing else needs provisioning, and the
// claim-by-UPDATE gives exactly one sender per attempt. The first attempt runs right after the
// answer (waitUntil), so a lead reaches the team within seconds; the every-minute cron only
// carries the retries.
//
// Platform bounds (free plan: 50 subrequests and 50 D1 queries per invocation, about 30 s of
// waitUntil after the answer). A request: 1 insert + 1 claim + 2 statements per destination,
// at most 3 sends side by side, each cut at 8 s. A scheduled run: 1 claim of at most RUN_LIMIT rows,
// 1 read per table, 2 statements per row (22 statements), RUN_LIMIT sends side by side, each cut at
// 8 s: whatever the backlog, a run stays inside every bound, and the next minute takes the next rows.
import type { Bindings } from '../../env';
import { logger } from '../../log';
import type { Table } from '../columns';
import { sendEmail } from './email';
import { claim, enqueue, settle, type Claimed, type Destination, type Outcome, type Settled } from './outbox';
import { sendRdStation } from './rdstation';
import { sendWebhook } from './webhook';

export { listDeliveries, resend, type Destination } from './outbox';

/** Deliveries one scheduled run takes on, whatever the backlog. */
export const RUN_LIMIT = 10;

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
  email: ['leads', 'contact_messages', 'privacy_requests'],
  webhook: ['leads', 'contact_messages', 'privacy_requests'],
  rdstation: ['leads', 'contact_messages'],
};

/** The configured destinations and how each sends; a destination missing its settings is absent. */
export function senders(env: Bindings, origin?: string): Senders {
  const out: Senders = {};
  const url = env.LEAD_WEBHOOK_URL?.trim();
  if (url) out.webhook = (table, row, now) => sendWebhook({ url, secret: env.LEAD_WEBHOOK_SECRET || undefined }, table, row, now);
  const to = list(env.LEAD_EMAIL_TO);
  const from = env.LEAD_EMAIL_FROM?.trim();
  const site = env.SITE_URL?.trim().replace(/\/+$/, '') || origin;
  if (env.LEAD_EMAIL && from && to.length > 0) {
    const binding = env.LEAD_EMAIL;
    out.email = (table, row) => sendEmail({ binding, from, to, origin: site }, table, row);
  }
  const apiKey = env.RD_STATION_API_KEY?.trim();
  if (apiKey) {
    const fields = { pain: env.RD_STATION_FIELD_PAIN, employees: env.RD_STATION_FIELD_EMPLOYEES, segment: env.RD_STATION_FIELD_SEGMENT };
    out.rdstation = (table, row) => sendRdStation({ apiKey, fields }, table, row);
  }
  return out;
}

async function attempt(send: Senders, db: D1Database, item: Claimed, row: Row | undefined, now: number): Promise<Settled> {
  const sender = send[item.destination];
  const outcome: Outcome = !row
    ? { ok: false, error: 'submission no longer stored', permanent: true }
    : !sender
      ? { ok: false, error: 'destination no longer configured', permanent: true }
      : await sender(item.source, row, now);
  const settled = await settle(db, item, outcome, now);
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
 * Right after a submission is stored (meant for waitUntil), with the senders its request built:
 * one delivery row per destination (unless the submission has its rows already), then the first
 * attempt at each, side by side.
 */
export async function deliverNew(db: D1Database, send: Senders, source: Table, row: Row & { id: number }, now: number): Promise<void> {
  const destinations = destinationsOf(send, source);
  if (destinations.length === 0) return;
  await enqueue(db, source, row.id, destinations, now);
  const claimed = await claim(db, now, destinations.length, { source, rowId: row.id });
  await Promise.all(claimed.map((item) => attempt(send, db, item, row, now)));
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
  const settled = await Promise.all(
    claimed.map((item) => attempt(send, env.LEADS_DB, item, rows.get(`${item.source}:${item.row_id}`), now)),
  );
  const count = (status: Settled) => settled.filter((s) => s === status).length;
  return { claimed: claimed.length, delivered: count('delivered'), retrying: count('pending'), failed: count('failed') };
}
