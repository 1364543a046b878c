import { AdminRequestError } from './admin-client.ts';

/** Where the API takes the back office's uploads (server.mjs and Vite pass them on). */
export const UPLOAD_PATHS = {
  family: '/admin/family-imports',
  productFile: '/admin/product-files',
  editorialImage: '/admin/editorial-images',
} as const;

type Answer<Data> = Data & {
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

/**
 * Posts a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress: `onProgress`
 * gets the share sent (0–1), then 1 while the server works on it. Answers the API's JSON, or throws
 * its refusal as an AdminRequestError (useFormWrite's `send` shows it as the admin API's own).
 */
export function uploadForm<Data extends object>(
  path: string,
  form: FormData,
  onProgress: (sent: number) => void = () => {},
) {
  return new Promise<Data>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onerror = () =>
      reject(new AdminRequestError('NETWORK', 'The back office cannot reach the server. Try again.'));
    request.onload = () => {
      const answer = (request.response ?? null) as Answer<Data> | null;
      const error = answer?.errors?.[0];
      if (error) {
        reject(
          new AdminRequestError(error.extensions?.code ?? 'UNKNOWN', error.message, error.extensions?.fields),
        );
      } else if (answer && request.status < 400) resolve(answer);
      else reject(new AdminRequestError('UNKNOWN', 'The server sent no answer.'));
    };
    request.send(form);
  });
}
