import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AFFILIATE_INVOICE_LIMIT,
  effectiveInvoiceLimit,
  invoiceLimitProblem,
  MAX_AFFILIATE_INVOICE_LIMIT,
  MIN_AFFILIATE_INVOICE_LIMIT,
} from './affiliate-invoice-limit.ts';

describe('invoiceLimitProblem', () => {
  it('allows whole euros within the range, both ends included', () => {
    expect(invoiceLimitProblem(MIN_AFFILIATE_INVOICE_LIMIT)).toBeNull();
    expect(invoiceLimitProblem(MAX_AFFILIATE_INVOICE_LIMIT)).toBeNull();
    expect(invoiceLimitProblem(25_000)).toBeNull();
    expect(invoiceLimitProblem(DEFAULT_AFFILIATE_INVOICE_LIMIT)).toBeNull();
  });

  it('says why a limit is refused', () => {
    expect(invoiceLimitProblem(MIN_AFFILIATE_INVOICE_LIMIT - 100)).toBe('too_low');
    expect(invoiceLimitProblem(0)).toBe('too_low');
    expect(invoiceLimitProblem(MAX_AFFILIATE_INVOICE_LIMIT + 100)).toBe('too_high');
    expect(invoiceLimitProblem(10_050)).toBe('not_whole');
    expect(invoiceLimitProblem(Number.NaN)).toBe('not_whole');
  });
});

describe('effectiveInvoiceLimit', () => {
  it('is the stored choice, or the default without one', () => {
    expect(effectiveInvoiceLimit(30_000)).toBe(30_000);
    expect(effectiveInvoiceLimit(null)).toBe(DEFAULT_AFFILIATE_INVOICE_LIMIT);
    expect(effectiveInvoiceLimit(undefined)).toBe(DEFAULT_AFFILIATE_INVOICE_LIMIT);
  });
});
