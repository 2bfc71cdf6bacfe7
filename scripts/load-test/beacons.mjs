// The load test's view beacons: every page load is followed by its beacon (POST /api/beacon, as
// the loader sends it), from visitors who each view 2 or 3 pages (an address and a desktop Chrome
// each), so the run reports what the measurement writes to D1 per view it counted
// (src/analytics/README.md).

/** A visitor's browser, as the beacon expects one (a headless one is not counted). */
const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
let beacons = 0;

/** An autocannon request: the view beacon of `route`, from visitor n/2.5, with a fresh view id. */
export function beaconRequest(route, origin) {
  return {
    method: 'POST',
    path: '/api/beacon',
    setupRequest: (req) => {
      const visitor = Math.floor(beacons++ / 2.5);
      const ip = `10.${128 + ((visitor >> 16) & 127)}.${(visitor >> 8) & 255}.${visitor & 255}`;
      const body = JSON.stringify({ e: 'view', p: route, v: `load${beacons.toString(36).padStart(6, '0')}`, l: 'pt-BR' });
      return {
        ...req,
        headers: { ...req.headers, 'content-type': 'text/plain', origin, 'user-agent': VISITOR_UA, 'cf-connecting-ip': ip },
        body,
      };
    },
  };
}

/** The measurement's daily budget lifted: the run counts what every view costs, not where it stops. */
export const UNBOUNDED = { ANALYTICS_DAILY_WRITES: '100000000' };

/**
 * What the measurement wrote to D1 (its own count of rows, D1's meta.rows_written) for the views
 * it counted, once its last batches are written (a few seconds after their beacons).
 */
export async function measurementWrites(mf) {
  await new Promise((resolve) => setTimeout(resolve, 7000));
  const db = await mf.getD1Database('LEADS_DB');
  const one = async (sql) => Object.values((await db.prepare(sql).first()) ?? {})[0] ?? 0;
  const rows = await one('SELECT COALESCE(SUM(rows_written), 0) FROM analytics_budget');
  const views = await one("SELECT COALESCE(SUM(count), 0) FROM analytics_counts WHERE event = 'view'");
  const hashes = await one('SELECT COUNT(*) FROM analytics_visitors');
  const r2 = (n) => Math.round(n * 100) / 100;
  return {
    beaconsSent: beacons,
    viewsCounted: views,
    rowsWritten: rows,
    visitorHashes: hashes,
    rowsPerView: views ? r2(rows / views) : undefined,
    // Each day's visitor hashes are deleted after two days: one more row written each.
    rowsPerViewWithDeletion: views ? r2((rows + hashes) / views) : undefined,
  };
}

/** The report's line. */
export function measurementLine(m) {
  return `- measurement: ${m.beaconsSent} view beacons sent, ${m.viewsCounted} views counted, ${m.rowsWritten} D1 rows written: **${m.rowsPerView} rows per view** (${m.rowsPerViewWithDeletion} with the later deletion of the ${m.visitorHashes} visitor hashes); batched under load, a lone view costs 2 (test/worker/analytics/analytics-beacon.test.ts)`;
}
