import { describe, expect, it } from 'vitest';
import { awaitSessionDecision } from './await-session-decision.ts';

const answers = (...codes: (string | null)[]) => {
  let asked = 0;
  return {
    read: async () => codes[Math.min(asked++, codes.length - 1)] ?? null,
    asked: () => asked,
  };
};

describe('awaitSessionDecision', () => {
  it('asks again while the shop has no decision, and answers the first decided code', async () => {
    const shop = answers('Pending', null, 'Pending', 'Authorised', 'Refused');
    expect(await awaitSessionDecision(shop.read, { intervalMs: 1 })).toBe('Authorised');
    expect(shop.asked()).toBe(4);
  });

  it('gives up after its attempts and answers Pending, so the page can move on', async () => {
    const shop = answers('Pending');
    expect(await awaitSessionDecision(shop.read, { attempts: 3, intervalMs: 1 })).toBe('Pending');
    expect(shop.asked()).toBe(3);
  });

  it('stops asking once the page is gone', async () => {
    const stopped = new AbortController();
    stopped.abort();
    const shop = answers('Pending');
    await awaitSessionDecision(shop.read, { intervalMs: 1, signal: stopped.signal });
    expect(shop.asked()).toBe(0);
  });
});
