/** How long the pay page waits for the shop to record a Drop-in payment before moving on. */
export const SESSION_DECISION_ATTEMPTS = 20;
export const SESSION_DECISION_INTERVAL_MS = 1_000;

const UNDECIDED = new Set(['Pending', 'Received']);

/**
 * Asks `readResultCode` (the shop's record of a session's attempt) until it is decided or the
 * attempts run out, and answers the last result code. Adyen tells the shop by webhook, usually
 * within a second or two of the Drop-in's answer; the order page shows whatever came by then.
 */
export async function awaitSessionDecision(
  readResultCode: () => Promise<string | null>,
  {
    attempts = SESSION_DECISION_ATTEMPTS,
    intervalMs = SESSION_DECISION_INTERVAL_MS,
    signal = undefined as AbortSignal | undefined,
  } = {},
): Promise<string> {
  let last = 'Pending';
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (signal?.aborted) break;
    last = (await readResultCode()) ?? last;
    if (!UNDECIDED.has(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return last;
}
