import { z } from 'zod';
import { ORDER_ADDRESS_LIMITS } from '../orders/validate-order-address.ts';
import { emailField, textField, tickField } from './field-schemas.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/**
 * The checkout's own steps (docs/checkout.md, docs/forms.md): whom each third-party licence is
 * for, the shipping method, the saved addresses of a signed-in buyer and the confirmation.
 */

/** One third party of a licence: a name and an e-mail address, both required at the checkout. */
export const thirdPartySchema = z.object({
  name: textField({ max: ORDER_ADDRESS_LIMITS.name }),
  email: emailField(),
});

/** Every third party of the cart, in the order the step lists them. */
export const thirdPartiesSchema = z.object({ parties: z.array(thirdPartySchema) });

export type ThirdPartiesValues = z.input<typeof thirdPartiesSchema>;
export type ThirdPartiesOutput = z.output<typeof thirdPartiesSchema>;

/** The shipping step: one of the methods offered for the address. */
export const shippingChoiceSchema = z.object({ shippingId: z.string().min(1, KEYS.chooseShipping) });

export type ShippingChoiceValues = z.input<typeof shippingChoiceSchema>;

/** The value of a shipping or licence address that is the billing address. */
export const SAME_AS_BILLING = 'same-as-billing';

const sameAsBillingOrId = z.string().transform((id) => (id === '' || id === SAME_AS_BILLING ? null : id));

/**
 * A signed-in buyer's saved addresses: the billing address is required; shipping and licence are
 * another saved address or the billing one (null).
 */
export const savedAddressesSchema = z
  .object({
    billing: z.string().min(1, KEYS.chooseAddress),
    shipping: sameAsBillingOrId,
    license: sameAsBillingOrId,
  })
  .transform(({ billing, shipping, license }) => ({
    Billing: billing,
    Shipping: shipping,
    License: license,
  }));

export type SavedAddressesValues = z.input<typeof savedAddressesSchema>;
export type SavedAddressesOutput = z.output<typeof savedAddressesSchema>;

/** The confirmation: a gift or not, and the terms, which must be accepted. */
export const confirmOrderSchema = z.object({
  isGift: tickField(),
  terms: tickField().refine((accepted) => accepted, KEYS.acceptTerms),
});

export type ConfirmOrderValues = z.input<typeof confirmOrderSchema>;
