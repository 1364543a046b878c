/// <reference path="../types/wawoff2.d.ts" />
import wawoff2 from 'wawoff2';
import { createJobQueue } from './job-queue.ts';

/**
 * Every wawoff2 job of the process in one queue: wawoff2 packs and unpacks in one shared
 * WebAssembly heap, and returns a view of it that the next job overwrites.
 */
export const wawoff2Queue = createJobQueue();

/** TTF/OTF → WOFF2, on the wawoff2 queue; the bytes are copied out of the heap before the next job. */
export function compressWoff2(sfnt: Uint8Array): Promise<Uint8Array> {
  return wawoff2Queue.run(async () => (await wawoff2.compress(sfnt)).slice());
}

/** WOFF2 → the TTF/OTF it packs, on the wawoff2 queue; the bytes are copied out of the heap. */
export function decompressWoff2(woff2: Uint8Array): Promise<Uint8Array> {
  return wawoff2Queue.run(async () => (await wawoff2.decompress(woff2)).slice());
}
