/** The one message every failed upload shows (docs/errors.md). */
export const UPLOAD_FAILED_MESSAGE = 'Image upload failed. Please try again later.';

/** The multipart field the files go under unless the caller names another (docs/shop-contract.md). */
export const DEFAULT_UPLOAD_FIELD = 'files[]';

/**
 * The API base for plain-HTTP calls: the GraphQL URL with its `graphql` segment replaced, so
 * `https://api.shop.example/graphql` gives `https://api.shop.example` (no trailing slash).
 */
export function apiBaseFromGraphqlUrl(graphqlUrl: string): string {
  const url = new URL(graphqlUrl);
  url.pathname = url.pathname.replace(/\/graphql\/?$/, '');
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/** The images the upload routes accept; anything else would only be refused by the server. */
export function isUploadableImage(file: File): boolean {
  return ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(file.type);
}

export interface UploadFilesOptions {
  /** The GraphQL endpoint, e.g. `graphqlEndpoint(runtimeConfig)`. */
  graphqlUrl: string;
  /** The upload path on the API, e.g. `/familyfeedback/uploadFeedback`. */
  path: string;
  files: Iterable<File>;
  /** Multipart field name for each file; `files[]` by default. */
  fieldName?: string;
  /** Only files passing it are sent; by default PNG, JPEG, GIF and WebP images. */
  filter?: (file: File) => boolean;
}

/**
 * Sends the files that pass the filter as multipart form data, with credentials, and returns the
 * file ids the API answers. When no file passes, nothing is sent and the answer is `[]`. Any answer
 * but 200 (or no answer at all) fails with `UPLOAD_FAILED_MESSAGE`.
 */
export async function uploadFiles({
  graphqlUrl,
  path,
  files,
  fieldName = DEFAULT_UPLOAD_FIELD,
  filter = isUploadableImage,
}: UploadFilesOptions): Promise<string[]> {
  const chosen = [...files].filter(filter);
  if (chosen.length === 0) return [];
  const body = new FormData();
  for (const file of chosen) body.append(fieldName, file, file.name);
  const url = `${apiBaseFromGraphqlUrl(graphqlUrl)}/${path.replace(/^\/+/, '')}`;

  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error(UPLOAD_FAILED_MESSAGE);
  }
  if (response.status !== 200) throw new Error(UPLOAD_FAILED_MESSAGE);
  const answer = (await response.json().catch(() => null)) as { fileIDs?: unknown } | null;
  const ids = answer?.fileIDs;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
    throw new Error(UPLOAD_FAILED_MESSAGE);
  return ids;
}
