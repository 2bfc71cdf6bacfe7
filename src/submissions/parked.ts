// Submissions kept outside D1 while D1 fails ("parked"), until the scheduled job moves them in.
//
// Why KV: it is a service apart from D1 (its own storage, its own failures), a put is one call
// that is durable once it returns, and the binding costs nothing to provision. The alternative,
// delivering at once to the configured destinations, was not chosen: with no destination
// configured, or one that is down, the submission would still be lost; its delivery state
// could not be recorded anywhere, so the retries, the exports and the exactly-once promise of
// delivery/outbox.ts would not hold; and a privacy request, which no destination may be the only
// record of, would have nowhere to live. A parked submission is delivered once it is in D1,
// like any stored one.
//
// Why a namespace of its own (binding PARKED_SUBMISSIONS) rather than a prefix in CONTENT_CACHE:
// the content cache is disposable (an operator may empty it, its entries expire) and public,
// while these entries are personal data that must survive until moved, and erasure and retention
// list this namespace whole without reading the content cache's thousands of keys.
//
// What is kept: the row exactly as D1 would store it (the IP only as its keyed hash), under
// `<table>:<idempotency key>`, with metadata: when it was received (retention reads it without
// the value), a keyed hash of the e-mail address (erasure finds a person's entries with it) and
// the reference of the request that parked it (the move's log line names it). Each entry also
// expires by itself in KV at the end of its retention period, should nothing move it first.
import { errorCause, logger } from '../log';
import { monthsBefore, retentionMonths } from '../privacy/policy';
import { subjectHash } from '../privacy/site-secret';
import type { Destination } from './delivery';
import { enqueueByKey } from './delivery/outbox';
import type { Table } from './columns';
import { isTransient } from './retry';
import { insertColumns } from './store';

type Value = string | number | null;
export type ParkedRow = Record<string, Value> & { idempotency_key: string; received_at: string; email: string };

export interface ParkedMeta {
  /** received_at of the row. */
  at: string;
  /** Keyed hash of the lower-cased e-mail address (privacy/site-secret.ts subjectHash); absent when the key was unavailable. */
  s?: string;
  /** The parking request's reference (cf-ray). */
  r?: string;
}

export interface Parked {
  key: string;
  table: Table;
  meta: ParkedMeta;
  /** When KV drops it by itself (seconds since the epoch). */
  expiration?: number;
}

const TABLES: readonly Table[] = ['leads', 'contact_messages', 'privacy_requests'];
/** Entries moved into D1 per scheduled run: 2 D1 statements and 3 KV calls each, inside the run's limits. */
export const MOVE_LIMIT = 5;
/**
 * The scheduled job looks for parked entries every this many minutes (at minutes divisible by
 * it): a KV list each time, and the free plan allows 1,000 lists a day (every minute would be
 * 1,440). A parked submission reaches D1 within about this long once D1 answers.
 */
export const PARKED_CHECK_MINUTES = 5;

export function parkedCheckDue(time: number): boolean {
  return Math.floor(time / 60_000) % PARKED_CHECK_MINUTES === 0;
}

/** KV list pages read per call (1000 keys each): parked entries exist only while D1 fails. */
const MAX_PAGES = 5;

const keyOf = (table: Table, idempotencyKey: string) => `${table}:${idempotencyKey}`;

function tableOf(key: string): Table | undefined {
  const table = key.slice(0, key.indexOf(':'));
  return TABLES.find((t) => t === table);
}

/** Keeps a submission in KV: durable once this returns. */
export async function park(
  kv: KVNamespace,
  table: Table,
  row: ParkedRow,
  meta: { subject?: string; ray?: string; expiresAt: Date },
): Promise<void> {
  const metadata: ParkedMeta = { at: row.received_at, ...(meta.subject ? { s: meta.subject } : {}), ...(meta.ray ? { r: meta.ray } : {}) };
  // KV takes an expiration at least 60 s ahead.
  const expiration = Math.max(Math.floor(meta.expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + 120);
  await kv.put(keyOf(table, row.idempotency_key), JSON.stringify(row), { metadata, expiration });
}

/** Every parked entry (key, table, metadata), oldest received first; no value is read. */
export async function listParked(kv: KVNamespace): Promise<Parked[]> {
  const out: Parked[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await kv.list<ParkedMeta>(cursor ? { cursor } : {});
    for (const { name, metadata, expiration } of listed.keys) {
      const table = tableOf(name);
      if (table && metadata?.at) out.push({ key: name, table, meta: metadata, ...(expiration ? { expiration } : {}) });
    }
    if (listed.list_complete) break;
    cursor = listed.cursor;
  }
  return out.sort((a, b) => a.meta.at.localeCompare(b.meta.at));
}

export async function readParked(kv: KVNamespace, key: string): Promise<ParkedRow | null> {
  return kv.get<ParkedRow>(key, 'json');
}

/** Replaces an entry's row (a revoked consent), keeping its metadata and expiry. */
export async function repark(kv: KVNamespace, entry: Parked, row: ParkedRow): Promise<void> {
  await kv.put(entry.key, JSON.stringify(row), { metadata: entry.meta, ...(entry.expiration ? { expiration: entry.expiration } : {}) });
}

/** Deletes the entries received before `cutoff` (ISO): what retention says is over. */
export async function expireParked(kv: KVNamespace, entries: readonly Parked[], cutoff: string): Promise<number> {
  const expired = entries.filter((e) => e.meta.at < cutoff);
  await Promise.all(expired.map((e) => kv.delete(e.key)));
  return expired.length;
}

/**
 * One person's parked entries: those whose metadata carries their subject hash, and those
 * parked without one whose value holds the address.
 */
export async function parkedOf(kv: KVNamespace, email: string, subject: string): Promise<{ entry: Parked; row: ParkedRow }[]> {
  const address = email.trim().toLowerCase();
  const candidates = (await listParked(kv)).filter((e) => e.meta.s === undefined || e.meta.s === subject);
  const rows = await Promise.all(candidates.map((entry) => readParked(kv, entry.key).then((row) => ({ entry, row }))));
  return rows.filter((r): r is { entry: Parked; row: ParkedRow } => r.row !== null && r.row.email.trim().toLowerCase() === address);
}

/**
 * Moves one parked submission into D1 in one transaction: the row (unless its key is stored
 * already, or the person was erased after it was received), then its delivery rows when it is
 * pending delivery and has none. Run twice (a KV delete not yet seen everywhere), it changes
 * nothing the second time. Then the entry leaves KV. The id, or null when D1 already had it.
 */
export async function moveParked(
  db: D1Database,
  kv: KVNamespace,
  entry: Parked,
  row: ParkedRow,
  destinations: readonly Destination[],
  subject: string,
  now: number,
): Promise<number | null> {
  const table = entry.table;
  const stored: Record<string, Value> = { ...row, delivery_status: destinations.length > 0 ? 'pending' : 'none' };
  const columns = insertColumns(table) as string[];
  const insert = db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map(() => '?').join(', ')}
       WHERE NOT EXISTS (SELECT 1 FROM erasures WHERE subject_hash = ? AND erased_at >= ?)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    )
    .bind(...columns.map((column) => stored[column] ?? null), subject, row.received_at);
  const statements = [insert];
  if (destinations.length > 0) statements.push(enqueueByKey(db, table, row.idempotency_key, destinations, now));
  const [inserted] = await db.batch<{ id: number }>(statements);
  await kv.delete(entry.key);
  return inserted?.results[0]?.id ?? null;
}

export interface ParkedReport {
  /** Moved into D1 this run. */
  moved: number;
  /** Erased for being past their retention period. */
  expired: number;
  /** Still parked after this run (D1 failing, or more than MOVE_LIMIT waiting). */
  waiting: number;
}

type ParkedEnv = { LEADS_DB: D1Database; PARKED_SUBMISSIONS: KVNamespace; IP_HASH_SECRET?: string; DATA_RETENTION_MONTHS?: string };

/**
 * The scheduled job's part: entries past retention erased (KV alone, so it happens while D1 is
 * down too), then up to MOVE_LIMIT moved into D1, oldest first, each logged with the reference of
 * the request that parked it. While D1 fails, the first failed move ends the step (logged), and
 * the next run tries again.
 */
export async function runParked(env: ParkedEnv, destinationsOf: (table: Table) => Destination[], now: Date): Promise<ParkedReport> {
  const kv = env.PARKED_SUBMISSIONS;
  const entries = await listParked(kv);
  if (entries.length === 0) return { moved: 0, expired: 0, waiting: 0 };
  const cutoff = monthsBefore(now, retentionMonths(env)).toISOString();
  const expired = await expireParked(kv, entries, cutoff);
  let moved = 0;
  for (const entry of entries.filter((e) => e.meta.at >= cutoff).slice(0, MOVE_LIMIT)) {
    try {
      const row = await readParked(kv, entry.key);
      if (!row) continue;
      const subject = await subjectHash(env, row.email);
      const id = await moveParked(env.LEADS_DB, kv, entry, row, destinationsOf(entry.table), subject, now.getTime());
      moved++;
      // id null: D1 had it already (a resubmission, or an earlier move), or its person was erased since.
      logger.info('submission.moved', { table: entry.table, id, parkedBy: entry.meta.r ?? null });
    } catch (error) {
      logger.warn('submission.move_failed', { table: entry.table, parkedBy: entry.meta.r ?? null, cause: errorCause(error) });
      // D1 still failing: the next run tries again. A failure of this entry alone (a row D1
      // refuses) leaves it parked, where access and erasure still find it, and lets the next one go.
      if (isTransient(error)) break;
    }
  }
  return { moved, expired, waiting: entries.length - expired - moved };
}
