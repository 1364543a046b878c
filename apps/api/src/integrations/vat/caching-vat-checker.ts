import type { VatChecker, VatNumberCheck } from './vat-checker.ts';

/** How long a register's answer is reused: a registration rarely changes within hours. */
export const VAT_CHECK_CACHE_TTL_MS = 60 * 60 * 1000;
/** Bounds the memory a stream of made-up numbers can take. */
export const VAT_CHECK_CACHE_MAX_ENTRIES = 5_000;

/**
 * Remembers VALID and INVALID answers per process for a while, and lets concurrent checks of one
 * number share a single request. Outages are not remembered: the next check asks again.
 */
export function createCachingVatChecker(
  inner: VatChecker,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): VatChecker {
  const ttlMs = options.ttlMs ?? VAT_CHECK_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? VAT_CHECK_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const answers = new Map<string, { check: VatNumberCheck; expiresAt: number }>();
  const pending = new Map<string, Promise<VatNumberCheck>>();

  return {
    async check(vatCode, vatNumber) {
      const key = `${vatCode}${vatNumber}`;
      const cached = answers.get(key);
      if (cached && cached.expiresAt > now()) return cached.check;
      if (cached) answers.delete(key);
      const running = pending.get(key);
      if (running) return running;

      const request = inner.check(vatCode, vatNumber).then((check) => {
        if (check.status !== 'UNAVAILABLE') {
          // Map keeps insertion order: the first key is the oldest answer.
          if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
          answers.set(key, { check, expiresAt: now() + ttlMs });
        }
        return check;
      });
      pending.set(key, request);
      try {
        return await request;
      } finally {
        pending.delete(key);
      }
    },
  };
}
