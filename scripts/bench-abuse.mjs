// `npm run bench:abuse`: an attacker's day against a running `npm start` (a persisted local D1),
// then one real visitor. Each phase prints the D1 rows it wrote (read off the local database's
// tables: scripts/bench-abuse/d1.mjs) and the analytics_counts rows it added:
//   1. 1,000 wrong operator tokens from 200 addresses (GET /api/export/leads.csv);
//   2. 5,000 beacons with a forged (same-site) Origin from 50 addresses: half name made-up articles,
//      half the site's real pages with random sources and campaigns;
//   3. 400 lead posts from 20 addresses, no Turnstile;
//   4. during the third, once the surge guard has tripped, one real visitor's lead from a new
//      address, solving the site's proof of work when asked (as the form does in a browser):
//      accepted? stored? delivered (its e-mail)?
// Start the site first with an operator token and the team's e-mail set, e.g.
//   npm start -- --port 8801 --var LEADS_EXPORT_TOKEN:bench-abuse-token-0123456789abcdef0123 \
//     --var LEAD_EMAIL_TO:vendas@example.com --var LEAD_EMAIL_FROM:site@example.com
//   npm run bench:abuse -- --base http://localhost:8801 [--persist .wrangler/state] [--out bench/results/abuse.md]
// Writes the figures to bench/results/abuse.json and abuse.md (--out names the .md).
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { localDatabase, snapshot, written } from './bench-abuse/d1.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:8787' },
    persist: { type: 'string', default: '.wrangler/state' },
    out: { type: 'string', default: 'bench/results/abuse.md' },
    concurrency: { type: 'string', default: '16' },
  },
});
const base = args.base.replace(/\/+$/, '');
const concurrency = Number(args.concurrency);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const random = () => Math.random().toString(36).slice(2, 10);
const run = Math.floor(Math.random() * 200) + 20;
/** An address of this run: phase, then n (IPv4 in 10/8, new every run). */
const address = (phase, n) => `10.${run}.${phase * 40 + Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Runs `count` requests, `concurrency` at a time; the answers' statuses counted. */
async function flood(count, send) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const status = await send(i).then(
        (res) => res.status,
        () => 'failed',
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const db = localDatabase(args.persist);
const phases = [];
async function phase(name, body) {
  const before = snapshot(db);
  const started = Date.now();
  const result = await body();
  // The measurement writes its batch a few seconds after a beacon (src/analytics/measure/batch.ts); deliveries after the answer.
  await sleep(7000);
  const w = written(before, snapshot(db));
  const row = {
    name,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    ...result,
    d1RowsWritten: w.total,
    perTable: w.perTable,
    analyticsRowsAdded: w.analyticsRowsAdded,
  };
  phases.push(row);
  console.log(`${name}: ${JSON.stringify(row)}`);
}

const lead = (over = {}) => ({
  name: 'Ana Souza',
  company: 'Metalúrgica Alfa',
  phone: '11999998888',
  email: `bench-${random()}@example.com`,
  pain: 'Atrasos na expedição',
  lang: 'pt',
  idempotency_key: crypto.randomUUID(),
  ...over,
});
const postLead = (body, ip) =>
  fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'CF-Connecting-IP': ip, 'User-Agent': CHROME },
    body: JSON.stringify(body),
  });

const probe = await fetch(`${base}/api/export/leads.csv`, {
  headers: { Authorization: 'Bearer probe', 'CF-Connecting-IP': address(0, 0) },
});
if (probe.status !== 401)
  throw new Error(`the site answers a wrong token ${probe.status}: start it with --var LEADS_EXPORT_TOKEN:<32+ characters>`);

await phase('wrong tokens (1,000 from 200 addresses)', async () => ({
  statuses: await flood(1000, (i) =>
    fetch(`${base}/api/export/leads.csv`, {
      headers: { Authorization: `Bearer guess-${random()}`, 'CF-Connecting-IP': address(1, i % 200) },
    }),
  ),
}));

/** Pages the site serves, which a forged beacon may name. */
const REAL_PATHS = ['/pt', '/pt/about', '/en/services', '/es/contact', '/pt/diagnosticlean', '/pt/blog'];

await phase('junk beacons (5,000 from 50 addresses, forged Origin, random paths, sources and campaigns)', async () => ({
  statuses: await flood(5000, (i) =>
    fetch(`${base}/api/beacon`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': CHROME, 'CF-Connecting-IP': address(2, i % 50) },
      body: JSON.stringify({
        e: 'view',
        // Half made-up articles, half the site's real pages with random sources and campaigns.
        p: i % 2 ? REAL_PATHS[Math.floor(i / 2) % REAL_PATHS.length] : `/pt/blog/${random()}`,
        v: `v${random()}${i.toString(36)}`,
        l: 'pt-BR',
        s: `s-${random()}`,
        c: `c-${random()}`,
      }),
    }),
  ),
}));

/** The real visitor: a lead from a new address, solving the proof of work when asked, as the form does in a browser. */
async function realVisitor() {
  const body = lead({ name: 'Visitante Real', email: `real-${random()}@example.com` });
  const ip = address(4, 1);
  let res = await postLead(body, ip);
  const first = res.status;
  let solvedIn = null;
  if (res.status === 403) {
    const answer = await res.json();
    if (answer.reason === 'challenge') {
      const start = Date.now();
      const solution = await solveChallenge({ challenge: answer.challenge, deriveKey });
      solvedIn = Date.now() - start;
      res = await postLead({ ...body, altcha: btoa(JSON.stringify({ challenge: answer.challenge, solution })) }, ip);
    }
  }
  return { key: body.idempotency_key, firstAnswer: first, challengeSolvedMs: solvedIn, finalAnswer: res.status };
}

// The real visitor comes while the flood is on: as soon as the guard has asked a new address for
// its challenge (it is tripped then, until the minute is over).
let visitor;
await phase('lead posts (400 from 20 addresses, no Turnstile), and the real visitor during them', async () => {
  const statuses = await flood(400, async (i) => {
    const res = await postLead(lead(), address(3, i % 20));
    if (res.status === 403 && !visitor) visitor = realVisitor();
    return res;
  });
  visitor ??= realVisitor();
  return { statuses };
});
const seen = await visitor;
const row = db.prepare('SELECT id FROM leads WHERE idempotency_key = ?').get(seen.key);
const deliveries = row ? db.prepare("SELECT destination, status FROM deliveries WHERE source = 'leads' AND row_id = ?").all(row.id) : [];
const real = {
  ...seen,
  accepted: seen.finalAnswer === 200,
  stored: !!row,
  delivered: deliveries.length > 0 && deliveries.every((d) => d.status === 'delivered'),
  deliveries: deliveries.map((d) => `${d.destination}: ${d.status}`),
};
console.log(`the real visitor: ${JSON.stringify(real)}`);

const machine = { cpus: cpus().length, load: loadavg().map((n) => Math.round(n * 100) / 100) };
const report = { date: new Date().toISOString(), base, machine, phases, realVisitor: real };
const md = [
  '# Abuse benchmark (`npm run bench:abuse`)',
  '',
  `${report.date}, against \`npm start\` at ${base} (${machine.cpus} cores, load ${machine.load.join(' ')}).`,
  '',
  '| phase | answers | D1 rows written | analytics_counts rows added | seconds |',
  '|---|---|---:|---:|---:|',
  ...phases.map(
    (p) =>
      `| ${p.name} | ${Object.entries(p.statuses)
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ')} | ${p.d1RowsWritten} | ${p.analyticsRowsAdded} | ${p.seconds} |`,
  ),
  '',
  `The real visitor (its rows are in the third phase's): first answer ${real.firstAnswer}${real.challengeSolvedMs === null ? '' : `, the proof of work solved in ${real.challengeSolvedMs} ms`}, then ${real.finalAnswer}: ${real.accepted ? 'accepted' : 'NOT accepted'}, ${real.stored ? 'stored' : 'NOT stored'}, ${real.delivered ? 'delivered' : 'not delivered'} (${real.deliveries.join(', ') || 'no destination configured'}).`,
  '',
  'Rows written per table:',
  '',
  ...phases.map((p) => `- ${p.name}: ${JSON.stringify(p.perTable)}`),
  '',
].join('\n');
await writeFile(args.out, md);
await writeFile(args.out.replace(/\.md$/, '.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten: ${args.out} and ${path.basename(args.out.replace(/\.md$/, '.json'))}`);
db.close();
