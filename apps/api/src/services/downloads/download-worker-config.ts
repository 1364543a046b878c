/** How the download worker shares the queue with other processes, read by `loadConfig`. */
export interface DownloadWorkerConfig {
  /**
   * DOWNLOAD_LEASE_MS: how long a claim holds a job without news from its worker (renewed every
   * third of it while building). A job whose process died is built again this long after.
   */
  leaseMs: number;
  /** DOWNLOAD_POLL_MS: how often an idle worker looks for jobs queued by other processes. */
  pollIntervalMs: number;
}

export const DEFAULT_DOWNLOAD_LEASE_MS = 30_000;
export const DEFAULT_DOWNLOAD_POLL_MS = 2_000;
// A lease shorter than a second would be renewed more often than it is worth; an hour is plenty.
const LEASE_RANGE = [1_000, 3_600_000] as const;
const POLL_RANGE = [50, 60_000] as const;

type Env = Record<string, string | undefined>;

function milliseconds(
  env: Env,
  name: string,
  fallback: number,
  [min, max]: readonly [number, number],
): number | { error: string } {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    return {
      error: `${name} must be a whole number of milliseconds between ${min} and ${max} (got '${raw}').`,
    };
  }
  return value;
}

/** The worker's settings, or the one sentence naming the variable at fault. */
export function parseDownloadWorkerConfig(env: Env): { config: DownloadWorkerConfig } | { error: string } {
  const leaseMs = milliseconds(env, 'DOWNLOAD_LEASE_MS', DEFAULT_DOWNLOAD_LEASE_MS, LEASE_RANGE);
  if (typeof leaseMs !== 'number') return leaseMs;
  const pollIntervalMs = milliseconds(env, 'DOWNLOAD_POLL_MS', DEFAULT_DOWNLOAD_POLL_MS, POLL_RANGE);
  if (typeof pollIntervalMs !== 'number') return pollIntervalMs;
  return { config: { leaseMs, pollIntervalMs } };
}
