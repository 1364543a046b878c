import type { Plugin } from 'graphql-yoga';

const pending = new WeakMap<Request, string[]>();

/** Queues a Set-Cookie header for the response to a request (used by sign-in and sign-out). */
export function queueResponseCookie(request: Request, header: string): void {
  const list = pending.get(request);
  if (list) list.push(header);
  else pending.set(request, [header]);
}

/** Adds the queued Set-Cookie headers to the response. */
export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const header of pending.get(request) ?? []) response.headers.append('Set-Cookie', header);
    },
  };
}
