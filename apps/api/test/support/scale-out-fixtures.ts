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
type PricedProduct = { id: string; kind: string; price: { amount: number }; children?: PricedProduct[] };
export type FamilyPrices = { readFamilies: { nodes: { url: string; fontProducts: PricedProduct[] }[] } };

/** Every font product of the answer: a family's products and their single styles (children). */
export function stylesOf(answer: FamilyPrices | null | undefined): PricedProduct[] {
  return (answer?.readFamilies.nodes ?? []).flatMap((family) =>
    family.fontProducts.flatMap((product) => [product, ...(product.children ?? [])]),
  );
}
export type DownloadState = { readDownloadInfo: { status: string; file: string | null } };
