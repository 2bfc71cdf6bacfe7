// The rules of scripts/check-layers.mjs beyond "imports run downwards": no cycle between areas,
// no Hono Context below the routes tier, and a scheduled run that calls features, never routes.
import ts from 'typescript';
import { areaOf, ROUTES_LEVEL } from './areas.mjs';

/**
 * Every cycle between areas (folders, and the few files the area table names on their own): areas
 * at one level may import each other, but never both ways round, or neither could be read, tested
 * or changed without the other. One line per cycle, with an import for each of its steps.
 */
export function areaCycles(edges) {
  const next = new Map();
  const example = new Map();
  // A type-only import (the lazy loaders name their modules' types so) is no step of a cycle:
  // nothing of it runs, nor has to be loaded first.
  for (const [from, to, kind] of edges) {
    if (kind === 'type') continue;
    const a = areaOf(from)?.name;
    const b = areaOf(to)?.name;
    if (!a || !b || a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a).add(b);
    if (!example.has(`${a}>${b}`)) example.set(`${a}>${b}`, `${from} imports ${to}`);
  }
  // Tarjan's strongly connected components: each component of more than one area is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((areas) => {
    const steps = [];
    for (const a of areas) for (const b of areas) if (next.get(a)?.has(b)) steps.push(example.get(`${a}>${b}`));
    return `${areas.join(' <-> ')}: ${steps.join('; ')}`;
  });
}

/** What takes a request's Hono context: its type, a middleware, the renderer's hook. */
const CONTEXT_NAMES = {
  hono: ['Context', 'MiddlewareHandler', 'Next', 'HonoRequest'],
  'hono/factory': ['createMiddleware'],
  '@hono/react-renderer': ['useRequestContext'],
};

/**
 * Files below the routes tier that take a Hono Context: none may. A service, a feature or a
 * component takes the values it needs (the bindings, the Request, a waitUntil, the language),
 * which its route reads from the context; what components read while a page renders comes
 * through React's own context (the page view: src/components/use-page.ts, provided by
 * src/renderer/view.tsx); what is request handling itself (a middleware, an answer) lives in
 * the routes tier.
 */
export function contextTakers(files) {
  const problems = [];
  for (const [file, text] of Object.entries(files)) {
    const area = areaOf(file);
    if (!area || area.level >= ROUTES_LEVEL) continue;
    const names = contextNamesIn(file, text);
    if (names.length > 0) {
      problems.push(`${file} (${area.name}, ${area.tier}) takes a Hono ${names.join(', ')}: below the routes, pass the values it needs`);
    }
  }
  return problems;
}

function contextNamesIn(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const wanted = CONTEXT_NAMES[statement.moduleSpecifier.text];
    const bindings = statement.importClause?.namedBindings;
    if (!wanted || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      if (wanted.includes(name)) found.push(name);
    }
  }
  return found;
}

/** The worker's scheduled run (src/scheduled.ts): features and services. */
export const SCHEDULED_RUN = 'src/scheduled.ts';

/** Imports of the scheduled run that reach the routes tier (anything but the app it exports). */
export function scheduledRunRoutes(edges) {
  return edges
    .filter(([from, to]) => from === SCHEDULED_RUN && to !== 'src/app.tsx' && (areaOf(to)?.level ?? 0) >= ROUTES_LEVEL)
    .map(
      ([from, to]) =>
        `${from} imports ${to}: the scheduled run calls features (src/analytics/report/, src/privacy/actions/, …), never routes`,
    );
}
