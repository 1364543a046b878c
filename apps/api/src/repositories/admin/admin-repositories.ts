import type { Db } from '@foundry/db';
import { createPasswordResetMailRepository } from '../password-reset-mail-repository.ts';
import { createStoredCardRepository } from '../stored-card-repository.ts';
import { createUserRepository } from '../user-repository.ts';
import { createAdminAffiliateRepository } from './admin-affiliate-repository.ts';
import { createAdminClubClaimRepository } from './admin-club-claim-repository.ts';
import { createAdminClubRewardRepository } from './admin-club-reward-repository.ts';
import { createAdminCorporateCodeRepository } from './admin-corporate-code-repository.ts';
import { createAdminCrowdfundingRepository } from './admin-crowdfunding-repository.ts';
import { createAdminCustomerDataRepository } from './admin-customer-data-repository.ts';
import { createAdminCustomerRepository } from './admin-customer-repository.ts';
import { createAdminDashboardRepository } from './admin-dashboard-repository.ts';
import { createAdminDiscountCodeRepository } from './admin-discount-code-repository.ts';
import { createAdminFamilyRepository } from './admin-family-repository.ts';
import { createAdminLicenceRepository } from './admin-licence-repository.ts';
import { createAdminNewsletterRepository } from './admin-newsletter-repository.ts';
import { createAdminOrderRepository } from './admin-order-repository.ts';
import { createAdminPageRepository } from './admin-page-repository.ts';
import { createAdminPressRepository } from './admin-press-repository.ts';
import { createAdminPriceRepository } from './admin-price-repository.ts';
import { createAdminProductRepository } from './admin-product-repository.ts';
import { createAdminReportRepository } from './admin-report-repository.ts';
import { createAdminStoryLinksRepository } from './admin-story-links-repository.ts';
import { createAdminStoryRepository } from './admin-story-repository.ts';
import { createAdminSubmissionRepository } from './admin-submission-repository.ts';
import { createAdminWebinarRepository } from './admin-webinar-repository.ts';
import { createAuditLogRepository } from './audit-log-repository.ts';
import { createStaffManagementRepository } from './staff-management-repository.ts';
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
    prices: createAdminPriceRepository(db),
    corporateCodes: createAdminCorporateCodeRepository(db),
    licences: createAdminLicenceRepository(db),
    reports: createAdminReportRepository(db),
    products: createAdminProductRepository(db),
    discountCodes: createAdminDiscountCodeRepository(db),
    customers: createAdminCustomerRepository(db),
    customerData: createAdminCustomerDataRepository(db),
    users: createUserRepository(db),
    storedCards: createStoredCardRepository(db),
    passwordResetMails: createPasswordResetMailRepository(db),
    staffManagement: createStaffManagementRepository(db),
    families: createAdminFamilyRepository(db),
    stories: createAdminStoryRepository(db),
    storyLinks: createAdminStoryLinksRepository(db),
    pages: createAdminPageRepository(db),
    press: createAdminPressRepository(db),
    newsletters: createAdminNewsletterRepository(db),
    clubClaims: createAdminClubClaimRepository(db),
    clubRewards: createAdminClubRewardRepository(db),
    webinars: createAdminWebinarRepository(db),
    crowdfunding: createAdminCrowdfundingRepository(db),
    affiliates: createAdminAffiliateRepository(db),
  };
}

export type AdminRepositories = ReturnType<typeof createAdminRepositories>;
