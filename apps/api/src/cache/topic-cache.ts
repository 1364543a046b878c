import type { ChangeTopic } from '@foundry/db';
import type { Cache } from '@graphql-yoga/plugin-response-cache';

/** Separates the topics a cache key starts with from the hash of the request. */
const TOPICS_END = '|';

/** A cache key that carries the topics of the writes that change its answer: `catalogue,stories|<hash>`. */
export function topicCacheKey(topics: readonly ChangeTopic[], hash: string): string {
  return `${topics.join(',')}${TOPICS_END}${hash}`;
}

function topicsOfKey(key: string): ChangeTopic[] {
  const end = key.indexOf(TOPICS_END);
  return end === -1 ? [] : (key.slice(0, end).split(',') as ChangeTopic[]);
}

type CachedResult = NonNullable<Awaited<ReturnType<Cache['get']>>>;

interface Entry {
  result: CachedResult;
  expiresAt: number;
}

export interface TopicCache extends Cache {
  /** Drops every answer that a write to `topic` may have changed. */
  invalidateTopic(topic: ChangeTopic): void;
  readonly size: number;
}

/**
 * The response cache's store: answers in memory, at most `maxEntries` (the oldest go first), each
 * for `ttl` ms at most, dropped by topic when the change feed reports a write. Entity-level
 * invalidation is not used: a price or a stock figure reaches answers through many types, so a
 * write names its topic instead.
 */
export function createTopicCache(options: { maxEntries: number }): TopicCache {
  const entries = new Map<string, Entry>();
  const keysByTopic = new Map<ChangeTopic, Set<string>>();

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
    set(key, result, _entities, ttl) {
      remove(key);
      entries.set(key, { result: result as CachedResult, expiresAt: Date.now() + ttl });
      for (const topic of topicsOfKey(key)) {
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
      for (const key of [...(keysByTopic.get(topic) ?? [])]) remove(key);
    },
    get size() {
      return entries.size;
    },
  };
}
