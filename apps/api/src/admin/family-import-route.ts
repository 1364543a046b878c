import type { FileSink } from '@foundry/db';
import { InputError, isInputError, isStaffError, STAFF_ERROR } from '@foundry/errors';
import { BodyTooLargeError, readCappedBody } from '../http/read-capped-body.ts';
import type { UploadedFile } from '../services/admin-families/family-upload-files.ts';
import { FAMILY_UPLOAD_LIMITS, megabytes } from '../services/admin-families/family-upload-limits.ts';
import { importUploadedFamily } from '../services/admin-families/import-uploaded-family.ts';
import { requireStaff } from '../services/staff/require-staff.ts';
import type { StaffDeps } from '../services/staff/staff-deps.ts';
import { maskAdminError } from './mask-admin-error.ts';

/** Where the admin app posts a family's font files (docs/family-admin.md). */
export const FAMILY_IMPORT_PATH = '/admin/family-imports';

/** Room for the multipart boundaries and the form's text fields around the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const STATUS_OF_CODE: Record<string, number> = {
  [STAFF_ERROR.UNAUTHENTICATED]: 401,
  [STAFF_ERROR.FORBIDDEN]: 403,
  BAD_USER_INPUT: 400,
};

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
    const form = await readForm(request);
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
    const masked = maskAdminError(error);
    const code = String(masked.extensions.code ?? '');
    const status = STATUS_OF_CODE[code] ?? (isStaffError(error) || isInputError(error) ? 400 : 500);
    if (status === 500) deps.logger.error({ err: error }, 'family import failed');
    return Response.json({ errors: [masked.toJSON()] }, { status });
  }
}

async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new InputError({ files: 'Send the files as multipart/form-data.' });
  }
  let body: Uint8Array;
  try {
    body = await readCappedBody(request, FAMILY_UPLOAD_LIMITS.maxTotalBytes + FORM_OVERHEAD_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new InputError({
      files: `The files come to more than ${megabytes(FAMILY_UPLOAD_LIMITS.maxTotalBytes)} together.`,
    });
  }
  try {
    // Node's own parser, as the shop's upload route: it keeps every file sent under one name.
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new InputError({ files: 'The upload could not be read; send it again.' });
  }
}
