import { describe, expect, it } from 'vitest';
import { createTopicCache } from './topic-cache.ts';

const answer = (title: string) => ({ data: { readFamilies: { nodes: [{ title }] } } });
const MINUTE = 60_000;

describe('createTopicCache', () => {
  it('keeps an answer under its key until a write to one of its topics', () => {
    const cache = createTopicCache({ maxEntries: 10 });
    const key = cache.keyOf(['catalogue'], 'hash');
    cache.set(key, answer('Inter'), [], MINUTE);
    expect(cache.get(key)).toEqual(answer('Inter'));

    cache.invalidateTopic('stories');
    expect(cache.get(cache.keyOf(['catalogue'], 'hash'))).toEqual(answer('Inter'));

    cache.invalidateTopic('catalogue');
    expect(cache.get(key)).toBeUndefined();
    expect(cache.get(cache.keyOf(['catalogue'], 'hash'))).toBeUndefined();
  });

  it('does not store an answer whose reads began before a write to its topics', () => {
    const cache = createTopicCache({ maxEntries: 10 });
    // A request takes its key, reads the unpublished catalogue, and a publish is announced meanwhile.
    const keyBeforeWrite = cache.keyOf(['catalogue'], 'hash');
    cache.invalidateTopic('catalogue');
    cache.set(keyBeforeWrite, answer('without the new family'), [], MINUTE);

    expect(cache.size).toBe(0);
    const keyAfterWrite = cache.keyOf(['catalogue'], 'hash');
    expect(cache.get(keyAfterWrite)).toBeUndefined();

    // The next request reads afresh and its answer is kept.
    cache.set(keyAfterWrite, answer('with the new family'), [], MINUTE);
    expect(cache.get(cache.keyOf(['catalogue'], 'hash'))).toEqual(answer('with the new family'));
  });

  it('stores an answer when only a write to another topic came in between', () => {
    const cache = createTopicCache({ maxEntries: 10 });
    const key = cache.keyOf(['catalogue', 'stories'], 'hash');
    cache.invalidateTopic('help');
    cache.set(key, answer('Inter'), [], MINUTE);
    expect(cache.get(cache.keyOf(['catalogue', 'stories'], 'hash'))).toEqual(answer('Inter'));

    cache.invalidateTopic('stories');
    expect(cache.get(key)).toBeUndefined();
  });
});
