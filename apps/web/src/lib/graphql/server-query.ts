import { randomUUID } from 'node:crypto';
import { getOperationAST, print } from 'graphql';
import { connection } from 'next/server';
import { PUBLIC_CONTENT_TAGS } from '../cache/cache-tags.ts';
import { graphqlEndpoint, readRuntimeConfig } from '../env/runtime-config.ts';
import { reportGraphqlErrors } from '../error-reporting/error-reporter.ts';
import { askApi } from './api-answer.ts';
import { cachedApiAnswer } from './cached-api-answer.ts';
import type { TadaDocumentNode } from './graphql.ts';
import { failureFromGraphqlErrors, type GraphqlResult, networkFailure } from './graphql-failure.ts';

/** Catalogue reads may be up to this many seconds old (Next's data cache). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;

interface ServerQueryOptions {
  /** Seconds a response may be reused across requests; 0 (the default) means always fresh. */
  revalidate?: number;
  /**
   * Cache tags of a reused response (lib/cache/cache-tags.ts), which the API expires on a change;
   * by default every public-content tag, so any catalogue, product or story change renews it.
   */
  tags?: readonly string[];
}

/**
 * `next build` renders cached pages with the API's data when the API answers (npm start builds once
 * the API is up). Without an API the page is left to be rendered per request instead of failing
 * the build or caching an error (docs/performance.md, "Public pages").
 */
async function stayDynamicWhenBuilding(cached: boolean): Promise<void> {
  if (cached && process.env.NEXT_PHASE === 'phase-production-build') await connection();
}

/**
 * Runs a typed GraphQL operation from a server component (POST to `{API_URL}/graphql`). Fresh calls
 * carry an `x-request-id` that the API echoes and logs; cached calls carry none, because the id would
 * enter the cache key and a shared cached answer belongs to no single request. Only answers with data
 * are cached (cached-api-answer.ts). Failures are returned (not thrown) and logged with the operation
 * name, as docs/errors.md says.
 */
export async function serverQuery<Data, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  { revalidate = 0, tags }: ServerQueryOptions = {},
): Promise<GraphqlResult<Data>> {
  const cached = revalidate > 0;
  // A fresh read belongs to its request; a cached one may be rendered into a cached page.
  if (!cached) await connection();
  const operationName = getOperationAST(document)?.name?.value ?? 'anonymous';
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (!cached) headers['x-request-id'] = randomUUID();
  const request = {
    url: graphqlEndpoint(readRuntimeConfig()),
    headers,
    body: JSON.stringify({ query: print(document), operationName, variables }),
  };

  const answer = cached
    ? await cachedApiAnswer<Data>(request, { revalidate, tags: [...(tags ?? PUBLIC_CONTENT_TAGS)] })
    : await askApi<Data>(request);
  switch (answer.kind) {
    case 'data':
      return { ok: true, data: answer.data };
    case 'errors':
      console.error(`GraphQL error in ${operationName}: ${answer.errors.map((e) => e.message).join('; ')}`);
      reportGraphqlErrors(operationName, variables, answer.errors);
      return { ok: false, failure: failureFromGraphqlErrors(answer.errors) };
    case 'network':
      await stayDynamicWhenBuilding(cached);
      console.error(`GraphQL network error in ${operationName}: ${answer.reason}`);
      return { ok: false, failure: networkFailure(answer.status) };
  }
}
