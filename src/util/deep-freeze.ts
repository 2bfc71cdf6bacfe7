/**
 * Freezes a value and everything inside it, for data the isolate builds once and every request
 * then shares (a request that tried to change it would throw instead of changing another's page).
 */
export function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
