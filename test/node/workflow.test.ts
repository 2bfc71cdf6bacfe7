// The CI workflow cannot run here: it is linted (action-validator, GitHub's workflow schema), and
// it may only run npm commands that exist in package.json and that the README shows, so what CI
// does is what an operator would do by hand.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  }, 60_000);

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

  it("pins the wrangler action to the project's wrangler", () => {
    const pinned = [...workflow.matchAll(/wranglerVersion: ["']([^"']+)["']/g)].map((m) => m[1]);
    expect(pinned.length).toBeGreaterThan(0);
    for (const v of pinned) expect(v).toBe(pkg.devDependencies.wrangler);
  });
});
