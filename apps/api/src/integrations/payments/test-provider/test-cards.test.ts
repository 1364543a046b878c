import { describe, expect, it } from 'vitest';
import { decideCardPayment, enteredCardOf, findTestCard } from './test-cards.ts';

function decide(method: Record<string, unknown>) {
  const entered = enteredCardOf(method);
  return decideCardPayment(findTestCard(entered.number), entered);
}

describe('decideCardPayment', () => {
  it('authorises the documented cards, spaced or as Adyen test_ fields', () => {
    expect(
      decide({ number: '4111 1111 4555 1142', expiryMonth: '03', expiryYear: '2030', cvc: '737' }),
    ).toEqual({
      kind: 'result',
      resultCode: 'Authorised',
      refusalReason: null,
    });
    expect(
      decide({ encryptedCardNumber: 'test_5555341244441115', encryptedSecurityCode: 'test_737' }),
    ).toMatchObject({
      resultCode: 'Authorised',
    });
  });

  it('refuses unknown numbers, a wrong expiry or CVC', () => {
    expect(decide({ number: '4000000000000002' })).toMatchObject({ refusalReason: 'Invalid Card Number' });
    expect(decide({ number: '4111111145551142', expiryMonth: '04', expiryYear: '30' })).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Expired Card',
    });
    expect(decide({ number: '370000000000002', cvc: '737' })).toMatchObject({
      refusalReason: 'CVC Declined',
    });
    expect(decide({ number: '370000000000002', cvc: '7373' })).toMatchObject({ resultCode: 'Authorised' });
  });

  it('forces the result a holder name asks for, and challenges 3-D Secure cards', () => {
    expect(decide({ number: '4111111145551142', holderName: 'declined' })).toMatchObject({
      resultCode: 'Refused',
    });
    expect(decide({ number: '4111111145551142', holderName: 'PENDING' })).toMatchObject({
      resultCode: 'Pending',
    });
    expect(decide({ number: '4111111145551142', holderName: 'ERROR' })).toMatchObject({
      resultCode: 'Error',
    });
    expect(decide({ number: '4917 6100 0000 0000', holderName: 'Jane Doe' })).toEqual({ kind: 'challenge' });
  });
});
