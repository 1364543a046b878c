import { graphql } from '../../lib/graphql/graphql.ts';

/** The countries (and their states) an address may name, for the address forms. */
export const ReadCountriesQuery = graphql(`
  query ReadCheckoutCountries {
    readCountries {
      code
      title
      isEU
      useVATID
      states { code title }
    }
  }
`);

/** Saves an address to the signed-in buyer's address book. */
export const CreateUserAddressMutation = graphql(`
  mutation CreateUserAddress($address: AddressInput!, $label: String, $isDefault: Boolean) {
    createUserAddress(address: $address, label: $label, isDefault: $isDefault) {
      id
    }
  }
`);
