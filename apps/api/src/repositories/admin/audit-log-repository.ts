import { auditLog, type Db } from '@foundry/db';
import { desc, eq, sql } from '@foundry/db/orm';
import type { StaffViewer } from './staff-repository.ts';

/** What a staff write changed: one audit row. */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditRow extends AuditEntry {
  id: number;
  staffId: number | null;
  staffEmail: string;
  at: Date;
}

/**
 * Runs a staff write and records it in the same transaction: the write and its audit row are kept or
 * lost together. `work` gets the transaction and answers the row before and after (docs/back-office.md).
 */
export async function auditedWrite<Result>(
  db: Db,
  actor: StaffViewer,
  work: (tx: Db) => Promise<{ result: Result; audit: AuditEntry }>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const { result, audit } = await work(txDb);
    await txDb.insert(auditLog).values({ ...audit, staffId: actor.id, staffEmail: actor.email });
    return result;
  });
}

export function createAuditLogRepository(db: Db) {
  return {
    /** The newest rows first, optionally of one record. */
    async list(
      filter: { entityType?: string | null; entityId?: string | null },
      paging: { limit: number; offset: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where =
        filter.entityType && filter.entityId
          ? sql`${auditLog.entityType} = ${filter.entityType} and ${auditLog.entityId} = ${filter.entityId}`
          : filter.entityType
            ? eq(auditLog.entityType, filter.entityType)
            : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(paging.limit)
        .offset(paging.offset);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
