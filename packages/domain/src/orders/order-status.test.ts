import { describe, expect, it } from 'vitest';
import { initialOrderStatus } from './initial-order-status.ts';
import {
  canTransition,
  isFinalStatus,
  isOrderStatus,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  sourceStatusesOf,
} from './order-status.ts';
import { canPay, isCancellable, isPaidStatus } from './order-status-rules.ts';

describe('ORDER_STATUS_TRANSITIONS', () => {
  it('lets a new order be paid, wait, become complimentary, be cancelled or fail', () => {
    for (const to of [
      'PENDING',
      'PAID',
      'WAITING_FOR_BANKTRANSFER',
      'COMPLIMENTARY',
      'CANCELLED',
      'ERROR',
    ] as const) {
      expect(canTransition('NEW', to)).toBe(true);
    }
    expect(canTransition('NEW', 'REFUNDED')).toBe(false);
  });

  it('returns a pending order to NEW when the payment is refused after pending', () => {
    expect(canTransition('PENDING', 'NEW')).toBe(true);
    expect(canTransition('PENDING', 'PAID')).toBe(true);
    expect(canTransition('PENDING', 'COMPLIMENTARY')).toBe(false);
  });

  it('lets a bank-transfer order only be paid or cancelled', () => {
    expect(ORDER_STATUS_TRANSITIONS.WAITING_FOR_BANKTRANSFER).toEqual(['PAID', 'CANCELLED']);
    expect(canTransition('WAITING_FOR_BANKTRANSFER', 'NEW')).toBe(false);
  });

  it('only refunds a paid order', () => {
    expect(ORDER_STATUS_TRANSITIONS.PAID).toEqual(['REFUNDED']);
    expect(canTransition('PAID', 'CANCELLED')).toBe(false);
    expect(canTransition('PAID', 'PAID')).toBe(false);
  });

  it('lets an order in error be paid after all (a late webhook) or cancelled, never refunded', () => {
    expect(canTransition('ERROR', 'PAID')).toBe(true);
    expect(canTransition('ERROR', 'CANCELLED')).toBe(true);
    expect(canTransition('ERROR', 'REFUNDED')).toBe(false);
  });

  it('keeps complimentary and refunded orders final; a cancelled one can only be refunded (a late payment)', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['COMPLIMENTARY', 'REFUNDED']);
    expect(canTransition('CANCELLED', 'PAID')).toBe(false);
    expect(ORDER_STATUS_TRANSITIONS.CANCELLED).toEqual(['REFUNDED']);
  });

  it('only names known statuses', () => {
    for (const targets of Object.values(ORDER_STATUS_TRANSITIONS)) {
      for (const to of targets) expect(isOrderStatus(to)).toBe(true);
    }
    expect(isOrderStatus('SHIPPED')).toBe(false);
  });
});

describe('sourceStatusesOf', () => {
  it('lists every status that may reach the target', () => {
    expect(sourceStatusesOf('PAID')).toEqual(['NEW', 'PENDING', 'WAITING_FOR_BANKTRANSFER', 'ERROR']);
    expect(sourceStatusesOf('CANCELLED')).toEqual(['NEW', 'PENDING', 'WAITING_FOR_BANKTRANSFER', 'ERROR']);
    expect(sourceStatusesOf('REFUNDED')).toEqual(['PAID', 'CANCELLED']);
  });
});

describe('isCancellable', () => {
  it('allows unpaid orders with no payment in flight', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['NEW', 'WAITING_FOR_BANKTRANSFER', 'ERROR']);
  });
});

describe('isPaidStatus', () => {
  it('counts paid and complimentary orders', () => {
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['PAID', 'COMPLIMENTARY']);
  });
});

describe('canPay', () => {
  it('allows a payment attempt on new orders and after an error', () => {
    expect(ORDER_STATUSES.filter(canPay)).toEqual(['NEW', 'ERROR']);
  });

  it('only allows attempts from which PENDING and PAID can be reached', () => {
    for (const status of ORDER_STATUSES.filter(canPay)) {
      expect(canTransition(status, 'PENDING')).toBe(true);
      expect(canTransition(status, 'PAID')).toBe(true);
    }
  });
});

describe('initialOrderStatus', () => {
  it('is NEW with something to pay and COMPLIMENTARY when the total is 0', () => {
    expect(initialOrderStatus(1)).toBe('NEW');
    expect(initialOrderStatus(0)).toBe('COMPLIMENTARY');
  });
});
