export const FONTS = /* GraphQL */ `
  query Fonts($code: String!) {
    readCorporateFonts(code: $code) {
      code company validTo
      products { id kind title encodingIDs price { amount currency } family { id } children { id kind } }
    }
  }
`;
export const LICENSES = /* GraphQL */ `
  query Licenses($code: String!) { readCorporateLicenses(code: $code) { id slug options { name } } }
`;
export const SUMMARY_FIELDS = /* GraphQL */ `
  subTotalPrice { amount currency } discountPrice { amount } vatPrice { amount } totalPrice { amount } clubPoints
  shippingRequired
  items { title price { amount } totalVAT { amount } percentageVAT license { id } encodings { id } }
`;
export const SUMMARY = /* GraphQL */ `
  query Summary($code: String!, $productID: ID!, $licenses: [LicenseSelectionInput!]!) {
    readCorporateCartSummary(code: $code, productID: $productID, licenses: $licenses) { ${SUMMARY_FIELDS} }
  }
`;
export const CART_SUMMARY = /* GraphQL */ `
  query Cart($familyProductSelections: [FamilyProductSelectionInput!]) {
    readCartSummary(familyProductSelections: $familyProductSelections) { ${SUMMARY_FIELDS} }
  }
`;
export const ORDER = /* GraphQL */ `
  mutation Corporate($code: String!, $productID: ID!, $licenses: [LicenseSelectionInput!]!,
                     $billingAddressID: ID!, $licenseAddressID: ID) {
    createCorporateOrder(code: $code, productID: $productID, licenses: $licenses,
                         billingAddressID: $billingAddressID, licenseAddressID: $licenseAddressID) {
      id hash status type email
      subTotalPrice { amount } vatPrice { amount } totalPrice { amount }
      items { kind title productID price { amount } totalVAT { amount } license { id options { name value } } encodings { id } }
      invoiceAddress { name country }
      licenseAddress { name country }
    }
  }
`;
export const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($password: String, $userInfo: UserInfoInput!, $token: String) {
    createUser(password: $password, userInfo: $userInfo, token: $token) { id }
  }
`;

export type SummaryAnswer = {
  subTotalPrice: { amount: number; currency: string };
  vatPrice: { amount: number };
  totalPrice: { amount: number };
  clubPoints: number;
  shippingRequired: boolean;
  items: { title: string; price: { amount: number }; percentageVAT: number; license: { id: string }[] }[];
};
export type OrderAnswer = {
  id: string;
  status: string;
  type: string;
  subTotalPrice: { amount: number };
  vatPrice: { amount: number };
  totalPrice: { amount: number };
  items: { kind: string; productID: string | null; license: { id: string }[]; encodings: { id: string }[] }[];
  invoiceAddress: { name: string; country: string };
  licenseAddress: { name: string; country: string } | null;
};

export const CORPORATE = (employees = '250') => [
  {
    id: 'corporate',
    options: [
      { name: 'employees', value: employees },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];
export const DESKTOP = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];
