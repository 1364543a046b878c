import { randomBytes } from 'node:crypto';
import { type Db, discountCodes, physicalProducts, physicalProductVariants } from '@foundry/db';
import { eq } from '@foundry/db/orm';

/** A published poster of its own with one variant in stock, for tests that change stock or prices. */
export async function insertStockedProduct(db: Db, stock = 10, priceAmount = 3000) {
  const url = `test-poster-${randomBytes(4).toString('hex')}`;
  const [product] = await db
    .insert(physicalProducts)
    .values({ url, title: `Test poster ${url}`, productType: 'POSTER', priceAmount, publishedAt: new Date() })
    .returning({ id: physicalProducts.id });
  if (!product) throw new Error('no product');
  const [variant] = await db
    .insert(physicalProductVariants)
    .values({ physicalProductId: product.id, label: 'A2', stock })
    .returning({ id: physicalProductVariants.id });
  if (!variant) throw new Error('no variant');
  return { productId: product.id, variantId: variant.id, url };
}

/** An enabled 10 % code without limits. */
export async function insertDiscountCode(
  db: Db,
  code = `TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
) {
  const [row] = await db
    .insert(discountCodes)
    .values({ code, percentBp: 1000 })
    .returning({ id: discountCodes.id });
  if (!row) throw new Error('no discount code');
  return { id: row.id, code };
}

/** Gives a product a second variant (A3, no orders) and one image; answers both. */
export async function addSpareVariantAndImage(db: Db, productId: number) {
  const [variant] = await db
    .insert(physicalProductVariants)
    .values({ physicalProductId: productId, label: 'A3', stock: 0, sort: 1 })
    .returning({ id: physicalProductVariants.id });
  if (!variant) throw new Error('no variant');
  const image = {
    key: `images/test-${randomBytes(6).toString('hex')}.png`,
    width: 10,
    height: 10,
    alt: 'Test',
  };
  await db
    .update(physicalProducts)
    .set({ images: [image], coverImage: image })
    .where(eq(physicalProducts.id, productId));
  return { variantId: variant.id, imageKey: image.key };
}
