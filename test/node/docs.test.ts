// The docs name files so a reader can find each step of a request: every name must lead somewhere.
// Checked in README.md, CONTRIBUTING.md, docs/*.md, docs/decisions/*.md and a feature folder's page (src/*/README.md):
// - a backticked repository path (`src/leads/forms/submit.ts`, `client/islands/`, `locales/{pt,en,es}/x.json`,
//   `client/islands/*.tsx`) exists; a bare file name (`wrangler.toml`, `policy.ts`) exists somewhere
//   in the repository; paths in a Mermaid diagram are checked the same way;
// - a relative link exists, and its #anchor is a heading of the linked file;
// - nothing points outside the repository (`../` above its root, an absolute path on this machine);
// - CONTRIBUTING's row for src/generated/ names every file the build scripts write there.
// Paths under an entry of .gitignore are build output (`src/generated/`, `public/assets/`) and are
// not required to exist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`),
  ...readdirSync(path.join(root, 'docs/decisions')).map((f) => `docs/decisions/${f}`),
  ...readdirSync(path.join(root, 'src'))
    .map((f) => `src/${f}/README.md`)
    .filter((f) => existsSync(path.join(root, f))),
].filter((f) => f.endsWith('.md'));
const TOP_LEVEL = new Set(readdirSync(root).filter((name) => name !== 'node_modules' && name !== '.git'));
const FILE_EXTENSIONS = /\.(ts|tsx|mts|mjs|cjs|js|json|toml|md|sql|css|ya?ml|sh|py|svg|jsonc)$/;
const IGNORED = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.includes('*'))
  .map((line) => line.replace(/^\//, ''));

/** Every file of the repository (not node_modules, not .git), relative, for bare-name lookups. */
function repositoryFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    if (name === 'node_modules' || name === '.git') return [];
    const rel = dir ? `${dir}/${name}` : name;
    return statSync(path.join(root, rel)).isDirectory() ? repositoryFiles(rel) : [rel];
  });
}
const BASENAMES = new Set(repositoryFiles().map((file) => path.posix.basename(file)));

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces is all the docs use). */
function expandBraces(text: string): string[] {
  const m = /\{([^{}]*)\}/.exec(text);
  if (!m) return [text];
  return m[1]!.split(',').flatMap((part) => expandBraces(text.slice(0, m.index) + part + text.slice(m.index + m[0].length)));
}

/** A path as written, or the folder before its first placeholder (`*`, `<name>`, `…`). */
function concretePart(p: string): string {
  const cut = p.search(/[*<…]/);
  return cut === -1 ? p : p.slice(0, p.lastIndexOf('/', cut) + 1);
}

const isIgnored = (p: string) =>
  IGNORED.some((entry) => p === entry.replace(/\/$/, '') || p.startsWith(entry.endsWith('/') ? entry : `${entry}/`));

/** Why a repository path named in a doc does not lead anywhere, or null when it does. */
function missing(p: string): string | null {
  for (const expanded of expandBraces(p)) {
    const concrete = concretePart(expanded).replace(/\/$/, '');
    if (!concrete || isIgnored(concrete)) continue;
    if (!existsSync(path.join(root, concrete))) return `${p}: ${concrete} does not exist`;
  }
  return null;
}

/** The text outside fenced code blocks, and the fenced blocks themselves. */
function split(text: string): { prose: string; fences: string[] } {
  const fences: string[] = [];
  const prose = text.replace(/^```[^\n]*\n([\s\S]*?)^```\s*$/gm, (_, body: string) => {
    fences.push(body);
    return '';
  });
  return { prose, fences };
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));

/** Repository paths named in a Mermaid diagram (labels hold them as plain text). */
const DIAGRAM_PATH = /(?<![\w./-])((?:src|client|scripts|test|migrations|bench|locales|public|cms|docs)\/[\w./*{},<>-]*)/g;

/** What is wrong with the doc `doc` (a repository path) whose text is `text`. */
function problemsOf(doc: string, text = readFileSync(path.join(root, doc), 'utf8')): string[] {
  const { prose, fences } = split(text);
  const problems: string[] = [];

  for (const m of text.matchAll(/\.\.\/shared|\/work\//g)) problems.push(`${doc}: points outside the repository (${m[0]})`);

  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    const token = span!.replace(/[.,;:]$/, '');
    if (/\s/.test(token) || token.includes('://')) continue;
    if (token.startsWith('../')) {
      const resolved = path.resolve(root, path.dirname(doc), token);
      if (!resolved.startsWith(root + path.sep)) problems.push(`${doc}: \`${token}\` points outside the repository`);
      continue;
    }
    const first = token.split('/')[0]!;
    if (token.includes('/') && TOP_LEVEL.has(first)) {
      const why = missing(token);
      if (why) problems.push(`${doc}: ${why}`);
    } else if (!token.includes('/') && FILE_EXTENSIONS.test(token) && !/[*<>{}()'"=]/.test(token)) {
      if (!BASENAMES.has(token) && !isIgnored(token)) problems.push(`${doc}: no file is named ${token}`);
    }
  }

  for (const fence of fences) {
    for (const [, p] of fence.matchAll(DIAGRAM_PATH)) {
      const why = missing(p!.replace(/[.,;:]$/, ''));
      if (why) problems.push(`${doc} (code block): ${why}`);
    }
  }

  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:)/.test(target!)) continue;
    const [file, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = file ? path.resolve(root, path.dirname(doc), file) : path.join(root, doc);
    if (!resolved.startsWith(root + path.sep)) {
      problems.push(`${doc}: link ${target} points outside the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${doc}: link ${target} leads nowhere`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
      problems.push(`${doc}: link ${target}: no heading "${anchor}" in ${path.relative(root, resolved)}`);
    }
  }
  return problems;
}

describe('docs', () => {
  it('cover every area, and the README stays short', () => {
    for (const area of ['architecture', 'deploy', 'performance']) {
      expect(DOCS, `docs/${area}.md`).toContain(`docs/${area}.md`);
    }
    // A feature with its own folder keeps its page there, beside its code.
    for (const feature of ['analytics', 'content', 'leads', 'privacy'])
      expect(DOCS, `src/${feature}/README.md`).toContain(`src/${feature}/README.md`);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(251);
  });

  it('name only files that exist, link only inside the repository', () => {
    expect(DOCS.flatMap((doc) => problemsOf(doc))).toEqual([]);
  });

  it('list every file the build writes to src/generated/ (not committed, so the path check cannot see them)', () => {
    const scripts = repositoryFiles('scripts').filter((file) => file.endsWith('.mjs'));
    const written = new Set(
      scripts.flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/src\/generated\/([\w-]+\.\w+)/g)].map((m) => m[1]!),
      ),
    );
    expect([...written]).toEqual(expect.arrayContaining(['client-manifest.json', 'islands.ts']));
    const row = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `src/generated/`'));
    expect([...written].filter((file) => !row?.includes(file))).toEqual([]);
  });

  it('catch a file that does not exist, a dead anchor and a path outside the repository', () => {
    const broken = [
      'See `src/no-such-file.ts`, `locales/{pt,xx}/common.json`, `nowhere.mjs`.',
      '[a](docs/architecture.md#no-such-heading) [b](../outside.md)',
      '`../shared/design/ARCHITECTURE.md`',
      '```mermaid\nA["src/gone/"] --> B\n```',
    ].join('\n');
    const found = problemsOf('README.md', broken).join('\n');
    for (const expected of [
      /src\/no-such-file\.ts does not exist/,
      /locales\/xx\/common\.json does not exist/,
      /no file is named nowhere\.mjs/,
      /no heading "no-such-heading"/,
      /link \.\.\/outside\.md points outside the repository/,
      /points outside the repository \(\.\.\/shared\)/,
      /code block\): src\/gone\/: src\/gone does not exist/,
    ])
      expect(found).toMatch(expected);
  });
});
