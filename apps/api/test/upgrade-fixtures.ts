import type { OrderItemLicense } from '@foundry/domain';

export const desktop = (computers: string) => [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: computers },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];

export const OWNED_LICENCE: OrderItemLicense[] = [
  {
    id: 'desktop',
    title: 'Desktop',
    options: [
      { name: 'computers', title: 'Computers', value: '5', valueTitle: 'Up to 5 computers' },
      { name: 'thirdParties', title: 'Third parties', value: '0', valueTitle: 'None' },
      { name: 'term', title: 'Term', value: 'perpetual', valueTitle: 'Perpetual' },
    ],
  },
];

export const SUMMARY = /* GraphQL */ `
  query ($f: ID!, $o: UpgradeOption!, $s: ID, $e: [ID!], $l: [LicenseSelectionInput!]) {
    readUpgradeFamilySummary(myFamilyID: $f, upgradeOption: $o, styleID: $s, encodingIDs: $e, licenses: $l) {
      items { title description }
      originalPrice { amount currency } creditPrice { amount } subTotalPrice { amount }
      clubPoints
      unsupportedEncodings { key value }
      license { id options { name value } }
      encodings { id }
      product { id kind }
    }
  }
`;

export interface Summary {
  items: { title: string; description: string }[];
  originalPrice: { amount: number; currency: string };
  creditPrice: { amount: number };
  subTotalPrice: { amount: number };
  clubPoints: number;
  unsupportedEncodings: { key: string; value: string }[];
  license: { id: string; options: { name: string; value: string }[] }[];
  encodings: { id: string }[];
  product: { id: string; kind: string } | null;
}

export const CART = /* GraphQL */ `
  query ($fonts: [FamilyProductSelectionInput!]) {
    readCartSummary(familyProductSelections: $fonts, country: "CZ") {
      items { title price { amount } oldPrice { amount } product { ... on FontProduct { id kind } } license { id options { name value } } }
      subTotalPrice { amount }
    }
  }
`;
