/** Where uploaded and seeded files live: a local folder by default, S3-compatible storage in production. */
export interface FileStorage {
  /** Stores bytes under a key such as `fonts/ab12….woff2`; overwriting the same key is allowed. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Whether something is stored under the key (without reading it). */
  exists(key: string): Promise<boolean>;
  /** Removes the key; nothing stored under it is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The public, absolute URL that serves the key: always the API's `/files/<key>` route, whichever
   * adapter keeps the bytes, so the route's rule that fonts are never served there holds for all
   * (docs/security.md).
   */
  url(key: string): string;
}

/** `${publicBaseUrl}/files/<key>`, each key segment URL-encoded. */
export function filesRouteUrl(publicBaseUrl: string, key: string): string {
  assertValidKey(key);
  const base = publicBaseUrl.replace(/\/+$/, '');
  return `${base}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Thrown for keys that could escape the storage root. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** Keys are relative, slash-separated paths without `..`, empty or dot segments. */
export function assertValidKey(key: string): void {
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    !/^[a-zA-Z]:/.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
}
