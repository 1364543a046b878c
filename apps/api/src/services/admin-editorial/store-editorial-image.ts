import { createHash } from 'node:crypto';
import { InputError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { megabytes } from '../admin-families/family-upload-limits.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { loadSharp } from '../uploads/load-sharp.ts';
import { reencodeImage, UnreadableImageError } from '../uploads/reencode-image.ts';
import { sniffImageType } from '../uploads/sniff-image-type.ts';
import { UPLOAD_LIMITS } from '../uploads/upload-limits.ts';

/** An image stored for editorial blocks: what an image block names (docs/editorial-admin.md). */
export interface EditorialImage {
  key: string;
  width: number;
  height: number;
}

type Deps = Pick<StaffDeps, 'admin' | 'staff' | 'storage'>;

/**
 * Stores an image staff upload for a story's, page's or newsletter's image block. The file is taken
 * as the customers' uploads are: its type read from its bytes, then decoded and encoded again (no
 * metadata or hidden payload is kept, at most 4,000 px a side). Stored under its content's key in
 * `images/`, as the seed's and the products' images are, and recorded in the audit log.
 */
export async function storeEditorialImage(bytes: Uint8Array, deps: Deps): Promise<EditorialImage> {
  const staff = requireStaff(deps.staff, 'editorial.write');
  if (bytes.byteLength > UPLOAD_LIMITS.maxFileBytes) {
    throw new InputError({ file: `An image is at most ${megabytes(UPLOAD_LIMITS.maxFileBytes)}.` });
  }
  const { image: type } = await sniffImageType(bytes);
  if (!type) throw new InputError({ file: 'Send a PNG, JPEG, GIF or WebP image.' });
  let encoded: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    encoded = await reencodeImage(bytes, type);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new InputError({ file: 'This image cannot be read.' });
    throw error;
  }
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(encoded.bytes).metadata();
  const hash = createHash('sha256').update(encoded.bytes).digest('hex').slice(0, 24);
  const image: EditorialImage = { key: `images/${hash}.${encoded.extension}`, width, height };
  await deps.storage.put(image.key, encoded.bytes, encoded.contentType);
  return auditedWrite(deps.admin.db, staff, async () => ({
    result: image,
    audit: {
      action: 'editorial.image.upload',
      entityType: 'editorial-image',
      entityId: image.key,
      before: null,
      after: { ...image, byteSize: encoded.bytes.byteLength },
    },
  }));
}
