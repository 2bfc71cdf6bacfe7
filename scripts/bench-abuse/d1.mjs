// What the bench reads of the local D1 that `npm start` persists (wrangler dev's --persist-to,
// .wrangler/state by default): the database's SQLite file, opened read-only beside the running
// server. D1 gives no count of the rows a run wrote, so a phase's writes are read off the tables:
// every row new, changed or gone between two snapshots is one row written at least, and the
// counters (rate_limits.count, analytics_counts.count) add their increments beyond the first.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The local LEADS_DB file under `persist`: the SQLite file that holds a `leads` table. */
export function localDatabase(persist) {
  const dir = path.join(persist, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  if (!existsSync(dir)) throw new Error(`no local D1 under ${dir}: start the site first (npm start)`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sqlite'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const db = new DatabaseSync(file, { readOnly: true });
    const has = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leads'").get();
    if (has) return db;
    db.close();
  }
  throw new Error(`no local D1 with a leads table under ${dir}`);
}

const COUNTERS = { rate_limits: 'count', analytics_counts: 'count' };

/** Every row of every table of the site (not D1's own), as strings, per table; and the counters' sums. */
export function snapshot(db) {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    )
    .all()
    .map((r) => r.name);
  const rows = {};
  const sums = {};
  for (const table of tables) {
    rows[table] = new Map();
    for (const row of db.prepare(`SELECT * FROM ${table}`).all()) {
      const key = JSON.stringify(row);
      rows[table].set(key, (rows[table].get(key) ?? 0) + 1);
    }
    if (COUNTERS[table]) sums[table] = Number(db.prepare(`SELECT COALESCE(SUM(${COUNTERS[table]}), 0) AS n FROM ${table}`).get().n);
  }
  return { rows, sums, analyticsRows: rows.analytics_counts ? [...rows.analytics_counts.values()].reduce((a, b) => a + b, 0) : 0 };
}

/** Rows written between two snapshots (at least), per table and in all; and the analytics_counts rows added. */
export function written(before, after) {
  const perTable = {};
  let total = 0;
  for (const table of new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])) {
    const a = before.rows[table] ?? new Map();
    const b = after.rows[table] ?? new Map();
    let changed = 0;
    for (const [key, n] of b) changed += Math.max(0, n - (a.get(key) ?? 0));
    let gone = 0;
    for (const [key, n] of a) gone += Math.max(0, n - (b.get(key) ?? 0));
    // A changed row is gone and new at once: count it once.
    let rowsWritten = Math.max(changed, gone);
    // Counter increments beyond one per changed row.
    if (table in after.sums) rowsWritten = Math.max(rowsWritten, after.sums[table] - (before.sums[table] ?? 0));
    if (rowsWritten) perTable[table] = rowsWritten;
    total += rowsWritten;
  }
  return { total, perTable, analyticsRowsAdded: after.analyticsRows - before.analyticsRows };
}
