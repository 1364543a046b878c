import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { declaredBodyLength } from './read-capped-body.ts';

function tooLarge(): Error {
  return createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });
}

/** The request with a body that fails once more than `limit` bytes have streamed in. */
function capped(
  request: Request,
  limit: number,
  fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream },
): Request {
  const body = request.body;
  if (!body) return request;
  // A native stream needs the native TransformStream; Yoga's own request bodies, its ponyfill.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Refuses a GraphQL request body over `limit` bytes with 413 before it is parsed, in place of Yoga's
 * own limit, which passes every body through a counting stream: on `{ __typename }` that stream and
 * its clean-up were a tenth of the request's time (docs/performance.md). A declared Content-Length
 * is checked alone: Node's HTTP parser never delivers more body than the header declares (and
 * refuses a request that also says chunked), so only a body without one is counted as it streams.
 */
export function useRequestBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = declaredBodyLength(request);
      if (declared === 'invalid') {
        throw createGraphQLError('Content-Length header is invalid.', {
          extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
        });
      }
      if (declared !== null) {
        if (declared > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((unread) => requestParser(capped(unread, limit, fetchAPI)));
    },
  };
}
