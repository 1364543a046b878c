import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

const HEADER = 'x-request-id';
// Accept the web app's id only when it looks like an id, so logs cannot be forged with junk.
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const ids = new WeakMap<Request, string>();

/** The id of a request: the caller's `x-request-id` when valid, else a new UUID. */
export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    const given = request.headers.get(HEADER);
    id = given && VALID_ID.test(given) ? given : randomUUID();
    ids.set(request, id);
  }
  return id;
}

/**
 * Echoes the request id in every response, so a browser error can be matched to the logs. The id is
 * made on first use (the context, the log line, or here), always the same for one request.
 */
export function useRequestId(): Plugin {
  return {
    onResponse({ request, response }) {
      response.headers.set(HEADER, requestIdOf(request));
    },
  };
}
