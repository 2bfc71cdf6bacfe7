// Submissions kept outside D1 while D1 fails ("parked"), until the scheduled job moves them in
// (parked-move.ts); the policy of when to park is keep.ts.
//
// Why KV: it is a service apart from D1 (its own storage, its own failures), a put is one call
// that is durable once it returns, and the binding costs nothing to provision. The alternative,
// delivering at once to the configured destinations, was not chosen: with no destination
// configured, or one that is down, the submission would still be lost; its delivery state could
// not be recorded anywhere, so the retries and the exports would not hold; and a privacy request,
// which no destination may be the only record of, would have nowhere to live. A parked submission
// is delivered once it is in D1, like any stored one.
//
// Why a namespace of its own (binding PARKED_SUBMISSIONS) rather than a prefix in CONTENT_CACHE:
// the content cache is disposable (an operator may empty it, its entries expire) and public,
// while these entries are personal data that must survive until moved, and erasure and retention
// list this namespace whole without reading the content cache's thousands of keys.
//
// What is kept: the row exactly as D1 would store it (the IP only as its keyed hash), under
// `<table>:<received_at>:<idempotency key>`, so that KV's listing, which runs in key order, gives
// each table's entries oldest first: a look reads the first page of a table and has its oldest
// thousand, however many wait (entries parked before the key held the time sort by their key).
// Metadata: when it was received (retention reads it without the value), a keyed hash of the
// e-mail address (erasure finds a person's entries with it), the reference of the request that
// parked it (the move's log line names it), and the move's failures (attempts, when to try next,
// or when it was set aside as a dead letter). Each entry also expires by itself in KV at the end
// of its retention period, should nothing move it first.
import { TABLES, type Table } from './columns';
import type { SubmissionRow } from './store';

export type ParkedRow = SubmissionRow;

export interface ParkedMeta {
  /** received_at of the row. */
  at: string;
  /** Keyed hash of the lower-cased e-mail address (privacy/site-secret.ts subjectHash); absent when the key was unavailable. */
  s?: string;
  /** The parking request's reference (cf-ray). */
  r?: string;
  /** Failed moves so far. */
  n?: number;
  /** Not tried again before this time (ms since the epoch): the backoff after a failed move. */
  t?: number;
  /** When it was set aside as a dead letter (ISO): no longer tried, still found by access, erasure and retention. */
  d?: string;
  /** The last failure's kind (a D1 error's text, or "unreadable"), never the row's content. */
  e?: string;
}

export interface Parked {
  key: string;
  table: Table;
  meta: ParkedMeta;
  /** When KV drops it by itself (seconds since the epoch). */
  expiration?: number;
}

/** The tables, in the order the move takes them: privacy requests first, for their 15-day legal deadline. */
export const PARKED_TABLES: readonly Table[] = ['privacy_requests', ...TABLES.filter((table) => table !== 'privacy_requests')];
/** Pages (1,000 keys each) a listing of everything reads at most (access, erasure, the pipeline's health): 100,000 keys. */
export const ALL_PAGES = 100;

const keyOf = (table: Table, row: ParkedRow) => `${table}:${row.received_at}:${row.idempotency_key}`;

/**
 * Where a dead letter is set aside: its key behind this prefix, which sorts after every table's
 * keys (and the parking's counters), so a head of dead letters never fills the pages the move
 * lists, while access, erasure, retention and the health, which list everything, still find it.
 */
export const ASIDE = '~dead:';
/** Past every table's keys: a listing that reached this holds no entry the move could take. */
const PAST_TABLES = [...PARKED_TABLES]
  .map((t) => `${t};`)
  .sort()
  .at(-1)!;

function tableOf(key: string): Table | undefined {
  const bare = key.startsWith(ASIDE) ? key.slice(ASIDE.length) : key;
  const table = bare.slice(0, bare.indexOf(':'));
  return PARKED_TABLES.find((t) => t === table);
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
  await kv.put(keyOf(table, row), JSON.stringify(row), { metadata, expiration });
}

export interface Listing {
  entries: Parked[];
  /** Every parked key was read (else there were more than the pages allowed). */
  complete: boolean;
}

async function list(
  kv: KVNamespace,
  prefix: string | undefined,
  maxPages: number,
  from?: string,
): Promise<Listing & { last?: string; cursor?: string }> {
  const entries: Parked[] = [];
  let cursor = from;
  let last: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const listed = await kv.list<ParkedMeta>({ ...(prefix ? { prefix } : {}), ...(cursor ? { cursor } : {}) });
    for (const { name, metadata, expiration } of listed.keys) {
      last = name;
      const table = tableOf(name);
      if (table && metadata?.at) entries.push({ key: name, table, meta: metadata, ...(expiration ? { expiration } : {}) });
    }
    if (listed.list_complete) return { entries, complete: true };
    cursor = listed.cursor;
  }
  return { entries, complete: false, ...(last ? { last } : {}), ...(cursor ? { cursor } : {}) };
}

/** Every parked entry (key, table, metadata), up to `maxPages` pages; no value is read. */
export function listParked(kv: KVNamespace, maxPages = ALL_PAGES): Promise<Listing> {
  return list(kv, undefined, maxPages);
}

/** KV lists one look of the move reads at most (the free plan allows 1,000 a day for the account). */
export const MOVE_LISTS = 3;

/**
 * What one look of the move reads, in at most MOVE_LISTS KV lists: one page of everything, which
 * while fewer than 1,000 keys wait is all of them; beyond that, the first page of each table the
 * first page did not reach (keys sort by table, then by time), so each table's oldest are in view,
 * privacy requests included, however many leads wait; then, while the view holds fewer than
 * `enough` entries the move could take (`due`) and lists remain, the next pages of everything:
 * a head of entries it cannot take (dead letters an earlier release left among the others, entries
 * waiting out a backoff) hides none behind it. Dead letters set aside now sort after every table,
 * where the listing stops.
 */
export async function listForMove(kv: KVNamespace, due: (e: Parked) => boolean, enough: number): Promise<Listing> {
  const first = await list(kv, undefined, 1);
  if (first.complete || first.last === undefined) return first;
  let lists = 1;
  const byKey = new Map(first.entries.map((e) => [e.key, e]));
  for (const table of PARKED_TABLES) {
    if (`${table}:` <= first.last || lists >= MOVE_LISTS) continue;
    lists++;
    for (const e of (await list(kv, `${table}:`, 1)).entries) byKey.set(e.key, e);
  }
  let next: { cursor?: string; last?: string } = first;
  const inView = () => [...byKey.values()].filter(due).length;
  while (next.cursor && next.last && next.last < PAST_TABLES && lists < MOVE_LISTS && inView() < enough) {
    lists++;
    const page = await list(kv, undefined, 1, next.cursor);
    for (const e of page.entries) byKey.set(e.key, e);
    next = page;
  }
  return { entries: [...byKey.values()], complete: false };
}

/** The order the move takes entries in: privacy requests first, then oldest received first. */
export function moveOrder(a: Parked, b: Parked): number {
  return PARKED_TABLES.indexOf(a.table) - PARKED_TABLES.indexOf(b.table) || a.meta.at.localeCompare(b.meta.at);
}

/** An entry's value: the text as kept, and the row when it is one (null when unreadable, or gone). */
export async function readParked(kv: KVNamespace, key: string): Promise<{ raw: string | null; row: ParkedRow | null }> {
  const raw = await kv.get(key, 'text');
  return { raw, row: raw === null ? null : parkedRowOf(raw) };
}

/** A parked value as a row, or null when it is not one. */
export function parkedRowOf(raw: string): ParkedRow | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as Record<string, unknown>;
  const text = (k: string) => typeof row[k] === 'string' && row[k] !== '';
  if (!text('idempotency_key') || !text('received_at') || !text('email')) return null;
  return Object.values(row).every((v) => v === null || typeof v === 'string' || typeof v === 'number') ? (row as ParkedRow) : null;
}

/** Writes an entry again under its key, with this value and metadata, keeping its expiry. */
export async function repark(kv: KVNamespace, entry: Parked, value: string, meta: ParkedMeta = entry.meta): Promise<void> {
  await kv.put(entry.key, value, { metadata: meta, ...(entry.expiration ? { expiration: entry.expiration } : {}) });
}

/**
 * Moves an entry to `key` (set aside behind ASIDE, or sent back from there), with this value and
 * metadata, keeping its expiry: written there first, then deleted where it was, so a failure in
 * between leaves it in both places rather than in none. The entry as it now is.
 */
export async function rekey(kv: KVNamespace, entry: Parked, key: string, value: string, meta: ParkedMeta): Promise<Parked> {
  const moved: Parked = { ...entry, key, meta };
  await repark(kv, moved, value, meta);
  if (key !== entry.key) await kv.delete(entry.key);
  return moved;
}

/** The key a dead letter is set aside under, and the one it is sent back to. */
export const asideKey = (key: string) => (key.startsWith(ASIDE) ? key : `${ASIDE}${key}`);
export const moveKey = (key: string) => (key.startsWith(ASIDE) ? key.slice(ASIDE.length) : key);

/** Deletes at most `limit` of the entries received before `cutoff` (ISO): what retention says is over. */
export async function expireParked(kv: KVNamespace, entries: readonly Parked[], cutoff: string, limit: number): Promise<number> {
  const expired = entries.filter((e) => e.meta.at < cutoff).slice(0, limit);
  await Promise.all(expired.map((e) => kv.delete(e.key)));
  return expired.length;
}

/**
 * One person's parked entries: those whose metadata carries their subject hash, and those parked
 * without one whose value holds the address. An entry of theirs (by hash) that cannot be read
 * comes with a null row: access names it, erasure deletes it.
 */
export async function parkedOf(kv: KVNamespace, email: string, subject: string): Promise<{ entry: Parked; row: ParkedRow | null }[]> {
  const address = email.trim().toLowerCase();
  const { entries } = await listParked(kv);
  const candidates = entries.filter((e) => e.meta.s === undefined || e.meta.s === subject);
  const read = await Promise.all(candidates.map(async (entry) => ({ entry, ...(await readParked(kv, entry.key)) })));
  return read
    .filter(({ entry, raw, row }) => raw !== null && (row ? row.email.trim().toLowerCase() === address : entry.meta.s === subject))
    .map(({ entry, row }) => ({ entry, row }));
}
