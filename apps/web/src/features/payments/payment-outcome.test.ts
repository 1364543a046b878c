import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome.ts';

describe('paymentOutcome', () => {
  it('Authorised is paid, Pending and Received wait', () => {
    expect(paymentOutcome({ resultCode: 'Authorised' })).toEqual({ kind: 'paid' });
    expect(paymentOutcome({ resultCode: 'Received' })).toEqual({ kind: 'waiting' });
    expect(paymentOutcome({ resultCode: 'Pending' })).toEqual({ kind: 'waiting' });
  });

  it('refusals carry their reason so the buyer can try again', () => {
    expect(paymentOutcome({ resultCode: 'Refused', refusalReason: 'CVC Declined' })).toEqual({
      kind: 'refused',
      reason: 'CVC Declined',
    });
    expect(paymentOutcome({ resultCode: 'Cancelled' })).toEqual({ kind: 'refused', reason: null });
  });

  it('RedirectShopper follows action.url; a redirect without a web address is refused', () => {
    expect(
      paymentOutcome({
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', url: 'https://bank.test/3ds?x=1', method: 'GET' },
      }),
    ).toEqual({ kind: 'redirect', url: 'https://bank.test/3ds?x=1', method: 'GET', data: {} });
    expect(
      paymentOutcome({
        resultCode: 'RedirectShopper',
        action: { url: 'https://bank.test', method: 'POST', data: { PaReq: 'a' } },
      }),
    ).toMatchObject({ method: 'POST', data: { PaReq: 'a' } });
    expect(
      paymentOutcome({ resultCode: 'RedirectShopper', action: { url: 'javascript:alert(1)' } }).kind,
    ).toBe('refused');
  });
});
