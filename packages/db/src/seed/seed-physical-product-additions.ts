import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { physicalProducts } from '../schema/index.ts';
import { readSeedData } from './seed-paths.ts';
import { type DemoProduct, insertDemoProduct } from './seed-physical-products.ts';

/**
 * Demo products added after the first catalogues were seeded (physical-product-additions.json),
 * e.g. the in-stock book only an account may order. Idempotent: each is inserted once, by its url,
 * after every product already there, so a catalogue seeded earlier gets it too.
 */
export async function seedPhysicalProductAdditions(db: Db, files: FileSink): Promise<void> {
  const additions = await readSeedData<DemoProduct[]>('physical-product-additions.json');
  const present = await db
    .select({ url: physicalProducts.url })
    .from(physicalProducts)
    .where(
      inArray(
        physicalProducts.url,
        additions.map((product) => product.url),
      ),
    );
  const missing = additions.filter((product) => !present.some((row) => row.url === product.url));
  if (missing.length === 0) return;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(physicalProducts);
  for (const [index, product] of missing.entries()) {
    await insertDemoProduct(db, files, product, total + index);
  }
}
