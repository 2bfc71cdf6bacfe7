// What browser tests do with a page once they have one (openPage, browser.ts): wait for an island
// to be live as a visitor reaching it would make it, hold the CSS animations, record layout
// shifts. What an action makes the page show is recorded in browser-outcomes.ts.
import type { Locator, Page } from 'playwright-core';
import { ACTIVE_ATTRIBUTE, ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE, PLAIN_ATTRIBUTE } from '../../src/shared/island-protocol';
import { WAIT_MS } from './patience';

/**
 * Holds every time-based CSS animation of the page at `ms` after load (scroll-driven ones are
 * left alone): the messaging widget's timings are CSS animations, so tests seek them.
 */
export function holdAnimationsAt(page: Page, ms: number): Promise<void> {
  return page.evaluate((t) => {
    for (const a of document.getAnimations()) {
      if (a.timeline !== document.timeline) continue;
      a.pause();
      a.currentTime = t;
    }
  }, ms);
}

/**
 * Records the page's layout shifts from its first paint on (an init script, so call it before
 * `goto`): `window.__cls`, the cumulative layout shift (shifts right after input excluded, as CLS
 * counts them), and `window.__shifts`, each shift with what moved, for a failure to name.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const moved = (e.sources ?? []).map((source) => {
          // A shifted text node is described by its element (e.g. a typing headline).
          const node = source.node;
          const el = (node?.nodeType === Node.TEXT_NODE ? node.parentElement : node) as Element | null | undefined;
          const name = el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
            : '?';
          const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
        });
        w.__shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What watchLayoutShifts recorded so far. */
export function layoutShifts(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

/** Two animation frames: what the page shows after a scroll has been painted with it. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * Waits until the messaging widget's gate (a scroll-driven animation on the root's scroll) is in
 * effect: its timeline resolves at a frame after layout, and on a busy machine that frame may
 * come after load and after the button's own 2 s, when an unresolved gate would leave it shown.
 */
export async function widgetGateInEffect(page: Page, timeout = WAIT_MS): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .querySelector('.chat-widget')
        ?.getAnimations()
        .some((a) => a.timeline !== document.timeline && a.currentTime !== null) ?? false,
    undefined,
    { timeout },
  );
  await nextFrames(page);
}

/**
 * Scrolls a screen down, as a visitor reading on does, and waits until the messaging widget's
 * greeting has started its timer: that timer starts on a scroll-state query of the root, which
 * the browser updates a frame or more after the scroll, and seeking its animation before it
 * exists (holdAnimationsAt) would miss it.
 */
export async function scrollPastFirstScreen(page: Page, timeout = WAIT_MS): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: innerHeight, behavior: 'instant' }));
  await page.waitForFunction(() => scrollY >= innerHeight / 2, undefined, { timeout });
  await page.waitForFunction(() => (document.querySelector('[data-chat-bubble]')?.getAnimations().length ?? 0) > 0, undefined, {
    timeout,
  });
  // Scroll-driven animations (the widget's gate) take the new position at the next frame.
  await nextFrames(page);
}

/**
 * Brings an island into view and moves the pointer, as a visitor reaching it does, and waits
 * until it is live: the page's starter (client/loader/start.ts) loads the islands' scripts at the
 * visitor's first activity, and client/loader/main.ts marks each `data-live` once its script ran or React hydrated it.
 */
export function islandReady(page: Page, name: string, timeout = WAIT_MS): Promise<void> {
  const island = `[${ISLAND_ATTRIBUTE}="${name}"]`;
  const shown = page.locator(island).first().locator(':scope > *').first();
  return reach(page, shown, `${island}[${LIVE_ATTRIBUTE}]`, timeout);
}

/** Scrolls `shown` into view, moves the pointer, and waits for the first `live` element. */
async function reach(page: Page, shown: Locator, live: string, timeout: number): Promise<void> {
  await shown.scrollIntoViewIfNeeded({ timeout });
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.locator(live).first().waitFor({ state: 'attached', timeout });
}

/**
 * Brings every React island of the page into view, one after another, as a visitor scrolling
 * does, until each is live; how many there are. One that stays dead fails with what the page did:
 * whether the starter saw activity, the island's markup, the scripts it fetched, and `problems`.
 */
export async function hydrateIslands(page: Page, problems: string[], timeout = WAIT_MS): Promise<number> {
  const react = `[${ISLAND_ATTRIBUTE}]:not([${PLAIN_ATTRIBUTE}])`;
  const islands = page.locator(react);
  const count = await islands.count();
  await page.mouse.move(3, 3);
  for (let i = 0; i < count; i++) {
    await islands.nth(i).locator(':scope > *').first().scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5 + i);
    await islands
      .nth(i)
      .and(page.locator(`[${LIVE_ATTRIBUTE}]`))
      .waitFor({ state: 'attached', timeout })
      .catch(async (error: Error) => {
        const state = await page.evaluate(
          ({ n, active, react }) => ({
            active: document.documentElement.hasAttribute(active),
            island: document.querySelectorAll(react)[n]?.outerHTML.slice(0, 200),
            scripts: performance.getEntriesByType('resource').flatMap((e) => (/\.js$/.test(e.name) ? [new URL(e.name).pathname] : [])),
          }),
          { n: i, active: ACTIVE_ATTRIBUTE, react },
        );
        throw new Error(
          `React island ${i} never went live: ${error.message}\npage: ${JSON.stringify(state)}\nproblems: ${problems.join('\n') || 'none'}`,
        );
      });
  }
  return count;
}

/**
 * `islandReady` for the island that holds `form` (a selector): a submit button that is enabled
 * proves nothing, since the server renders it enabled for visitors without JavaScript; a click
 * there before hydration posts the form natively (seen: the success panel after 0.6 s where
 * the island holds it 1 s).
 */
export function formReady(page: Page, form: string, timeout = WAIT_MS): Promise<void> {
  return reach(page, page.locator(form), `[${ISLAND_ATTRIBUTE}][${LIVE_ATTRIBUTE}]:has(${form})`, timeout);
}
