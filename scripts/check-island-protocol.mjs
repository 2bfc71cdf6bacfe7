// `npm run lint` runs this: the island protocol's names (the attributes and the event by which the
// server's markup and the browser's loader talk: its exported `*_ATTRIBUTE` and `*_EVENT`
// constants) are written in src/shared/island-protocol.ts and nowhere else in src/ or client/.
// Everyone else imports them, so a renamed attribute cannot leave one side behind. Read from the
// syntax tree: a string, a template's text or a JSX attribute name counts, a comment does not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROTOCOL = 'src/shared/island-protocol.ts';

function parse(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The protocol's names: the values of its exported `*_ATTRIBUTE` and `*_EVENT` string constants. */
export function protocolNames(text) {
  const names = [];
  for (const statement of parse(PROTOCOL, text).statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && /_(ATTRIBUTE|EVENT)$/.test(d.name.text) && d.initializer && ts.isStringLiteral(d.initializer)) {
        names.push(d.initializer.text);
      }
    }
  }
  return names;
}

/** Every place in `files` (path → text) that writes one of `names` itself, one line each. */
export function protocolBypasses(files, names) {
  const problems = [];
  const token = (name) => new RegExp(`(^|[^\\w-])${name.replace(/[-]/g, '\\-')}([^\\w-]|$)`);
  const patterns = names.map((name) => [name, token(name)]);
  for (const [file, text] of Object.entries(files)) {
    if (file === PROTOCOL) continue;
    const found = new Set();
    const visit = (node) => {
      const written =
        ts.isJsxAttribute(node) && ts.isIdentifier(node.name)
          ? node.name.text
          : ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
            ? node.text
            : undefined;
      if (written !== undefined) for (const [name, pattern] of patterns) if (pattern.test(written)) found.add(name);
      ts.forEachChild(node, visit);
    };
    visit(parse(file, text));
    for (const name of found) problems.push(`${file} writes "${name}" itself: import it from ${PROTOCOL}`);
  }
  return problems;
}

function* sources(dir) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (rel !== 'src/generated') yield* sources(rel);
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield rel;
  }
}

/** Every .ts/.tsx file of src/ (the build's output aside) and client/, by repository path. */
export function readSources() {
  return Object.fromEntries([...sources('src'), ...sources('client')].map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = readSources();
  const names = protocolNames(files[PROTOCOL] ?? '');
  const problems = protocolBypasses(files, names);
  if (names.length === 0) problems.push(`${PROTOCOL} exports no *_ATTRIBUTE or *_EVENT name`);
  if (problems.length > 0) {
    console.error(
      `The island protocol written outside its module (scripts/check-island-protocol.mjs says why):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`island protocol: ${names.length} names, written only in ${PROTOCOL}`);
}
