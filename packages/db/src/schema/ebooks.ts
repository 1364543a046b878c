import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { physicalProducts } from './physical-products.ts';

// The file of a digital product (physical_products.digital): an e-book's PDF in the file store.
// Buyers get it in the order's download once the order is paid; it is never shipped.
export const ebookFiles = pgTable('ebook_files', {
  physicalProductId: integer('physical_product_id')
    .primaryKey()
    .references(() => physicalProducts.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  // The name the buyer sees in the ZIP, e.g. 'Inter-Specimen.pdf'.
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull().default('application/pdf'),
  byteSize: integer('byte_size').notNull(),
});
