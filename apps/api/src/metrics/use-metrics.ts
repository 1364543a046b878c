import { createHash, timingSafeEqual } from 'node:crypto';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiMetrics } from './api-metrics.ts';
import { routeKindOf } from './route-kind.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | null, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * The operation's first root field: validated documents only name fields of the schema, so the label
 * has a bounded set of values, unlike the client-chosen operation name.
 */
function rootFieldOf(operation: OperationDefinitionNode | undefined): string {
  const first = operation?.selectionSet.selections[0];
  return first?.kind === Kind.FIELD ? first.name.value : 'other';
}

const HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Without METRICS_TOKEN nothing is counted and `/metrics` does not exist (404). */
export function useMetricsOff(): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname === '/metrics') {
        endResponse(new fetchAPI.Response('Not found.', { status: 404, headers: HEADERS }));
      }
    },
  };
}

/**
 * Counts requests and GraphQL operations, and serves them at `GET /metrics` in Prometheus's text
 * format to a caller with `Authorization: Bearer $METRICS_TOKEN` (docs/deploy.md).
 */
export function useMetrics(metrics: ApiMetrics, token: string): Plugin {
  const started = new WeakMap<Request, number>();
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      started.set(request, performance.now());
      if (url.pathname !== '/metrics') return;
      if (!bearerMatches(request.headers.get('authorization'), token)) {
        endResponse(
          new fetchAPI.Response('A metrics token is required.', {
            status: 401,
            headers: { ...HEADERS, 'www-authenticate': 'Bearer realm="metrics"' },
          }),
        );
        return;
      }
      const body = await metrics.registry.metrics();
      endResponse(
        new fetchAPI.Response(body, {
          status: 200,
          headers: { ...HEADERS, 'content-type': metrics.registry.contentType },
        }),
      );
    },
    onExecute({ args }) {
      const operations = (args.document as DocumentNode).definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const operation = args.operationName
        ? operations.find((definition) => definition.name?.value === args.operationName)
        : operations[0];
      const name = rootFieldOf(operation);
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.inc({ operation: name, outcome: failed ? 'error' : 'ok' });
        },
      };
    },
    onResponse({ request, response }) {
      const route = routeKindOf(new URL(request.url).pathname);
      metrics.httpRequests.inc({ route, method: request.method, status: String(response.status) });
      const start = started.get(request);
      if (start !== undefined) metrics.httpDuration.observe({ route }, (performance.now() - start) / 1000);
    },
  };
}
