import { describe, expect, it } from 'vitest';
import { bankTransferDetailsOf, paymentMailFor } from './payment-mail-event.ts';

const TRANSFER = {
  type: 'bankTransfer',
  beneficiary: 'Foundry test account',
  iban: 'NL13TEST0123456789',
  bic: 'TESTNL2A',
  reference: 'PSP0001',
  totalAmount: { value: 4900, currency: 'EUR' },
};
const answer = (resultCode: 'Authorised' | 'Refused' | 'Received' | 'Error', action = null as never) => ({
  resultCode,
  refusalReason: resultCode === 'Refused' ? 'Expired Card' : null,
  action,
});

describe('paymentMailFor', () => {
  it('confirms only the call that made the order PAID', () => {
    expect(
      paymentMailFor({ recorded: true, orderStatus: 'PAID', orderChanged: true }, answer('Authorised')),
    ).toEqual({ kind: 'paid' });
    // A replay, or another attempt that found the order already paid, mails nothing.
    expect(
      paymentMailFor({ recorded: false, orderStatus: 'PAID', orderChanged: false }, answer('Authorised')),
    ).toBeNull();
    expect(
      paymentMailFor({ recorded: true, orderStatus: 'PAID', orderChanged: false }, answer('Authorised')),
    ).toBeNull();
  });

  it('tells a recorded refusal with its reason, once; an error mails nothing', () => {
    expect(
      paymentMailFor({ recorded: true, orderStatus: 'NEW', orderChanged: false }, answer('Refused')),
    ).toEqual({
      kind: 'refused',
      reason: 'Expired Card',
    });
    expect(
      paymentMailFor({ recorded: false, orderStatus: 'NEW', orderChanged: false }, answer('Refused')),
    ).toBeNull();
    expect(
      paymentMailFor({ recorded: true, orderStatus: 'NEW', orderChanged: false }, answer('Error')),
    ).toBeNull();
  });

  it('sends the transfer details when a bank transfer starts waiting, and only with usable details', () => {
    const waiting = { recorded: true, orderStatus: 'WAITING_FOR_BANKTRANSFER' as const, orderChanged: true };
    expect(paymentMailFor(waiting, answer('Received', TRANSFER as never))).toEqual({
      kind: 'bank-transfer',
      details: {
        beneficiary: 'Foundry test account',
        iban: 'NL13TEST0123456789',
        bic: 'TESTNL2A',
        reference: 'PSP0001',
        amount: { amount: 4900, currency: 'EUR' },
      },
    });
    expect(paymentMailFor(waiting, answer('Received'))).toBeNull();
  });
});

describe('bankTransferDetailsOf', () => {
  it('needs the IBAN, the reference and a whole amount in an ISO currency code', () => {
    expect(bankTransferDetailsOf({ ...TRANSFER, beneficiary: undefined, bic: '' })).toMatchObject({
      beneficiary: null,
      bic: null,
    });
    expect(bankTransferDetailsOf({ ...TRANSFER, iban: ' ' })).toBeNull();
    expect(bankTransferDetailsOf({ ...TRANSFER, reference: undefined })).toBeNull();
    expect(bankTransferDetailsOf({ ...TRANSFER, totalAmount: { value: 49.5, currency: 'EUR' } })).toBeNull();
    expect(bankTransferDetailsOf({ ...TRANSFER, totalAmount: { value: 4900, currency: 'euro' } })).toBeNull();
  });
});
