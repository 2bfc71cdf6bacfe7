// Island loader: loaded only on pages that render at least one island, and started by the page's
// inline starter (client/start.ts) at the visitor's first activity or 2.5 s after the load event,
// so that nothing of ours runs while the first screen loads. Each marker element `[data-island]`
// is followed by its props as JSON in a `script[type="application/json"]`.
//
// React and an island's code are evaluated only when the island is needed: once it is within
// 200 px of the viewport and the visitor has shown any activity (scrolled, moved the pointer,
// touched, pressed a key), or at once when they focus, press or type inside it. Until then its
// server-rendered HTML works on its own (forms post, the blog's filters are links), and the
// page spends no main-thread time on React DOM while it loads: on a mid-range phone evaluating
// it is a long task of 100 ms and more, which a visitor still reading the first screen does not
// need. Their files are preloaded as the loader starts (preloadIslandCode), so hydrating costs
// no round trip either.
import { loaders } from 'virtual:islands';
import { FIRST_CLICK_ATTRIBUTE, firstActivity, INERT_CONTROL } from './activity';
import { preloadModules } from './preload';

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
  // From here React owns the island's events: a click that comes while it hydrates, React
  // itself replays once that part is live.
  rooted.add(el);
  hydrate(el, mod.default, props);
}

/** Islands whose React root exists (hydrating or hydrated). */
const rooted = new WeakSet<HTMLElement>();

/** Resolves once React has committed the island (Hydrated sets `data-hydrated`). */
function whenHydrated(el: HTMLElement): Promise<void> {
  if (el.hasAttribute('data-hydrated')) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!el.hasAttribute('data-hydrated')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(el, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * The visitor's first tap on an inert control (INERT_CONTROL) must not be lost: the tap starts the
 * island (see whenNeeded), and the click it ends with is run again on the same control once the
 * island is live. The tap's user activation lasts seconds, so what needs one (the clipboard, a
 * popup) still works. A click that came before this loader ran, the starter marked (client/start.ts).
 */
function replayFirstClicks(el: HTMLElement, start: () => void): void {
  const replay = (control: Element) => {
    el.removeEventListener('click', onClick, true);
    void whenHydrated(el).then(() => {
      // Hydration keeps the server's elements; should React have replaced this one, let it be.
      if (control.isConnected && el.contains(control)) (control as HTMLElement).click();
    });
  };
  const onClick = (event: MouseEvent) => {
    if (rooted.has(el) || !event.isTrusted) return;
    const control = (event.target as Element | null)?.closest?.(INERT_CONTROL);
    if (control && el.contains(control)) replay(control);
  };
  el.addEventListener('click', onClick, true);
  void whenHydrated(el).then(() => el.removeEventListener('click', onClick, true));
  const early = el.querySelector(`[${FIRST_CLICK_ATTRIBUTE}]`);
  if (early) {
    early.removeAttribute(FIRST_CLICK_ATTRIBUTE);
    replay(early);
    start();
  }
}

/** What to run when an observed box nears the viewport. */
const onNear = new WeakMap<Element, () => void>();

/** Runs `start` once: when the island is near the viewport and the visitor active, or touched. */
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
  if (!observer || boxes.length === 0 || el.hasAttribute('data-enhance')) {
    // A tap on an inert control (the share buttons' copy) while its code loads is run once it is live.
    replayFirstClicks(el, go);
    go();
    return;
  }
  for (const type of INTERACTIONS) el.addEventListener(type, go, { capture: true, passive: true });
  replayFirstClicks(el, go);
  for (const child of boxes) {
    onNear.set(child, go);
    observer.observe(child);
  }
}

/**
 * After the page's load event, preloads the code of the React islands (the server lists it on the
 * loader's script tag): fetched and compiled ahead, evaluated only when an island is reached.
 */
function preloadIslandCode(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-island-code]');
  let urls: string[] = [];
  try {
    urls = JSON.parse(script?.dataset.islandCode ?? '[]') as string[];
  } catch {
    return;
  }
  const preload = () => preloadModules(urls, script?.nonce ?? '', 'low');
  if (document.readyState === 'complete') setTimeout(preload, 0);
  else window.addEventListener('load', () => setTimeout(preload, 0), { once: true });
}

function main(): void {
  void firstActivity(); // listening from now on
  preloadIslandCode();
  const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const go = entry.isIntersecting ? onNear.get(entry.target) : undefined;
              if (go) void firstActivity().then(go);
            }
          },
          { rootMargin: AHEAD },
        )
      : null;
  for (const el of markers) whenNeeded(el, () => void hydrateIsland(el), observer);
  // From here the islands' own listeners see every click: the starter stops marking them.
  dispatchEvent(new Event('islands-live'));
}

main();
