// What browser tests do with a page once they have one (openPage, browser.ts): wait for an island
// to be live as a visitor reaching it would make it, hold the CSS animations, record layout
// shifts, submit a form and say what happened when the outcome does not come.
import type { Locator, Page, Request, Response } from 'playwright-core';
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

/** An element as it was the moment it first matched a selector. */
export interface Appearance {
  text: string;
  /** Its outerHTML. */
  html: string;
  attributes: Record<string, string>;
}

/**
 * Starts recording, for each selector, the element that first matches it, in the task that made
 * it match (a MutationObserver; one that matches already is recorded at once). A state the page
 * shows briefly (a success panel a timer takes away after 3 s, the notice while a form solves its
 * challenge) is caught however long a busy machine leaves between two polls of a wait, which
 * missed them. Call it before the action that shows them; `appeared` waits for the records.
 */
export async function recordAppearances(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate((selectors) => {
    const seen: Record<string, unknown> = {};
    (window as unknown as { __appeared: typeof seen }).__appeared = seen;
    const look = () => {
      for (const selector of selectors) {
        const found = selector in seen ? null : document.querySelector(selector);
        if (!found) continue;
        const attributes = Object.fromEntries(Array.from(found.attributes, (a) => [a.name, a.value]));
        seen[selector] = { text: found.textContent ?? '', html: found.outerHTML, attributes };
      }
      if (selectors.every((selector) => selector in seen)) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    look();
  }, selectors);
}

/**
 * Waits until every selector `recordAppearances` watches has matched, and returns each element as
 * it was then. After a navigation (a form posted without JavaScript) the new page's elements are
 * read as they are.
 */
export async function appeared(page: Page, selectors: readonly string[], timeout = WAIT_MS): Promise<Appearance[]> {
  const found = await page.waitForFunction(
    (selectors) => {
      const seen = (window as unknown as { __appeared?: Record<string, unknown> }).__appeared ?? {};
      const now = (selector: string) => {
        const el = document.querySelector(selector);
        if (!el) return undefined;
        return {
          text: el.textContent ?? '',
          html: el.outerHTML,
          attributes: Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value])),
        };
      };
      const all = selectors.map((selector) => seen[selector] ?? now(selector));
      return all.every(Boolean) ? all : undefined;
    },
    selectors,
    { timeout },
  );
  return (await found.jsonValue()) as Appearance[];
}

/**
 * Clicks the submit button of `form` and returns `outcome` (a selector) as it was when it
 * appeared (`recordAppearances`). When it does not come, fails with what did: the posts sent
 * since the click and their answers, the errors the form shows, and its button's text.
 */
export async function submitAndWait(page: Page, form: string, outcome: string, timeout = WAIT_MS): Promise<Appearance> {
  const seen: string[] = [];
  const path = (r: Request) => new URL(r.url()).pathname;
  const onRequest = (r: Request) => void (r.method() === 'POST' && seen.push(`${path(r)} sent`));
  const onResponse = (r: Response) => void (r.request().method() === 'POST' && seen.push(`${path(r.request())} answered ${r.status()}`));
  const onFailed = (r: Request) => void (r.method() === 'POST' && seen.push(`${path(r)} failed: ${r.failure()?.errorText}`));
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await recordAppearances(page, [outcome]);
    await page.click(`${form} button[type="submit"]`);
    const [found] = await appeared(page, [outcome], timeout).catch(async (error: Error) => {
      const shown = await page
        .locator(`${form} .field__error, ${form} [data-form-error]`)
        .allTextContents()
        .catch(() => []);
      const button = await page
        .locator(`${form} button[type="submit"]`)
        .textContent()
        .catch(() => '?');
      throw new Error(
        `${error.message}\nafter the submit: ${seen.join('; ') || 'no post'}; the form shows: ${shown.join(' | ') || 'no error'}; its button: ${button}`,
      );
    });
    return found!;
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}
