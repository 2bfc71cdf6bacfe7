// What a send that D1 would not record leaves behind, so that it is not sent again. A delivery's
// outcome is written in D1 (outbox.ts settle), tried again while D1 refuses it; when D1 refuses
// it longer than the invocation can wait, the row's lease expires and the scheduled job would send
// the submission a second time. A successful send whose outcome could not be written is therefore
// marked in KV (the parking's namespace, a service apart from D1: both failing at once is what it
// takes for a repeat), and the next claim of that row settles it as delivered without sending.
//
// Cost: one KV write per such send (they take D1 failing for many seconds right after a send) and
// one KV read per attempt after the first; the mark holds no personal data (table, idempotency
// key, destination) and expires by itself after a day, long after the row's next claim.
import type { Table } from '../columns';
import type { Destination } from './outbox';

const MARK_TTL_S = 86_400;

export interface SentMark {
  source: Table;
  key: string;
  destination: Destination;
}

const keyOf = (m: SentMark) => `sent:${m.source}:${m.key}:${m.destination}`;

export async function markSent(kv: KVNamespace, mark: SentMark): Promise<void> {
  await kv.put(keyOf(mark), '1', { expirationTtl: MARK_TTL_S });
}

/** Whether an earlier attempt sent it and could not record it; false when KV cannot say (then it is sent). */
export async function wasSent(kv: KVNamespace, mark: SentMark): Promise<boolean> {
  return (await kv.get(keyOf(mark)).catch(() => null)) !== null;
}
