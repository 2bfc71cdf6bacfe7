// The layer bench's settings (bench/lib/layers.mjs): the command line's choices, the pages and
// paths measured, and the variants (the build as shipped, and one layer switched off in each).
import path from 'node:path';
import { root } from '../prod-server.mjs';

export const argOf = (name) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
// --tag keeps two runs at once apart (each its own copies and samples file).
export const TAG = argOf('tag') ? `-${argOf('tag')}` : '';
/** --variants a,b and --pages /x,/y: a re-run of some layers on some pages (the shipped build always). */
export const ONLY_VARIANTS = argOf('variants')?.split(',');
export const ONLY_PAGES = argOf('pages')?.split(',');
/** --out name: bench/results/<name>.json and .md (default layers). */
export const OUT = argOf('out') ?? 'layers';
export const pagesOf = (variant) => (variant.cms ? CMS_PAGES : PAGES).filter(([, route]) => !ONLY_PAGES || ONLY_PAGES.includes(route));
export const chosen = () => VARIANTS.filter((v) => !ONLY_VARIANTS || v.name === 'shipped' || ONLY_VARIANTS.includes(v.name));
export const TMP = path.join(root, `bench/.tmp/layers${TAG}`);
/** Every sample so far of the last run. */
export const RAW = path.join(root, `bench/.tmp/layers-raw${TAG}.json`);
/** A layer is kept when it saves at least this share of a page's server time on one path. */
export const THRESHOLD = 0.1;

/** Every page kind, pt (the default language) unprefixed. */
export const PAGES = [
  ['home', '/'],
  ['about', '/about'],
  ['solutions index', '/services'],
  ['solution', '/solutions/mes'],
  ['contact', '/contact'],
  ['diagnostic', '/diagnosticlean'],
  ['landing', '/diagnostico-lean-digital-gratuito'],
  ['blog list', '/blog'],
  ['article', '/blog/como-calcular-oee-na-pratica'],
  ['legal', '/privacy'],
  ['404', '/nao-existe'],
];
/** The pages that read content from the CMS, with an article the recorded Strapi 5 answers hold. */
export const CMS_PAGES = [
  ['home', '/'],
  ['blog list', '/blog'],
  ['article', '/blog/mes-conecta-erp'],
];

export const VISITOR_COOKIE = 'cookie_consent=denied';

/** A source edit: `file` under src/, `anchor` must occur exactly once. */
export const patch = (file, anchor, replacement) => ({ file, anchor, replacement });

/**
 * The paths: warm, anonymous (the HTML cache may answer); warm, visitor (the consent cookie: the page
 * renders); new isolate, anonymous, once another isolate stored the page in the location's cache;
 * new isolate, first view (renders: the first view of the page in this location and version, or
 * any visitor with a cookie of its own).
 */
export const PATHS = [
  ['warmAnon', 'warm, anonymous'],
  ['warmVisitor', 'warm, visitor (renders)'],
  ['coldAnon', 'new isolate, page in the location cache'],
  ['coldRender', 'new isolate, renders'],
];
export const ALL_PATHS = PATHS.map(([key]) => key);
/** Where a page renders: the layers inside the render are on these paths only. */
export const RENDER_PATHS = ['warmVisitor', 'coldRender'];

/**
 * `paths`: where the layer acts, measured without it; on the others it does nothing by
 * construction (a hit of the HTML cache renders nothing; a new isolate's own HTML cache is empty;
 * the location tier is asked only when the isolate's misses) and the table says so.
 */
export const VARIANTS = [
  { name: 'shipped', title: 'as shipped', paths: ALL_PATHS },
  // The build as shipped again, in its own processes: what "saves" reads for a layer that does
  // nothing, the measurement's own noise on each path.
  { name: 'control', layer: 'nothing (the build as shipped, measured again: the noise)', control: true, paths: ALL_PATHS },
  {
    name: 'no-isolate',
    layer: 'isolate HTML cache',
    paths: ['warmAnon', 'coldRender'],
    patches: [
      patch(
        'html-cache/store.ts',
        '  get(key: string, now: number): Entry | undefined {',
        '  get(key: string, now: number): Entry | undefined {\n    if (key) return undefined;',
      ),
      patch(
        'html-cache/store.ts',
        '  set(entry: Entry, purgesAtRender: number): void {',
        '  set(entry: Entry, purgesAtRender: number): void {\n    if (entry) return;',
      ),
    ],
  },
  { name: 'no-location', layer: 'location tier', vars: { HTML_CACHE: 'isolate' }, paths: ['coldAnon', 'coldRender'] },
  {
    name: 'no-prerendered',
    layer: '<Prerendered> subtrees',
    paths: RENDER_PATHS,
    patches: [
      patch(
        'components/prerendered.tsx',
        '  if (c.env === undefined || c.env === null ||',
        '  if (true || c.env === undefined || c.env === null ||',
      ),
    ],
  },
  {
    name: 'no-markdown',
    layer: 'markdown cache',
    paths: RENDER_PATHS,
    // Only an article renders markdown: elsewhere its column is the noise.
    acts: ['/blog/como-calcular-oee-na-pratica'],
    patches: [
      patch(
        'markdown/cache.ts',
        'export async function renderMarkdownCached(markdown: string, options: MarkdownOptions = {}): Promise<string> {',
        'export async function renderMarkdownCached(markdown: string, options: MarkdownOptions = {}): Promise<string> {\n  if (markdown !== undefined) return renderMarkdownUncached(markdown, options);',
      ),
    ],
  },
  // What the alias changes is the bundle a new isolate evaluates: its new-isolate figure is start-up
  // plus the first request.
  { name: 'no-alias', layer: "React's Node server build (alias)", noAlias: true, withStartup: true, paths: RENDER_PATHS },
  { name: 'cms', title: 'as shipped, with a CMS', cms: true, paths: ALL_PATHS },
  {
    name: 'cms-no-kv',
    layer: 'KV content cache',
    cms: true,
    // What it saves is mostly the CMS's round trip, which is wall time, not CPU.
    wall: true,
    paths: RENDER_PATHS,
    patches: [
      patch(
        'content/service.ts',
        '  return cachedSource(c.env.CONTENT_CACHE, strapiSource(strapi), {',
        '  if (strapi) return strapiSource(strapi);\n  return cachedSource(c.env.CONTENT_CACHE, strapiSource(strapi), {',
      ),
    ],
  },
];

export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
