// The tab pool behind openPage (browser.ts). Opening a tab in a new context costs Chromium about
// 0.9 s of CPU more than a navigation in one that is open (a context, a renderer process, the
// page's scripts compiled again; measured on a 2-core machine: 1.15 s against 0.22 s), so a tab a
// test is done with serves a later test instead of being closed. Its rules:
//
// - `context.close()` on what openPage gave hands the tab back (handBack), for a later test of
//   any file the same test process runs (the browser is the worker's: isolate: false) that asks
//   for the same context options (contextKey). At most IDLE_PER_KEY idle tabs are kept per set of
//   options; more are closed.
// - Handed back, a tab loses everything a test could have left in it: what the test added
//   through an undoable call (init scripts, bindings: UNDOABLE) and its event listeners
//   (LISTENING) are undone, routes removed, the document left for the site's robots.txt (its
//   timers and video stop; a page of the same site keeps the renderer, where about:blank cost the
//   next load a new one), cookies, permissions and the site's storage cleared, the pointer reset.
//   Only the browser's caches stay warm, as for a visitor's second page.
// - A test that makes a change that cannot be undone (emulates media itself, sets headers, opens
//   a CDP session or more pages: SPOILING) spoils its tab, which is closed instead; so is a tab
//   whose hand-back fails.
// - What a test may want otherwise but does not split the pool is set on the tab as it is handed
//   out: the viewport, reduced motion and the file's client address.
// - `coldCache`: the tab's HTTP cache (memory cache included) is off while the test has it, so
//   every resource comes from the network as on a first visit (the tests of a first visit's bytes
//   and layout shifts). `fresh`: a tab in a context never used before, its renderer and script
//   compilation cold too (the tests that time the first interactions); never handed out again.
// - The handle a file's launch() gives closes, with the file, the contexts it opened itself and
//   any tab it took and did not give back, and leaves the browser and the idle tabs to the next.
//
// The handles are Proxies in front of Playwright's objects (tab-handles.ts): a test calls them as
// it would Playwright's, and the pool sees which calls it must undo or cannot.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { overlay, type Watch, watchedHandle } from './tab-handles';
import { WAIT_MS } from './patience';

/** The Chromium of this test worker process and its idle tabs, kept across its files (isolate: false). */
export const worker = globalThis as typeof globalThis & {
  __testChromium?: Promise<Browser>;
  __idleTabs?: WeakMap<Browser, Map<string, Tab[]>>;
};

/** The handle's link to the worker's browser and the tabs its file has out. */
const FILE_TABS = '__fileTabs';
export interface FileTabs {
  browser: Browser;
  out: Set<Tab>;
}

/** The handle of one test file on the worker's browser (see the header). */
export function fileHandle(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const file: FileTabs = { browser, out: new Set() };
  return overlay(browser, {
    newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
      const context = await browser.newContext(options);
      opened.add(context);
      return context;
    },
    newPage: async (options?: Parameters<Browser['newPage']>[0]) => {
      const page = await browser.newPage(options);
      opened.add(page.context());
      return page;
    },
    close: async () => {
      const left = [...opened, ...[...file.out].map((tab) => tab.context)];
      opened.clear();
      file.out.clear();
      await Promise.all(left.map((context) => context.close().catch(() => {})));
    },
    [FILE_TABS]: file,
  });
}

/** The file's tabs behind a handle fileHandle made. */
export function fileTabsOf(browser: Browser): FileTabs {
  const file = (browser as unknown as Record<string, FileTabs | undefined>)[FILE_TABS];
  if (!file) throw new Error('openPage takes the browser launch() gave');
  return file;
}

/** Idle tabs by the options of their context (contextKey), per browser. */
const idleTabs = (worker.__idleTabs ??= new WeakMap());
/** Idle tabs kept per set of options: more are closed (a file's concurrent tests open several). */
const IDLE_PER_KEY = 4;

interface Tab extends Watch {
  context: BrowserContext;
  page: Page;
  /** As last set: what the next test may want otherwise. */
  viewport: { width: number; height: number } | null;
  reducedMotion: 'reduce' | 'no-preference';
  ip: string;
  /** While the tab's HTTP cache is off for a test (`coldCache`): the session that turned it off. */
  uncached?: CDPSession;
}

/** Hands a tab back for the next test with the same options (see the header); `site` is the site's origin. */
async function handBack(file: FileTabs, key: string, tab: Tab, site: string): Promise<void> {
  const { context, page } = tab;
  file.out.delete(tab);
  if (tab.spoiled || page.isClosed() || context.pages().length !== 1) return context.close();
  try {
    if (tab.uncached) {
      await tab.uncached.send('Network.setCacheDisabled', { cacheDisabled: false });
      await tab.uncached.detach();
      tab.uncached = undefined;
    }
    for (const done of tab.undo.splice(0)) await done.dispose();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(new URL('/robots.txt', site).href);
    await context.clearCookies();
    await context.clearPermissions();
    // A session for this only, detached at once: one left attached through the tests cost the
    // browser project about 20 s more Chromium CPU (233 s against 254 s, a run each).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(site).origin,
      storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
    await page.mouse.move(0, 0);
  } catch {
    return context.close();
  }
  const tabs = idleTabs.get(file.browser) ?? new Map<string, Tab[]>();
  idleTabs.set(file.browser, tabs);
  const idle = tabs.get(key) ?? [];
  if (idle.length >= IDLE_PER_KEY) return context.close();
  tabs.set(key, [...idle, tab]);
}

/** The options that make a context, in one order; what is set per tab (takeTab) left out. */
function contextKey(options: Parameters<Browser['newContext']>[0]): string {
  const { viewport, reducedMotion: _, javaScriptEnabled, ...rest } = options ?? {};
  const kept: Record<string, unknown> = { ...rest };
  if (viewport === null) kept.viewport = null;
  if (javaScriptEnabled === false) kept.javaScriptEnabled = false;
  return JSON.stringify(Object.fromEntries(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * A tab for a test: an idle one of the same options, set to what the test wants, or one in a new
 * context. `ip` is the client address its requests carry, `site` the site it is handed back to.
 * Its page and context come as handles whose `close()` hands it back.
 */
export async function takeTab(
  file: FileTabs,
  options: Parameters<Browser['newContext']>[0],
  { fresh, coldCache, ip, site }: { fresh: boolean; coldCache: boolean; ip: string; site: string },
): Promise<{ page: Page; context: BrowserContext }> {
  const key = contextKey(options);
  const viewport = options?.viewport === null ? null : (options?.viewport ?? { width: 1280, height: 720 });
  const reducedMotion = options?.reducedMotion === 'reduce' ? 'reduce' : 'no-preference';
  let tab = fresh ? undefined : idleTabs.get(file.browser)?.get(key)?.shift();
  if (tab) {
    // What this test wants of what a context sets but a tab may change.
    if (viewport && (tab.viewport?.width !== viewport.width || tab.viewport.height !== viewport.height)) {
      await tab.page.setViewportSize(viewport);
      tab.viewport = viewport;
    }
    if (tab.reducedMotion !== reducedMotion) {
      await tab.page.emulateMedia({ reducedMotion });
      tab.reducedMotion = reducedMotion;
    }
    if (tab.ip !== ip) {
      await tab.page.setExtraHTTPHeaders({ 'CF-Connecting-IP': ip });
      tab.ip = ip;
    }
  } else {
    const context = await file.browser.newContext({
      locale: 'pt-BR',
      ...options,
      extraHTTPHeaders: { 'CF-Connecting-IP': ip, ...options?.extraHTTPHeaders },
    });
    context.setDefaultTimeout(WAIT_MS);
    tab = { context, page: await context.newPage(), viewport, reducedMotion, ip, undo: [], spoiled: fresh };
  }
  if (coldCache) {
    const cdp = await tab.context.newCDPSession(tab.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    tab.uncached = cdp;
  }
  const own = tab;
  file.out.add(own);
  const context = watchedHandle(own.context, own, { close: () => handBack(file, key, own, site) });
  const scriptsOff = options?.javaScriptEnabled === false;
  const page = watchedHandle(own.page, own, { context: () => context, ...(scriptsOff ? { waitForFunction: pollsInside } : {}) });
  return { page, context };
}

/**
 * `page.waitForFunction` on a page whose scripts are off: its polling runs inside the page, where
 * no timer or animation frame calls back without scripts, so it checks once and then never again
 * (a wait for a panel the page had not parsed yet ran out that way). Refused, with what to use.
 */
function pollsInside(): Promise<never> {
  return Promise.reject(
    new Error(
      'page.waitForFunction polls inside the page, and a page without JavaScript never calls its timers or animation frames back: poll from the test instead (expect.poll, appeared(), locators)',
    ),
  );
}
