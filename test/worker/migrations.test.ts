// D1 migrations stay additive, so the version still live while a release migrates (and any
// version a rollback returns to) keeps working on the new schema: a release applies migrations
// BEFORE its code goes live (scripts/deploy.mjs), and a rollback never reverts the schema.
// Checked two ways: no migration after the first drops or renames anything, and at every
// migration boundary the previous release's rows (its columns only, as that code wrote them) are
// written to and read back from the schema after all migrations. SCHEMA_DB is a scratch D1 of the
// tests (vitest.config.ts).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, request } from '../helpers/worker';

type Migration = { name: string; queries: string[] };
const scratch = (env as unknown as { SCHEMA_DB: D1Database }).SCHEMA_DB;
const shipped = env.TEST_MIGRATIONS as Migration[];

/** Statements that take something away from a schema (what an older release may still use). */
export function destructive(m: Migration): string[] {
  return m.queries.filter((q) => /\bDROP\s+(TABLE|COLUMN|VIEW)\b|\bRENAME\b|\bALTER\s+TABLE\s+\S+\s+DROP\b|\bALTER\s+COLUMN\b/i.test(q));
}

async function reset(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`DROP TABLE IF EXISTS "${name}"`).run();
}

/** Each migration in one batch (one call), as a transaction: as wrangler applies them. */
async function apply(db: D1Database, list: Migration[]): Promise<void> {
  for (const m of list) await db.batch(m.queries.map((q) => db.prepare(q)));
}

/** Every table and its columns, in one query. */
async function tables(db: D1Database): Promise<Map<string, string[]>> {
  const { results } = await db
    .prepare(
      `SELECT m.name AS table_name, c.name AS column_name FROM sqlite_master AS m, pragma_table_info(m.name) AS c
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' ORDER BY m.name, c.cid`,
    )
    .all<{ table_name: string; column_name: string }>();
  const out = new Map<string, string[]>();
  for (const { table_name, column_name } of results) out.set(table_name, [...(out.get(table_name) ?? []), column_name]);
  return out;
}

/** Rows the current code writes (a lead, a message, a rate-limit window), one per table. */
async function sampleRows(): Promise<Map<string, Record<string, unknown>>> {
  const post = (path: string, body: object) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.44' },
      body: JSON.stringify(body),
    });
  const key = crypto.randomUUID();
  expect(
    (
      await post('/api/leads', {
        name: 'Ana Souza',
        company: 'Metalúrgica Alfa',
        phone: '11999998888',
        email: 'ana@alfa.com.br',
        pain: 'Atrasos na produção',
        lang: 'pt',
        idempotency_key: key,
      })
    ).status,
  ).toBe(200);
  const message = {
    contactName: 'Bruno Lima',
    contactEmail: 'bruno@beta.com',
    contactPhone: { countryCode: '+55', ddd: '11', phoneNumber: '99876-2200' },
    contactSubject: 'Orçamento de MES',
    contactMessage: 'Gostaria de uma proposta.',
    lang: 'pt',
    idempotency_key: crypto.randomUUID(),
  };
  expect((await post('/api/contact', message)).status).toBe(200);
  const rows = new Map<string, Record<string, unknown>>();
  for (const table of (await tables(env.LEADS_DB)).keys()) {
    const row = await env.LEADS_DB.prepare(`SELECT * FROM "${table}" LIMIT 1`).first<Record<string, unknown>>();
    if (row) rows.set(table, row);
  }
  return rows;
}

/**
 * At each boundary of `list`: the schema before it is the previous release's; its rows (only
 * the columns it knew) must insert into, and read back from, the schema after the whole list.
 * The schemas before each boundary are read in one pass, applying the list step by step, and the
 * rows of every boundary go into the one schema after it (each removed once read back): the work
 * grows with the list, not with its square. Returns how many (boundary, table) pairs were exercised.
 */
async function previousReleaseWorks(list: Migration[], rows: Map<string, Record<string, unknown>>): Promise<number> {
  await reset(scratch);
  const before: Map<string, string[]>[] = [];
  for (const m of list.slice(0, -1)) {
    await apply(scratch, [m]);
    before.push(await tables(scratch));
  }
  await apply(scratch, list.slice(-1));
  let exercised = 0;
  for (const [k, schema] of before.entries()) {
    for (const [table, columns] of schema) {
      const row = rows.get(table);
      if (!row) continue;
      // The AUTOINCREMENT id is the database's to give.
      const cols = columns.filter((c) => c !== 'id' && c in row);
      const inserted = await scratch
        .prepare(`INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
        .bind(...cols.map((c) => row[c] ?? null))
        .run();
      expect(inserted.success, `${list[k + 1]!.name}: the previous release's insert into ${table}`).toBe(true);
      // A WITHOUT ROWID table (the counters) is found by its values: it has no rowid to name.
      const ddl = await scratch.prepare('SELECT sql FROM sqlite_master WHERE name = ?').bind(table).first<{ sql: string }>();
      const byValues = /WITHOUT\s+ROWID/i.test(ddl?.sql ?? '');
      const where = byValues ? cols.map((c) => `"${c}" IS ?`).join(' AND ') : 'rowid = ?';
      const params = byValues ? cols.map((c) => row[c] ?? null) : [inserted.meta.last_row_id];
      const back = await scratch
        .prepare(`SELECT ${cols.map((c) => `"${c}"`).join(', ')} FROM "${table}" WHERE ${where}`)
        .bind(...params)
        .first();
      expect(back, `${list[k + 1]!.name}: the previous release reads ${table} back`).toEqual(
        Object.fromEntries(cols.map((c) => [c, row[c] ?? null])),
      );
      await scratch
        .prepare(`DELETE FROM "${table}" WHERE ${where}`)
        .bind(...params)
        .run();
      exercised++;
    }
  }
  return exercised;
}

// A next migration as they should be written (a column and a table added), and one that is not.
const ADDITIVE: Migration = {
  name: '9998_example_additive.sql',
  queries: [
    'ALTER TABLE leads ADD COLUMN example_note TEXT',
    "ALTER TABLE contact_messages ADD COLUMN channel TEXT NOT NULL DEFAULT 'web'",
    'CREATE TABLE example_deliveries (id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL, status TEXT)',
  ],
};
const BREAKING: Migration = {
  name: '9999_example_breaking.sql',
  queries: ['ALTER TABLE leads DROP COLUMN pain', 'ALTER TABLE contact_messages RENAME COLUMN subject TO topic'],
};

describe('D1 migrations', () => {
  it('are additive after the first: nothing dropped or renamed', () => {
    expect(shipped.length).toBeGreaterThan(0);
    for (const m of shipped.slice(1)) expect(destructive(m), m.name).toEqual([]);
    // The check itself: it lets the additive example through and catches the breaking one.
    expect(destructive(ADDITIVE)).toEqual([]);
    expect(destructive(BREAKING)).toEqual(BREAKING.queries);
  });

  it("let the previous release's code write and read its rows on the new schema", async () => {
    const rows = await sampleRows();
    expect([...rows.keys()].sort()).toEqual(expect.arrayContaining(['contact_messages', 'leads', 'rate_limits']));
    // Every boundary of the shipped migrations, plus the next one written as it should be.
    const exercised = await previousReleaseWorks([...shipped, ADDITIVE], rows);
    expect(exercised).toBeGreaterThanOrEqual(3 * shipped.length);
    // And the breaking example fails the same check: an older release's insert needs `pain`.
    await expect(previousReleaseWorks([...shipped, BREAKING], rows)).rejects.toThrow();
  });
});
