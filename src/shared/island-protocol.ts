// The island protocol: how the server's markup (src/components/island.tsx, src/renderer/scripts.tsx)
// and the browser's loader (client/loader/) talk. Every attribute and event they share is named
// here and nowhere else, so neither side can drift from the other.
import type { ComponentType } from 'react';

/** On an island's marker element: the island's name (its file name in client/islands/). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** On the `<script type="application/json">` right after the marker: the island's props. */
export const PROPS_ATTRIBUTE = 'data-island-props';
/** On the marker: the island's browser side is a plain script (`enhance`), no React DOM. */
export const PLAIN_ATTRIBUTE = 'data-plain';
/** On the marker: a plain island of the first screen, run as soon as the loader starts. */
export const EAGER_ATTRIBUTE = 'data-eager';
/**
 * Set on the marker once the island is live: its script ran, or React committed it (the loader's
 * first-tap replay, tests and anyone debugging wait on it). A click-to-load link inside a plain
 * island carries it too once its handler is live.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/** On the inline starter's script: the loader's URL. */
export const MAIN_ATTRIBUTE = 'data-main';
/** On the starter: JSON list of the module URLs the loader runs at once, preloaded with it. */
export const PRELOAD_ATTRIBUTE = 'data-preload';
/** On the starter: `load` when an island must run as the page arrives (the loader starts soon after the load event). */
export const START_ATTRIBUTE = 'data-start';
export const START_AT_LOAD = 'load';

/** Set on <html> by the starter at the visitor's first activity, before the loader runs. */
export const ACTIVE_ATTRIBUTE = 'data-active';
/** Marks the inert control the visitor clicked before the loader ran (the loader replays it). */
export const FIRST_CLICK_ATTRIBUTE = 'data-first-click';
/** Dispatched on window once the loader listens itself: the starter stops watching then. */
export const ISLANDS_LIVE_EVENT = 'islands-live';

/** Every island's marker. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`;

/**
 * What a module of client/islands/ exports: the component the server renders (its default), and
 * for a plain island `enhance(el, props)`, which the browser runs over the server's markup, and
 * `eager = true` when that must happen on the first screen. The build reads which of these an
 * island exports (scripts/build-client.mjs) and the type check holds each island to this shape
 * (src/generated/islands.ts).
 */
export interface IslandModule {
  default: ComponentType<never>;
  enhance?: (el: HTMLElement, props: never) => void;
  eager?: true;
}
