import { graphql } from '../../lib/graphql/graphql.ts';
import { LicenceFields } from '../licensing/index.ts';

/** What an access code unlocks (errors 300 not valid, 301 expired, 302 used up). */
export const ReadCorporateFontsQuery = graphql(`
  query ReadCorporateFonts($code: String!) {
    readCorporateFonts(code: $code) {
      code
      company
      validTo
      products {
        id
        title
        price { amount currency }
        family { id title }
      }
    }
  }
`);

/** The corporate licence and its third parties, with their options. */
export const ReadCorporateLicensesQuery = graphql(
  `
  query ReadCorporateLicenses($code: String!) {
    readCorporateLicenses(code: $code) {
      id
      ...LicenceFields
    }
  }
`,
  [LicenceFields],
);

/** Subtotal, VAT and total of one corporate purchase. */
export const ReadCorporateCartSummaryQuery = graphql(`
  query ReadCorporateCartSummary($code: String!, $productID: ID!, $licenses: [LicenseSelectionInput!]!) {
    readCorporateCartSummary(code: $code, productID: $productID, licenses: $licenses) {
      subTotalPrice { amount currency }
      vatPrice { amount currency }
      totalPrice { amount currency }
      vat { kind rate }
    }
  }
`);

/** A signed-in user's corporate order; the answer leads to the pay page. */
export const CreateCorporateOrderMutation = graphql(`
  mutation CreateCorporateOrder(
    $code: String!
    $productID: ID!
    $licenses: [LicenseSelectionInput!]!
    $billingAddressID: ID!
    $licenseAddressID: ID
  ) {
    createCorporateOrder(
      code: $code
      productID: $productID
      licenses: $licenses
      billingAddressID: $billingAddressID
      licenseAddressID: $licenseAddressID
    ) {
      id
      hash
    }
  }
`);
