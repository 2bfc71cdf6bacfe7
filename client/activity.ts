/** Signs that someone is using the page (capture: on any element, scrolled or not). */
const ACTIVITY = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let activity: Promise<void> | undefined;

/**
 * Resolves at the visitor's first activity anywhere on the page: what the island loader and the
 * phone hero video wait for before spending the main thread on what the first screen does not
 * need. Listens from the first call (the loader makes it as it starts); never called on the server.
 */
export function firstActivity(): Promise<void> {
  activity ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ACTIVITY) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return activity;
}
