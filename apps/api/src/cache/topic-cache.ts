import type { ChangeTopic } from '@foundry/db';
import type { Cache } from '@graphql-yoga/plugin-response-cache';

/** Separates the parts of a cache key: `catalogue,stories|<generation>|<hash>`. */
const PART_END = '|';

function topicsOfKey(key: string): ChangeTopic[] {
  const end = key.indexOf(PART_END);
  return end === -1 ? [] : (key.slice(0, end).split(',') as ChangeTopic[]);
}

/** The generation a key was made in (see `keyOf`), or -1 for a key without one. */
function generationOfKey(key: string): number {
  const start = key.indexOf(PART_END);
  const end = key.indexOf(PART_END, start + 1);
  return start === -1 || end === -1 ? -1 : Number(key.slice(start + 1, end));
}

type CachedResult = NonNullable<Awaited<ReturnType<Cache['get']>>>;

interface Entry {
  result: CachedResult;
  expiresAt: number;
}

export interface TopicCache extends Cache {
  /**
   * The key of a request's answer, made before the request reads anything: it carries the answer's
   * topics and how many writes to them this cache has heard so far, so an answer whose reads began
   * before a write is not stored after that write (see `set`).
   */
  keyOf(topics: readonly ChangeTopic[], hash: string): string;
  /** Drops every answer that a write to `topic` may have changed. */
  invalidateTopic(topic: ChangeTopic): void;
  readonly size: number;
}

/**
 * The response cache's store: answers in memory, at most `maxEntries` (the oldest go first), each
 * for `ttl` ms at most, dropped by topic when the change feed reports a write. Entity-level
 * invalidation is not used: a price or a stock figure reaches answers through many types, so a
 * write names its topic instead.
 *
 * A request that was already reading when a write was announced would otherwise store its answer,
 * made from the old rows, after the invalidation, and serve it until the entry's time ran out; so
 * each topic counts its writes, a key carries the count of its topics when the request began, and
 * an answer whose count has moved since is not stored.
 */
export function createTopicCache(options: { maxEntries: number }): TopicCache {
  const entries = new Map<string, Entry>();
  const keysByTopic = new Map<ChangeTopic, Set<string>>();
  const writesByTopic = new Map<ChangeTopic, number>();

  /** The writes heard to these topics: it only grows, so any new write changes it. */
  const generationOf = (topics: readonly ChangeTopic[]) => {
    let writes = 0;
    for (const topic of topics) writes += writesByTopic.get(topic) ?? 0;
    return writes;
  };

  const remove = (key: string) => {
    if (!entries.delete(key)) return;
    for (const topic of topicsOfKey(key)) keysByTopic.get(topic)?.delete(key);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        remove(key);
        return undefined;
      }
      return entry.result;
    },
    keyOf(topics, hash) {
      return `${topics.join(',')}${PART_END}${generationOf(topics)}${PART_END}${hash}`;
    },
    set(key, result, _entities, ttl) {
      const topics = topicsOfKey(key);
      // Made from rows read before a write to one of its topics: the next request reads afresh.
      if (generationOfKey(key) !== generationOf(topics)) return;
      remove(key);
      entries.set(key, { result: result as CachedResult, expiresAt: Date.now() + ttl });
      for (const topic of topics) {
        const keys = keysByTopic.get(topic) ?? new Set<string>();
        keys.add(key);
        keysByTopic.set(topic, keys);
      }
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        remove(oldest.value);
      }
    },
    invalidate() {
      // Mutations do not invalidate by entity here: writes publish their topic on the change feed.
    },
    invalidateTopic(topic) {
      writesByTopic.set(topic, (writesByTopic.get(topic) ?? 0) + 1);
      for (const key of [...(keysByTopic.get(topic) ?? [])]) remove(key);
    },
    get size() {
      return entries.size;
    },
  };
}
