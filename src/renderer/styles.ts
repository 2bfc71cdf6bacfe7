import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import manifest from '../generated/client-manifest.json';
import { logger } from '../log';
import type { StyleArea } from '../seo/page-meta';

// The stylesheet (client/styles/main.css's files in order, joined by a line break) is a static
// asset (scripts/build-client/styles.mjs), read once per isolate by the first request the HTML
// cache does not serve and kept: carried in the upload, its 90 KB would be compiled by every new
// isolate at start-up, and a page served from the HTML cache needs none of it. The manifest names
// the file and each part's area (null for the files every page gets) and length, by which the
// text read is cut into its parts.

type Parts = [StyleArea | null, string][];

const SHEET = manifest.styles as { file: string; parts: [StyleArea | null, number][] };
let parts: Parts | undefined;
let reading: Promise<void> | undefined;
const sheets = new Map<string, string>();

/**
 * The whole sheet's file: what a page links when it could not be read. The page is styled as
 * ever, at the cost of a request before its first paint.
 */
export const LINKED_SHEET = SHEET.file;

/**
 * Reads the parts from the assets, once per isolate: requests that ask at the same time share one
 * read, and a failed read is tried once more, then left for the next request to try again.
 * Resolves to whether the parts are there.
 */
export async function loadStyles(assets: Fetcher): Promise<boolean> {
  if (parts) return true;
  if (!reading) {
    const read = readParts(assets)
      .catch(() => readParts(assets))
      .then((cut) => {
        parts ??= cut;
      });
    const done = () => {
      if (reading === read) reading = undefined;
    };
    read.then(done, done);
    reading = read;
  }
  try {
    await reading;
    return true;
  } catch (error) {
    logger.error('styles.unread', { file: SHEET.file, cause: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

async function readParts(assets: Fetcher): Promise<Parts> {
  const res = await assets.fetch(new Request(`https://assets.invalid${SHEET.file}`));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`the stylesheet (${SHEET.file}) answered ${res.status}`);
  }
  const css = await res.text();
  const cut: Parts = [];
  let at = 0;
  for (const [area, length] of SHEET.parts) {
    cut.push([area, css.slice(at, at + length)]);
    at += length + 1;
  }
  // A file of another build than the manifest's would cut into nonsense: not a sheet to inline.
  if (at !== css.length + 1) throw new Error(`the stylesheet (${SHEET.file}) is ${css.length} characters, not the manifest's ${at - 1}`);
  return cut;
}

/** Each request's read, started by stylesReadStart. */
const started = new WeakMap<Request, Promise<boolean>>();

/**
 * Starts the stylesheet's read as early as the routes allow, beside the texts' (after the HTML
 * cache, which needs neither), so that an isolate's first render waits for one read of the
 * assets, not two in turn. stylesMiddleware waits for it.
 */
export const stylesReadStart = createMiddleware<AppEnv>(async (c, next) => {
  if (!parts && !c.req.path.startsWith('/api/')) started.set(c.req.raw, loadStyles(c.env.ASSETS));
  await next();
});

/**
 * Has the stylesheet read before the renderer needs it. Should it stay unread, the page links the
 * whole sheet (Document) and is not one to keep: `no-store` keeps it out of the HTML cache and
 * any other, so the next visitor gets a page with its sheet inlined once the read succeeds.
 */
export const stylesMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.startsWith('/api/') || (await (started.get(c.req.raw) ?? loadStyles(c.env.ASSETS)))) return next();
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Cache-Control', 'no-store');
});

/**
 * The stylesheet a page inlines in its head: the shared files and those of its areas (every area
 * when it names none), in the whole sheet's order. Undefined when the parts could not be read
 * (the page links LINKED_SHEET instead).
 *
 * Inlined, the first screen paints with the HTML's own round trips, where a linked sheet cost a
 * request of its own before anything painted (about 0.3 s on a phone on slow 4G); and a page
 * carries only its own rules (7-13 KB compressed instead of 17). A visitor's next page carries
 * them again, which a site whose visitors mostly read one to three pages gains on.
 */
export function stylesheet(areas: readonly StyleArea[] | undefined): string | undefined {
  if (!parts) return undefined;
  const key = areas ? [...areas].sort().join(',') : '*';
  let css = sheets.get(key);
  if (css === undefined) {
    css = parts
      .filter(([area]) => area === null || !areas || areas.includes(area))
      .map(([, text]) => text)
      .join('\n');
    sheets.set(key, css);
  }
  return css;
}

/** For tests: a new isolate's view, the parts not read yet. */
export function forgetStyles(): void {
  parts = undefined;
  sheets.clear();
}
