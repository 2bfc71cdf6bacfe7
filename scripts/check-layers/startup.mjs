// What a new isolate evaluates at start-up: the modules src/index.ts reaches by static imports
// (a dynamic `import()` inside the bundle defers a module's evaluation to its first use). The app's
// front (src/app.tsx: the middleware and the HTML cache, which serves a new isolate's usual first
// view from the build's pages) must not reach the routes, React, the texts or the content service:
// each of them evaluated at start-up is time that `wrangler check startup` counts and that a page
// served from the cache never uses (docs/performance.md, the cold path).
import path from 'node:path';

const ENTRY = 'src/index.ts';
const STATIC = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
/** Files and packages the start-up must not evaluate, and why. */
export const NOT_AT_STARTUP = [
  [/^src\/app-routes\.tsx$/, 'the routes'],
  [/^src\/(routes|pages|components|renderer)\/(?!request-values\.ts$)/, 'the routes and what renders'],
  [/^src\/content\/service\.ts$/, 'the content service'],
  [/^src\/scheduled\.ts$/, 'the scheduled run'],
  [/^(react|react-dom|i18next|zod|marked|xss)(\/|$)/, 'a package only a render or a form needs'],
];

/** `imports` as [from, to] of every static import, relative ones resolved by `resolve`, packages by name. */
export function startupReach(files, resolve) {
  const reached = new Set([ENTRY]);
  const parent = new Map();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const m of (files[file] ?? '').matchAll(STATIC)) {
      const spec = m[1] ?? m[2];
      const to = spec.startsWith('.') ? resolve(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))) : spec;
      if (reached.has(to)) continue;
      reached.add(to);
      parent.set(to, file);
      if (spec.startsWith('.')) queue.push(to);
    }
  }
  const problems = [];
  for (const file of reached) {
    const rule = NOT_AT_STARTUP.find(([pattern]) => pattern.test(file));
    if (!rule) continue;
    const chain = [file];
    while (parent.has(chain[0])) chain.unshift(parent.get(chain[0]));
    problems.push(
      `${chain.join(' → ')}: ${rule[1]}, evaluated by every new isolate at start-up; import it where it is used (\`await import()\`)`,
    );
  }
  return problems;
}
