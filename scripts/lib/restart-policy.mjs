/**
 * When `npm start` restarts a child that crashed: after 1 s, doubling up to 30 s while it keeps
 * crashing; a child that ran for a minute before crashing starts a new series at 1 s. After 8
 * crashes in a row (each within a minute of its start) it gives up and the shop stops.
 * @typedef {{ firstDelayMs: number, maxDelayMs: number, stableAfterMs: number, maxCrashesInARow: number }} RestartPolicy
 */

/** @type {RestartPolicy} */
export const DEFAULT_RESTART_POLICY = Object.freeze({
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  maxCrashesInARow: 8,
});

/**
 * The decision after a crash.
 * @param {RestartPolicy} policy
 * @param {number} crashesBefore crashes in a row before this one
 * @param {number} upMs how long the child ran before this crash
 * @returns {{ crashesInARow: number, delayMs: number | null }} null: give up
 */
export function afterCrash(policy, crashesBefore, upMs) {
  const crashesInARow = upMs >= policy.stableAfterMs ? 1 : crashesBefore + 1;
  if (crashesInARow >= policy.maxCrashesInARow) return { crashesInARow, delayMs: null };
  const delayMs = Math.min(policy.firstDelayMs * 2 ** (crashesInARow - 1), policy.maxDelayMs);
  return { crashesInARow, delayMs };
}
