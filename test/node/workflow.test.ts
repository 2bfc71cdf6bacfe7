// The CI workflow cannot run here: it is linted (action-validator, GitHub's workflow schema), and
// it may only run npm commands that exist in package.json and that the README shows, so what CI
// does is what an operator would do by hand. Its test job must install every system package
// .ci/run installs before `npm test` (both take them from scripts/ci/system-deps.sh), so the
// first push does not fail on a browser or a Java that only .ci/run had.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const workflowPath = path.join(root, '.github/workflows/ci.yml');
const workflow = readFileSync(workflowPath, 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

function validate(file: string) {
  return spawnSync(path.join(root, 'node_modules/.bin/action-validator'), [file], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}

/** Every npm command in the workflow's `run:` steps: `npm ci`, `npm test`, `npm run deploy -- …`. */
function npmCommands(text: string): string[] {
  const runs = [...text.matchAll(/^\s*(?:-\s+)?run:\s*(.+)$/gm)].map((m) => m[1]!);
  return runs.flatMap((r) => [...r.matchAll(/\bnpm (ci|test|run [\w:-]+)/g)].map((m) => `npm ${m[1]}`));
}

const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
const DEPS_SCRIPT = 'scripts/ci/system-deps.sh';

/** The packages in scripts/ci/system-packages.txt (`package present-check` lines). */
function listedPackages(text = readFileSync(path.join(root, 'scripts/ci/system-packages.txt'), 'utf8')): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().split(/\s+/)[0] ?? '')
    .filter((p) => p && !p.startsWith('#'));
}

/**
 * The system packages a piece of shell installs before it runs `npm test`: the names after every
 * `apt-get install` (options and redirections left out), and the list of scripts/ci/system-deps.sh
 * wherever it is run. Comments do not count.
 */
function packagesBeforeTests(shell: string): string[] {
  const lines = shell.split('\n').filter((l) => !/^\s*#/.test(l));
  const end = lines.findIndex((l) => /\bnpm test\b/.test(l));
  const text = lines.slice(0, end === -1 ? undefined : end).join('\n');
  const direct = [...text.matchAll(/apt-get install([^&|;\n]*)/g)].flatMap((m) =>
    m[1]!
      .trim()
      .split(/\s+/)
      .filter((w) => /^[a-z0-9][a-z0-9.+-]+$/.test(w)),
  );
  return [...new Set([...direct, ...(text.includes(DEPS_SCRIPT) ? listedPackages() : [])])];
}

/** The test job of the workflow: from `  test:` to the next job. */
function testJob(text: string): string {
  const start = text.search(/^ {2}test:$/m);
  const rest = text.slice(start + 1);
  const next = rest.search(/^ {2}\S/m);
  return text.slice(start, next === -1 ? undefined : start + 1 + next);
}

/** Packages .ci/run installs that the workflow's test job does not install before `npm test`. */
function missingFromWorkflow(workflowText: string, ciRunText: string): string[] {
  const installed = packagesBeforeTests(testJob(workflowText));
  return packagesBeforeTests(ciRunText).filter((p) => !installed.includes(p));
}

describe('.github/workflows/ci.yml', () => {
  it('passes the workflow linter, which rejects a broken copy', () => {
    const ok = validate(workflowPath);
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), 'workflow-'));
    try {
      const broken = path.join(dir, 'ci.yml');
      writeFileSync(broken, workflow.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'));
      expect(validate(broken).status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs only npm scripts that exist and that the README shows', () => {
    const commands = [...new Set(npmCommands(workflow))];
    expect(commands).toEqual(expect.arrayContaining(['npm ci', 'npm test', 'npm run deploy', 'npm run smoke']));
    for (const command of commands) {
      const script = /^npm run (.+)$/.exec(command)?.[1];
      if (script) expect(Object.keys(pkg.scripts), command).toContain(script);
      expect(readme, `README shows ${command}`).toContain(command);
    }
  });

  it('tests every push, releases main gradually with a rollback, previews pull requests', () => {
    expect(workflow).toMatch(/^on:\n {2}push:\n {2}pull_request:/m);
    expect(workflow).toContain('npm run deploy -- --gradual 10 --skip-checks');
    expect(workflow).toContain('npm run deploy -- --env staging --skip-checks');
    expect(workflow).toMatch(/if: failure\(\) && steps\.release\.outputs\.previous_version != ''/);
    expect(workflow).toMatch(/command: rollback \$\{\{ steps\.release\.outputs\.previous_version \}\}/);
    expect(workflow).toMatch(/command: versions upload --env staging --preview-alias pr-/);
    expect(workflow).toContain('npm run smoke -- "${{ steps.upload.outputs.deployment-url }}" --staging');
  });

  it('its test job installs every system package .ci/run installs, from the same script', () => {
    // What npm test needs beyond Node: Chromium for the browser tests, Java for the HTML checker.
    expect(packagesBeforeTests(ciRun)).toEqual(expect.arrayContaining(['chromium', 'default-jre-headless']));
    expect(missingFromWorkflow(workflow, ciRun)).toEqual([]);
    expect(testJob(workflow)).toContain(`run: bash ${DEPS_SCRIPT}`);
    expect(ciRun).toContain(`bash ${DEPS_SCRIPT}`);
    // The check names what a job without the script lacks: the workflow as it was, Chromium only.
    const chromiumOnly = workflow.replace(
      `run: bash ${DEPS_SCRIPT}`,
      'run: apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    );
    expect(missingFromWorkflow(chromiumOnly, ciRun)).toEqual(['default-jre-headless']);
    // A package .ci/run installed by itself would be caught too.
    expect(missingFromWorkflow(workflow, ciRun.replace('npm ci', 'apt-get install -y -qq fonts-noto\nnpm ci'))).toEqual(['fonts-noto']);
  });

  it('scripts/ci/system-deps.sh installs with apt exactly the listed packages that are not there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'system-deps-'));
    try {
      mkdirSync(path.join(dir, 'bin'));
      copyFileSync(path.join(root, DEPS_SCRIPT), path.join(dir, 'system-deps.sh'));
      // One package present (its check is a file that exists), two missing.
      writeFileSync(
        path.join(dir, 'system-packages.txt'),
        `# comment\nchromium ${path.join(dir, 'system-deps.sh')}\n\ndefault-jre-headless no-such-command-here\nfonts-noto /no/such/file\n`,
      );
      const apt = path.join(dir, 'bin/apt-get');
      writeFileSync(apt, `#!/bin/sh\necho "$@" >> "${path.join(dir, 'apt.log')}"\n`);
      chmodSync(apt, 0o755);
      const res = spawnSync('bash', [path.join(dir, 'system-deps.sh')], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${path.join(dir, 'bin')}:${process.env.PATH}` },
      });
      expect(res.status, res.stderr).toBe(0);
      expect(readFileSync(path.join(dir, 'apt.log'), 'utf8').trim().split('\n')).toEqual([
        'update -qq',
        'install -y -qq default-jre-headless fonts-noto',
      ]);
      // Nothing missing: no apt at all.
      writeFileSync(path.join(dir, 'system-packages.txt'), `chromium ${path.join(dir, 'system-deps.sh')}\n`);
      rmSync(path.join(dir, 'apt.log'));
      expect(
        spawnSync('bash', [path.join(dir, 'system-deps.sh')], {
          env: { ...process.env, PATH: `${path.join(dir, 'bin')}:${process.env.PATH}` },
        }).status,
      ).toBe(0);
      expect(() => readFileSync(path.join(dir, 'apt.log'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("pins the wrangler action to the project's wrangler", () => {
    const pinned = [...workflow.matchAll(/wranglerVersion: ["']([^"']+)["']/g)].map((m) => m[1]);
    expect(pinned.length).toBeGreaterThan(0);
    for (const v of pinned) expect(v).toBe(pkg.devDependencies.wrangler);
  });
});
