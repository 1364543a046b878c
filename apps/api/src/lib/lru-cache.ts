/**
 * A small least-recently-used map. Parsed fonts are large (tens of MB for a CJK or icon font), so the
 * glyph service keeps only a few; Map keeps insertion order, so the first key is the least recent.
 */
export interface LruCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
  readonly size: number;
}

export function createLruCache<Value>(capacity: number): LruCache<Value> {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('capacity must be a whole number from 1');
  const entries = new Map<string, Value>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as Value;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
