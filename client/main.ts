// Island loader: loaded only on pages that render at least one island, and started by the page's
// inline starter (client/start.ts) at the visitor's first activity or 2.5 s after the load event,
// so that nothing of ours runs while the first screen loads. Each marker element `[data-island]`
// is followed by its props as JSON in a `script[type="application/json"]`.
//
// Every island is a plain script over the HTML React rendered on the server: its module's
// `enhance(el, props)` adds the listeners and timers, and the browser loads no React (React DOM
// alone is 66 KB gzip; the heaviest page's islands now take 12). Until it runs, the server's
// HTML works on its own: forms post, the blog's filters are links, videos are links.
import { loaders } from 'virtual:islands';
import { FIRST_CLICK_ATTRIBUTE, firstActivity, INERT_CONTROL } from './activity';

async function runIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  // An island module's default export is the component the server renders; `enhance` runs on
  // that component's element here (scripts/build-client.mjs requires it).
  const load = loaders[name];
  if (!load) return console.warn(`Unknown island "${name}"`);
  const propsEl = el.nextElementSibling;
  const props = propsEl?.matches('script[data-island-props]') ? JSON.parse(propsEl.textContent || '{}') : {};
  const mod = await load();
  mod.enhance(el, props as never);
  el.setAttribute('data-live', '');
}

/**
 * The visitor's first tap on an inert control (INERT_CONTROL) must not be lost: a tap while the
 * island's code loads is run again on the same control once the island is live. The tap's user
 * activation lasts seconds, so what needs one (the clipboard, a popup) still works. A click that
 * came before this loader ran, the starter marked (client/start.ts). `live` settles once the
 * island's script has run.
 */
function replayFirstClicks(el: HTMLElement, live: Promise<void>): void {
  const replay = (control: Element) => {
    el.removeEventListener('click', onClick, true);
    void live.then(() => {
      // The script keeps the server's elements; should it have replaced this one, let it be.
      if (control.isConnected && el.contains(control)) (control as HTMLElement).click();
    });
  };
  const onClick = (event: MouseEvent) => {
    if (el.hasAttribute('data-live') || !event.isTrusted) return;
    const control = (event.target as Element | null)?.closest?.(INERT_CONTROL);
    if (control && el.contains(control)) replay(control);
  };
  el.addEventListener('click', onClick, true);
  void live.then(() => el.removeEventListener('click', onClick, true));
  const early = el.querySelector(`[${FIRST_CLICK_ATTRIBUTE}]`);
  if (early) {
    early.removeAttribute(FIRST_CLICK_ATTRIBUTE);
    replay(early);
  }
}

function main(): void {
  void firstActivity(); // listening from now on
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
    replayFirstClicks(el, runIsland(el));
  }
  // From here the islands' own listeners see every click: the starter stops marking them.
  dispatchEvent(new Event('islands-live'));
}

main();
