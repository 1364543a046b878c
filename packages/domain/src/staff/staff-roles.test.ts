import { describe, expect, it } from 'vitest';
import { refundLimitOf, roleMay, STAFF_PERMISSIONS, SUPPORT_REFUND_LIMIT } from './staff-roles.ts';

describe('staff roles', () => {
  it('gives the owner every permission', () => {
    expect(STAFF_PERMISSIONS.filter((permission) => !roleMay('owner', permission))).toEqual([]);
  });

  it('keeps editors away from orders and support away from the catalogue', () => {
    expect(roleMay('editor', 'orders.refund')).toBe(false);
    expect(roleMay('editor', 'orders.read')).toBe(false);
    expect(roleMay('editor', 'catalogue.write')).toBe(true);
    expect(roleMay('support', 'catalogue.write')).toBe(false);
    expect(roleMay('support', 'products.write')).toBe(false);
    expect(roleMay('support', 'orders.refund')).toBe(true);
  });

  it('lets only owners read the audit log and manage staff', () => {
    expect(roleMay('support', 'audit.read')).toBe(false);
    expect(roleMay('editor', 'staff.manage')).toBe(false);
  });

  it('gives support the reward claims, editors the club’s offer, and owners alone affiliate payouts', () => {
    expect(roleMay('support', 'club.claims')).toBe(true);
    expect(roleMay('support', 'club.write')).toBe(false);
    expect(roleMay('editor', 'club.write')).toBe(true);
    expect(roleMay('editor', 'club.claims')).toBe(false);
    expect(roleMay('support', 'affiliates.payouts')).toBe(false);
    expect(roleMay('editor', 'affiliates.payouts')).toBe(false);
    expect(roleMay('owner', 'affiliates.payouts')).toBe(true);
  });

  it('limits refunds by role', () => {
    expect(refundLimitOf('owner')).toBeNull();
    expect(refundLimitOf('support')).toBe(SUPPORT_REFUND_LIMIT);
    expect(refundLimitOf('editor')).toBe(0);
  });
});
