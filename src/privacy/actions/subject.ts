// Everything stored about one person, found by e-mail address, for the operator's answers to
// data-subject requests (LGPD art. 18): access, erasure, revocation of marketing consent.
// Table-driven: a new table holding personal data is one line in SUBJECT_TABLES. Submissions
// parked in KV while D1 failed (src/leads/storage/parked.ts) are found, erased and revoked too.
import { TABLES } from '../../leads/storage/columns';
import { parkedOf, repark, type Parked, type ParkedRow } from '../../leads/storage/parked';
import { subjectHash } from '../site-secret';

export interface SubjectTable {
  /** Name of the list in the access answer and in the erasure counts. */
  key: string;
  table: string;
  /** SQL condition that selects this person's rows; ?1 is the e-mail address as given. */
  where: string;
  /** The table records marketing consent (marketing_consent), which a revocation sets to 0. */
  consent?: boolean;
}

/**
 * Every table with personal data. Erasure deletes in this order, so a table whose rows are found
 * through another (a delivery state per lead) is listed before it.
 */
export const SUBJECT_TABLES: readonly SubjectTable[] = [
  // Rate-limit counters are keyed by the IP hash of the person's submissions (`form:name:hash`).
  {
    key: 'rate_limits',
    table: 'rate_limits',
    where: `substr(key, -32) IN (${TABLES.map(
      (t) => `SELECT ip_hash FROM ${t} WHERE lower(email) = lower(?1) AND ip_hash IS NOT NULL`,
    ).join(' UNION ')})`,
  },
  // Per-destination delivery state of the person's submissions (migrations/0003_delivery.sql).
  {
    key: 'deliveries',
    table: 'deliveries',
    where: TABLES.map((t) => `(source = '${t}' AND row_id IN (SELECT id FROM ${t} WHERE lower(email) = lower(?1)))`).join(' OR '),
  },
  { key: 'leads', table: 'leads', where: 'lower(email) = lower(?1)', consent: true },
  { key: 'messages', table: 'contact_messages', where: 'lower(email) = lower(?1)', consent: true },
  { key: 'privacy_requests', table: 'privacy_requests', where: 'lower(email) = lower(?1)' },
];

type Env = { LEADS_DB: D1Database; IP_HASH_SECRET?: string; PARKED_SUBMISSIONS?: KVNamespace };

/** An address worth looking up: trimmed, one @, no spaces, at most 254 characters. */
export function normalizeSubjectEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
}

export interface SubjectData {
  email: string;
  generated_at: string;
  /** One list of rows per table of SUBJECT_TABLES, by its key; `parked`: those waiting in KV, each with its table. */
  data: Record<string, Record<string, unknown>[]>;
  /** Earlier erasures of this address (they hold only the date and the counts). */
  erasures: { erased_at: string; rows_erased: Record<string, number> }[];
  /** Earlier withdrawals of this address's marketing consent (the date only). */
  revocations: { revoked_at: string }[];
}

export async function subjectData(env: Env, email: string, now = new Date()): Promise<SubjectData> {
  const db = env.LEADS_DB;
  const results = await db.batch(
    SUBJECT_TABLES.map((t) => db.prepare(`SELECT * FROM ${t.table} WHERE ${t.where} ORDER BY rowid`).bind(email)),
  );
  const data: SubjectData['data'] = {};
  for (const [i, t] of SUBJECT_TABLES.entries()) data[t.key] = (results[i]?.results ?? []) as Record<string, unknown>[];
  const hash = await subjectHash(env, email);
  // A parked entry the move set aside says so; one whose value cannot be read is named, by its hash.
  data.parked = (await parkedRows(env, email, hash)).map(({ entry, row }) => ({
    table: entry.table,
    ...(row ?? { unreadable: true, received_at: entry.meta.at }),
    ...(entry.meta.d ? { dead_lettered_at: entry.meta.d } : {}),
  }));
  const [erased, revoked] = await db.batch([
    db.prepare('SELECT erased_at, rows_erased FROM erasures WHERE subject_hash = ? ORDER BY id').bind(hash),
    db.prepare('SELECT revoked_at FROM revocations WHERE subject_hash = ? ORDER BY id').bind(hash),
  ]);
  return {
    email,
    generated_at: now.toISOString(),
    data,
    erasures: ((erased?.results ?? []) as { erased_at: string; rows_erased: string }[]).map((e) => ({
      erased_at: e.erased_at,
      rows_erased: JSON.parse(e.rows_erased) as Record<string, number>,
    })),
    revocations: (revoked?.results ?? []) as { revoked_at: string }[],
  };
}

export interface ErasureResult {
  erased_at: string;
  /** The erasure record's reference: a keyed hash of the address, never the address. */
  subject_hash: string;
  rows_erased: Record<string, number>;
}

/**
 * Deletes every row of this person in every table, and records that it was done with no
 * personal data (date, keyed hash of the address, counts), all in one transaction.
 */
export async function eraseSubject(env: Env, email: string, now = new Date()): Promise<ErasureResult> {
  const db = env.LEADS_DB;
  const hash = await subjectHash(env, email);
  const erasedAt = now.toISOString();
  const parked = await parkedRows(env, email, hash);
  // One transaction: the record counts the rows, then they go. ?1 is the address in every WHERE.
  const counts = SUBJECT_TABLES.map((t) => `'${t.key}', (SELECT COUNT(*) FROM ${t.table} WHERE ${t.where})`).join(', ');
  const record = db
    .prepare(
      `INSERT INTO erasures (erased_at, subject_hash, rows_erased) VALUES (?2, ?3, json_object(${counts}, 'parked', CAST(?4 AS INTEGER))) RETURNING rows_erased`,
    )
    .bind(email, erasedAt, hash, parked.length);
  const deletes = SUBJECT_TABLES.map((t) => db.prepare(`DELETE FROM ${t.table} WHERE ${t.where}`).bind(email));
  const [recorded] = await db.batch<{ rows_erased: string }>([record, ...deletes]);
  const rows_erased = JSON.parse(recorded?.results[0]?.rows_erased ?? '{}') as Record<string, number>;
  // Parked ones after the record: from it on, a move into D1 of one of them inserts nothing, and a
  // move that sets one back after a refusal finds the record and deletes what it wrote
  // (src/leads/storage/parked-move.ts), so no write of the move can outlive the erasure.
  await Promise.all(parked.map(({ entry }) => env.PARKED_SUBMISSIONS?.delete(entry.key)));
  return { erased_at: erasedAt, subject_hash: hash, rows_erased };
}

/**
 * Sets marketing_consent to 0 on every row of this address, and records the withdrawal (date and
 * keyed hash) in the same transaction: a parked submission of theirs received before it is moved
 * into D1 without its consent even when the move read the entry before this changed it
 * (src/leads/storage/store.ts). How many rows changed per table.
 */
export async function revokeMarketing(env: Env, email: string, now = new Date()): Promise<Record<string, number>> {
  const db = env.LEADS_DB;
  const hash = await subjectHash(env, email);
  const tables = SUBJECT_TABLES.filter((t) => t.consent);
  const [, ...results] = await db.batch([
    db.prepare('INSERT INTO revocations (revoked_at, subject_hash) VALUES (?, ?)').bind(now.toISOString(), hash),
    ...tables.map((t) =>
      db.prepare(`UPDATE ${t.table} SET marketing_consent = 0 WHERE (${t.where}) AND marketing_consent <> 0`).bind(email),
    ),
  ]);
  const changed: Record<string, number> = {};
  for (const [i, t] of tables.entries()) changed[t.key] = results[i]?.meta.changes ?? 0;
  // Parked ones keep their entry, with the consent withdrawn, until they are moved into D1.
  const consenting = (await parkedRows(env, email, hash)).filter(
    (r): r is { entry: Parked; row: ParkedRow } => r.row !== null && r.row.marketing_consent === 1,
  );
  const kv = env.PARKED_SUBMISSIONS;
  if (kv) await Promise.all(consenting.map(({ entry, row }) => repark(kv, entry, JSON.stringify({ ...row, marketing_consent: 0 }))));
  changed.parked = consenting.length;
  return changed;
}

/** This person's parked submissions (none without the binding). */
function parkedRows(env: Env, email: string, hash: string): Promise<{ entry: Parked; row: ParkedRow | null }[]> {
  return env.PARKED_SUBMISSIONS ? parkedOf(env.PARKED_SUBMISSIONS, email, hash) : Promise.resolve([]);
}
