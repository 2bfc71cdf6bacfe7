// What the routes read from a request's Hono context for the layers below, which take values
// (the bindings, the Request, a waitUntil), never the context itself (scripts/check-layers.mjs).
import type { Context } from 'hono';
import type { ContentRequest } from '../content/service';
import type { AppEnv } from '../env';
import type { PerViewRegistry, PerViewValues } from '../html-cache/per-view';
import type { WaitUntil } from '../http/wait-until';

/**
 * The request's waitUntil (work that finishes after the answer has left), or undefined when the
 * context has none: Hono throws on `c.executionCtx` then (app.request in some tests).
 */
export function waitUntilOf(c: Context): WaitUntil | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined;
  }
}

/** The content layer's view of this request (src/content/service.ts); the Request read when first used (a cache miss). */
export function contentRequest(c: Context<AppEnv>): ContentRequest {
  return {
    env: c.env,
    get request() {
      return c.req.raw;
    },
    waitUntil: waitUntilOf(c),
  };
}

/** This request's per-view values (src/html-cache/per-view.ts), kept on its context: the page registers them, the HTML cache reads them. */
export function perViewOf(c: Context<AppEnv>): PerViewRegistry {
  return {
    values(): PerViewValues {
      let values = c.get('perView');
      if (!values) {
        values = new Map();
        c.set('perView', values);
      }
      return values;
    },
    get nonce() {
      return c.get('secureHeadersNonce');
    },
  };
}
