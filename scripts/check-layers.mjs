// `npm run lint` runs this: imports in src/ only run downwards, from a higher area to a lower
// one (or within one area), so each area can be read, tested and changed without the ones above.
//
//   6  app.tsx, index.ts, middleware.ts, security.ts                the worker, middleware order
//   5  routes/, renderer/, html-cache/                               requests: load data, render, cache
//   4  pages/, form-handling/, seo/, report/, lazy.ts                what a page shows and tells, forms on the server; the owner's report
//   3  components/, client/ (islands and presentational pieces),     shared UI, rendering plumbing
//      generated/islands.ts (the build's island registry)
//   2  i18n/, content/, markdown/, submissions/, privacy/, http/, dev/, analytics/, env.ts, company.ts, deployment.ts,
//      html-cache/per-view.ts (the page cache's contract)            services, request helpers, bindings
//   1  generated/, log.ts, util/                                     what the build writes, structured logs, small helpers
//   0  shared/, locales/                                             data and rules for worker and browser
//
// Everything outside src/content/ (routes and the app, and as much the HTML cache, the
// prerendered subtrees and every other area) reaches the content layer only through its
// interface, src/content/service.ts and types.ts: it imports no other file of src/content/ (a
// source, the cache, the content generation, the webhook) and names no binding of the content
// layer (the KV namespace CONTENT_CACHE and every CMS_* var and secret of wrangler.toml; src/env.ts
// declares them). So where content comes from, and how its changes are tracked, can change
// without anything above knowing.
//
// Pages read their texts through the content interface too: a marketing page's route asks
// src/content/service.ts for them (pageTexts, which lays the CMS's sections over the repository's
// texts and sets the request's t()), and routes, pages and components translate only with the
// request's t() (c.var.t, usePage().t). So none of them imports the bundled texts (locales/,
// src/i18n/resources.ts) or makes a t() of its own (getT, getSiteT, overlaidT of src/i18n/i18n.ts),
// which would show the repository's text where the CMS has another. PAGE_TEXT_EXCEPTIONS lists the
// files allowed one, and why.
//
// Exits 1 with every import that runs upwards, every file going round the content interface and
// every route, page or component reading texts around it.
// `node scripts/check-layers.mjs --print` prints the table of which area imports which.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Area of a repository path (relative, forward slashes), and its level. */
const AREAS = [
  [6, /^src\/(app\.tsx|index\.ts|middleware\.ts|security\.ts)$/, 'app'],
  // The HTML cache's contract with the code that writes pages (what they register, what the
  // caches fill): below everything that writes a page, so the rendering code can import it.
  [2, /^src\/html-cache\/per-view\.ts$/, 'html-cache contract'],
  [5, /^src\/html-cache\//, 'html-cache'],
  [5, /^src\/routes\//, 'routes'],
  [5, /^src\/renderer\//, 'renderer'],
  [4, /^src\/pages\//, 'pages'],
  [4, /^src\/form-handling\//, 'form-handling'],
  [4, /^src\/seo\//, 'seo'],
  [4, /^src\/report\//, 'report'],
  [4, /^src\/lazy\.ts$/, 'lazy'],
  [3, /^src\/components\//, 'components'],
  [3, /^client\//, 'client'],
  // The build's island registry names the modules of client/islands/, so it sits at their level.
  [3, /^src\/generated\/islands\.ts$/, 'island registry'],
  [2, /^src\/i18n\//, 'i18n'],
  [2, /^src\/content\//, 'content'],
  [2, /^src\/markdown\//, 'markdown'],
  [2, /^src\/submissions\//, 'submissions'],
  [2, /^src\/privacy\//, 'privacy'],
  [2, /^src\/(env\.ts|company\.ts|deployment\.ts)$/, 'base'],
  [2, /^src\/http\//, 'http'],
  [2, /^src\/analytics\//, 'analytics'],
  [2, /^src\/dev\//, 'dev'],
  [1, /^src\/generated\//, 'generated'],
  [1, /^src\/log\.ts$/, 'log'],
  [1, /^src\/util\//, 'util'],
  [0, /^src\/shared\//, 'shared'],
  [0, /^locales\//, 'locales'],
];

export function areaOf(file) {
  for (const [level, pattern, name] of AREAS) if (pattern.test(file)) return { level, name };
  return null;
}

function* sources(dir) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) yield* sources(rel);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield rel;
  }
}

/** Every .ts/.tsx file of src/ and its text, by repository path. */
export function readSources() {
  return Object.fromEntries([...sources('src')].map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file an extensionless import names (`./x` is x.ts, x.tsx or x/index.ts[x]). */
function resolve(target) {
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = target + ending;
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return target;
}

/** Every relative import of `files` (default: src/) as [from, to] repository paths. */
export function imports(files = readSources()) {
  const edges = [];
  for (const [file, text] of Object.entries(files)) {
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      edges.push([file, resolve(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)))]);
    }
  }
  return edges;
}

export function upwardImports(edges = imports()) {
  const problems = [];
  for (const [from, to] of edges) {
    const a = areaOf(from);
    const b = areaOf(to);
    if (!a) problems.push(`${from}: not in any area (add it to scripts/check-layers.mjs)`);
    else if (!b) problems.push(`${from} imports ${to}, which is in no area`);
    else if (b.level > a.level) problems.push(`${from} (${a.name}, ${a.level}) imports ${to} (${b.name}, ${b.level})`);
  }
  return [...new Set(problems)];
}

/** The content layer's interface: what routes and the app may import from src/content/. */
export const CONTENT_INTERFACE = ['src/content/service.ts', 'src/content/types.ts'];
/** The content layer's bindings (wrangler.toml, src/env.ts): its KV namespace and every CMS_* name. */
export const CONTENT_BINDING = /^(CONTENT_CACHE|CMS_[A-Z0-9_]+)$/;
/** Files held to the content interface: every area but the content layer itself. */
const contentClient = (file) => {
  const area = areaOf(file)?.name;
  return area !== undefined && area !== 'content';
};
/** The one file that names the content bindings outside the content layer: it declares them. */
const BINDINGS_DECLARATION = 'src/env.ts';

/** Names of content bindings that `text` uses in code (identifiers and string keys; comments do not count). */
function contentBindingsIn(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Set();
  const visit = (node) => {
    if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && CONTENT_BINDING.test(node.text)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** Every file outside the content layer that imports inside it or names a content binding. */
export function contentBypasses(files = readSources(), edges = imports(files)) {
  const problems = [];
  for (const [from, to] of edges) {
    if (contentClient(from) && to.startsWith('src/content/') && !CONTENT_INTERFACE.includes(to)) {
      problems.push(`${from} imports ${to}: use the content interface (${CONTENT_INTERFACE.join(', ')})`);
    }
  }
  for (const [file, text] of Object.entries(files)) {
    if (!contentClient(file) || file === BINDINGS_DECLARATION) continue;
    for (const name of contentBindingsIn(file, text)) {
      problems.push(`${file} reads ${name}, a binding of the content layer: put what it decides behind src/content/service.ts`);
    }
  }
  return [...new Set(problems)];
}

/** Where routes, pages and components would get texts around the request's t(). */
const TEXT_SOURCES = ['src/i18n/resources.ts'];
const T_MAKERS = ['getT', 'getSiteT', 'overlaidT'];
/** Files that may make a t() of their own, and why. */
export const PAGE_TEXT_EXCEPTIONS = {
  // A form post is answered in the language the form named, not the request's (form texts, no page's).
  'src/routes/leads.ts': 'getT',
};
const textClient = (file) => ['routes', 'pages', 'components'].includes(areaOf(file)?.name ?? '');
const NAMED_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** Every route, page or component that reads the repository's texts around the request's t(). */
export function pageTextBypasses(files = readSources(), edges = imports(files)) {
  const problems = [];
  for (const [from, to] of edges) {
    if (textClient(from) && (TEXT_SOURCES.includes(to) || to.startsWith('locales/'))) {
      problems.push(`${from} imports ${to}: page texts come with the request's t() (pageTexts in src/content/service.ts)`);
    }
  }
  for (const [file, text] of Object.entries(files)) {
    if (!textClient(file)) continue;
    for (const m of text.matchAll(NAMED_IMPORT)) {
      const target = resolve(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[2])));
      if (target !== 'src/i18n/i18n.ts') continue;
      for (const name of m[1].split(',').map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )) {
        if (T_MAKERS.includes(name) && PAGE_TEXT_EXCEPTIONS[file] !== name) {
          problems.push(
            `${file} makes its own t() (${name}): page texts come with the request's t() (pageTexts in src/content/service.ts)`,
          );
        }
      }
    }
  }
  return [...new Set(problems)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = readSources();
  const edges = imports(files);
  if (process.argv.includes('--print')) {
    const pairs = new Map();
    for (const [from, to] of edges) {
      const key = `${areaOf(from)?.name} -> ${areaOf(to)?.name}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    for (const [key, n] of [...pairs].sort()) console.log(`${key.padEnd(28)} ${n}`);
  }
  const list = (problems) => problems.map((p) => `  ${p}`).join('\n');
  const upwards = upwardImports(edges);
  if (upwards.length > 0) {
    console.error(`Imports that run upwards (scripts/check-layers.mjs says which way they may go):\n${list(upwards)}`);
  }
  const bypasses = contentBypasses(files, edges);
  if (bypasses.length > 0) {
    console.error(`Files going round the content interface (scripts/check-layers.mjs says why):\n${list(bypasses)}`);
  }
  const texts = pageTextBypasses(files, edges);
  if (texts.length > 0) {
    console.error(
      `Routes, pages and components reading texts around the content interface (scripts/check-layers.mjs says why):\n${list(texts)}`,
    );
  }
  if (upwards.length > 0 || bypasses.length > 0 || texts.length > 0) process.exit(1);
  console.log(
    `layers: ${edges.length} imports in src/, none upwards; outside src/content/, only its interface is used; pages read their request's texts`,
  );
}
