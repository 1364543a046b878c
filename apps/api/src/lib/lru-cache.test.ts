import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('createLruCache', () => {
  it('evicts the least recently used key beyond its capacity', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing and forgets deleted keys', () => {
    const cache = createLruCache<string>(2);
    cache.set('a', 'x');
    cache.set('a', 'y');
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe('y');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the same keys as an ordered map refreshed on every use, through any mix of calls', () => {
    // The reference: a Map whose order is the order of use (a key is deleted and set again when used).
    const capacity = 5;
    const reference = new Map<string, number>();
    const use = (key: string, value: number) => {
      reference.delete(key);
      reference.set(key, value);
    };
    const cache = createLruCache<number>(capacity);
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let step = 0; step < 5_000; step++) {
      const key = `k${next() % 9}`;
      const action = next() % 10;
      if (action < 5) {
        const expected = reference.get(key);
        if (expected !== undefined) use(key, expected);
        expect(cache.get(key)).toBe(expected);
      } else if (action < 9) {
        use(key, step);
        while (reference.size > capacity) reference.delete(reference.keys().next().value as string);
        cache.set(key, step);
      } else {
        reference.delete(key);
        cache.delete(key);
      }
      expect(cache.size).toBe(reference.size);
    }
  });

  it('evicts in order of use after deletes of the oldest and the newest', () => {
    const cache = createLruCache<number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 0);
    cache.delete('a');
    cache.delete('c');
    cache.set('d', 1);
    cache.set('e', 2);
    cache.get('b');
    cache.set('f', 3);
    expect(['b', 'd', 'e', 'f'].map((key) => cache.get(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('refuses a capacity below 1', () => {
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});
