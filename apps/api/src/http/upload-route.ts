import type { Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import { reencodeImage, UnreadableImageError } from '../services/uploads/reencode-image.ts';
import { sniffImageType } from '../services/uploads/sniff-image-type.ts';
import { storeUpload } from '../services/uploads/store-upload.ts';
import { UPLOAD_LIMITS } from '../services/uploads/upload-limits.ts';
import { BodyTooLargeError, readCappedBody } from './read-capped-body.ts';

/** The paths that accept uploads (docs/shop-contract.md); any other path is not an upload route. */
export const UPLOAD_PATHS: readonly string[] = [
  '/familyfeedback/uploadFeedback',
  '/uploads/images',
  '/fontsinuse/upload',
];

interface UploadRouteOptions {
  storage: FileStorage;
  /** The same allow-list as mutations: a browser on another site may not store files with us. */
  allowedOrigins: readonly string[];
}

/** A refusal the client can act on: an HTTP status, a code and one sentence. */
class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MEGABYTE = 1024 * 1024;

function describe(name: string): string {
  return name ? `'${name}'` : 'A file';
}

async function fileIdsFor(request: Request, storage: FileStorage): Promise<string[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new UploadRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
  }
  let body: Uint8Array;
  try {
    body = await readCappedBody(request, UPLOAD_LIMITS.maxRequestBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new UploadRefusal(
      413,
      'PAYLOAD_TOO_LARGE',
      `The upload is larger than ${UPLOAD_LIMITS.maxRequestBytes / MEGABYTE} MB.`,
    );
  }
  let form: FormData;
  try {
    // Node's own parser: the fetch ponyfill's kept only the last of several files under one name.
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new UploadRefusal(400, 'BAD_REQUEST', 'The multipart body could not be read.');
  }
  // Files usually come under `files[]`, but the client may choose another field name.
  const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) throw new UploadRefusal(400, 'NO_FILES', 'The request holds no files.');
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    throw new UploadRefusal(
      413,
      'TOO_MANY_FILES',
      `At most ${UPLOAD_LIMITS.maxFiles} files may be sent at once.`,
    );
  }

  // Every file is checked and re-encoded before any is stored: a refused request stores nothing.
  const images = [];
  for (const file of files) {
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      throw new UploadRefusal(
        413,
        'FILE_TOO_LARGE',
        `${describe(file.name)} is larger than ${UPLOAD_LIMITS.maxFileBytes / MEGABYTE} MB.`,
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { image, detectedMime } = await sniffImageType(bytes);
    if (!image) {
      const found = detectedMime ? ` (its content is ${detectedMime})` : '';
      throw new UploadRefusal(
        415,
        'UNSUPPORTED_FILE_TYPE',
        `${describe(file.name)} is not a PNG, JPEG, GIF or WebP image${found}.`,
      );
    }
    try {
      images.push(await reencodeImage(bytes, image));
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      throw new UploadRefusal(
        415,
        'UNREADABLE_IMAGE',
        `${describe(file.name)} could not be read as an image.`,
      );
    }
  }
  const fileIDs: string[] = [];
  for (const image of images) fileIDs.push(await storeUpload(storage, image));
  return fileIDs;
}

/**
 * `POST /familyfeedback/uploadFeedback` and the generic uploads (docs/shop-contract.md): multipart files
 * (under `files[]` or any field name), type sniffed from the bytes, images re-encoded, stored under
 * content-addressed keys; the answer is `{ fileIDs }`. Failures answer JSON in the API's error shape.
 */
export function useUploadRoute({ storage, allowedOrigins }: UploadRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!UPLOAD_PATHS.includes(url.pathname)) return;
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        endResponse(
          fetchAPI.Response.json(body, {
            status,
            headers: { 'Cache-Control': 'no-store', Vary: 'Origin', ...headers },
          }),
        );
      const refuse = (refusal: UploadRefusal, headers?: Record<string, string>) =>
        reply(
          refusal.status,
          { errors: [{ message: refusal.message, extensions: { code: refusal.code } }] },
          headers,
        );

      if (request.method !== 'POST') {
        refuse(new UploadRefusal(405, 'METHOD_NOT_ALLOWED', 'Uploads are sent with POST.'), {
          Allow: 'POST',
        });
        return;
      }
      const origin = request.headers.get('origin');
      // As for mutations: requests without Origin come from servers, not from a browser on another site.
      if (origin !== null && !allowedOrigins.includes(origin)) {
        refuse(new UploadRefusal(403, 'FORBIDDEN_ORIGIN', 'This origin is not allowed to call the API.'));
        return;
      }
      try {
        reply(200, { fileIDs: await fileIdsFor(request, storage) });
      } catch (error) {
        if (!(error instanceof UploadRefusal)) throw error;
        refuse(error);
      }
    },
  };
}
