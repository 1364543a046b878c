/** Runs the jobs handed to it one after another, in the order they were handed in. */
export interface JobQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/**
 * A queue for one engine. A job starts when the one before it has settled, failed or not: a
 * failure is reported to its own caller only and never holds up the jobs behind it.
 */
export function createJobQueue(): JobQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      const next = tail.then(job, job);
      tail = next.catch(() => undefined);
      return next;
    },
  };
}
