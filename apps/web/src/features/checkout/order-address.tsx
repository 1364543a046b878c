import type { StoredAddress } from '../addresses/index.ts';
import { countryName } from './country-name.ts';

/** An address on an order: a postal address, with the buyer's e-mail on the billing one. */
export interface OrderAddressView extends Omit<StoredAddress, 'label' | 'phone'> {
  email?: string | null;
}

/**
 * An order's address as the buyer reads it before and after ordering: name, organisation, street
 * lines, postcode and city, state, the country by its name, VAT number and e-mail, one a line,
 * the empty ones left out.
 */
export function OrderAddress({ address }: { address: OrderAddressView }) {
  const lines = [
    address.name,
    address.organization,
    ...address.address,
    [address.zip, address.city].filter(Boolean).join(' '),
    address.state,
    address.country ? countryName(address.country) : null,
    address.vatNumber,
    address.email,
  ].filter((line): line is string => Boolean(line && line.trim() !== ''));
  return (
    <address>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address have no identity
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
