/**
 * The body length the request declares: null without a Content-Length, 'invalid' for anything but a
 * single non-negative integer (comma-joined values are a smuggling attempt).
 */
export function declaredBodyLength(request: Request): number | null | 'invalid' {
  const declared = request.headers.get('content-length');
  if (declared === null) return null;
  return /^\d+$/.test(declared) ? Number(declared) : 'invalid';
}

/** Thrown when a request body passes its route's byte cap. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * A chunk as bytes. Node's streams give Uint8Arrays; the fetch ponyfill that serves in-process
 * requests may hand a body given as text (or URLSearchParams) over as it was given.
 */
function asBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
  return new TextEncoder().encode(String(chunk));
}

/**
 * Reads a request body, stopping as soon as it passes `limit` bytes: every route that reads a body
 * reads it through here (413 on this error). The Content-Length is checked first, but a chunked
 * body has none, so the bytes are counted as they arrive and the stream is cancelled at the cap.
 * (Yoga's own body limit applies to GraphQL parsing only, which these routes never reach.)
 */
export async function readCappedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = declaredBodyLength(request);
  if (typeof declared === 'number' && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const bytes = asBytes(value);
    total += bytes.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(bytes);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as UTF-8 text, capped like readCappedBody. */
export async function readCappedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(request, limit));
}
