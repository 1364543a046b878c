import type { Plugin } from 'graphql-yoga';

/**
 * The admin API answers POSTs from the admin app's origin only: unlike the shop's API there is no
 * server-to-server or cross-site use, so a request without that Origin (or any GET) is refused
 * before it is parsed. CSRF cannot reach it, and the shop's own pages cannot call it either.
 */
export function isFromAdminApp(request: Request, origin: string): boolean {
  return request.method === 'POST' && request.headers.get('origin') === origin;
}

/** The refusal of a request that is not a POST from the admin app's origin. */
export function forbiddenOriginResponse(fetchAPI: { Response: typeof Response }): Response {
  return fetchAPI.Response.json(
    {
      errors: [
        {
          message: 'This origin is not allowed to call the admin API.',
          extensions: { code: 'FORBIDDEN_ORIGIN' },
        },
      ],
    },
    { status: 403 },
  );
}

export function useAdminOriginCheck(origin: string): Plugin {
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      if (request.method === 'OPTIONS') return;
      if (isFromAdminApp(request, origin)) return;
      endResponse(forbiddenOriginResponse(fetchAPI));
    },
  };
}
