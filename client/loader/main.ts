// Island loader: loaded only on pages that render at least one island, and started by the page's
// inline starter (start.ts) at the visitor's first activity or a while after the load event, so
// that nothing of ours runs while the first screen loads. Each marker element `[data-island]` is
// followed by its props as JSON in a `script[type="application/json"]` (the attributes are the
// island protocol's, src/shared/island-protocol.ts, which the server's markup uses too).
//
// Two kinds of island (scripts/build-client.mjs tells them apart by their exports):
// - plain scripts (`enhance(el, props)`): widgets whose few changes a short script makes by hand
//   over the server's markup (a video or map facade replaced by its player, the share buttons'
//   'copied' label, the headline typed in, the error report's link given the browser's details).
//   They run at the visitor's first activity, or as the loader starts when they belong to the
//   first screen (`eager`: the home hero's video and typed headline);
// - React islands (the forms, the blog archive): React DOM and the island's code are fetched only
//   when the island is within 200 px of the viewport and the visitor has shown activity (scrolled,
//   moved the pointer, touched, pressed a key), whichever comes later, or at once when they focus,
//   press or type inside it; the island hydrates as soon as they arrive. A page whose islands are
//   all plain scripts never loads React.
// Until then the server's HTML works on its own: forms post, the blog's filters are links. An
// island whose code fails to load (a dropped connection) tries again when it is next used.
import { loaders } from 'virtual:islands';
import {
  EAGER_ATTRIBUTE,
  FIRST_CLICK_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_SELECTOR,
  ISLANDS_LIVE_EVENT,
  type IslandModule,
  LIVE_ATTRIBUTE,
  PLAIN_ATTRIBUTE,
  PROPS_ATTRIBUTE,
} from '../../src/shared/island-protocol';
import { firstActivity, INERT_CONTROL } from './activity';

type Loader = () => Promise<IslandModule>;

/** How far ahead of the viewport a React island starts loading. */
const AHEAD = '200px 0px';
/** Interactions inside a React island that hydrate it at once. */
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * `load`, made to survive a failed fetch. Most browsers keep a module whose fetch failed in the
 * page's module map for good: importing its URL again fails at once, without asking the network
 * (recent Chromium asks again; Firefox and Safari do not). So after a failure the next
 * call imports the URL the error names (Chromium and Firefox name it) under a new query, a new
 * entry in that map; where the error names none, it calls `load` again.
 */
function refetchable<T>(load: () => Promise<T>): () => Promise<T> {
  let url = '';
  let tries = 0;
  return () =>
    (url ? (import(`${url}?retry=${tries}`) as Promise<T>) : load()).catch((error: unknown) => {
      const named = /https?:\/\/[^\s'"?]+\.js/.exec(String(error))?.[0];
      if (named && new URL(named).origin === location.origin) {
        url = named;
        tries += 1;
      }
      throw error;
    });
}

/** React DOM and the hydration, fetched with the first React island. */
const hydration = refetchable(() => import('./hydrate'));

/** Islands whose code has started to run (React root created, or `enhance` called). */
const running = new WeakSet<HTMLElement>();

function propsOf(el: HTMLElement): object {
  const propsEl = el.nextElementSibling;
  return propsEl?.matches(`script[${PROPS_ATTRIBUTE}]`) ? (JSON.parse(propsEl.textContent || '{}') as object) : {};
}

/** Loads an island's code and runs it: `enhance`, or React's hydration. */
async function runIsland(el: HTMLElement, mod: IslandModule): Promise<void> {
  const props = propsOf(el);
  if (mod.enhance) {
    running.add(el);
    mod.enhance(el, props as never);
    el.setAttribute(LIVE_ATTRIBUTE, '');
    return;
  }
  const { hydrate } = await hydration();
  hydrate(el, mod.default, props);
  // From here React owns the island's events: a click that comes while it hydrates, React itself
  // replays once that part is live.
  running.add(el);
}

/** Resolves once the island is live: its script ran, or React committed it (`data-live`). */
function whenLive(el: HTMLElement): Promise<void> {
  if (el.hasAttribute(LIVE_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!el.hasAttribute(LIVE_ATTRIBUTE)) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(el, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  });
}

/**
 * The visitor's first tap on an inert control (INERT_CONTROL: the country list's button, 'Copiar
 * link') must not be lost: the tap starts the island, and the click it ends with is run again on
 * the same control once the island is live. The tap's user activation lasts seconds, so what needs
 * one (the clipboard, a popup) still works. A click that came before this loader ran, the starter
 * marked (start.ts). What the visitor typed before hydration stays in the fields, and the
 * form islands take it over as they hydrate (client/form-ui/use-form.ts).
 */
function replayFirstClicks(el: HTMLElement, start: () => void): void {
  const replay = (control: Element) => {
    el.removeEventListener('click', onClick, true);
    void whenLive(el).then(() => {
      // Hydration keeps the server's elements; should React have replaced this one, let it be.
      if (control.isConnected && el.contains(control)) (control as HTMLElement).click();
    });
  };
  const onClick = (event: MouseEvent) => {
    if (running.has(el) || !event.isTrusted) return;
    const control = (event.target as Element | null)?.closest?.(INERT_CONTROL);
    if (control && el.contains(control)) replay(control);
  };
  el.addEventListener('click', onClick, true);
  void whenLive(el).then(() => el.removeEventListener('click', onClick, true));
  const early = el.querySelector(`[${FIRST_CLICK_ATTRIBUTE}]`);
  if (early) {
    early.removeAttribute(FIRST_CLICK_ATTRIBUTE);
    replay(early);
    start();
  }
}

/** What to run when an observed box nears the viewport. */
const onNear = new WeakMap<Element, () => void>();

function observeNear(): IntersectionObserver | null {
  if (!('IntersectionObserver' in window)) return null;
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const go = entry.isIntersecting ? onNear.get(entry.target) : undefined;
        if (go) void firstActivity().then(go);
      }
    },
    { rootMargin: AHEAD },
  );
}

/** Starts one island when its time comes (see the header). */
function schedule(el: HTMLElement, observer: IntersectionObserver | null): void {
  const name = el.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const loader = (loaders as Record<string, Loader>)[name];
  if (!loader) {
    console.warn(`Unknown island "${name}"`);
    return;
  }
  const load = refetchable(loader);
  const plain = el.hasAttribute(PLAIN_ATTRIBUTE);
  let started = false;
  const listen = () => {
    for (const type of INTERACTIONS) el.addEventListener(type, go, { capture: true, passive: true });
  };
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, go, true);
    if (observer) for (const child of Array.from(el.children)) observer.unobserve(child);
    load()
      .then((mod) => runIsland(el, mod))
      .catch((error: unknown) => {
        // A dropped connection on a train: the server's HTML still works, and the next focus,
        // press or key inside the island tries again.
        console.warn(`Island "${name}" could not start; it will try again when used`, error);
        started = false;
        listen();
      });
  };
  replayFirstClicks(el, go);
  if (plain) {
    // A plain script costs next to nothing: at once on the first screen, else at the first activity.
    if (el.hasAttribute(EAGER_ATTRIBUTE)) go();
    else void firstActivity().then(go);
    return;
  }
  // The marker is `display: contents` (no box of its own): its children are what is seen.
  const boxes = Array.from(el.children);
  listen();
  if (!observer || boxes.length === 0) {
    void firstActivity().then(go);
    return;
  }
  for (const child of boxes) {
    onNear.set(child, go);
    observer.observe(child);
  }
}

function main(): void {
  void firstActivity(); // listening from now on
  const observer = observeNear();
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR))) schedule(el, observer);
  // From here the islands' own listeners see every click: the starter stops marking them.
  dispatchEvent(new Event(ISLANDS_LIVE_EVENT));
}

main();
