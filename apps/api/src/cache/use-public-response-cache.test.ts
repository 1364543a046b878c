import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { createChangeFeed } from './change-feed.ts';
import { usePublicResponseCache } from './use-public-response-cache.ts';

/** A shop of one family list whose reads can be held half-way, as a slow database would. */
function shopWithHeldReads() {
  let titles = ['Inter'];
  let reads = 0;
  let hold: Promise<void> | undefined;
  const changes = createChangeFeed();
  const { plugin, cache } = usePublicResponseCache(changes);
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Family { title: String! }
        type FamilyList { nodes: [Family!]! }
        type Query { readFamilies: FamilyList! }
      `,
      resolvers: {
        Query: {
          readFamilies: async () => {
            reads += 1;
            // The rows are read first; the answer is finished (and stored) after the hold.
            const nodes = titles.map((title) => ({ title }));
            await hold;
            return { nodes };
          },
        },
      },
    }),
    plugins: [plugin],
    logging: false,
  });
  const ask = async (): Promise<string[]> => {
    const response = await yoga.fetch('http://api.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ readFamilies { nodes { title } } }' }),
    });
    const body = (await response.json()) as { data: { readFamilies: { nodes: { title: string }[] } } };
    return body.data.readFamilies.nodes.map((node) => node.title);
  };
  return {
    cache,
    ask,
    get reads() {
      return reads;
    },
    /** A staff write: the rows change, then the change is announced (as at a transaction's commit). */
    publish: async (title: string) => {
      titles = [...titles, title];
      await changes.publishChange({ topic: 'catalogue' });
    },
    holdReads: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('usePublicResponseCache', () => {
  it('answers a repeated public read from memory until a write to its topic', async () => {
    const shop = shopWithHeldReads();
    expect(await shop.ask()).toEqual(['Inter']);
    expect(await shop.ask()).toEqual(['Inter']);
    expect(shop.reads).toBe(1);

    await shop.publish('Vollkorn');
    expect(await shop.ask()).toEqual(['Inter', 'Vollkorn']);
    expect(shop.reads).toBe(2);
  });

  it('does not keep an answer whose reads began before a write announced while it was being made', async () => {
    const shop = shopWithHeldReads();
    const release = shop.holdReads();
    // A page render asks for the list and reads the rows; staff publish a family meanwhile.
    const before = shop.ask();
    await vi.waitFor(() => expect(shop.reads).toBe(1));
    await shop.publish('Upload Serif');
    release();
    expect(await before).toEqual(['Inter']);

    // The render that follows the change must see the new family, not the answer made before it.
    expect(shop.cache.size).toBe(0);
    expect(await shop.ask()).toEqual(['Inter', 'Upload Serif']);
    expect(shop.reads).toBe(2);
    expect(await shop.ask()).toEqual(['Inter', 'Upload Serif']);
    expect(shop.reads).toBe(2);
  });
});
