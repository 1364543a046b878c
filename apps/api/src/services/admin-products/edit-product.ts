import { type Db, notifyChange } from '@foundry/db';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { adminProductEditingWrites } from '../../repositories/admin/admin-product-editing-writes.ts';
import type { AdminProductRow } from '../../repositories/admin/admin-product-repository.ts';
import { adminProductWrites } from '../../repositories/admin/admin-product-writes.ts';
import { type AuditEntry, auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { fieldChecks, productUrlOf, textOf } from './product-input.ts';

export interface ProductTexts {
  title: string;
  url: string;
  /** The description on the product page (plain text, paragraphs by blank lines). */
  body: string;
}

/** The title, address and description as staff typed them, or every wrong field's error. */
export function productTextsOf(input: ProductTexts): ProductTexts {
  const checks = fieldChecks();
  const title = checks.check(() => textOf(input.title, 'title', 2, 200, 'A title'));
  const url = checks.check(() => productUrlOf(input.url));
  const body = checks.check(() => textOf(input.body, 'body', 0, 20_000, 'A description'));
  checks.done();
  return { title: title ?? '', url: url ?? '', body: body ?? '' };
}

/**
 * One audited change of a product: its row is locked, `change` answers the new row and the audit
 * entry's action with what it was and is; the change feed hears of it in the same transaction.
 */
export function changeProduct(
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  productId: number,
  change: (
    tx: Db,
    product: AdminProductRow,
  ) => Promise<{ row: AdminProductRow; audit: Omit<AuditEntry, 'entityType' | 'entityId'> }>,
) {
  const staff = requireStaff(deps.staff, 'products.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const product = await adminProductWrites.lockProduct(tx, productId);
    if (!product) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such product.');
    const { row, audit } = await change(tx, product);
    await notifyChange(tx, { topic: 'products', ids: [String(product.id)] });
    return { result: row, audit: { ...audit, entityType: 'physical-product', entityId: String(product.id) } };
  });
}

const textsOfRow = (row: AdminProductRow) => ({ title: row.title, url: row.url, body: row.body });

/** Changes the title, address and description. */
export function updateProductTexts(
  input: ProductTexts & { productId: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  requireStaff(deps.staff, 'products.write');
  const texts = productTextsOf(input);
  return changeProduct(deps, input.productId, async (tx, product) => {
    if (await adminProductEditingWrites.urlTaken(tx, texts.url, product.id)) {
      throw new InputError({ url: 'Another product has this address.' });
    }
    const row = await adminProductEditingWrites.updateProduct(tx, product.id, texts, now);
    return { row, audit: { action: 'product.texts', before: textsOfRow(product), after: textsOfRow(row) } };
  });
}

/**
 * Publishes a product (the shop lists and sells it from now) or withdraws it. An e-book is published
 * only with its file, which buyers download; publishing twice, or withdrawing twice, is a conflict.
 */
export function setProductPublished(
  input: { productId: number; published: boolean },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  return changeProduct(deps, input.productId, async (tx, product) => {
    if ((product.publishedAt !== null) === input.published) {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        input.published ? 'The product is published already.' : 'The product is not published.',
      );
    }
    if (
      input.published &&
      product.digital &&
      !(await adminProductEditingWrites.ebookFileOf(tx, product.id))
    ) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'Upload the e-book’s PDF before publishing it.');
    }
    const publishedAt = input.published ? now : null;
    const row = await adminProductEditingWrites.updateProduct(tx, product.id, { publishedAt }, now);
    const state = (at: Date | null) => ({ publishedAt: at?.toISOString() ?? null });
    return {
      row,
      audit: {
        action: input.published ? 'product.publish' : 'product.unpublish',
        before: state(product.publishedAt),
        after: state(publishedAt),
      },
    };
  });
}
