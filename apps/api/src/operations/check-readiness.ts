import { randomBytes } from 'node:crypto';
import { type Db, readMigrationStatus } from '@foundry/db';
import { sql } from '@foundry/db/orm';
import type { FileStorage } from '../integrations/storage/file-storage.ts';

export type CheckOutcome = 'ok' | 'failed' | 'pending';

export interface Readiness {
  ready: boolean;
  /** What each dependency answered; `migrations: 'pending'` when shipped migrations are not applied. */
  checks: { database: CheckOutcome; migrations: CheckOutcome; storage: CheckOutcome };
  /** Why a check failed, for the log only (the HTTP answer names the check, not the reason). */
  reasons: string[];
}

/** A check that hangs (an unreachable server) counts as failed after this long. */
const CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Ready means this process can serve: the database answers, it has every migration this build
 * ships, and the file storage takes a write and a delete. See docs/deploy.md.
 */
export async function checkReadiness(db: Db, storage: FileStorage): Promise<Readiness> {
  const reasons: string[] = [];
  const database = await withTimeout(db.execute(sql`select 1`), 'the database').then(
    (): CheckOutcome => 'ok',
    (error): CheckOutcome => {
      reasons.push(`database: ${reasonOf(error)}`);
      return 'failed';
    },
  );
  const migrations =
    database !== 'ok'
      ? 'failed'
      : await withTimeout(readMigrationStatus(db), 'the migrations table').then(
          ({ pending }): CheckOutcome => {
            if (pending.length === 0) return 'ok';
            reasons.push(`migrations: not applied ${pending.map((migration) => migration.tag).join(', ')}`);
            return 'pending';
          },
          (error): CheckOutcome => {
            reasons.push(`migrations: ${reasonOf(error)}`);
            return 'failed';
          },
        );
  const probeKey = `readiness/${process.pid}-${randomBytes(6).toString('hex')}.probe`;
  const storageOutcome = await withTimeout(
    storage
      .put(probeKey, new Uint8Array([1]), 'application/octet-stream')
      .then(() => storage.remove(probeKey)),
    'the file storage',
  ).then(
    (): CheckOutcome => 'ok',
    (error): CheckOutcome => {
      reasons.push(`storage: ${reasonOf(error)}`);
      return 'failed';
    },
  );
  const checks = { database, migrations, storage: storageOutcome };
  return { ready: Object.values(checks).every((outcome) => outcome === 'ok'), checks, reasons };
}
