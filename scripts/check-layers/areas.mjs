// The areas of src/ (and client/), their level and their tier: the table scripts/check-layers.mjs
// and its rules (direction.mjs) judge imports by. An import runs from a higher level to a lower one
// or stays at its level; the tiers name what the levels are for:
//
//   routes    6  app.tsx, app-routes.tsx, index.ts, scheduled.ts, …    the worker, middleware order
//             5  routes/, renderer/, html-cache/, i18n/middleware.ts  requests: load data, render, cache
//                a feature folder's route.ts, *-route.ts, routes/ (leads/route.ts, leads/routes/)
//   features  4  pages/, leads/forms/, seo/, analytics/report/,     what a page shows and tells, forms on the
//                lazy.ts                                             server; the owner's report; the lazy loaders
//             3  components/, client/, generated/islands.ts,         shared UI, rendering plumbing; what the
//                privacy/actions/, i18n/categories.ts                privacy rules do to stored submissions; the
//                                                                    blog categories' names
//   services  2  i18n/, content/ (its markdown/), leads/storage/, privacy/, http/, dev/, analytics/measure/, env.ts,
//                company.ts, deployment.ts, html-cache/per-view.ts   services and storage, as functions of
//                                                                     bindings and plain values
//   shared    1  generated/, log.ts, util/                            what the build writes, logs, small helpers
//             0  shared/, locales/                                    data and rules for worker and browser

/** Area of a repository path (relative, forward slashes): its level, name and tier. First match wins. */
const AREAS = [
  [6, /^src\/(app\.tsx|app-routes\.tsx|index\.ts|scheduled\.ts|middleware\.ts|security\.ts)$/, 'app'],
  // The HTML cache's contract with the code that writes pages (what they register, what the
  // caches fill): below everything that writes a page, so the rendering code can import it.
  [2, /^src\/html-cache\/per-view\.ts$/, 'html-cache contract'],
  [5, /^src\/html-cache\//, 'html-cache'],
  // What the routes tier reads from a request's context for the layers below (the content
  // layer's request, a waitUntil): every area of the tier uses it, the HTML cache included.
  [5, /^src\/routes\/request-values\.ts$/, 'request values'],
  [5, /^src\/routes\//, 'routes'],
  // A feature folder's routes (src/privacy/consent-route.ts, src/leads/route.ts, and what answers
  // its requests in its routes/ folder, src/leads/routes/): its requests, beside the code they call.
  [5, /^src\/[\w-]+\/([\w-]+-)?route\.tsx?$/, 'routes'],
  [5, /^src\/[\w-]+\/routes\//, 'routes'],
  [5, /^src\/renderer\//, 'renderer'],
  // The language and texts middleware the app mounts: they read the request (cookie, URL, headers)
  // like a route; two files, so that the app's front evaluates no i18next (src/app.tsx).
  [5, /^src\/i18n\/(texts-)?middleware\.ts$/, 'i18n middleware'],
  [4, /^src\/pages\//, 'pages'],
  [4, /^src\/leads\/forms\//, 'form-handling'],
  [4, /^src\/seo\//, 'seo'],
  [4, /^src\/analytics\/report\//, 'report'],
  [4, /^src\/lazy\.ts$/, 'lazy'],
  [3, /^src\/components\//, 'components'],
  [3, /^client\//, 'client'],
  // The build's island registry names the modules of client/islands/, so it sits at their level.
  [3, /^src\/generated\/islands\.ts$/, 'island registry'],
  // Access, erasure, revocation and retention act on stored submissions: above src/leads/storage/,
  // which keeps each row with the privacy rules below (retention periods, the subject hash).
  [3, /^src\/privacy\/actions\//, 'privacy actions'],
  // The blog categories' names: texts (src/i18n/) for what the content layer calls a category.
  [3, /^src\/i18n\/categories\.ts$/, 'category names'],
  [2, /^src\/i18n\//, 'i18n'],
  // The markdown pipeline (articles' bodies, the CMS's rich texts): a pure function of a text, part of
  // the content feature's folder and of its interface.
  [2, /^src\/content\/markdown\//, 'markdown'],
  [2, /^src\/content\//, 'content'],
  [2, /^src\/leads\/storage\//, 'submissions'],
  [2, /^src\/privacy\//, 'privacy'],
  [2, /^src\/(env\.ts|company\.ts|deployment\.ts)$/, 'base'],
  [2, /^src\/http\//, 'http'],
  [2, /^src\/analytics\/measure\//, 'analytics'],
  [2, /^src\/dev\//, 'dev'],
  [1, /^src\/generated\//, 'generated'],
  [1, /^src\/log\.ts$/, 'log'],
  [1, /^src\/util\//, 'util'],
  [0, /^src\/shared\//, 'shared'],
  [0, /^locales\//, 'locales'],
];

/** The level from which a file is the routes tier: it may take a request's Hono Context. */
export const ROUTES_LEVEL = 5;

const TIERS = [
  [ROUTES_LEVEL, 'routes'],
  [3, 'features'],
  [2, 'services'],
  [0, 'shared'],
];

export function areaOf(file) {
  for (const [level, pattern, name] of AREAS) {
    if (pattern.test(file)) return { level, name, tier: TIERS.find(([from]) => level >= from)[1] };
  }
  return null;
}
