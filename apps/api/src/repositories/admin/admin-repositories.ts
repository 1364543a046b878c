import type { Db } from '@foundry/db';
import { createAdminDashboardRepository } from './admin-dashboard-repository.ts';
import { createAdminOrderRepository } from './admin-order-repository.ts';
import { createAdminPageRepository } from './admin-page-repository.ts';
import { createAdminStoryRepository } from './admin-story-repository.ts';
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
    stories: createAdminStoryRepository(db),
    pages: createAdminPageRepository(db),
  };
}

export type AdminRepositories = ReturnType<typeof createAdminRepositories>;
