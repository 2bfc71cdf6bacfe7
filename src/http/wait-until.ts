/** Work a request hands on past its answer (ExecutionContext.waitUntil); a route reads it from its context. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Runs `promise` past the answer when the request can (a waitUntil), else before it (nothing is dropped). */
export async function afterResponse(waitUntil: WaitUntil | undefined, promise: Promise<unknown>): Promise<void> {
  if (waitUntil) waitUntil(promise);
  else await promise;
}
