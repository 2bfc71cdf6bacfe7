// Island loader: loaded only on pages that render at least one island. Each marker element
// `[data-island]` is followed by its props as JSON in a `script[type="application/json"]`.
//
// React and an island's code are evaluated only when the island is needed: when it comes within
// 200 px of the viewport (at once for one on the first screen; Astro's client:visible waits for
// the viewport itself), or as soon as the visitor focuses, presses or types inside it. Until
// then its server-rendered HTML works on its own (the forms post without JavaScript), and a page
// whose islands all sit further down, like /contact's form, spends no main-thread time on React
// while it loads. The files are modulepreloaded by the page: hydrating later costs no round trip.
import { loaders } from 'virtual:islands';

/**
 * An island module: its default export is the React component the server rendered; one that
 * also exports `enhance` needs no React in the browser (a timer, a listener): `enhance` runs on
 * the server-rendered element instead of hydrating it, and React DOM is not evaluated for it.
 */
interface IslandModule {
  default: Parameters<typeof import('./hydrate').hydrate>[1];
  enhance?: (el: HTMLElement, props: never) => void;
}
type Loader = () => Promise<IslandModule>;

/** How far ahead of the viewport an island starts hydrating. */
const AHEAD = '200px 0px';
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const load = (loaders as Record<string, Loader>)[name];
  if (!load) return console.warn(`Unknown island "${name}"`);
  const propsEl = el.nextElementSibling;
  const props = propsEl?.matches('script[data-island-props]') ? JSON.parse(propsEl.textContent || '{}') : {};
  const mod = await load();
  if (mod.enhance) {
    mod.enhance(el, props as never);
    el.setAttribute('data-hydrated', '');
    return;
  }
  const { hydrate } = await import('./hydrate');
  hydrate(el, mod.default, props);
}

/** What to run when an observed box nears the viewport. */
const onNear = new WeakMap<Element, () => void>();

/** Runs `start` once, on whichever comes first: the island nearing the viewport or an interaction. */
function whenNeeded(el: HTMLElement, start: () => void, observer: IntersectionObserver | null): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, go, true);
    if (observer) for (const child of Array.from(el.children)) observer.unobserve(child);
    start();
  };
  // A plain-script island costs next to nothing, and may have work to do while hidden (the hero
  // video under reduced motion): at once. The marker is `display: contents` (no box of its own):
  // its children are what is seen.
  const boxes = Array.from(el.children);
  if (!observer || boxes.length === 0 || el.hasAttribute('data-enhance')) return go();
  for (const type of INTERACTIONS) el.addEventListener(type, go, { capture: true, passive: true });
  for (const child of boxes) {
    onNear.set(child, go);
    observer.observe(child);
  }
}

function main(): void {
  const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) onNear.get(entry.target)?.();
          },
          { rootMargin: AHEAD },
        )
      : null;
  for (const el of markers) whenNeeded(el, () => void hydrateIsland(el), observer);
}

main();
