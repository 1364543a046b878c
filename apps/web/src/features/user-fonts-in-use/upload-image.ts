import {
  apiBaseFromGraphqlUrl,
  DEFAULT_UPLOAD_FIELD,
  UPLOAD_FAILED_MESSAGE,
} from '../../lib/upload/upload-files.ts';

/** The upload route of fonts-in-use pictures (docs/shop-contract.md). */
export const FONTS_IN_USE_UPLOAD_PATH = '/fontsinuse/upload';

export interface UploadImageOptions {
  graphqlUrl: string;
  file: File;
  /** Called with the share sent so far, 0 … 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one picture to the upload route and answers its file id. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Any answer but 200 with one file id fails with the shared
 * upload message.
 */
export function uploadImage({ graphqlUrl, file, onProgress, signal }: UploadImageOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    request.open('POST', `${apiBaseFromGraphqlUrl(graphqlUrl)}${FONTS_IN_USE_UPLOAD_PATH}`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status !== 200) return fail();
      try {
        const ids = (JSON.parse(request.responseText) as { fileIDs?: unknown }).fileIDs;
        if (!Array.isArray(ids) || typeof ids[0] !== 'string') return fail();
        onProgress?.(1);
        resolve(ids[0]);
      } catch {
        fail();
      }
    });
    request.addEventListener('error', fail);
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append(DEFAULT_UPLOAD_FIELD, file, file.name);
    request.send(body);
  });
}
