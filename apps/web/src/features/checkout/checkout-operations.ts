import { AddressFields } from '../../lib/graphql/fragments/address-fields.ts';
import { graphql } from '../../lib/graphql/graphql.ts';

/** The cart's prices, VAT and shipping as the server computes them (docs/checkout.md). */
export const ReadCartSummaryQuery = graphql(`
  query ReadCartSummary(
    $familyProductSelections: [FamilyProductSelectionInput!]
    $physicalProductSelections: [PhysicalProductSelectionInput!]
    $shipping: ShippingSelectionInput
    $discountCode: String
    $user: OrderUserInput
    $country: String
  ) {
    readCartSummary(
      familyProductSelections: $familyProductSelections
      physicalProductSelections: $physicalProductSelections
      shipping: $shipping
      discountCode: $discountCode
      user: $user
      country: $country
    ) {
      items {
        selectionIndex
        quantity
        title
        price { amount currency }
        oldPrice { amount currency }
        totalVAT { amount currency }
        percentageVAT
        discount { amount currency }
        variant { id label }
        license {
          id
          title
          options { name title value valueTitle }
          licenseName
          licenseEmail
          licenseIndex
        }
        encodings { id title }
      }
      subTotalPrice { amount currency }
      discountPrice { amount currency }
      vatPrice { amount currency }
      totalPrice { amount currency }
      clubPoints
      shipping { id type title price { amount currency } totalVAT { amount currency } pickupAddress }
      vat { kind country rate note }
      shippingRequired
      accountRequired
    }
  }
`);

/** Checks a discount code against the cart: a refusal is valid: false with its code 300–306. */
export const ValidateDiscountCodeQuery = graphql(`
  query ValidateDiscountCode(
    $familyProductSelections: [FamilyProductSelectionInput!]
    $physicalProductSelections: [PhysicalProductSelectionInput!]
    $discountCode: String!
  ) {
    validateDiscountCode(
      familyProductSelections: $familyProductSelections
      physicalProductSelections: $physicalProductSelections
      discountCode: $discountCode
    ) {
      valid
      code
      message
      discount { amount currency }
    }
  }
`);

/** The shipping methods that deliver the physical items to an address (or a country). */
export const ReadAvailableShippingsQuery = graphql(`
  query ReadAvailableShippings(
    $shippingAddress: AddressInput
    $country: String
    $physicalProductSelections: [PhysicalProductSelectionInput!]!
  ) {
    readAvailableShippings(
      shippingAddress: $shippingAddress
      country: $country
      physicalProductSelections: $physicalProductSelections
    ) {
      id
      type
      title
      subTitle
      description
      deliveryTime
      price { amount currency }
      percentageVAT
      pickupAddress
    }
  }
`);

/** The VAT id check (VIES); debounced 250 ms by the form. */
export const ValidateVatQuery = graphql(`
  query ValidateVAT($country: String!, $vatID: String!) {
    validateVAT(country: $country, vatID: $vatID) {
      code
      message
      name
      address
    }
  }
`);

/** The signed-in buyer's account details, to fill the form (null for guests). */
export const ReadCheckoutUserQuery = graphql(`
  query ReadCheckoutUser {
    readUser {
      id
      email
      name
      organization
      address
      address2
      address3
      city
      zip
      country
      state
      vatNumber
      phone
    }
  }
`);

/** A guest order (captcha token taken at submit); answers the order with its id and hash. */
export const CreateOrderMutation = graphql(`
  mutation CreateOrder(
    $user: OrderUserInput
    $familyProductSelections: [FamilyProductSelectionInput!]
    $physicalProductSelections: [PhysicalProductSelectionInput!]
    $shippingID: ID
    $isGift: Boolean
    $affiliateID: String
    $discountCode: String
    $reCaptchaToken: String
  ) {
    createOrder(
      user: $user
      familyProductSelections: $familyProductSelections
      physicalProductSelections: $physicalProductSelections
      shippingID: $shippingID
      isGift: $isGift
      affiliateID: $affiliateID
      discountCode: $discountCode
      reCaptchaToken: $reCaptchaToken
    ) {
      id
      hash
      paymentUrl
    }
  }
`);

/** The signed-in buyer's saved addresses to order with (docs/checkout.md). */
export const ReadCheckoutAddressesQuery = graphql(
  `
  query ReadCheckoutAddresses {
    readUser {
      id
      email
      addresses {
        nodes {
          ...AddressFields
        }
      }
      defaultAddress { id }
    }
  }
`,
  [AddressFields],
);

/** A signed-in buyer's order with saved address ids (no captcha: the session is the proof). */
export const CreateUserOrderMutation = graphql(`
  mutation CreateUserOrder(
    $familyProductSelections: [FamilyProductSelectionInput!]
    $physicalProductSelections: [PhysicalProductSelectionInput!]
    $shippingID: ID
    $isGift: Boolean
    $affiliateID: String
    $discountCode: String
    $billingAddressID: ID!
    $shippingAddressID: ID
    $licenseAddressID: ID
    $priceCalculation: Boolean
  ) {
    createUserOrder(
      familyProductSelections: $familyProductSelections
      physicalProductSelections: $physicalProductSelections
      shippingID: $shippingID
      isGift: $isGift
      affiliateID: $affiliateID
      discountCode: $discountCode
      billingAddressID: $billingAddressID
      shippingAddressID: $shippingAddressID
      licenseAddressID: $licenseAddressID
      priceCalculation: $priceCalculation
    ) {
      id
      hash
      paymentUrl
    }
  }
`);
