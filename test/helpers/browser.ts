import { createHash, randomBytes } from 'node:crypto';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { WAIT_MS } from './patience';

/**
 * Debian's full Chromium, or the one CHROMIUM names. Not its headless shell (chromium-headless-shell),
 * though that takes about half the CPU per page: the shell sends every page a pointermove at
 * load, which the starter (client/start.ts) takes for the visitor's first activity, so islands
 * wake at once and the tests of what happens before that race it.
 */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A module whose fetch failed stays failed for the page, as in Firefox, Safari and older
  // Chromium: the island loader's retry (client/main.ts) is tested where it is hardest,
  // whichever Chromium the machine has.
  '--disable-blink-features=ModuleMapDoNotCacheFailedFetch',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The Chromium of this test worker process and its idle tabs, kept across its files (isolate: false). */
const worker = globalThis as typeof globalThis & { __testChromium?: Promise<Browser>; __idleTabs?: WeakMap<Browser, Map<string, Tab[]>> };

/**
 * Chromium for a test file: the worker process's one browser (a launch costs about 0.9 s of
 * CPU, some 20 s a run), through a handle whose `close()` closes the contexts this file opened
 * itself and any tab it took from `openPage` and did not give back, and leaves the browser and
 * its idle tabs to the next file. No file sees another's cookies, storage or pages (handBack).
 * Playwright closes the browser when the worker process exits.
 */
export async function launch(): Promise<Browser> {
  let running = worker.__testChromium;
  if (!running || !(await running.catch(() => undefined))?.isConnected()) {
    running = chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    worker.__testChromium = running;
  }
  const browser = await running;
  const opened = new Set<BrowserContext>();
  const file: FileTabs = { browser, out: new Set() };
  const own = {
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
  };
  return overlay(browser, own);
}

/** The handle's link to the worker's browser and the tabs its file has out (see openPage). */
const FILE_TABS = '__fileTabs';
interface FileTabs {
  browser: Browser;
  out: Set<Tab>;
}

type Method = (...args: unknown[]) => unknown;

/**
 * `target` with `extra` in front; its other members (methods bound to it) each through `pass`,
 * which may record the access or change the call.
 */
function overlay<T extends object>(
  target: T,
  extra: Record<string, unknown>,
  pass: (prop: string | symbol, value: unknown, self: T) => unknown = (_, value) => value,
): T {
  const self: T = new Proxy(target, {
    get(object, prop) {
      if (typeof prop === 'string' && prop in extra) return extra[prop];
      const value = Reflect.get(object, prop, object) as unknown;
      return pass(prop, typeof value === 'function' ? value.bind(object) : value, self);
    },
  });
  return self;
}

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

const RUN = randomBytes(8).toString('hex');

/**
 * The client address the site sees from this test file's pages (CF-Connecting-IP, which
 * `wrangler dev` passes through as Cloudflare would): one of its own per file and per run, so each
 * file has the whole per-IP form rate limit (src/leads/rate-limit.ts) to itself, whatever runs
 * beside it or ran against the same server a minute ago.
 */
export function clientIp(): string {
  const file = expect.getState().testPath ?? '';
  const [a = 0, b = 0] = createHash('sha256').update(`${RUN} ${file}`).digest();
  return `100.64.${a}.${b}`;
}

/**
 * Tabs that tests have closed, by the options of their context, ready to be handed out again to
 * any test of any file this worker process runs (the browser is the worker's). Opening a tab in
 * a new context costs Chromium about 0.9 s of CPU more than a navigation in one that is open (a
 * context, a renderer process, the page's scripts compiled again): measured on this machine,
 * 1.15 s against 0.22 s. A tab's viewport, reduced motion and client address are set as it is
 * handed out, so they do not split the pool.
 */
const idleTabs = (worker.__idleTabs ??= new WeakMap());
/** Idle tabs kept per set of options: more are closed (a file's concurrent tests open several). */
const IDLE_PER_KEY = 4;

/** What undoes a change a test made to a tab (Playwright's Disposable). */
interface Undo {
  dispose(): Promise<void>;
}

interface Tab {
  context: BrowserContext;
  page: Page;
  /** As last set: what the next test may want otherwise. */
  viewport: { width: number; height: number } | null;
  reducedMotion: 'reduce' | 'no-preference';
  ip: string;
  /** Init scripts and bindings the test added, and its event listeners: undone when the tab is handed back. */
  undo: Undo[];
  /** The test changed what cannot be undone (emulation, a CDP session, its own pages): closed, not reused. */
  spoiled: boolean;
  /** While the tab's HTTP cache is off for a test (openPage's `coldCache`): the session that turned it off. */
  uncached?: CDPSession;
}

/** Calls that leave state a later test could not shake off: the tab is closed for good after them. */
const SPOILING = new Set([
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
  'newCDPSession',
  'newPage',
  'clock',
  'routeFromHAR',
  'routeWebSocket',
  'tracing',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
]);
/** Calls whose effect Playwright can undo (they return a Disposable). */
const UNDOABLE = new Set(['addInitScript', 'exposeBinding', 'exposeFunction']);
/** Listener calls: undone one by one (Playwright's own listeners on the same objects stay). */
const LISTENING = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);

/** `target` with `extra` in front, recording undoable and spoiling calls on `tab`. */
function watchedHandle<T extends object>(target: T, tab: Tab, extra: Record<string, unknown>): T {
  return overlay(target, extra, (prop, value, self) => {
    if (typeof prop !== 'string') return value;
    if (SPOILING.has(prop)) tab.spoiled = true;
    if (typeof value !== 'function') return value;
    const method = value as Method;
    if (LISTENING.has(prop)) {
      return (event: unknown, listener: unknown) => {
        method(event, listener);
        const emitter = target as unknown as { off(event: unknown, listener: unknown): void };
        tab.undo.push({ dispose: async () => void emitter.off(event, listener) });
        return self;
      };
    }
    if (UNDOABLE.has(prop)) {
      return async (...args: unknown[]) => {
        const done = (await method(...args)) as Undo;
        tab.undo.push(done);
        return done;
      };
    }
    return value;
  });
}

/**
 * Hands a tab back for the next test with the same options: what the test added undone, its
 * listeners and routes removed, the document left for the site's robots.txt (its timers and
 * video stop; a page of the same site keeps the tab's renderer, where about:blank cost the next
 * load a new one, about 0.1 s of CPU), the cookies, permissions and the site's storage cleared,
 * the pointer reset. Only the browser's caches stay warm, as for a visitor's second page.
 */
async function handBack(file: FileTabs, key: string, tab: Tab): Promise<void> {
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
    await page.goto(new URL('/robots.txt', baseUrl()).href);
    await context.clearCookies();
    await context.clearPermissions();
    // A session for this only, detached at once: one left attached through the tests cost the
    // browser project about 20 s more Chromium CPU (233 s against 254 s, a run each).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl()).origin,
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

/** The options that make a context, in one order; what is set per tab (openPage) left out. */
function contextKey(options: Parameters<Browser['newContext']>[0]): string {
  const { viewport, reducedMotion: _, javaScriptEnabled, ...rest } = options ?? {};
  const kept: Record<string, unknown> = { ...rest };
  if (viewport === null) kept.viewport = null;
  if (javaScriptEnabled === false) kept.javaScriptEnabled = false;
  return JSON.stringify(Object.fromEntries(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * A context and page that records every console error, uncaught exception and failed request to
 * the site, so a test can assert that nothing went wrong. `context.close()` hands the tab back
 * (handBack) for a later test with the same context options, of this file or another.
 * `coldCache`: the tab's HTTP cache (memory cache included) is off while the test has it, so
 * every resource comes from the network as on a first visit, for the tests that measure the bytes
 * a visit loads and its layout shifts. `fresh`: a tab in a context never used before, its
 * renderer and script compilation cold too, for the tests that time the first interactions.
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  { fresh = false, coldCache = false }: { fresh?: boolean; coldCache?: boolean } = {},
): Promise<Watched> {
  const file = (browser as unknown as Record<string, FileTabs | undefined>)[FILE_TABS];
  if (!file) throw new Error('openPage takes the browser launch() gave');
  const key = contextKey(options);
  const viewport = options.viewport === null ? null : (options.viewport ?? { width: 1280, height: 720 });
  const reducedMotion = options.reducedMotion === 'reduce' ? 'reduce' : 'no-preference';
  const ip = options.extraHTTPHeaders?.['CF-Connecting-IP'] ?? clientIp();
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
      extraHTTPHeaders: { 'CF-Connecting-IP': ip, ...options.extraHTTPHeaders },
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
  const context = watchedHandle(own.context, own, { close: () => handBack(file, key, own) });
  const page = watchedHandle(own.page, own, { context: () => context });
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  const scriptsOff = options.javaScriptEnabled === false;
  page.on('requestfailed', (req) => {
    if (!req.url().startsWith(baseUrl())) return;
    const reason = req.failure()?.errorText ?? '';
    // With JavaScript switched off Chromium refuses the page's modulepreload links and reports
    // them as blocked by "csp": that is the switch, not the page.
    if (scriptsOff && reason === 'csp' && /\.js($|\?)/.test(req.url())) return;
    // A request the browser itself cancelled (a favicon or prefetch cut short by a navigation or a
    // popup) is not a failure of the site.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${req.url()} ${reason}`);
  });
  return { page, context, problems };
}

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
 * until it is live: the page's starter (client/start.ts) loads the islands' scripts at the
 * visitor's first activity, and client/main.ts marks each `data-live` once its script ran or React hydrated it.
 */
export function islandReady(page: Page, name: string, timeout = WAIT_MS): Promise<void> {
  const shown = page.locator(`[data-island="${name}"]`).first().locator(':scope > *').first();
  return reach(page, shown, `[data-island="${name}"][data-live]`, timeout);
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
  const islands = page.locator('[data-island]:not([data-plain])');
  const count = await islands.count();
  await page.mouse.move(3, 3);
  for (let i = 0; i < count; i++) {
    await islands.nth(i).locator(':scope > *').first().scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5 + i);
    await islands
      .nth(i)
      .and(page.locator('[data-live]'))
      .waitFor({ state: 'attached', timeout })
      .catch(async (error: Error) => {
        const state = await page.evaluate(
          (n) => ({
            active: document.documentElement.hasAttribute('data-active'),
            island: document.querySelectorAll('[data-island]:not([data-plain])')[n]?.outerHTML.slice(0, 200),
            scripts: performance.getEntriesByType('resource').flatMap((e) => (/\.js$/.test(e.name) ? [new URL(e.name).pathname] : [])),
          }),
          i,
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
  return reach(page, page.locator(form), `[data-island][data-live]:has(${form})`, timeout);
}

/**
 * Clicks the submit button of `form` and waits for `outcome` (a selector). When it does not come,
 * fails with what did: the posts sent since the click and their answers, the errors the form
 * shows, and its button's text.
 */
export async function submitAndWait(page: Page, form: string, outcome: string, timeout = WAIT_MS): Promise<void> {
  const seen: string[] = [];
  const path = (r: Request) => new URL(r.url()).pathname;
  const onRequest = (r: Request) => void (r.method() === 'POST' && seen.push(`${path(r)} sent`));
  const onResponse = (r: Response) => void (r.request().method() === 'POST' && seen.push(`${path(r.request())} answered ${r.status()}`));
  const onFailed = (r: Request) => void (r.method() === 'POST' && seen.push(`${path(r)} failed: ${r.failure()?.errorText}`));
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await page.click(`${form} button[type="submit"]`);
    await page.waitForSelector(outcome, { timeout }).catch(async (error: Error) => {
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
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}
