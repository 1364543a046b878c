import { graphql } from '../graphql.ts';

/** A saved address with everything the address book and the checkout show of it. Unmasked. */
export const AddressFields = graphql(`
  fragment AddressFields on Address @_unmask {
    id
    label
    name
    organization
    address
    city
    zip
    country
    state
    vatNumber
    phone
    default
  }
`);
