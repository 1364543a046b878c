import { adminBuilder } from './builder.ts';
import { guardAdminSchema } from './guard-admin-schema.ts';
import './schema/affiliate-payouts.ts';
import './schema/audit-log.ts';
import './schema/catalogue-prices.ts';
import './schema/club-claims.ts';
import './schema/club-rewards.ts';
import './schema/club-webinars.ts';
import './schema/club-crowdfunding.ts';
import './schema/corporate-codes.ts';
import './schema/customers.ts';
import './schema/dashboard.ts';
import './schema/licences.ts';
import './schema/families.ts';
import './schema/editorial-pages.ts';
import './schema/editorial-stories.ts';
import './schema/orders.ts';
import './schema/reports.ts';
import './schema/discount-codes.ts';
import './schema/products.ts';
import './schema/order-follow-ups.ts';
import './schema/staff.ts';
import './schema/staff-members.ts';
import './schema/submissions.ts';

/** The back office's schema, served on /admin/graphql; every root field behind its role rule. */
export const adminSchema = guardAdminSchema(adminBuilder.toSchema({ sortSchema: true }));
