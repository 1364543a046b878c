import { randomUUID } from 'node:crypto';
import { getOperationAST, print } from 'graphql';
import { connection } from 'next/server';
import { PUBLIC_CONTENT_TAGS } from '../cache/cache-tags.ts';
import { graphqlEndpoint, readRuntimeConfig } from '../env/runtime-config.ts';
import { reportGraphqlErrors } from '../error-reporting/error-reporter.ts';
import type { TadaDocumentNode } from './graphql.ts';
import { failureFromGraphqlErrors, type GraphqlResult, networkFailure } from './graphql-failure.ts';

/** Catalogue reads may be up to this many seconds old (Next's fetch data cache). */
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

interface GraphqlResponseBody<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Runs a typed GraphQL operation from a server component (POST to `{API_URL}/graphql`). Fresh calls
 * carry an `x-request-id` that the API echoes and logs; cached calls carry none, because the id would
 * enter Next's cache key and a shared cached answer belongs to no single request. Failures are
 * returned (not thrown) and logged with the operation name, as docs/errors.md says.
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

  let response: Response;
  try {
    response = await fetch(graphqlEndpoint(readRuntimeConfig()), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: print(document), operationName, variables }),
      ...(cached
        ? { cache: 'force-cache', next: { revalidate, tags: tags ? [...tags] : [...PUBLIC_CONTENT_TAGS] } }
        : { cache: 'no-store' }),
    });
  } catch (error) {
    await stayDynamicWhenBuilding(cached);
    console.error(`GraphQL network error in ${operationName}: ${(error as Error).message}`);
    return { ok: false, failure: networkFailure(null) };
  }

  let body: GraphqlResponseBody<Data>;
  try {
    body = (await response.json()) as GraphqlResponseBody<Data>;
  } catch {
    await stayDynamicWhenBuilding(cached);
    console.error(`GraphQL network error in ${operationName}: status ${response.status}, no JSON body`);
    return { ok: false, failure: networkFailure(response.status) };
  }
  if (body.errors?.length) {
    console.error(`GraphQL error in ${operationName}: ${body.errors.map((e) => e.message).join('; ')}`);
    reportGraphqlErrors(operationName, variables, body.errors);
    return { ok: false, failure: failureFromGraphqlErrors(body.errors) };
  }
  if (!response.ok || !body.data) {
    await stayDynamicWhenBuilding(cached);
    console.error(`GraphQL network error in ${operationName}: status ${response.status}`);
    return { ok: false, failure: networkFailure(response.status) };
  }
  return { ok: true, data: body.data };
}
