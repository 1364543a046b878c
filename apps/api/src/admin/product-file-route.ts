import { InputError } from '@foundry/errors';
import { megabytes } from '../services/admin-families/family-upload-limits.ts';
import { PRODUCT_FILE_LIMITS, storeProductFile } from '../services/admin-products/product-files.ts';
import { idOf } from '../services/admin-products/product-input.ts';
import { requireStaff } from '../services/staff/require-staff.ts';
import type { StaffDeps } from '../services/staff/staff-deps.ts';
import { readUploadForm, uploadErrorResponse } from './admin-upload.ts';

/** Where the admin app posts a product's image or an e-book's PDF (docs/products.md). */
export const PRODUCT_FILE_PATH = '/admin/product-files';

const MAX_BYTES = Math.max(PRODUCT_FILE_LIMITS.maxImageBytes, PRODUCT_FILE_LIMITS.maxEbookBytes);

/**
 * `POST /admin/product-files`: a multipart form (productId, kind `image` or `ebook`, file, alt). The
 * caller passed the admin origin check; the staff member and their permission are checked before the
 * body is read. The answer is `{ product: { id } }` or the admin API's error shape.
 */
export async function handleProductFile(
  request: Request,
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'logger' | 'storage'>,
): Promise<Response> {
  try {
    requireStaff(deps.staff, 'products.write');
    const form = await readUploadForm(
      request,
      MAX_BYTES,
      'file',
      `A file is at most ${megabytes(MAX_BYTES)}.`,
    );
    const file = form.get('file');
    if (!file || typeof file === 'string') throw new InputError({ file: 'Choose a file.' });
    const kind = form.get('kind');
    if (kind !== 'image' && kind !== 'ebook') throw new InputError({ kind: 'Send an image or an e-book.' });
    const product = await storeProductFile(
      {
        productId: idOf(String(form.get('productId') ?? ''), 'productId'),
        kind,
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        alt: String(form.get('alt') ?? ''),
      },
      deps,
    );
    return Response.json({ product: { id: String(product.id) } });
  } catch (error) {
    return uploadErrorResponse(error, deps.logger, 'product file upload');
  }
}
