import { describe, expect, it } from 'vitest';
import { canTransition } from './order-status.ts';
import { isCancellable } from './order-status-rules.ts';
import {
  isUnpaidOrderExpired,
  PRICE_CALCULATION_HOLD_HOURS,
  UNPAID_ORDER_HOLD_HOURS,
  unpaidOrderExpiryCutoffs,
  unpaidOrderHoldHours,
} from './unpaid-order-hold.ts';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('unpaid order hold', () => {
  it('expires new and failed orders after a day, bank transfers after two weeks', () => {
    expect(isUnpaidOrderExpired('NEW', hoursAgo(23), now)).toBe(false);
    expect(isUnpaidOrderExpired('NEW', hoursAgo(25), now)).toBe(true);
    expect(isUnpaidOrderExpired('ERROR', hoursAgo(25), now)).toBe(true);
    expect(isUnpaidOrderExpired('WAITING_FOR_BANKTRANSFER', hoursAgo(25), now)).toBe(false);
    expect(isUnpaidOrderExpired('WAITING_FOR_BANKTRANSFER', hoursAgo(14 * 24 + 1), now)).toBe(true);
  });

  it('never expires pending, paid or final orders', () => {
    for (const status of ['PENDING', 'PAID', 'COMPLIMENTARY', 'CANCELLED', 'REFUNDED'] as const) {
      expect(isUnpaidOrderExpired(status, hoursAgo(10_000), now)).toBe(false);
    }
  });

  it('only holds statuses a buyer could cancel anyway', () => {
    for (const status of Object.keys(UNPAID_ORDER_HOLD_HOURS) as (keyof typeof UNPAID_ORDER_HOLD_HOURS)[]) {
      expect(isCancellable(status)).toBe(true);
      expect(canTransition(status, 'CANCELLED')).toBe(true);
    }
  });

  it('gives the cutoff of each held status, of orders and of price calculations', () => {
    expect(unpaidOrderExpiryCutoffs(now)).toEqual([
      { status: 'NEW', isPriceCalculation: false, createdBefore: hoursAgo(24) },
      { status: 'ERROR', isPriceCalculation: false, createdBefore: hoursAgo(24) },
      { status: 'WAITING_FOR_BANKTRANSFER', isPriceCalculation: false, createdBefore: hoursAgo(14 * 24) },
      { status: 'NEW', isPriceCalculation: true, createdBefore: hoursAgo(30 * 24) },
      { status: 'ERROR', isPriceCalculation: true, createdBefore: hoursAgo(30 * 24) },
      { status: 'WAITING_FOR_BANKTRANSFER', isPriceCalculation: true, createdBefore: hoursAgo(30 * 24) },
    ]);
  });

  it('keeps a price calculation 30 days, whatever its unpaid status', () => {
    expect(PRICE_CALCULATION_HOLD_HOURS).toBe(30 * 24);
    expect(isUnpaidOrderExpired('NEW', hoursAgo(25), now, true)).toBe(false);
    expect(isUnpaidOrderExpired('WAITING_FOR_BANKTRANSFER', hoursAgo(15 * 24), now, true)).toBe(false);
    expect(isUnpaidOrderExpired('NEW', hoursAgo(30 * 24 - 1), now, true)).toBe(false);
    expect(isUnpaidOrderExpired('NEW', hoursAgo(30 * 24 + 1), now, true)).toBe(true);
    expect(isUnpaidOrderExpired('ERROR', hoursAgo(30 * 24 + 1), now, true)).toBe(true);
    expect(unpaidOrderHoldHours('NEW', false)).toBe(24);
    expect(unpaidOrderHoldHours('NEW', true)).toBe(30 * 24);
  });
});
