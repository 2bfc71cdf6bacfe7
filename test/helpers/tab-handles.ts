// The handles the tab pool (tab-pool.ts) gives out: Proxies in front of Playwright's page and
// context that a test calls as it would Playwright's, and that record on the tab what the pool must
// undo when the tab is handed back, or that it cannot undo (the tab is then closed).

type Method = (...args: unknown[]) => unknown;

/**
 * `target` with `extra` in front; its other members (methods bound to it) each through `pass`,
 * which may record the access or change the call.
 */
export function overlay<T extends object>(
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

/** What undoes a change a test made to a tab (Playwright's Disposable). */
export interface Undo {
  dispose(): Promise<void>;
}

/** What a handle records on its tab. */
export interface Watch {
  /** Init scripts and bindings the test added, and its event listeners: undone when the tab is handed back. */
  undo: Undo[];
  /** The test changed what cannot be undone (emulation, a CDP session, its own pages): closed, not reused. */
  spoiled: boolean;
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
export function watchedHandle<T extends object>(target: T, tab: Watch, extra: Record<string, unknown>): T {
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
