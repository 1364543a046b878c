import { z } from 'zod';
import { ORDER_ADDRESS_LIMITS } from '../orders/validate-order-address.ts';
import { countryField, emailField, phoneField, textField, tickField, zipField } from './field-schemas.ts';
import { FORM_MESSAGE_KEYS } from './form-message-keys.ts';

/** The longest label a saved address may have ("Studio", "Home"). */
export const ADDRESS_LABEL_MAX_LENGTH = 60;

/**
 * The one rule of a postal address, in the account's address book and at checkout (guest or
 * signed in; docs/checkout.md): name, line 1, city, country and phone are required; the postcode is
 * optional (not every country has one) but follows its pattern; the state is required when the
 * country has states. Lines 2 and 3, organisation, VAT number and label are optional.
 */
function addressShape() {
  const L = ORDER_ADDRESS_LIMITS;
  return {
    label: textField({ max: ADDRESS_LABEL_MAX_LENGTH, required: false }),
    name: textField({ max: L.name }),
    organization: textField({ max: L.organization, required: false }),
    address1: textField({ max: L.addressLine }),
    address2: textField({ max: L.addressLine, required: false }),
    address3: textField({ max: L.addressLine, required: false }),
    city: textField({ max: L.city }),
    zip: zipField({ max: L.zip }),
    country: countryField(),
    state: textField({ max: L.state, required: false }),
    vatNumber: textField({ max: L.vatNumber, required: false }).transform((value) => value.toUpperCase()),
    phone: phoneField({ max: L.phone }),
  };
}

export interface AddressSchemaOptions {
  /** The chosen country has states: then one must be chosen. */
  countryHasStates?: boolean;
}

function requireStateWhen<T extends { state: string }>(countryHasStates: boolean) {
  return (value: T, context: z.RefinementCtx) => {
    if (countryHasStates && value.state === '') {
      context.addIssue({ code: 'custom', path: ['state'], message: FORM_MESSAGE_KEYS.chooseState });
    }
  };
}

/** A postal address as the address form edits it. */
export function addressSchema({ countryHasStates = false }: AddressSchemaOptions = {}) {
  return z.object(addressShape()).superRefine(requireStateWhen(countryHasStates));
}

/** A guest's details at checkout: the e-mail address, then the invoice address by the same rule. */
export function guestDetailsSchema({ countryHasStates = false }: AddressSchemaOptions = {}) {
  return z.object({ email: emailField(), ...addressShape() }).superRefine(requireStateWhen(countryHasStates));
}

/** The checkout's guest form: the details above, the invoice language and the newsletter box. */
export function guestCheckoutSchema({ countryHasStates = false }: AddressSchemaOptions = {}) {
  return z
    .object({ email: emailField(), ...addressShape(), invoiceLanguage: z.string(), mailing: tickField() })
    .superRefine(requireStateWhen(countryHasStates));
}

export type AddressFormInput = z.input<ReturnType<typeof addressSchema>>;
export type AddressFormOutput = z.output<ReturnType<typeof addressSchema>>;
export type GuestDetailsInput = z.input<ReturnType<typeof guestDetailsSchema>>;
export type GuestCheckoutInput = z.input<ReturnType<typeof guestCheckoutSchema>>;
export type GuestCheckoutOutput = z.output<ReturnType<typeof guestCheckoutSchema>>;
