// The generic webhook (LEAD_WEBHOOK_URL): the stored row as JSON, signed when LEAD_WEBHOOK_SECRET
// is set so the receiver can check it came from the site and is fresh:
//   X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>
// The receiver recomputes the HMAC over the raw body and rejects a t older than a few minutes.
import type { Table } from '../columns';
import { hex } from '../../../util/hex';
import { postJson } from './http';
import type { Outcome } from './outbox';

/** Internal columns the receiver has no use for. */
const PRIVATE_COLUMNS = new Set([
  'ip_hash',
  'user_agent',
  'delivery_status',
  'delivery_attempts',
  'delivery_last_error',
  'delivery_updated_at',
  'phone_valid',
]);

const WEBHOOK_TYPE: Record<Table, string> = { leads: 'lead', contact_messages: 'contact_message', privacy_requests: 'privacy_request' };

/** What the webhook receives: the stored row without internal columns, typed by `type`. */
export function webhookPayload(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: WEBHOOK_TYPE[table] };
  for (const [k, v] of Object.entries(row)) if (!PRIVATE_COLUMNS.has(k)) out[k] = v;
  return out;
}

export async function signBody(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`));
  return hex(mac);
}

export async function sendWebhook(
  target: { url: string; secret?: string },
  table: Table,
  row: Record<string, unknown>,
  now: number,
): Promise<Outcome> {
  const body = JSON.stringify(webhookPayload(table, row));
  const headers: Record<string, string> = {
    // Lets the receiver drop a duplicate if an attempt it accepted was recorded as failed.
    'Idempotency-Key': String(row.idempotency_key ?? `${table}-${String(row.id)}`),
  };
  if (target.secret) {
    const t = Math.floor(now / 1000);
    headers['X-Lead-Signature'] = `t=${t},v1=${await signBody(target.secret, t, body)}`;
  }
  return postJson(target.url, body, headers);
}
