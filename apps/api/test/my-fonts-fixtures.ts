export const MY_FONTS = /* GraphQL */ `
  query MyFonts($purchased: Boolean, $trial: Boolean, $corporate: Boolean, $familyID: ID, $sortBy: MyFontsSortBy, $page: Int, $pageSize: Int) {
    readUser {
      myFonts(purchased: $purchased, trial: $trial, corporate: $corporate, familyID: $familyID, sortBy: $sortBy, page: $page, pageSize: $pageSize) {
        nodes {
          __typename id
          family { id url title preRelease }
          canDownload canCustomise canBuyOnlyPrerelease canDownloadCorporateFonts buyingOptions
          customisations { id title axesData { tag value } }
          licenses {
            orderID orderDate productTitle
            encodings { url }
            licenses { id title licenseName validFrom validTo options { name value } }
          }
          ownedStyles { id title }
          encodings { url }
          ... on MyTrialFamily { trialDownloadedAt lastTrialDownload { id status file } }
        }
        pageInfo { hasNextPage nextPage }
      }
    }
  }
`;
export const TRIAL = /* GraphQL */ `
  mutation Trial($productID: ID!, $token: String) {
    downloadTrialFamily(productID: $productID, token: $token) { id status file }
  }
`;
export const WEB_ONLY = [
  {
    id: 'web',
    title: 'Web',
    options: [
      { name: 'pageviews', title: 'Page views', value: '10000', valueTitle: 'Up to 10,000' },
      { name: 'term', title: 'Licence term', value: 'perpetual', valueTitle: 'Perpetual' },
    ],
  },
];
export const CORPORATE = [
  {
    id: 'corporate',
    title: 'Corporate',
    options: [{ name: 'employees', title: 'Company size', value: '50', valueTitle: 'Up to 50 employees' }],
  },
];

export interface MyLicenseNode {
  orderID: string;
  orderDate: string;
  productTitle: string;
  encodings: { url: string }[];
  licenses: {
    id: string;
    title: string;
    licenseName: string | null;
    validFrom: string;
    validTo: string | null;
  }[];
}
export interface MyFontNode {
  __typename: string;
  id: string;
  family: { id: string; url: string; title: string; preRelease: boolean };
  canDownload: boolean;
  canCustomise: boolean;
  canBuyOnlyPrerelease: boolean;
  canDownloadCorporateFonts: boolean;
  buyingOptions: string[];
  customisations: { id: string; title: string; axesData: { tag: string; value: number }[] }[];
  licenses: MyLicenseNode[];
  ownedStyles: { id: string; title: string }[];
  encodings: { url: string }[];
  trialDownloadedAt?: string;
  lastTrialDownload?: { id: string; status: string; file: string | null } | null;
}
export type MyFontsData = {
  readUser: { myFonts: { nodes: MyFontNode[]; pageInfo: { hasNextPage: boolean; nextPage: number } } };
};
