import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { physicalProducts, physicalProductVariants } from '../schema/index.ts';
import { readSeedData, readSeedFont } from './seed-paths.ts';

/** A demo product as the seed's JSON files write it. */
export type DemoProduct = {
  url: string;
  title: string;
  productType: 'BOOK' | 'POSTER' | 'TSHIRT' | 'TOTE';
  priceAmount: number;
  oldPriceAmount: number | null;
  body: string;
  categories: string[];
  publishers: string[];
  languages: string[];
  publishedAt: string;
  variants: { label: string; stock: number; priceAmount?: number }[];
  attributes: { name: string; value: string }[];
  coverBgColor: string;
  foreground: string;
  /** [family folder, file] of the demo font the cover is set in. */
  font: [string, string];
  vatCategory: 'standard' | 'reduced';
  accountRequired: boolean;
  coverTitle: string;
  subtitle: string;
};

/** Books, posters, t-shirts and totes with variants, stock and covers drawn in our own fonts. */
export async function seedPhysicalProducts(db: Db, files: FileSink): Promise<void> {
  const demo = await readSeedData<DemoProduct[]>('physical-products.json');
  for (const [index, product] of demo.entries()) await insertDemoProduct(db, files, product, index);
}

/** One demo product with its two drawn views and its variants; `sort` places it in the listings. */
export async function insertDemoProduct(
  db: Db,
  files: FileSink,
  product: DemoProduct,
  sort: number,
): Promise<void> {
  const subtitleFont = await readSeedFont('inter', 'Inter-Medium.woff2');
  const titleFont = await readSeedFont(product.font[0], product.font[1]);
  const cover = await renderCover(files, {
    title: product.coverTitle,
    subtitle: product.subtitle,
    background: product.coverBgColor,
    foreground: product.foreground,
    titleFont,
    subtitleFont,
    alt: `${product.title}: cover`,
  });
  // A second view: the colours swapped, square.
  const detail = await renderCover(files, {
    title: product.title,
    subtitle: product.attributes.map((attribute) => attribute.value).join(' · '),
    background: product.foreground,
    foreground: product.coverBgColor,
    titleFont,
    subtitleFont,
    width: 900,
    height: 900,
    alt: `${product.title}: detail`,
  });
  const [row] = await db
    .insert(physicalProducts)
    .values({
      url: product.url,
      title: product.title,
      body: product.body,
      productType: product.productType,
      coverBgColor: product.coverBgColor,
      coverImage: cover,
      images: [cover, detail],
      attributes: product.attributes,
      priceAmount: product.priceAmount,
      oldPriceAmount: product.oldPriceAmount,
      currency: 'EUR',
      vatCategory: product.vatCategory,
      shippingRequired: true,
      accountRequired: product.accountRequired,
      categories: product.categories,
      publishers: product.publishers,
      languages: product.languages,
      sort,
      publishedAt: new Date(`${product.publishedAt}T09:00:00Z`),
      updatedAt: new Date(`${product.publishedAt}T09:00:00Z`),
    })
    .returning({ id: physicalProducts.id });
  if (!row) throw new Error(`physical product ${product.url} was not inserted`);
  await db.insert(physicalProductVariants).values(
    product.variants.map((variant, variantSort) => ({
      physicalProductId: row.id,
      label: variant.label,
      priceAmount: variant.priceAmount ?? null,
      stock: variant.stock,
      sort: variantSort,
    })),
  );
}
