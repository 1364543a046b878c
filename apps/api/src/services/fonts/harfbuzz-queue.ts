let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs HarfBuzz work (subset-font) one job at a time across the API: subset-font shares one
 * WebAssembly instance, and one font at a time keeps its memory flat.
 */
export function oneHarfBuzzJobAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}
