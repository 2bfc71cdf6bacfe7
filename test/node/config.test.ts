// The first deploy, checked offline as far as it can be: the shipped wrangler.toml passes
// `wrangler deploy --dry-run` in both environments and scripts/check-config.mjs (no
// account-specific or placeholder ids, bindings equal to the code's Bindings type, crons that
// parse, observability on, production without workers.dev or preview URLs, staging on its own
// resources, every var and secret in .dev.vars.example). Each check is also shown to catch the
// mistake it is for, on a copy of the configuration with that mistake.
// The bundle's size budget is the cold-start work's (test/browser/bundle-budget.test.ts, and
// `npm run check:bundle` in every release); not repeated here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs module shared with `node scripts/check-config.mjs`
import {
  checkShippedConfig,
  codeBindings,
  configProblems,
  cronFiresOn,
  cronProblems,
  exampleNames,
  isPlaceholderId,
  renewalProblems,
} from '../../scripts/check-config.mjs';
// @ts-expect-error: plain .mjs module shared with `node scripts/check-config.mjs --secrets`
import { MIN_TOKEN_LENGTH, TOKEN_SECRETS, secretProblems } from '../../scripts/check-secrets.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const shipped = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
const temp = mkdtempSync(path.join(tmpdir(), 'config-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The problems of the shipped configuration with `edit` applied to its text. */
async function problemsOf(edit: (toml: string) => string): Promise<string[]> {
  const file = path.join(temp, `wrangler-${Math.random().toString(36).slice(2)}.toml`);
  const text = edit(shipped);
  expect(text, 'the edit changed the configuration').not.toBe(shipped);
  writeFileSync(file, text);
  return checkShippedConfig(file);
}

/** The least production config the checks pass, with `vars` beside its ENVIRONMENT. */
function productionWith(vars: Record<string, string>) {
  return {
    name: 'x',
    vars: { ENVIRONMENT: 'production', ...vars },
    observability: { enabled: true },
    workers_dev: false,
    preview_urls: false,
  };
}

describe('the shipped wrangler.toml', () => {
  it('has no problems', async () => {
    expect(await checkShippedConfig()).toEqual([]);
  });

  for (const env of [undefined, 'staging']) {
    it(`passes wrangler deploy --dry-run${env ? ` --env ${env}` : ''}`, () => {
      const outdir = path.join(temp, `dry-${env ?? 'production'}`);
      const res = spawnSync(
        path.join(root, 'node_modules/.bin/wrangler'),
        ['deploy', '--dry-run', '--outdir', outdir, ...(env ? ['--env', env] : [])],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
        },
      );
      expect(res.status, res.stdout + res.stderr).toBe(0);
      expect(res.stdout).toContain('--dry-run: exiting now.');
      // What the upload would bind: the KV namespace and D1 database without ids, to be provisioned.
      expect(res.stdout).toMatch(/env\.CONTENT_CACHE/);
      expect(res.stdout).toMatch(/env\.LEADS_DB/);
    });
  }
});

describe('the checks catch', () => {
  it('the placeholder ids of old (and any id at all)', async () => {
    const problems = await problemsOf((t) =>
      t
        .replace('binding = "CONTENT_CACHE"\n', 'binding = "CONTENT_CACHE"\nid = "00000000000000000000000000000000"\n')
        .replace(
          'database_name = "lean-digital-leads"\n',
          'database_name = "lean-digital-leads"\ndatabase_id = "00000000-0000-0000-0000-000000000000"\n',
        ),
    );
    expect(problems).toContain(
      '[production] KV CONTENT_CACHE has an id (00000000000000000000000000000000), a placeholder: leave it out, wrangler provisions the namespace in the deploying account',
    );
    expect(
      problems.some((p: string) =>
        p.startsWith('[production] D1 LEADS_DB has a database_id (00000000-0000-0000-0000-000000000000), a placeholder'),
      ),
    ).toBe(true);
    expect(isPlaceholderId('<your-kv-id>')).toBe(true);
    expect(isPlaceholderId('9f3c2b1a0d8e4f6a8b7c6d5e4f3a2b1c')).toBe(false);
  });

  it('a binding the code does not know, and one the code needs but the configuration lacks', async () => {
    const problems = await problemsOf((t) =>
      t.replace('[[kv_namespaces]]\nbinding = "CONTENT_CACHE"', '[[kv_namespaces]]\nbinding = "SESSIONS"'),
    );
    expect(problems).toContain(
      "[production] SESSIONS (KVNamespace) is bound in wrangler.toml but not in the code's Bindings type (npm run types)",
    );
    expect(problems).toContain('[production] Bindings.CONTENT_CACHE is required by the code but wrangler.toml does not provide it');
  });

  it('staging drifting from production (a var missing there)', async () => {
    const problems = await problemsOf((t) =>
      t.replace('[env.staging.vars]\nENVIRONMENT = "staging"\nSITE_URL = ""\n', '[env.staging.vars]\nENVIRONMENT = "staging"\n'),
    );
    expect(problems.some((p: string) => p.startsWith('[staging] binds') && p.includes('but production binds'))).toBe(true);
  });

  it('a cron that does not parse', async () => {
    const problems = await problemsOf((t) => t.replace('crons = ["* * * * *"]', 'crons = ["* * * *"]'));
    expect(problems).toContain('[production] "* * * *": 4 fields, a cron has 5');
    expect(cronProblems('0 25 * * *')).toEqual(['"0 25 * * *": hour "25" is not valid']);
    expect(cronProblems('*/0 * * * *')).toEqual(['"*/0 * * * *": minute "*/0" is not valid']);
    for (const ok of ['*/15 * * * *', '0 3 * * MON-FRI', '30 2 1,15 JAN-MAR *', '0 0 L * *', '0 12 * * 5#2', '59 23 31 12 7'])
      expect(cronProblems(ok), ok).toEqual([]);
  });

  it('observability off', async () => {
    const problems = await problemsOf((t) => t.replace('[observability]\nenabled = true', '[observability]\nenabled = false'));
    expect(problems).toContain('[production] observability is off: Workers Logs would keep no log line');
  });

  it('a workers.dev copy or preview URLs of production', async () => {
    const problems = await problemsOf((t) =>
      t.replace('workers_dev = false\npreview_urls = false', 'workers_dev = true\npreview_urls = true'),
    );
    expect(problems).toContain('[production] workers_dev is not false: a workers.dev copy of production would be public');
    expect(problems).toContain('[production] preview_urls is not false: every production version would get a public preview URL');
  });

  it('staging on production resources', async () => {
    const problems = await problemsOf((t) =>
      t.replace('database_name = "lean-digital-leads-staging"', 'database_name = "lean-digital-leads"'),
    );
    expect(problems).toContain("[staging] shares production's D1 database lean-digital-leads");
  });

  it('a var or secret missing from .dev.vars.example', async () => {
    const configs = { production: productionWith({ NEW_VAR: '' }) };
    const bindings = new Map([
      ['NEW_VAR', { type: 'string', optional: false }],
      ['ENVIRONMENT', { type: 'string', optional: false }],
      ['NEW_SECRET', { type: 'string', optional: true }],
    ]);
    const problems = configProblems({ configs, bindings, example: 'ENVIRONMENT=development\n' });
    expect(problems).toEqual([
      '[production] NEW_VAR is not listed in .dev.vars.example',
      '[production] Bindings.NEW_SECRET (an optional secret) is not listed in .dev.vars.example',
    ]);
  });
});

describe('the build-only binding', () => {
  it("is refused in any environment's vars: a deployed worker never hands out a page's stored form", () => {
    const config = productionWith({ PRERENDER_CAPTURE: 'x'.repeat(32) });
    const bindings = new Map([
      ['ENVIRONMENT', { type: 'string', optional: false }],
      ['PRERENDER_CAPTURE', { type: 'string', optional: false }],
    ]);
    const problems = configProblems({
      configs: { production: config },
      bindings,
      example: 'ENVIRONMENT=development\nPRERENDER_CAPTURE=\n',
    });
    expect(problems).toEqual(["[production] PRERENDER_CAPTURE is the build's alone (scripts/prerender-pages.mjs)"]);
  });
});

describe('.dev.vars.example', () => {
  it('gives every name one line of meaning right above it', async () => {
    const text = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
    const lines = text.split('\n');
    const names = [...exampleNames(text)] as string[];
    // Every var and secret the code reads (resources such as KV or D1 are not set by hand).
    for (const [name, member] of (await codeBindings()) as Map<string, { type: string }>) {
      if (/^(string|")/.test(member.type)) expect(names, `${name} in .dev.vars.example`).toContain(name);
    }
    for (const name of names) {
      const at = lines.findIndex((l) => l.startsWith(`${name}=`));
      expect(lines[at - 1], `the line above ${name}`).toMatch(/^# \S.{10,}/);
    }
  });
});

describe('the scheduled job in the shipped wrangler.toml', () => {
  /** Minutes of a day at which a cron's minute and hour fields fire (the day fields are "*" here). */
  const firesPerDay = (expr: string) => {
    const [minute = '', hour = ''] = expr.split(/\s+/);
    const count = (field: string, size: number) => {
      if (field === '*') return size;
      const step = /^\*\/(\d+)$/.exec(field);
      if (step) return Math.ceil(size / Number(step[1]));
      return field.split(',').length;
    };
    return count(minute, 60) * count(hour, 24);
  };
  const crons = (env?: string) => {
    const table = env ? new RegExp(`\\[env\\.${env}\\.triggers\\]\\s*crons = (\\[[^\\]]*\\])`) : /^\[triggers\]\s*crons = (\[[^\]]*\])/m;
    return JSON.parse(table.exec(shipped)![1]!) as string[];
  };

  it("runs less often on staging than in production: staging's looks at the parking share the account's KV lists", () => {
    const production = crons().reduce((n, c) => n + firesPerDay(c), 0);
    const staging = crons('staging').reduce((n, c) => n + firesPerDay(c), 0);
    expect(production).toBe(1440);
    expect(staging).toBeLessThan(production);
    // Every staging run falls on a minute the parking is looked at (every fifth): 96 lists a day.
    expect(staging).toBe(96);
  });
});

describe("the build's pages renewed by a scheduled release", () => {
  const workflow = readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8');
  /** The shipped founding month in both environments (the shipped files' own check: "has no problems"). */
  const founded = (month: string) => ({
    production: { vars: { COMPANY_FOUNDED: `2009-${month}` } },
    staging: { vars: { COMPANY_FOUNDED: `2009-${month}` } },
  });
  const shippedMonth = /^COMPANY_FOUNDED = "\d{4}-(\d{2})"$/m.exec(shipped)![1]!;

  it('reads a cron as Cloudflare and GitHub do: the day and month fields, lists, ranges, steps and names', () => {
    expect(cronFiresOn('7 0 1 1,12 *', 1, 1)).toBe(true);
    expect(cronFiresOn('7 0 1 1,12 *', 12, 1)).toBe(true);
    expect(cronFiresOn('7 0 1 1,12 *', 6, 1)).toBe(false);
    expect(cronFiresOn('0 0 * * *', 3, 1)).toBe(true);
    expect(cronFiresOn('0 0 1 JAN-MAR *', 2, 1)).toBe(true);
    expect(cronFiresOn('0 0 1 */3 *', 4, 1)).toBe(true);
    expect(cronFiresOn('0 0 1 */3 *', 2, 1)).toBe(false);
    expect(cronFiresOn('0 0 2 1 *', 1, 1)).toBe(false);
    // A weekday restriction fires on the date only in some years.
    expect(cronFiresOn('0 0 1 1 1', 1, 1)).toBe(false);
  });

  it('passes as shipped: 1 January and the first of the founding month, both release jobs on the schedule', () => {
    expect(renewalProblems({ configs: founded(shippedMonth), workflow })).toEqual([]);
  });

  it('catches a schedule without the founding month, and a founding month the schedule does not know', () => {
    const without = renewalProblems({ configs: founded(shippedMonth), workflow: workflow.replace('"7 0 1 1,12 *"', '"7 0 1 1 *"') });
    expect(without.join('\n')).toMatch(/does not release on the first of month 12 \(\[production\] COMPANY_FOUNDED/);
    const moved = renewalProblems({ configs: founded('06'), workflow });
    expect(moved.join('\n')).toMatch(/does not release on the first of month 6/);
    const none = renewalProblems({ configs: founded(shippedMonth), workflow: workflow.replace(/ {2}schedule:\n {4}- cron: .*\n/, '') });
    expect(none.join('\n')).toMatch(/does not release on 1 January/);
  });

  it('catches a release job that does not run on the schedule', () => {
    const edited = workflow.replace(
      "name: Release to production (gradual)\n    if: (github.event_name == 'push' || github.event_name == 'schedule')",
      "name: Release to production (gradual)\n    if: (github.event_name == 'push')",
    );
    expect(edited).not.toBe(workflow);
    expect(renewalProblems({ configs: founded(shippedMonth), workflow: edited })).toEqual([
      "the CI workflow's production job does not run on its schedule",
    ]);
  });
});

describe('secrets a release sets (--secrets)', () => {
  it(`refuses a token shorter than ${MIN_TOKEN_LENGTH} characters once trimmed, and a name the code does not read`, async () => {
    const bindings = await codeBindings();
    const long = 'x'.repeat(MIN_TOKEN_LENGTH);
    expect(secretProblems(Object.fromEntries(TOKEN_SECRETS.map((name: string) => [name, ` ${long}\n`])), bindings)).toEqual([]);
    for (const name of TOKEN_SECRETS)
      expect(secretProblems({ [name]: ` ${long.slice(1)} ` }, bindings)).toEqual([
        `secret ${name}: ${MIN_TOKEN_LENGTH - 1} characters, a token needs at least ${MIN_TOKEN_LENGTH} (make one with \`openssl rand -hex 32\`)`,
      ]);
    // A key from another service is not a token of ours: any length.
    expect(secretProblems({ RD_STATION_API_KEY: 'abc' }, bindings)).toEqual([]);
    expect(secretProblems({ LEADS_EXPORT_TOKN: long }, bindings)).toEqual([
      'secret LEADS_EXPORT_TOKN: the code reads no such secret (src/env.ts)',
    ]);
  });
});
