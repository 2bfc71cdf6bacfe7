import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { Company } from '../company';
import type { Bindings } from '../env';
import type { PerViewRegistry } from '../html-cache/per-view';
import type { Lang, UrlFamily } from '../shared/languages';

/** The request a page renders for, as its components may read it: plain values and readers, no Hono context. */
export interface ViewRequest {
  /** The request's URL, whole. */
  readonly url: string;
  /** Its path, as the router matched it. */
  readonly path: string;
  /** A query parameter (the first of that name). */
  query(name: string): string | undefined;
  /** A request header. */
  header(name: string): string | undefined;
  /** The Request itself: what keys this request's state (the frame's texts, its content generation, the subtrees it waits for). */
  readonly raw: Request;
}

/**
 * What a server component may know about the request it renders for: language, t(), links in
 * this URL family, the company, the bindings; the request itself and what the answer carries
 * besides the page (a header set while the shell renders, the per-view values the HTML cache
 * fills). The renderer (src/renderer/view.tsx) makes one per request from the request's context
 * and provides it around the page; inside a <Prerendered> cache render it is a restricted view
 * that refuses what differs between visitors (prerendered-context.ts). Fields are read lazily, so
 * a component that does not use the route does not touch it.
 */
export interface PageView {
  readonly lang: Lang;
  readonly family: UrlFamily;
  /** Path of the request without its language prefix: `/about` for `/en/about`. */
  readonly route: string;
  readonly t: TFunction;
  /** Absolute origin for canonical and share URLs: SITE_URL, else the request's origin. */
  readonly origin: string;
  readonly company: Company;
  readonly env: Bindings;
  /** This view shows a draft to an editor: nothing of it may be cached. */
  readonly preview: boolean;
  /** The islands rendered so far (the document loads their code). */
  readonly islands: { add(name: string): void };
  /** This view's measurement leaves it out (the owner's report). */
  readonly unmeasured: boolean;
  readonly request: ViewRequest;
  /** Adds a header to the answer (a cookie cleared as it is read): only while the shell renders, before the headers leave. */
  appendHeader(name: string, value: string): void;
  /** Where this view registers the values it must not share with another (src/html-cache/per-view.ts). */
  readonly perView: PerViewRegistry;
  /** Link to a route (`/about`, `/blog?tag=x`) that keeps this page's URL family. */
  href(to: string): string;
  /** Absolute per-language URL of a route, for sharing and structured data. */
  absolute(to: string): string;
}

/** The page view, provided once around the page by the renderer (and by a <Prerendered> around its cache render). */
export const PageViewContext = createContext<PageView | null>(null);

/**
 * Set around a block of a page's dynamic zone that has texts of its own (a repeated block): the
 * t() usePage() gives inside it (src/components/blocks.tsx).
 */
export const BlockTextsContext = createContext<TFunction | null>(null);

/** The view of the request being rendered, with a block's own t() inside such a block. */
export function usePage(): PageView {
  const view = useContext(PageViewContext);
  if (!view) throw new Error('usePage() outside a page render: the renderer provides the page view (src/renderer/view.tsx)');
  const blockT = useContext(BlockTextsContext);
  return blockT && blockT !== view.t ? blockView(view, blockT) : view;
}

const blockViews = new WeakMap<PageView, WeakMap<TFunction, PageView>>();

/** The request's view with a block's own t(): everything else read from the request as before. */
function blockView(view: PageView, t: TFunction): PageView {
  let byT = blockViews.get(view);
  if (!byT) blockViews.set(view, (byT = new WeakMap()));
  let own = byT.get(t);
  if (!own) byT.set(t, (own = Object.create(view, { t: { value: t, enumerable: true } }) as PageView));
  return own;
}
