/**
 * Calls `check` until it resolves true, the deadline passes or `signal` aborts.
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs: number, intervalMs?: number, signal?: AbortSignal,
 *   onWaiting?: (elapsedMs: number) => void, reportEveryMs?: number }} options
 * @returns {Promise<boolean>} true when the check passed, false on time-out or abort
 */
export async function waitUntil(check, options) {
  const { timeoutMs, intervalMs = 250, signal, onWaiting, reportEveryMs = 15_000 } = options;
  const started = Date.now();
  let nextReport = reportEveryMs;
  while (!signal?.aborted) {
    if (await check()) return true;
    const elapsed = Date.now() - started;
    if (elapsed >= timeoutMs) return false;
    if (onWaiting && elapsed >= nextReport) {
      onWaiting(elapsed);
      nextReport += reportEveryMs;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
