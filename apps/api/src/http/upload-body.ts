/** Thrown when a request body passes the upload limit. */
export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}

/**
 * Reads a request body, stopping as soon as it passes `limit` bytes. The Content-Length is checked
 * first, but a chunked body has none, so the bytes are counted as they arrive too. (Yoga's own body
 * limit applies to GraphQL parsing only, which these routes never reach.)
 */
export async function readUploadBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) {
    throw new UploadTooLargeError();
  }
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new UploadTooLargeError();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
