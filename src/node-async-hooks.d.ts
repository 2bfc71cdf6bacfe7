// The one Node built-in the worker uses (nodejs_compat provides it in workerd). Declared here
// rather than pulling @types/node, whose globals do not exist in a Worker, into the worker's types.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
