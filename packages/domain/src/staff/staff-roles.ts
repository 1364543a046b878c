/**
 * Staff roles of the back office and what each may do (docs/back-office.md). The admin API checks
 * every field against this table, and the admin app hides what a role may not use; neither decides
 * on its own.
 */
export const STAFF_ROLES = ['owner', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** The dashboard's figures. */
  'dashboard.read',
  'orders.read',
  'orders.refund',
  'orders.ship',
  'orders.cancel',
  /** Record a bank transfer as received (the order becomes paid). */
  'orders.payments',
  /** Send the customer their invoice and licence again. */
  'orders.mail',
  'customers.read',
  /** Club points, reset links, export and erasure of a customer's data. */
  'customers.write',
  'catalogue.write',
  'products.write',
  'editorial.read',
  'editorial.write',
  'audit.read',
  'staff.manage',
  /** Sales, EU VAT (One-Stop-Shop) and web font page-view reports: owners only. */
  'reports.read',
  /** Club members' reward claims: the list, and marking a shipped reward as sent. */
  'club.claims',
  /** The club's offer: rewards and vouchers, webinars, crowdfunding projects and their updates. */
  'club.write',
  /** Affiliates' unpaid commissions and recording their payouts: money, owners only. */
  'affiliates.payouts',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  editor: [
    'dashboard.read',
    'catalogue.write',
    'products.write',
    'editorial.read',
    'editorial.write',
    'club.write',
  ],
  support: [
    'dashboard.read',
    'orders.read',
    'orders.refund',
    'orders.ship',
    'orders.cancel',
    'orders.payments',
    'orders.mail',
    'customers.read',
    'customers.write',
    'club.claims',
  ],
};

/**
 * The most support may refund in one order, in minor units (EUR 500.00); owners have no limit.
 * Larger refunds wait for an owner.
 */
export const SUPPORT_REFUND_LIMIT = 50_000;

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The largest refund a role may give for one order (minor units); null when there is no limit. */
export function refundLimitOf(role: StaffRole): number | null {
  if (!roleMay(role, 'orders.refund')) return 0;
  return role === 'support' ? SUPPORT_REFUND_LIMIT : null;
}
