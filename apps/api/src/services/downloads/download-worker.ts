import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Logger } from '../../logger.ts';
import type { DownloadJobRow } from '../../repositories/download-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { DownloadBuilders } from './download-builder.ts';
import { DOWNLOAD_BUILDERS } from './download-builders.ts';
import { onQueuedDownload } from './download-queue-signal.ts';
import { DEFAULT_DOWNLOAD_LEASE_MS, DEFAULT_DOWNLOAD_POLL_MS } from './download-worker-config.ts';
import { DownloadBuildError } from './font-archive.ts';

export interface DownloadWorkerOptions {
  repositories: Repositories;
  storage: FileStorage;
  logger: Logger;
  /** How long to wait for new jobs when the queue is empty (other processes may queue too). */
  pollIntervalMs?: number;
  /**
   * How long a claim holds a job without news from its worker. The worker renews it every third of
   * that while it builds; a job whose worker died is claimed again once its lease has run out.
   */
  leaseMs?: number;
  /** Claims of a job whose workers died before it ends failed. */
  maxAttempts?: number;
  /** What builds each job type (tests may swap one). */
  builders?: DownloadBuilders;
}

export interface DownloadWorker {
  start(): void;
  /** Stops taking jobs and waits for the one being built. */
  stop(): Promise<void>;
  /** Builds the next pending job, if any; true when there was one. */
  runOnce(): Promise<boolean>;
}

function storageKeyFor(name: string): string {
  return `downloads/${randomBytes(16).toString('hex')}/${name}.zip`;
}

/**
 * Builds queued downloads one at a time: claims the oldest pending job (FOR UPDATE SKIP LOCKED)
 * under a lease it renews while it works, packs its ZIP, stores it and marks the job completed, or
 * failed with the reason. Both are final. A job whose worker died (its lease ran out) is claimed
 * again by any worker, at most `maxAttempts` claims in all (docs/deploy.md).
 */
export function createDownloadWorker({
  repositories,
  storage,
  logger,
  pollIntervalMs = DEFAULT_DOWNLOAD_POLL_MS,
  leaseMs = DEFAULT_DOWNLOAD_LEASE_MS,
  maxAttempts = 3,
  builders = DOWNLOAD_BUILDERS,
}: DownloadWorkerOptions): DownloadWorker {
  const { downloads } = repositories;
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;

  async function build(job: DownloadJobRow): Promise<void> {
    const log = logger.child({ downloadJobId: job.id, type: job.type });
    try {
      const builder = Object.hasOwn(builders, job.type) ? builders[job.type] : undefined;
      if (!builder) throw new DownloadBuildError(`Download type '${job.type}' is not built here.`);
      const { name, bytes } = await builder(job, { repositories, storage });
      const key = storageKeyFor(name);
      await storage.put(key, bytes, 'application/zip');
      if (await downloads.complete(job.id, job.attempts, key)) {
        log.info({ bytes: bytes.byteLength }, 'download built');
      } else {
        // The lease ran out (this process stalled) and another claim owns the job now.
        await storage.remove(key).catch(() => {});
        log.warn('download built after its lease ran out: left to the newer claim');
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Unexpected errors are logged in full; the job keeps one sentence either way.
      if (error instanceof DownloadBuildError) log.warn({ reason }, 'download failed');
      else log.error({ err: error }, 'download failed');
      await downloads.fail(job.id, job.attempts, reason);
    }
  }

  /** Renews the job's lease while `work` runs, so other workers leave it alone. */
  async function holdingLease(job: DownloadJobRow, work: () => Promise<void>): Promise<void> {
    const renew = setInterval(() => {
      downloads.renewLease(job.id, job.attempts, leaseMs).catch((error: unknown) => {
        logger.warn({ err: error, downloadJobId: job.id }, 'download lease not renewed');
      });
    }, leaseMs / 3);
    try {
      await work();
    } finally {
      clearInterval(renew);
    }
  }

  async function runOnce(): Promise<boolean> {
    await downloads.failAbandoned(maxAttempts);
    const job = await downloads.claimNext(leaseMs, maxAttempts);
    if (!job) return false;
    await holdingLease(job, () => build(job));
    return true;
  }

  function idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await runOnce();
      } catch (error) {
        logger.error({ err: error }, 'download worker could not read the queue');
      }
      if (!worked && running) await idle();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onQueuedDownload(() => wake?.());
      loop = run();
    },
    async stop() {
      running = false;
      unsubscribe?.();
      unsubscribe = null;
      wake?.();
      await loop;
      loop = null;
    },
    runOnce,
  };
}
