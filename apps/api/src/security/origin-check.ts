import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST, parse } from '../lib/graphql.ts';

function forbidden(): Error {
  return createGraphQLError('This origin is not allowed to call the API.', {
    extensions: { http: { status: 403 }, code: 'FORBIDDEN_ORIGIN' },
  });
}

function isMutation(query: string | undefined, operationName: string | undefined): boolean {
  if (!query) return false;
  try {
    return getOperationAST(parse(query), operationName)?.operation === 'mutation';
  } catch {
    // Not parseable: GraphQL validation will reject it anyway, and it runs nothing.
    return false;
  }
}

/**
 * CSRF defence: a browser request from an origin outside the allow-list may neither carry the
 * session cookie nor run a mutation. Requests without Origin (server-to-server, SSR) may query.
 */
export function useOriginCheck(allowedOrigins: readonly string[]): Plugin {
  const rejected = new WeakSet<Request>();
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      const origin = request.headers.get('origin');
      if (origin === null || allowedOrigins.includes(origin)) return;
      if (request.headers.get('cookie')) {
        endResponse(
          fetchAPI.Response.json(
            {
              errors: [
                {
                  message: 'This origin is not allowed to call the API.',
                  extensions: { code: 'FORBIDDEN_ORIGIN' },
                },
              ],
            },
            { status: 403 },
          ),
        );
        return;
      }
      rejected.add(request);
    },
    onParams({ request, params }) {
      if (rejected.has(request) && isMutation(params.query, params.operationName)) throw forbidden();
    },
  };
}
