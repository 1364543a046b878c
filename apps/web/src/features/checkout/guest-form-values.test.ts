import { guestCheckoutSchema } from '@foundry/domain';
import { describe, expect, it } from 'vitest';
import { type CheckoutUserInfo, EMPTY_USER_INFO } from './checkout-state.ts';
import { checkoutUserInfoOf, guestFormValues } from './guest-form-values.ts';

const complete: CheckoutUserInfo = {
  ...EMPTY_USER_INFO,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  address: ['1 Main Street', 'Flat 2', ''],
  city: 'Brno',
  country: 'CZ',
  phone: '+420 123 456 789',
  invoiceLanguage: 'de',
  mailing: true,
};

/** The message key of each field the guest form's schema refuses. */
function problemsOf(info: CheckoutUserInfo, countryHasStates = false) {
  const found: Record<string, string> = {};
  const result = guestCheckoutSchema({ countryHasStates }).safeParse(guestFormValues(info));
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the guest form values', () => {
  it('go back to the checkout details unchanged, the invoice language and newsletter kept', () => {
    const checked = guestCheckoutSchema().parse(guestFormValues(complete));
    expect(checkoutUserInfoOf(checked)).toEqual(complete);
  });

  it('start the invoice language at English when none was chosen', () => {
    expect(guestFormValues(EMPTY_USER_INFO).invoiceLanguage).toBe('en');
  });
});

describe('the guest form rule (guestCheckoutSchema)', () => {
  it('requires e-mail, name, line 1, city, country and phone; the postcode is optional', () => {
    expect(problemsOf(complete)).toEqual({});
    expect(problemsOf(EMPTY_USER_INFO)).toEqual({
      email: 'field_required',
      name: 'field_required',
      address1: 'field_required',
      city: 'field_required',
      country: 'forms.chooseCountry',
      phone: 'field_required',
    });
  });

  it('wants a state only when the country has states', () => {
    expect(problemsOf(complete, true)).toEqual({ state: 'forms.chooseState' });
    expect(problemsOf({ ...complete, country: 'US', state: 'NY' }, true)).toEqual({});
  });

  it('checks the e-mail length before its shape, and the phone and postcode patterns', () => {
    expect(problemsOf({ ...complete, email: `${'a'.repeat(75)}@example.com` }).email).toBe(
      'field_max_length_error',
    );
    expect(problemsOf({ ...complete, email: 'ada@' }).email).toBe('forms.invalidEmail');
    expect(problemsOf({ ...complete, phone: '12a' }).phone).toBe('forms.invalidPhone');
    expect(problemsOf({ ...complete, zip: '12/3' }).zip).toBe('forms.invalidZip');
    expect(problemsOf({ ...complete, address: ['1 Main', 'Flat 😀', ''] }).address2).toBe(
      'contains_forbidden_character',
    );
  });
});
