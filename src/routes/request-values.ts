// What the routes read from a request's Hono context for the layers below, which take values
// (the bindings, the Request, a waitUntil), never the context itself (scripts/check-layers.mjs).
import type { Context } from 'hono';
import type { ContentRequest } from '../content/service';
import type { AppEnv } from '../env';
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

/** The content layer's view of this request (src/content/service.ts). */
export function contentRequest(c: Context<AppEnv>): ContentRequest {
  return { env: c.env, request: c.req.raw, waitUntil: waitUntilOf(c) };
}
