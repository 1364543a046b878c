import { InputError, isInputError, isStaffError, STAFF_ERROR } from '@foundry/errors';
import { BodyTooLargeError, readCappedBody } from '../http/read-capped-body.ts';
import type { Logger } from '../logger.ts';
import { maskAdminError } from './mask-admin-error.ts';

// The back office's uploads (a family's font files, a product's image or PDF) are multipart POSTs
// beside the admin API: the caller checks the origin and the staff member's permission before the
// body is read, then reads it here under a cap, and answers errors in the admin API's shape.

/** Room for the multipart boundaries and the form's text fields around the files. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

const STATUS_OF_CODE: Record<string, number> = {
  [STAFF_ERROR.UNAUTHENTICATED]: 401,
  [STAFF_ERROR.FORBIDDEN]: 403,
  [STAFF_ERROR.NOT_FOUND]: 404,
  [STAFF_ERROR.CONFLICT]: 409,
  BAD_USER_INPUT: 400,
};

/** The multipart form of `request`, at most `maxBytes` long; else `field`'s error `tooLarge`. */
export async function readUploadForm(
  request: Request,
  maxBytes: number,
  field: string,
  tooLarge: string,
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new InputError({ [field]: 'Send the files as multipart/form-data.' });
  }
  let body: Uint8Array;
  try {
    body = await readCappedBody(request, maxBytes + FORM_OVERHEAD_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new InputError({ [field]: tooLarge });
  }
  try {
    // Node's own parser, as the shop's upload route: it keeps every file sent under one name.
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new InputError({ [field]: 'The upload could not be read; send it again.' });
  }
}

/** A refused or failed upload as the admin API answers errors (`errors[0].extensions.code`, `fields`). */
export function uploadErrorResponse(error: unknown, logger: Logger, what: string): Response {
  const masked = maskAdminError(error);
  const code = String(masked.extensions.code ?? '');
  const status = STATUS_OF_CODE[code] ?? (isStaffError(error) || isInputError(error) ? 400 : 500);
  if (status === 500) logger.error({ err: error }, `${what} failed`);
  return Response.json({ errors: [masked.toJSON()] }, { status });
}
