/**
 * `build(key)` once per key, remembered for the isolate's life (for data that never changes:
 * icons' markup, country names per language, a t() per language). With `max`, the memory starts
 * over once it holds that many keys, for keys that come from content.
 */
export function memoize<K, V>(build: (key: K) => V, max = Infinity): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = build(key);
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
