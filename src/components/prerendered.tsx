// Most of a page is the same for every visitor of a language: the header, the footer, the
// marketing sections. React's server renderer still writes every element of them on every
// request, which is most of a page's render time (and of its p99, and what bounds throughput
// without the HTML cache). <Prerendered> renders such a subtree once per isolate and replays its markup
// afterwards as the inner HTML of one wrapper element that React writes normally.
//
// What keeps it correct:
// - The key: the bindings object (company data comes from vars) × name × language × URL family ×
//   origin × the company's years of experience (they follow the date) × route (unless `site`,
//   for what is the same on every page, which keys the frame's texts instead) × `vary` × the content generation the request read its
//   CMS content with (src/content/generation.ts): a CMS webhook starts a new one, so no subtree
//   outlives the content it showed, including what `vary` cannot see (a renamed tag or author, a
//   replaced image: Strapi leaves the article's updatedAt alone) × unless `site` (which reads no
//   page's texts), the request's t() (textsId): CMS texts are a t() of their own, so no subtree
//   replays the repository's text, or a text edited since, where the CMS has another.
// - The subtree is rendered for the cache against a restricted page view (prerendered-context.ts): language, t(), links,
//   origin, company, and the route when it is part of the key. Reading the request (URL, query,
//   headers, cookies, nonce) or rendering an island it does not list throws, so that subtree is
//   never cached (it keeps rendering live, and the error is logged once): per-visitor values
//   cannot leak into another visitor's page. An island is listed only when its props are the
//   same for every visitor (a typed headline; a form only through `perView` below, and only when
//   no flash answer or UTM tag is in its props: FormIsland); a replay registers it again, so the
//   page still loads its code.
// - The first request renders the subtree once, alone, for the cache (started after React's own
//   render pass, with the same stream renderer: the worker carries one React server build), and
//   its page waits for that (React's use()) and replays it like every later request: a new
//   isolate's first view renders each subtree once, not live and then again for the cache. A
//   subtree that turns out not to be cacheable renders live. Replayed and live markup are the
//   same (test/worker/prerendered.test.tsx).
// - Images: React preloads the first eager images of a page from the document's head. Rendered
//   alone, a subtree writes those preloads at its start instead; they are taken off the cached
//   markup and asked of React again (react-dom's preload()) on every replay, so the head holds
//   the same preloads as in a live render (with fetchPriority, its attributes in another order).
//   Any other resource hoisted out of a subtree makes it uncacheable.
// - A value that must differ per view (a form's idempotency key) is a placeholder in the cached
//   markup, replaced by a fresh value on every replay (`perView`). The placeholder is random per
//   isolate, so no content can contain it.
// - Bounded: at most MAX_ENTRIES subtrees and MAX_CHARS characters of markup per bindings
//   object (about 16 MB of a Worker's 128); a full store starts over.
import { type ReactNode, use, useContext } from 'react';
import { preload } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server.edge';
import { frameTextsId, knownContentGeneration } from '../content/service';
import { NO_PER_VIEW, type PerView, perViewPlaceholder } from '../html-cache/per-view';
import { textsId } from '../i18n/i18n';
import { type IslandComponent, islandName } from './island';
import { restrictedView } from './prerendered-context';
import { type HoistedPreload, takeHoisted } from './prerendered-hoisted';
import { BlockTextsContext, PageViewContext, usePage } from './use-page';
import { errorCause, logger } from '../log';

export const MAX_ENTRIES = 400;
export const MAX_CHARS = 8_000_000;

interface Entry {
  markup: { __html: string };
  /** Islands rendered inside, registered again on every replay. */
  islands: string[];
  /** Image preloads React hoisted out of the subtree, asked for again on every replay. */
  preloads: HoistedPreload[];
}

interface Store {
  html: Map<string, Entry>;
  /** Characters of markup held in `html`. */
  chars: number;
  /** Keys that failed (not retried: the subtree reads the request). */
  skip: Set<string>;
  /** Fills under way, which concurrent requests for the same key wait for too. */
  pending: Map<string, Promise<void>>;
}

const stores = new WeakMap<object, Store>();

function storeFor(env: object): Store {
  let store = stores.get(env);
  if (!store) {
    store = { html: new Map(), chars: 0, skip: new Set(), pending: new Map() };
    stores.set(env, store);
  }
  return store;
}

/** Bindings objects whose pages render every subtree live (tests compare replays with them). */
const liveOnly = new WeakSet<object>();

/** Renders every Prerendered subtree live for these bindings: never cached, never replayed. */
export function renderLiveOnly<E extends object>(env: E): E {
  liveOnly.add(env);
  return env;
}

/**
 * Fills a request's page waits for, by its Request. What the document renders after the
 * page's body from state the body sets (the islands to load) waits for them first
 * (prerenderedReady), since a waiting subtree registers its islands only when it replays.
 */
const waitingByRequest = new WeakMap<object, { fills: Set<Promise<void>>; ready?: Promise<void> }>();

function waitFor(c: object, fill: Promise<void>): void {
  let waiting = waitingByRequest.get(c);
  if (!waiting) waitingByRequest.set(c, (waiting = { fills: new Set() }));
  waiting.fills.add(fill);
  waiting.ready = undefined;
  // Registered before React's own callback (use() below), so the set is empty when React retries.
  void fill.then(() => waiting.fills.delete(fill));
}

/**
 * A promise to use() before reading what this request's Prerendered subtrees register (the
 * islands), or undefined when none is still filling. The same promise on every call until the
 * set changes, so React sees it settle.
 */
export function prerenderedReady(c: object): Promise<void> | undefined {
  const waiting = waitingByRequest.get(c);
  if (!waiting || waiting.fills.size === 0) return undefined;
  return (waiting.ready ??= Promise.all([...waiting.fills]).then(() => undefined));
}

/** Cache fills under way (tests wait for them with prerenderedSettled()). */
const filling = new Set<Promise<void>>();

/** Resolves once every cache fill started so far has finished. */
export async function prerenderedSettled(): Promise<void> {
  while (filling.size > 0) await Promise.all([...filling]);
}

/** The markup of a subtree rendered alone, once everything in it is ready; throws on any error in it. */
async function renderAlone(node: ReactNode): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(node, {
    onError(error) {
      failed ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed !== undefined) throw failed;
  return html;
}

/** How many subtrees are cached for these bindings (tests, diagnostics). */
export function prerenderedCount(env: object): number {
  return stores.get(env)?.html.size ?? 0;
}

type WrapperTag = 'div' | 'nav' | 'ul' | 'header' | 'footer' | 'section' | 'aside';

export interface PrerenderedProps {
  /** Unique within a page (and across pages when `site`): names the subtree in the key. */
  name: string;
  /** The same on every page (header, footer): the route is not part of the key and may not be read. */
  site?: boolean;
  /** Anything else the subtree depends on, beyond language, family, origin and route. */
  vary?: string;
  /** Islands allowed inside (their components): only those whose props are the same for every visitor. */
  islands?: readonly IslandComponent[];
  as?: WrapperTag;
  className?: string;
  id?: string;
  /** Other attributes of the wrapper (data-*, aria-*), rendered on every request. */
  attrs?: Record<string, string>;
  /**
   * Makes a value that must differ per view (a form's idempotency key), registered
   * (src/html-cache/per-view.ts: `perViewToken`). The subtree gets it as its argument; the cache
   * holds a placeholder that each replay replaces with a fresh one.
   */
  perView?: () => PerView;
  /** Builds the subtree; called only when it is rendered (cache miss or not cacheable). */
  children: (perView: PerView) => ReactNode;
}

export function Prerendered({
  name,
  site = false,
  vary = '',
  islands = [],
  perView,
  as: Tag = 'div',
  className,
  id,
  attrs,
  children,
}: PrerenderedProps) {
  const view = usePage();
  const { lang, family, origin, company, t, env } = view;
  // A block's own t() (use-page.ts), given again to the subtree rendered alone for the cache.
  const blockT = useContext(BlockTextsContext);
  const wrapper = { className, id, ...attrs };
  const live = () => <Tag {...wrapper}>{children(perView ? perView() : NO_PER_VIEW)}</Tag>;
  // A draft preview is for one editor's view only: rendered live, never kept.
  if (env === undefined || env === null || liveOnly.has(env) || view.preview) return live();
  const store = storeFor(env);
  // The years of experience change once a year within the same bindings: part of the key.
  // A site-wide subtree reads the frame's texts only (the CMS's site settings, or the repository's).
  const page = site ? `*${frameTextsId(view.request.raw)}` : `${view.route}\u0000${textsId(t)}`;
  const key = [name, lang, family, origin, company.years, page, vary, knownContentGeneration(() => view.request.raw)].join('\u0000');
  const cached = store.html.get(key);
  if (cached) {
    for (const island of cached.islands) view.islands.add(island);
    for (const [href, options] of cached.preloads) preload(href, options);
    const markup = perView ? { __html: cached.markup.__html.replaceAll(perViewPlaceholder(), perView()) } : cached.markup;
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup this component rendered itself with React (escaped as any render), replayed.
    return <Tag {...wrapper} dangerouslySetInnerHTML={markup} />;
  }
  if (store.skip.has(key)) return live();
  let pending = store.pending.get(key);
  if (!pending) {
    const rendered = new Set<string>();
    const allowed = islands.map(islandName) as readonly string[];
    const restricted = restrictedView(view, name, site, (island) => {
      if (!allowed.includes(island)) throw new Error(`Prerendered "${name}" may not render the island "${island}" (not in its islands)`);
      rendered.add(island);
    });
    pending = (async () => {
      // After React's current render pass has returned (it must not be re-entered mid-component).
      await Promise.resolve();
      try {
        const subtree = children(perView ? perViewPlaceholder() : NO_PER_VIEW);
        const { html, preloads } = takeHoisted(
          await renderAlone(
            <PageViewContext.Provider value={restricted}>
              <BlockTextsContext.Provider value={blockT}>{subtree}</BlockTextsContext.Provider>
            </PageViewContext.Provider>,
          ),
        );
        if (store.html.size >= MAX_ENTRIES || store.chars + html.length > MAX_CHARS) {
          store.html.clear();
          store.chars = 0;
        }
        store.html.set(key, { markup: { __html: html }, islands: [...rendered], preloads });
        store.chars += html.length;
      } catch (error) {
        if (store.skip.size >= MAX_ENTRIES) store.skip.clear();
        store.skip.add(key);
        logger.error('prerendered.failed', { name, fallback: 'rendered live on every request', cause: errorCause(error) });
      } finally {
        store.pending.delete(key);
      }
    })();
    store.pending.set(key, pending);
    filling.add(pending);
    void pending.finally(() => filling.delete(pending!));
  }
  // Suspends this component until the fill is done; React then renders it again and it replays
  // (or, when the subtree was not cacheable, renders live).
  waitFor(view.request.raw, pending);
  use(pending);
  return live();
}
