import { randomBytes } from 'node:crypto';
import { type Db, discountCodes, physicalProducts, physicalProductVariants } from '@foundry/db';

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
