import { describe, expect, it } from 'vitest';
import { type CheckoutUserInfo, EMPTY_USER_INFO } from './checkout-state.ts';
import { addressInputOfUserInfo, orderUserInput } from './order-user-input.ts';

const guest: CheckoutUserInfo = {
  ...EMPTY_USER_INFO,
  email: ' jana@example.cz ',
  name: 'Jana Nováková',
  address: ['Křenová 67', '', 'Dvůr'],
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  invoiceLanguage: 'cs',
  mailing: true,
};

describe('orderUserInput', () => {
  it("is createOrder's user: trimmed, empty optional fields left out, with the language and mailing", () => {
    expect(orderUserInput(guest)).toEqual({
      email: 'jana@example.cz',
      name: 'Jana Nováková',
      address: ['Křenová 67', 'Dvůr'],
      city: 'Brno',
      zip: '602 00',
      country: 'CZ',
      invoiceLanguage: 'cs',
      mailing: true,
    });
    expect(orderUserInput({ ...guest, invoiceLanguage: '' })).not.toHaveProperty('invoiceLanguage');
    expect(orderUserInput({ ...guest, city: ' ' })).toBeNull();
  });
});

describe('addressInputOfUserInfo', () => {
  it('is the AddressInput for shipping: no e-mail, invoice language or mailing (AddressInput has none)', () => {
    expect(addressInputOfUserInfo(guest)).toEqual({
      name: 'Jana Nováková',
      address: ['Křenová 67', 'Dvůr'],
      city: 'Brno',
      zip: '602 00',
      country: 'CZ',
    });
    expect(addressInputOfUserInfo(EMPTY_USER_INFO)).toBeNull();
  });
});
