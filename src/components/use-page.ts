import { useRequestContext } from '@hono/react-renderer';
import type { Context } from 'hono';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { AppEnv } from '../env';
import { localizedPath } from '../shared/links';

/** Set in a <Prerendered> cache render: the restricted request context usePage() returns there. */
export const PrerenderContext = createContext<Context<AppEnv> | null>(null);

/**
 * Set around a block of a page's dynamic zone that has texts of its own (a repeated block): the
 * t() usePage() gives inside it (src/components/blocks.tsx).
 */
export const BlockTextsContext = createContext<TFunction | null>(null);

/**
 * What a server component may know about the request: language, t(), links in this URL family.
 * Inside a <Prerendered> cache render it is a restricted context (see prerendered.tsx); the
 * fields are read lazily, so a component that does not use the route does not touch it. One
 * view per request (a page calls this a hundred times; building it each time would be a seventh
 * of the home page's allocations).
 */
export function usePage() {
  const prerender = useContext(PrerenderContext);
  // Not a conditional hook in effect: on the server a context read keeps no hook state.
  // biome-ignore lint/correctness/useHookAtTopLevel: a context read on the server, no hook state to keep in order.
  const c = prerender ?? useRequestContext<AppEnv>();
  const blockT = useContext(BlockTextsContext);
  let view = views.get(c);
  if (!view) {
    view = pageView(c);
    views.set(c, view);
  }
  return blockT && blockT !== view.t ? blockView(view, blockT) : view;
}

type PageViewOf = ReturnType<typeof pageView>;
const views = new WeakMap<Context<AppEnv>, PageViewOf>();
const blockViews = new WeakMap<PageViewOf, WeakMap<TFunction, PageViewOf>>();

/** The request's view with a block's own t(): everything else read from the request as before. */
function blockView(view: PageViewOf, t: TFunction): PageViewOf {
  let byT = blockViews.get(view);
  if (!byT) blockViews.set(view, (byT = new WeakMap()));
  let own = byT.get(t);
  if (!own) byT.set(t, (own = Object.create(view, { t: { value: t, enumerable: true } }) as PageViewOf));
  return own;
}

function pageView(c: Context<AppEnv>) {
  // c.get, not c.var: Hono builds a new object of all variables on every c.var read.
  return {
    c,
    get lang() {
      return c.get('lang');
    },
    get family() {
      return c.get('family');
    },
    get route() {
      return c.get('route');
    },
    get t() {
      return c.get('t');
    },
    get origin() {
      return c.get('origin');
    },
    get company() {
      return c.get('company');
    },
    get env() {
      return c.env;
    },
    /** Link to a route (`/about`, `/blog?tag=x`) that keeps this page's URL family. */
    href: (to: string) => localizedPath(c.get('family'), to),
    /** Absolute per-language URL of a route, for sharing and structured data. */
    absolute: (to: string) => c.get('origin') + localizedPath(c.get('lang'), to),
  };
}
