import type { CheckoutUserInfo } from './checkout-state.ts';

/** The contract's OrderUserInput, from what the buyer typed (empty optional fields left out). */
export interface OrderUserInputValue {
  email: string;
  name: string;
  organization?: string;
  address: string[];
  city: string;
  zip?: string;
  country: string;
  state?: string;
  vatNumber?: string;
  phone?: string;
  invoiceLanguage?: string;
  mailing?: boolean;
}

/** The guest's details as OrderUserInput, or null while the required ones are missing. */
export function orderUserInput(info: CheckoutUserInfo): OrderUserInputValue | null {
  const trimmed = (value: string) => value.trim();
  const required = [info.email, info.name, info.address[0], info.city, info.country].map(trimmed);
  if (required.some((value) => value === '')) return null;
  const input: OrderUserInputValue = {
    email: trimmed(info.email),
    name: trimmed(info.name),
    address: info.address.map(trimmed).filter((line, index) => index === 0 || line !== ''),
    city: trimmed(info.city),
    country: info.country,
    mailing: info.mailing,
  };
  if (info.invoiceLanguage !== '') input.invoiceLanguage = info.invoiceLanguage;
  const optional = {
    organization: info.organization,
    zip: info.zip,
    state: info.state,
    vatNumber: info.vatNumber,
    phone: info.phone,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (trimmed(value) !== '') input[key as keyof typeof optional] = trimmed(value);
  }
  return input;
}

/**
 * The buyer's address as AddressInput (readAvailableShippings): OrderUserInput without what only a
 * buyer has (e-mail, invoice language, mailing), or null while the required fields are missing.
 */
export function addressInputOfUserInfo(
  info: CheckoutUserInfo,
): Omit<OrderUserInputValue, 'email' | 'invoiceLanguage' | 'mailing'> | null {
  const user = orderUserInput(info);
  if (!user) return null;
  const { email: _email, invoiceLanguage: _invoiceLanguage, mailing: _mailing, ...address } = user;
  return address;
}
