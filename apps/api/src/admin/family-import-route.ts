import type { FileSink } from '@foundry/db';
import type { UploadedFile } from '../services/admin-families/family-upload-files.ts';
import { FAMILY_UPLOAD_LIMITS, megabytes } from '../services/admin-families/family-upload-limits.ts';
import { importUploadedFamily } from '../services/admin-families/import-uploaded-family.ts';
import { requireStaff } from '../services/staff/require-staff.ts';
import type { StaffDeps } from '../services/staff/staff-deps.ts';
import { readUploadForm, uploadErrorResponse } from './admin-upload.ts';

/** Where the admin app posts a family's font files (docs/family-admin.md). */
export const FAMILY_IMPORT_PATH = '/admin/family-imports';

/**
 * `POST /admin/family-imports`: a multipart form (title, url, published, files) that adds a family.
 * The caller passed the admin origin check; the staff member and their permission are checked
 * before the body is read, so nobody else can make the server read megabytes. The answer is
 * `{ family }` or the admin API's error shape (`errors[0].extensions.code`, `fields`).
 */
export async function handleFamilyImport(
  request: Request,
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'logger'> & { files: FileSink },
): Promise<Response> {
  try {
    requireStaff(deps.staff, 'catalogue.write');
    const form = await readUploadForm(
      request,
      FAMILY_UPLOAD_LIMITS.maxTotalBytes,
      'files',
      `The files come to more than ${megabytes(FAMILY_UPLOAD_LIMITS.maxTotalBytes)} together.`,
    );
    const files: UploadedFile[] = [];
    for (const value of form.getAll('files')) {
      if (typeof value === 'string') continue;
      files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
    const family = await importUploadedFamily(
      {
        title: String(form.get('title') ?? ''),
        url: String(form.get('url') ?? ''),
        published: form.get('published') === 'true',
        files,
      },
      deps,
    );
    return Response.json({ family: { id: String(family.id), url: family.url, title: family.title } });
  } catch (error) {
    return uploadErrorResponse(error, deps.logger, 'family import');
  }
}
