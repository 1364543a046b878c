export const SUMMARY = /* GraphQL */ `
  query Summary(
    $fonts: [FamilyProductSelectionInput!]
    $physical: [PhysicalProductSelectionInput!]
    $shipping: ShippingSelectionInput
    $discountCode: String
    $user: OrderUserInput
    $country: String
  ) {
    readCartSummary(
      familyProductSelections: $fonts
      physicalProductSelections: $physical
      shipping: $shipping
      discountCode: $discountCode
      user: $user
      country: $country
    ) {
      items {
        selectionIndex quantity title
        price { amount currency } oldPrice { amount } totalVAT { amount } percentageVAT discount { amount }
        product { __typename ... on PhysicalProduct { id } ... on FontProduct { id kind } }
        variant { id label }
        license { id title options { name value valueTitle } }
        encodings { id title }
        unsupportedEncodings
      }
      subTotalPrice { amount } discountPrice { amount } vatPrice { amount } totalPrice { amount }
      clubPoints
      shipping { id type price { amount } totalVAT { amount } percentageVAT discount { amount } }
      vat { kind country rate note }
      shippingRequired accountRequired
    }
  }
`;

export interface Item {
  selectionIndex: number;
  quantity: number;
  title: string;
  price: { amount: number; currency: string };
  oldPrice: { amount: number } | null;
  totalVAT: { amount: number };
  percentageVAT: number;
  discount: { amount: number };
  product: { __typename: string; id: string; kind?: string };
  variant: { id: string; label: string } | null;
  license: { id: string; title: string; options: { name: string; value: string; valueTitle: string }[] }[];
  encodings: { id: string; title: string }[];
  unsupportedEncodings: string[];
}
export interface Summary {
  readCartSummary: {
    items: Item[];
    subTotalPrice: { amount: number };
    discountPrice: { amount: number };
    vatPrice: { amount: number };
    totalPrice: { amount: number };
    clubPoints: number;
    shipping: {
      id: string;
      type: string;
      price: { amount: number };
      totalVAT: { amount: number };
      percentageVAT: number;
      discount: { amount: number };
    } | null;
    vat: { kind: string; country: string | null; rate: number; note: string | null };
    shippingRequired: boolean;
    accountRequired: boolean;
  };
}

export interface Variant {
  id: string;
  label: string;
  availability: number;
  price: { amount: number };
}
export interface Product {
  id: string;
  url: string;
  title: string;
  price: { amount: number };
  variants: Variant[];
}

export const DESKTOP_ONE_COMPUTER = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];
