import { InputError } from '@foundry/errors';
import { storeEditorialImage } from '../services/admin-editorial/store-editorial-image.ts';
import { megabytes } from '../services/admin-families/family-upload-limits.ts';
import { requireStaff } from '../services/staff/require-staff.ts';
import type { StaffDeps } from '../services/staff/staff-deps.ts';
import { UPLOAD_LIMITS } from '../services/uploads/upload-limits.ts';
import { readUploadForm, uploadErrorResponse } from './admin-upload.ts';

/** Where the admin app posts an image for an editorial image block (docs/editorial-admin.md). */
export const EDITORIAL_IMAGE_PATH = '/admin/editorial-images';

/**
 * `POST /admin/editorial-images`: a multipart form with one `file`. The caller passed the admin origin
 * check; the staff member and their permission are checked before the body is read. The answer is
 * `{ image: { key, width, height } }` or the admin API's error shape.
 */
export async function handleEditorialImage(
  request: Request,
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'logger' | 'storage'>,
): Promise<Response> {
  try {
    requireStaff(deps.staff, 'editorial.write');
    const max = UPLOAD_LIMITS.maxFileBytes;
    const form = await readUploadForm(request, max, 'file', `An image is at most ${megabytes(max)}.`);
    const file = form.get('file');
    if (!file || typeof file === 'string') throw new InputError({ file: 'Choose an image.' });
    const image = await storeEditorialImage(new Uint8Array(await file.arrayBuffer()), deps);
    return Response.json({ image });
  } catch (error) {
    return uploadErrorResponse(error, deps.logger, 'editorial image upload');
  }
}
