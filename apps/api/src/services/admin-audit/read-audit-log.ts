import { resolvePaging } from '@foundry/domain';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** The audit log, newest first, for owners; optionally one record's history. */
export async function readAuditLog(
  input: { entityType: string | null; entityId: string | null; page: number | null; pageSize: number | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'audit.read');
  const paging = resolvePaging(
    { page: input.page, pageSize: input.pageSize },
    { defaultPageSize: 50, maxPageSize: 200 },
  );
  const { rows, total } = await deps.admin.auditLog.list(
    { entityType: input.entityType, entityId: input.entityId },
    { limit: paging.pageSize, offset: paging.offset },
  );
  return { rows, total, page: paging.page, pageSize: paging.pageSize };
}
