// `npm run lint` runs this: imports in src/ only run downwards, from a higher area to a lower
// one (or within one area), so each area can be read, tested and changed without the ones above.
// The areas, their levels and tiers (routes > features > services > shared) are in
// scripts/check-layers/areas.mjs. Beside the direction, scripts/check-layers/direction.mjs holds
// three rules: no cycle between areas (two areas of one level never import each other both ways
// round); below the routes tier nothing takes a Hono Context (a route reads the request and passes
// values; components read the page view through React's context, src/components/use-page.ts);
// the scheduled run (src/index.ts) calls features, never routes.
//
// Everything outside src/content/ (routes and the app, and as much the HTML cache, the
// prerendered subtrees and every other area) reaches the content layer only through its
// interface, src/content/service.ts and types.ts (and the markdown pipeline, src/content/markdown/): it imports no other file of src/content/ (a
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
import { areaOf } from './check-layers/areas.mjs';
import { areaCycles, contextTakers, scheduledRunRoutes } from './check-layers/direction.mjs';
import { startupReach } from './check-layers/startup.mjs';

export { areaOf };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A feature folder's tests' helpers (src/leads/testing/): test code beside the feature, never part of the worker. */
export const TESTING = /\/testing\//;

function* sources(dir) {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (!TESTING.test(`${rel}/`)) yield* sources(rel);
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield rel;
  }
}

/** Every .ts/.tsx file of src/ (the tests' helpers of testing/ folders left out) and its text, by repository path. */
export function readSources() {
  return Object.fromEntries([...sources('src')].map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file an extensionless import names (`./x` is x.ts, x.tsx or x/index.ts[x]). */
export function resolve(target) {
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = target + ending;
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return target;
}

/** Every relative import of `files` (default: src/) as [from, to] repository paths ([from, to, 'type'] for `import type`). */
export function imports(files = readSources()) {
  const edges = [];
  for (const [file, text] of Object.entries(files)) {
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const to = resolve(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
      // A type-only import carries no code: marked, so the cycle check can leave it out.
      edges.push(/^\s*(?:import|export)\s+type\s/.test(m[0]) ? [file, to, 'type'] : [file, to]);
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
// generation.ts: the content's generation, which the HTML cache keys its pages by, read by the app's
// front (src/app.tsx) without the whole service, so a new isolate evaluates no more at start-up.
export const CONTENT_INTERFACE = ['src/content/service.ts', 'src/content/types.ts', 'src/content/generation.ts'];
/** The markdown pipeline, a pure function of a text: interface too, for the routes that render one. */
const MARKDOWN = 'src/content/markdown/';
/** The content feature's own routes (api-route.ts, cms-health-route.ts), which src/routes/api.ts mounts. */
const CONTENT_ROUTE = /^src\/content\/[\w-]+-route\.tsx?$/;
const inInterface = (file) => CONTENT_INTERFACE.includes(file) || file.startsWith(MARKDOWN) || CONTENT_ROUTE.test(file);
/** The content layer's bindings (wrangler.toml, src/env.ts): its KV namespace and every CMS_* name. */
export const CONTENT_BINDING = /^(CONTENT_CACHE|CMS_[A-Z0-9_]+)$/;
/** Files held to the content interface: every area but the content layer itself. */
const contentClient = (file) => {
  const area = areaOf(file)?.name;
  return area !== undefined && area !== 'content' && area !== 'markdown';
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
    if (contentClient(from) && to.startsWith('src/content/') && !inInterface(to)) {
      problems.push(`${from} imports ${to}: use the content interface (${CONTENT_INTERFACE.join(', ')}, ${MARKDOWN})`);
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
  'src/leads/route.ts': 'getT',
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

/** Worker code importing a testing/ folder: the tests' helpers would ship in the bundle. */
export function testHelpersShipped(edges = imports()) {
  return edges.filter(([, to]) => TESTING.test(to)).map(([from, to]) => `${from} imports ${to}: a test's helper, never the worker's`);
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
  const cycles = areaCycles(edges);
  if (cycles.length > 0) console.error(`Areas importing each other (a cycle; scripts/check-layers/direction.mjs):\n${list(cycles)}`);
  const contexts = [...contextTakers(files), ...scheduledRunRoutes(edges)];
  const startup = startupReach(files, resolve);
  if (startup.length > 0) console.error(`Start-up evaluating what a cached page never needs:\n${list(startup)}`);
  const shipped = testHelpersShipped(edges);
  if (shipped.length > 0) console.error(`The worker importing tests' helpers:\n${list(shipped)}`);
  if (contexts.length > 0) console.error(`Request context or routes below the routes tier:\n${list(contexts)}`);
  if ([upwards, bypasses, texts, cycles, contexts, shipped, startup].some((problems) => problems.length > 0)) process.exit(1);
  console.log(
    `layers: ${edges.length} imports in src/, none upwards, no cycle between areas, no Hono Context below the routes, nothing of the routes at start-up; outside src/content/, only its interface is used; pages read their request's texts`,
  );
}
