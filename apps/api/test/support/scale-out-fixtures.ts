// What the scale-out journey asks for and the shapes of the shop's answers it reads.

/** A desktop licence for one computer, bought for ever. */
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

export type Answer<Data> = { data?: Data | null; errors?: { message: string }[] };
export type FontProduct = { id: string; kind: string; encodingIDs: string[] };
export type Families = { readFamilies: { nodes: { fontProducts: FontProduct[] }[] } };
export type Posters = { readPhysicalProducts: { nodes: { id: string; variants: { id: string }[] }[] } };
export type PlacedOrder = {
  id: string;
  hash: string;
  status: string;
  totalPrice: { amount: number };
  items: { kind: string }[];
};
export type OrderStatus = { readOrder: { status: string } };
export type FamilyPrices = {
  readFamilies: {
    nodes: { url: string; fontProducts: { id: string; kind: string; price: { amount: number } }[] }[];
  };
};
export type DownloadState = { readDownloadInfo: { status: string; file: string | null } };
