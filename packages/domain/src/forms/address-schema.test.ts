import { describe, expect, it } from 'vitest';
import { addressSchema, guestDetailsSchema } from './address-schema.ts';
import { FORM_MESSAGE_KEYS } from './form-message-keys.ts';

const valid = {
  label: '',
  name: ' Anna Berg ',
  organization: '',
  address1: 'Hauptstraße 5',
  address2: '',
  address3: '',
  city: 'Zürich',
  zip: '',
  country: 'ch',
  state: '',
  vatNumber: 'che123',
  phone: '+41 44 123 45 67',
};

/** The message key of each field that fails, as a form would show them. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('addressSchema', () => {
  it('accepts an address without a postcode, trimmed, the country and VAT number upper-cased', () => {
    const result = addressSchema().safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ name: 'Anna Berg', country: 'CH', vatNumber: 'CHE123', zip: '' });
  });

  it('requires name, line 1, city, country and phone', () => {
    const result = addressSchema().safeParse({
      ...valid,
      name: ' ',
      address1: '',
      city: '',
      country: '',
      phone: '',
    });
    expect(problems(result)).toEqual({
      name: FORM_MESSAGE_KEYS.required,
      address1: FORM_MESSAGE_KEYS.required,
      city: FORM_MESSAGE_KEYS.required,
      country: FORM_MESSAGE_KEYS.chooseCountry,
      phone: FORM_MESSAGE_KEYS.required,
    });
  });

  it('checks the patterns of postcode and phone and refuses other scripts and long values', () => {
    const result = addressSchema().safeParse({
      ...valid,
      zip: '80/331',
      phone: '0800-FLOWERS',
      city: 'Москва',
      organization: 'x'.repeat(121),
    });
    expect(problems(result)).toEqual({
      zip: FORM_MESSAGE_KEYS.invalidZip,
      phone: FORM_MESSAGE_KEYS.invalidPhone,
      city: FORM_MESSAGE_KEYS.forbiddenCharacter,
      organization: FORM_MESSAGE_KEYS.tooLong,
    });
  });

  it('requires a state only when the country has states', () => {
    expect(addressSchema().safeParse(valid).success).toBe(true);
    expect(problems(addressSchema({ countryHasStates: true }).safeParse(valid))).toEqual({
      state: FORM_MESSAGE_KEYS.chooseState,
    });
    expect(addressSchema({ countryHasStates: true }).safeParse({ ...valid, state: 'ZH' }).success).toBe(true);
  });
});

describe('guestDetailsSchema', () => {
  it('is the address rule with an e-mail address in front', () => {
    expect(guestDetailsSchema().safeParse({ ...valid, email: 'anna@example.com' }).success).toBe(true);
    expect(problems(guestDetailsSchema().safeParse({ ...valid, email: 'anna@', phone: '' }))).toEqual({
      email: FORM_MESSAGE_KEYS.invalidEmail,
      phone: FORM_MESSAGE_KEYS.required,
    });
  });
});
