import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { harfbuzzQueue, subsetWithHarfBuzz } from './harfbuzz-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { decompressWoff2, wawoff2Queue } from './wawoff2-queue.ts';

// A small font (11 kB), so the real engine calls stay quick.
const hebrewBold = new Uint8Array(
  readFileSync(new URL('../../../db/seed/fonts/noto-sans/NotoSansHebrew-Bold.woff2', import.meta.url)),
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two jobs handed in together; each notes when it starts and ends. */
async function runTwoJobs(queue: JobQueue, firstFails: boolean) {
  const events: string[] = [];
  const job = (name: string, fails: boolean) => async () => {
    events.push(`${name} starts`);
    await pause(20);
    events.push(`${name} ends`);
    if (fails) throw new Error(`${name} failed`);
    return name;
  };
  const [first, second] = await Promise.allSettled([
    queue.run(job('first', firstFails)),
    queue.run(job('second', false)),
  ]);
  return { events, first, second };
}

describe.each([
  ['HarfBuzz', harfbuzzQueue],
  ['wawoff2', wawoff2Queue],
])('the %s queue', (_engine, queue) => {
  it('never lets two jobs overlap: the second starts when the first has ended', async () => {
    const { events, first, second } = await runTwoJobs(queue, false);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(first).toEqual({ status: 'fulfilled', value: 'first' });
    expect(second).toEqual({ status: 'fulfilled', value: 'second' });
  });

  it('reports a failed job to its caller only and runs the next one', async () => {
    const { events, first, second } = await runTwoJobs(queue, true);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 'second' });
  });
});

describe('engine calls', { timeout: 30_000 }, () => {
  it('unpacks concurrent WOFF2s each into its own bytes, not a view the next job overwrites', async () => {
    const [a, b] = await Promise.all([decompressWoff2(hebrewBold), decompressWoff2(hebrewBold)]);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
    expect(String.fromCharCode(...a.subarray(0, 4))).not.toBe('wOF2');
  });

  it('queues a HarfBuzz job behind one already running', async () => {
    const events: string[] = [];
    const blocker = harfbuzzQueue.run(async () => {
      events.push('blocker starts');
      await pause(20);
      events.push('blocker ends');
    });
    const subset = subsetWithHarfBuzz(hebrewBold, 'אבג', { targetFormat: 'sfnt' }).then((bytes) => {
      events.push('subset ends');
      return bytes;
    });
    await Promise.all([blocker, subset]);
    expect(events).toEqual(['blocker starts', 'blocker ends', 'subset ends']);
  });

  it('unpacks and packs the WOFF2 of a HarfBuzz job on the wawoff2 queue', async () => {
    const events: string[] = [];
    const blocker = wawoff2Queue.run(async () => {
      events.push('wawoff2 job starts');
      await pause(20);
      events.push('wawoff2 job ends');
    });
    const subset = subsetWithHarfBuzz(hebrewBold, 'אבג', { targetFormat: 'woff2' }).then((bytes) => {
      events.push('subset ends');
      return bytes;
    });
    const [, bytes] = await Promise.all([blocker, subset]);
    expect(events).toEqual(['wawoff2 job starts', 'wawoff2 job ends', 'subset ends']);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('wOF2');
  });
});
