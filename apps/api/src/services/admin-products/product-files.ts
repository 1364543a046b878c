import { createHash } from 'node:crypto';
import type { StoredImage } from '@foundry/db';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { adminProductEditingWrites } from '../../repositories/admin/admin-product-editing-writes.ts';
import { megabytes } from '../admin-families/family-upload-limits.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { changeProduct } from './edit-product.ts';
import { isPdf, sniffImage } from './product-file-types.ts';
import { textOf } from './product-input.ts';

const MEGABYTE = 1024 * 1024;

/** What a product's files may be (docs/products.md). */
export const PRODUCT_FILE_LIMITS = {
  maxImageBytes: 10 * MEGABYTE,
  /** Neither side of an image longer than this many pixels. */
  maxImageSide: 8000,
  maxImages: 12,
  maxEbookBytes: 50 * MEGABYTE,
} as const;

export interface ProductFileUpload {
  productId: number;
  kind: 'image' | 'ebook';
  fileName: string;
  bytes: Uint8Array;
  /** The image's text alternative; empty: the product's title. */
  alt: string;
}

type Deps = Pick<StaffDeps, 'admin' | 'staff' | 'storage'>;

/** Content-addressed, as the seed stores its images and e-books: the same bytes, the same key. */
const keyOf = (folder: string, bytes: Uint8Array, extension: string) =>
  `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${extension}`;

const EXTENSION = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;
const CONTENT_TYPE = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * Stores an uploaded product image (PNG, JPEG or WebP, by its bytes) or an e-book's PDF in the file
 * store and records it on the product in one audited write: an image joins the product's images (the
 * first becomes its cover), a PDF becomes (or replaces) the e-book's file. The bytes are stored
 * before the transaction; a refused write leaves an unreferenced file under its content's key.
 */
export async function storeProductFile(upload: ProductFileUpload, deps: Deps) {
  requireStaff(deps.staff, 'products.write');
  return upload.kind === 'image' ? addImage(upload, deps) : putEbookFile(upload, deps);
}

async function addImage(upload: ProductFileUpload, deps: Deps) {
  const limits = PRODUCT_FILE_LIMITS;
  if (upload.bytes.byteLength > limits.maxImageBytes) {
    throw new InputError({ file: `An image is at most ${megabytes(limits.maxImageBytes)}.` });
  }
  const image = sniffImage(upload.bytes);
  if (!image) throw new InputError({ file: 'Send a PNG, JPEG or WebP image.' });
  if (image.width > limits.maxImageSide || image.height > limits.maxImageSide) {
    throw new InputError({ file: `An image is at most ${limits.maxImageSide} pixels on each side.` });
  }
  const alt = textOf(upload.alt, 'alt', 0, 300, 'A text alternative');
  const key = keyOf('images', upload.bytes, EXTENSION[image.format]);
  await deps.storage.put(key, upload.bytes, CONTENT_TYPE[image.format]);
  return changeProduct(deps, upload.productId, async (tx, product) => {
    if (product.images.length >= limits.maxImages) {
      throw new StaffError(STAFF_ERROR.CONFLICT, `A product has at most ${limits.maxImages} images.`);
    }
    const stored: StoredImage = { key, width: image.width, height: image.height, alt: alt || product.title };
    const images = [...product.images, stored];
    const row = await adminProductEditingWrites.setImages(
      tx,
      product.id,
      images,
      product.coverImage ?? stored,
      new Date(),
    );
    return { row, audit: { action: 'product.image.add', before: null, after: { ...stored } } };
  });
}

/** The name buyers see in their download: the uploaded file's own name, or the product's address. */
function ebookFileName(uploaded: string, url: string): string {
  const base =
    uploaded
      .split(/[\\/]/)
      .pop()
      ?.replace(/[^\p{L}\p{N} ._-]/gu, '')
      .trim() ?? '';
  const name = base.toLowerCase().endsWith('.pdf') ? base : `${base || url}.pdf`;
  return name.length > 120 ? `${url.slice(0, 110)}.pdf` : name;
}

async function putEbookFile(upload: ProductFileUpload, deps: Deps) {
  if (upload.bytes.byteLength > PRODUCT_FILE_LIMITS.maxEbookBytes) {
    throw new InputError({ file: `An e-book is at most ${megabytes(PRODUCT_FILE_LIMITS.maxEbookBytes)}.` });
  }
  if (!isPdf(upload.bytes)) throw new InputError({ file: 'Send the e-book as a PDF file.' });
  const fileKey = keyOf('ebooks', upload.bytes, 'pdf');
  return changeProduct(deps, upload.productId, async (tx, product) => {
    if (!product.digital) throw new StaffError(STAFF_ERROR.CONFLICT, 'Only an e-book has a PDF file.');
    await deps.storage.put(fileKey, upload.bytes, 'application/pdf');
    const before = await adminProductEditingWrites.ebookFileOf(tx, product.id);
    const file = await adminProductEditingWrites.putEbookFile(tx, {
      physicalProductId: product.id,
      fileKey,
      fileName: ebookFileName(upload.fileName, product.url),
      contentType: 'application/pdf',
      byteSize: upload.bytes.byteLength,
    });
    const described = (f: typeof file | null) => (f ? { fileName: f.fileName, byteSize: f.byteSize } : null);
    return {
      row: product,
      audit: { action: 'product.ebook-file', before: described(before), after: described(file) },
    };
  });
}

/** Takes an image off the product (the file stays stored: other records may share its key). */
export function removeProductImage(
  input: { productId: number; key: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  return changeProduct(deps, input.productId, async (tx, product) => {
    const removed = product.images.find((image) => image.key === input.key);
    if (!removed) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'The product has no such image.');
    const images = product.images.filter((image) => image.key !== input.key);
    const cover = product.coverImage?.key === input.key ? (images[0] ?? null) : product.coverImage;
    const row = await adminProductEditingWrites.setImages(tx, product.id, images, cover, new Date());
    return { row, audit: { action: 'product.image.remove', before: { ...removed }, after: null } };
  });
}
