import type { Db } from '@foundry/db';
import { createAdminDashboardRepository } from './admin-dashboard-repository.ts';
import { createAdminFamilyRepository } from './admin-family-repository.ts';
import { createAdminOrderRepository } from './admin-order-repository.ts';
import { createAdminSubmissionRepository } from './admin-submission-repository.ts';
import { createAuditLogRepository } from './audit-log-repository.ts';
import { createStaffRepository } from './staff-repository.ts';

/** The back office's repositories, apart from the shop's (repositories.ts). */
export function createAdminRepositories(db: Db) {
  return {
    db,
    staff: createStaffRepository(db),
    auditLog: createAuditLogRepository(db),
    orders: createAdminOrderRepository(db),
    dashboard: createAdminDashboardRepository(db),
    submissions: createAdminSubmissionRepository(db),
    families: createAdminFamilyRepository(db),
  };
}

export type AdminRepositories = ReturnType<typeof createAdminRepositories>;
