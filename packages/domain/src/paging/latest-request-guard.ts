/** Identifies one started request; only compare it with the guard that issued it. */
export type RequestToken = number;

export interface LatestRequestGuard {
  /** Marks a new request as the latest one; every earlier token becomes stale. */
  start(): RequestToken;
  /** True while no newer request has started and the guard has not been invalidated since. */
  isLatest(token: RequestToken): boolean;
  /** Makes every started request stale (e.g. after navigation). */
  invalidate(): void;
}

/**
 * Discards stale answers: a paged load checks `isLatest(token)` before merging its result, so an
 * answer that arrives after a newer request started (or after navigating away) is dropped.
 */
export function createLatestRequestGuard(): LatestRequestGuard {
  let latest = 0;
  return {
    start() {
      latest += 1;
      return latest;
    },
    isLatest(token) {
      return token === latest;
    },
    invalidate() {
      latest += 1;
    },
  };
}
