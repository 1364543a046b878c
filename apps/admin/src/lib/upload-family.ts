import { AdminRequestError } from './admin-client.ts';

/** The path the API adds families on from uploaded font files (server.mjs and Vite pass it on). */
const FAMILY_IMPORT_PATH = '/admin/family-imports';

type Answer = {
  family?: { id: string; url: string; title: string };
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

/**
 * Posts the form with XMLHttpRequest, which (unlike fetch) reports upload progress: `onProgress`
 * gets the share sent (0–1), then 1 while the server reads the fonts and adds the family.
 */
export function uploadFamily(form: FormData, onProgress: (sent: number) => void) {
  return new Promise<{ id: string; url: string; title: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', FAMILY_IMPORT_PATH);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onerror = () =>
      reject(new AdminRequestError('NETWORK', 'The back office cannot reach the server. Try again.'));
    request.onload = () => {
      const answer = (request.response ?? {}) as Answer;
      const error = answer.errors?.[0];
      if (error) {
        if (error.extensions?.code === 'STAFF_UNAUTHENTICATED') {
          window.dispatchEvent(new Event('admin:signed-out'));
        }
        reject(
          new AdminRequestError(error.extensions?.code ?? 'UNKNOWN', error.message, error.extensions?.fields),
        );
      } else if (answer.family) resolve(answer.family);
      else reject(new AdminRequestError('UNKNOWN', 'The server sent no answer.'));
    };
    request.send(form);
  });
}
