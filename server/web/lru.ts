/**
 * A least-recently-used map bounded by the total size of its values (bytes of cached pages), so a crawler
 * walking thousands of distinct URLs (search queries, unknown paths) cannot grow memory without limit.
 */
export function createLru<V>(opts: { maxBytes: number; sizeOf: (value: V) => number }) {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently used first.
  const map = new Map<string, V>();
  let bytes = 0;

  function remove(key: string) {
    const old = map.get(key);
    if (old === undefined) return;
    map.delete(key);
    bytes -= opts.sizeOf(old);
  }

  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value === undefined) return undefined;
      map.delete(key);
      map.set(key, value);
      return value;
    },
    set(key: string, value: V) {
      remove(key);
      const size = opts.sizeOf(value);
      if (size > opts.maxBytes) return;
      map.set(key, value);
      bytes += size;
      for (const oldest of map.keys()) {
        if (bytes <= opts.maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      map.clear();
      bytes = 0;
    },
    get size() {
      return map.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
