import type { CheckoutUserInfo } from '../cart/checkout-state.ts';

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
  };
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
