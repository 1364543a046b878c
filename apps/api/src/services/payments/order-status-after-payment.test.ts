import { describe, expect, it } from 'vitest';
import { orderStatusChangeFor } from './order-status-after-payment.ts';

describe('orderStatusChangeFor', () => {
  it('pays an unpaid order, never a cancelled or refunded one', () => {
    const paid = orderStatusChangeFor('Authorised', 'scheme');
    expect(paid?.to).toBe('PAID');
    expect(paid?.from).toEqual(['NEW', 'PENDING', 'WAITING_FOR_BANKTRANSFER', 'ERROR']);
    expect(paid?.from).not.toContain('CANCELLED');
  });

  it('lets a bank transfer wait and a pending card stay pending, from payable statuses only', () => {
    expect(orderStatusChangeFor('Received', 'banktransfer')).toEqual({
      to: 'WAITING_FOR_BANKTRANSFER',
      from: ['NEW', 'ERROR'],
    });
    expect(orderStatusChangeFor('Pending', 'scheme')).toEqual({ to: 'PENDING', from: ['NEW', 'ERROR'] });
  });

  it('returns a pending order to payable after a refusal or an error, and ignores redirects', () => {
    expect(orderStatusChangeFor('Refused', 'scheme')).toEqual({ to: 'NEW', from: ['PENDING'] });
    expect(orderStatusChangeFor('Error', 'scheme')).toEqual({ to: 'ERROR', from: ['PENDING'] });
    expect(orderStatusChangeFor('RedirectShopper', 'scheme')).toBeNull();
  });
});
