// The schedules scripts/check-config.mjs checks: Cloudflare's cron triggers (wrangler.toml) and
// the CI workflow's releases that renew the build's pages.

const RANGES = [
  ['minute', 0, 59],
  ['hour', 0, 23],
  ['day of month', 1, 31],
  ['month', 1, 12, ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']],
  ['day of week', 0, 7, ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']],
];

/** A field's value (a number or a month's or weekday's name) within its range, or NaN. */
function fieldValue(v, [, min, max, names]) {
  const n = names?.indexOf(v.toUpperCase()) ?? -1;
  const num = n >= 0 ? n + (min === 1 ? 1 : 0) : /^\d+$/.test(v) ? Number(v) : NaN;
  return num >= min && num <= max ? num : NaN;
}

/**
 * Problems of a cron expression as Cloudflare Cron Triggers read it: five fields, each `*`,
 * a value, a range `a-b`, a step `*\/n` or `a-b/n`, or a list of those; names for months and
 * weekdays; `L`/`W` in the day of month and `L`/`#` in the day of week. Empty when it parses.
 */
export function cronProblems(expr) {
  const fields = String(expr).trim().split(/\s+/);
  if (fields.length !== 5) return [`"${expr}": ${fields.length} fields, a cron has 5`];
  const problems = [];
  fields.forEach((field, i) => {
    const [name, , max] = RANGES[i];
    const value = (v) => fieldValue(v, RANGES[i]);
    for (const part of field.split(',')) {
      let m;
      const ok =
        part === '*' ||
        (/^\*\/(\d+)$/.test(part) && Number(part.slice(2)) >= 1 && Number(part.slice(2)) <= max) ||
        ((m = /^([A-Za-z0-9]+)-([A-Za-z0-9]+)(?:\/(\d+))?$/.exec(part)) && value(m[1]) <= value(m[2]) && (!m[3] || Number(m[3]) >= 1)) ||
        !Number.isNaN(value(part)) ||
        (i === 2 && /^(L|\d{1,2}W|LW)$/.test(part)) ||
        (i === 4 && /^([0-7]L|[0-7]#[1-5]|L)$/i.test(part));
      if (!ok) problems.push(`"${expr}": ${name} "${part}" is not valid`);
    }
  });
  return problems;
}

/**
 * Whether a cron expression fires on day `day` of month `month` (1-12) at some minute. Only for a
 * day of week of `*`: a weekday restriction would make it fire on that date only some years.
 */
export function cronFiresOn(expr, month, day) {
  const fields = String(expr).trim().split(/\s+/);
  if (fields.length !== 5 || cronProblems(expr).length > 0 || fields[4] !== '*') return false;
  const covers = (field, n, range) =>
    field.split(',').some((part) => {
      const [, min, max] = range;
      const number = (v) => fieldValue(v, range);
      const m = /^(\*|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?)(?:\/(\d+))?$/.exec(part);
      if (!m) return false;
      const [from, to] =
        m[1] === '*' ? [min, max] : m[1].includes('-') ? m[1].split('-').map(number) : [number(m[1]), m[2] ? max : number(m[1])];
      const step = Number(m[2] ?? 1);
      return n >= from && n <= to && (n - from) % step === 0;
    });
  return covers(fields[2], day, RANGES[2]) && covers(fields[3], month, RANGES[3]);
}

/**
 * The build tier's pages stop serving at the first instant one of their texts changes: each
 * 1 January (the footer's year) and the first of the founding month (the years of experience,
 * COMPANY_FOUNDED), in UTC (src/html-cache/build.ts). A release renders them again, so the CI
 * workflow's schedule must release on both days, and its release jobs must run on that schedule.
 * `workflow`: the text of .github/workflows/ci.yml.
 */
export function renewalProblems({ configs, workflow }) {
  const problems = [];
  const schedule = /^\s*schedule:\s*\n((?:\s*-\s*cron:.*\n?)+)/m.exec(workflow)?.[1] ?? '';
  const crons = [...schedule.matchAll(/cron:\s*["']([^"']+)["']/g)].map((m) => m[1]);
  const days = new Map([["1 January (the footer's year)", [1, 1]]]);
  for (const [env, config] of Object.entries(configs)) {
    const month = Number(/^\d{4}-(\d{2})$/.exec(config.vars?.COMPANY_FOUNDED ?? '')?.[1]);
    if (month) days.set(`the first of month ${month} ([${env}] COMPANY_FOUNDED, the years of experience)`, [month, 1]);
  }
  for (const [what, [month, day]] of days)
    if (!crons.some((c) => cronFiresOn(c, month, day)))
      problems.push(`the CI workflow's schedule does not release on ${what}: the build's pages would stop serving until the next release`);
  for (const job of ['staging', 'production']) {
    const condition = new RegExp(`^ {2}${job}:\\n(?: {4}.*\\n)*? {4}if: (.*)$`, 'm').exec(workflow)?.[1] ?? '';
    if (!condition.includes("github.event_name == 'schedule'")) problems.push(`the CI workflow's ${job} job does not run on its schedule`);
  }
  return problems;
}
