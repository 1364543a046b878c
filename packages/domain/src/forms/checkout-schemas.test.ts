import { describe, expect, it } from 'vitest';
import { cardSchema, parseCardExpiry } from './card-schema.ts';
import {
  confirmOrderSchema,
  SAME_AS_BILLING,
  savedAddressesSchema,
  shippingChoiceSchema,
  thirdPartiesSchema,
} from './checkout-schemas.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/** The first message key of each field a schema refuses. */
function keysOf(
  schema: {
    safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const keys: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    keys[issue.path.join('.')] ??= issue.message;
  return keys;
}

describe('thirdPartiesSchema', () => {
  it('wants a name and a real e-mail address for each third party, trimmed', () => {
    expect(
      thirdPartiesSchema.parse({ parties: [{ name: ' Studio North ', email: ' north@example.com ' }] }),
    ).toEqual({ parties: [{ name: 'Studio North', email: 'north@example.com' }] });
    expect(
      keysOf(thirdPartiesSchema, {
        parties: [
          { name: '', email: 'north@example' },
          { name: 'Δ Studio', email: '' },
        ],
      }),
    ).toEqual({
      'parties.0.name': KEYS.required,
      'parties.0.email': KEYS.invalidEmail,
      'parties.1.name': KEYS.forbiddenCharacter,
      'parties.1.email': KEYS.required,
    });
  });
});

describe('shippingChoiceSchema', () => {
  it('wants a method chosen', () => {
    expect(shippingChoiceSchema.parse({ shippingId: 'post' })).toEqual({ shippingId: 'post' });
    expect(keysOf(shippingChoiceSchema, { shippingId: '' })).toEqual({ shippingId: KEYS.chooseShipping });
  });
});

describe('savedAddressesSchema', () => {
  it('wants a billing address; shipping and licence fall back to it', () => {
    expect(savedAddressesSchema.parse({ billing: 'a1', shipping: SAME_AS_BILLING, license: 'a2' })).toEqual({
      Billing: 'a1',
      Shipping: null,
      License: 'a2',
    });
    expect(keysOf(savedAddressesSchema, { billing: '', shipping: '', license: '' })).toEqual({
      billing: KEYS.chooseAddress,
    });
  });
});

describe('confirmOrderSchema', () => {
  it('wants the terms accepted', () => {
    expect(confirmOrderSchema.parse({ isGift: true, terms: true })).toEqual({ isGift: true, terms: true });
    expect(keysOf(confirmOrderSchema, { isGift: false, terms: false })).toEqual({ terms: KEYS.acceptTerms });
  });
});

describe('cardSchema', () => {
  it('gives the card as makePayment takes it', () => {
    expect(
      cardSchema.parse({ number: '4111 1111-1111 1111', expiry: ' 3/30 ', cvc: '737', holder: ' Ada ' }),
    ).toEqual({
      number: '4111111111111111',
      expiryMonth: '03',
      expiryYear: '2030',
      cvc: '737',
      holderName: 'Ada',
    });
  });

  it('says what is missing, then what is wrong', () => {
    expect(keysOf(cardSchema, { number: '', expiry: '', cvc: '', holder: '' })).toEqual({
      number: KEYS.required,
      expiry: KEYS.required,
      cvc: KEYS.required,
      holder: KEYS.required,
    });
    expect(keysOf(cardSchema, { number: '4111', expiry: '13/30', cvc: '7a7', holder: 'Ada' })).toEqual({
      number: KEYS.invalidCardNumber,
      expiry: KEYS.invalidCardExpiry,
      cvc: KEYS.invalidCardCvc,
    });
  });

  it('reads an expiry as MM/YY or MM/YYYY', () => {
    expect(parseCardExpiry('03/30')).toEqual({ expiryMonth: '03', expiryYear: '2030' });
    expect(parseCardExpiry(' 3 / 2030 ')).toEqual({ expiryMonth: '03', expiryYear: '2030' });
    expect(parseCardExpiry('13/30')).toBeNull();
    expect(parseCardExpiry('0330')).toBeNull();
  });
});
