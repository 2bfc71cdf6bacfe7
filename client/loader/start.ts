// Starts the island loader (main.ts) at the visitor's first activity, or a while after the
// page has loaded (300 ms after the load event where an island must run as the page arrives, the
// typed headline: `data-start="load"`), so that no script of ours is fetched or run while the first screen loads and
// paints. Inlined in the page by the server (src/renderer/scripts.tsx) on a script tag that names
// the loader in `data-main` and what it imports at once in `data-preload` (fetched together);
// those names are the island protocol's (src/shared/island-protocol.ts). Every page has it,
// islands or not: it also runs the site's own measurement (client/loader/beacon.ts).
import {
  ACTIVE_ATTRIBUTE,
  FIRST_CLICK_ATTRIBUTE,
  ISLAND_SELECTOR,
  ISLANDS_LIVE_EVENT,
  MAIN_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  START_AT_LOAD,
  START_ATTRIBUTE,
} from '../../src/shared/island-protocol';
import { ACTIVITY, EAGER_START_MS, INERT_CONTROL } from './activity';
import { startBeacon } from './beacon';
import { preloadModules } from './preload';

/** Without any activity, the loader starts this long after the load event (typed headline, video). */
const IDLE_START_MS = 2500;

function startWhenNeeded(script: HTMLScriptElement | null): void {
  const main = script?.getAttribute(MAIN_ATTRIBUTE);
  if (!main) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preloadModules(JSON.parse(script?.getAttribute(PRELOAD_ATTRIBUTE) || '[]') as string[], script?.nonce ?? '');
    void import(main);
  };
  let active = false;
  const onActivity = () => {
    if (active) return;
    active = true;
    // The loader's first-activity wait (activity.ts) is then already over.
    document.documentElement.setAttribute(ACTIVE_ATTRIBUTE, '');
    start();
  };
  // Activity is marked until the loader listens itself (ISLANDS_LIVE_EVENT): activity while the
  // loader's files load after an idle start must still count as the visitor's first, or an
  // island would wait for more of it.
  for (const type of ACTIVITY) addEventListener(type, onActivity, { capture: true, passive: true });
  addEventListener(
    ISLANDS_LIVE_EVENT,
    () => {
      for (const type of ACTIVITY) removeEventListener(type, onActivity, true);
    },
    { once: true },
  );
  // A tap on a control that needs its island ('Copiar link') may end before the loader is there:
  // it is marked, and the loader runs it once the island is live.
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.(INERT_CONTROL);
    if (event.isTrusted && control?.closest(ISLAND_SELECTOR) && !document.querySelector(`[${FIRST_CLICK_ATTRIBUTE}]`)) {
      control.setAttribute(FIRST_CLICK_ATTRIBUTE, '');
    }
  };
  addEventListener('click', onClick, true);
  addEventListener(ISLANDS_LIVE_EVENT, () => removeEventListener('click', onClick, true), { once: true });
  // A page whose island must run as it arrives (the typed headline) starts soon after the load
  // event, once the first screen's image has painted; any other a while later, unless activity came first.
  const later = () => setTimeout(start, script?.getAttribute(START_ATTRIBUTE) === START_AT_LOAD ? EAGER_START_MS : IDLE_START_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

const script = document.currentScript as HTMLScriptElement | null;
startWhenNeeded(script);
startBeacon(script);
