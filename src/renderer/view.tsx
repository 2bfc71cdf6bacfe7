// The page view (src/components/use-page.ts) of a request: what its components read, made from
// the request's Hono context here, in the routes tier, and provided around the page as React's
// own context, so nothing below the routes reads Hono's.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { type PageView, PageViewContext } from '../components/use-page';
import type { AppEnv } from '../env';
import { perViewOf } from '../routes/request-values';
import { localizedPath } from '../shared/links';

const views = new WeakMap<Context<AppEnv>, PageView>();

/** The request's page view: one per request (a page reads it a hundred times), its fields read lazily. */
export function pageViewOf(c: Context<AppEnv>): PageView {
  let view = views.get(c);
  if (!view) views.set(c, (view = makeView(c)));
  return view;
}

function makeView(c: Context<AppEnv>): PageView {
  // c.get, not c.var: Hono builds a new object of all variables on every c.var read.
  const request = {
    get url() {
      return c.req.url;
    },
    get path() {
      return c.req.path;
    },
    query: (name: string) => c.req.query(name),
    header: (name: string) => c.req.header(name),
    get raw() {
      return c.req.raw;
    },
  };
  return {
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
    get preview() {
      return !!c.get('preview');
    },
    get islands() {
      return c.get('islands');
    },
    get unmeasured() {
      return !!c.get('unmeasured');
    },
    request,
    appendHeader: (name, value) => c.header(name, value, { append: true }),
    perView: perViewOf(c),
    href: (to) => localizedPath(c.get('family'), to),
    absolute: (to) => c.get('origin') + localizedPath(c.get('lang'), to),
  };
}

/** Provides the request's page view to everything rendered inside. */
export function PageViewProvider({ c, children }: { c: Context<AppEnv>; children: ReactNode }) {
  return <PageViewContext.Provider value={pageViewOf(c)}>{children}</PageViewContext.Provider>;
}
