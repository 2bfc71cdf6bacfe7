import type { Context } from 'hono';

export type WaitUntil = (promise: Promise<unknown>) => void;

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

/** Runs `promise` past the answer when possible, else before it (nothing is dropped). */
export async function afterResponse(c: Context, promise: Promise<unknown>): Promise<void> {
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(promise);
  else await promise;
}
