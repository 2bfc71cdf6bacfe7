import { ACTIVE_ATTRIBUTE } from '../../src/shared/island-protocol';

// What the hydrate module and the islands' own scripts need of the island protocol, they take
// from here: esbuild gives a module shared by a different set of chunks a chunk of its own, and
// the protocol's would be one more file the loader fetches before any island runs.
export { LIVE_ATTRIBUTE } from '../../src/shared/island-protocol';

/** Signs that someone is using the page (capture: on any element, scrolled or not). */
export const ACTIVITY = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/**
 * Controls with nothing to do before their island runs: links follow, forms post and summaries
 * open without it, but a `type="button"` (copy the link, open the country list) is inert.
 */
export const INERT_CONTROL = 'button[type="button"], [role="button"]:not(a, summary)';
/**
 * Where an island must run as the page arrives (the typed headline), the starter (start.ts)
 * starts the loader this long after the load event: the first screen's image, loaded by then, is
 * painted first (it decodes off the main thread), so nothing of ours is fetched before the
 * largest paint.
 */
export const EAGER_START_MS = 300;

let activity: Promise<void> | undefined;

/**
 * Resolves at the visitor's first activity anywhere on the page: what the island loader and the
 * phone hero video wait for before spending the main thread on what the first screen does not
 * need. Already over when the starter saw activity before the loader ran; else listens from the
 * first call (the loader makes it as it starts). Never called on the server.
 */
export function firstActivity(): Promise<void> {
  activity ??= new Promise<void>((resolve) => {
    if (document.documentElement.hasAttribute(ACTIVE_ATTRIBUTE)) return resolve();
    const done = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ACTIVITY) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return activity;
}
