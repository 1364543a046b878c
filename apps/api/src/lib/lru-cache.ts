/**
 * A small least-recently-used map. Parsed fonts are large (tens of MB for a CJK or icon font), so the
 * glyph service keeps only a few; a page of families looks up hundreds of preview plans and texts.
 */
export interface LruCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
  readonly size: number;
}

/** An entry in the order of use: `older` towards the least recent, `newer` towards the most recent. */
interface Entry<Value> {
  key: string;
  value: Value;
  older: Entry<Value> | null;
  newer: Entry<Value> | null;
}

/**
 * Entries are found by key in a Map and kept in order of use in a list of their own: a hit moves its
 * entry to the newest end by changing four links, where deleting and setting the Map's key again (to
 * move it to the end of the Map's order) cost three times as much a hit (docs/performance.md,
 * "Session 16"); lru-cache, the library, cost twice as much in the same comparison.
 */
export function createLruCache<Value>(capacity: number): LruCache<Value> {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('capacity must be a whole number from 1');
  const entries = new Map<string, Entry<Value>>();
  let oldest: Entry<Value> | null = null;
  let newest: Entry<Value> | null = null;

  function unlink(entry: Entry<Value>) {
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    entry.older = null;
    entry.newer = null;
  }

  function makeNewest(entry: Entry<Value>) {
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry !== newest) {
        unlink(entry);
        makeNewest(entry);
      }
      return entry.value;
    },
    set(key, value) {
      const known = entries.get(key);
      if (known) {
        known.value = value;
        if (known !== newest) {
          unlink(known);
          makeNewest(known);
        }
        return;
      }
      const entry: Entry<Value> = { key, value, older: null, newer: null };
      entries.set(key, entry);
      makeNewest(entry);
      while (entries.size > capacity && oldest) {
        const evicted: Entry<Value> = oldest;
        unlink(evicted);
        entries.delete(evicted.key);
      }
    },
    delete(key) {
      const entry = entries.get(key);
      if (!entry) return;
      unlink(entry);
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
