import type { GuestCheckoutInput, GuestCheckoutOutput } from '@foundry/domain';
import type { CheckoutUserInfo } from './checkout-state.ts';

/** The fields of the guest's details the server may name (createOrder's extensions.fields). */
export type GuestField = Exclude<keyof GuestCheckoutInput, 'label' | 'invoiceLanguage' | 'mailing'>;

/** The guest's details as the information step's form edits them. */
export type GuestFormValues = GuestCheckoutInput;

export function guestFormValues(info: CheckoutUserInfo): GuestFormValues {
  return {
    email: info.email,
    label: '',
    name: info.name,
    organization: info.organization,
    address1: info.address[0],
    address2: info.address[1],
    address3: info.address[2],
    city: info.city,
    zip: info.zip,
    country: info.country,
    state: info.state,
    vatNumber: info.vatNumber,
    phone: info.phone,
    invoiceLanguage: info.invoiceLanguage || 'en',
    mailing: info.mailing,
  };
}

/** The checked details (trimmed, upper-cased by the schema) as the checkout keeps them. */
export function checkoutUserInfoOf(checked: GuestCheckoutOutput): CheckoutUserInfo {
  return {
    email: checked.email,
    name: checked.name,
    organization: checked.organization,
    address: [checked.address1, checked.address2, checked.address3],
    city: checked.city,
    zip: checked.zip,
    country: checked.country,
    state: checked.state,
    vatNumber: checked.vatNumber,
    phone: checked.phone,
    invoiceLanguage: checked.invoiceLanguage,
    mailing: checked.mailing,
  };
}
