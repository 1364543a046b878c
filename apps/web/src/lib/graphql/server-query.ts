import { randomUUID } from 'node:crypto';
import { getOperationAST, print } from 'graphql';
import { connection } from 'next/server';
import { graphqlEndpoint, readRuntimeConfig } from '../env/runtime-config.ts';
import { reportGraphqlErrors } from '../error-reporting/error-reporter.ts';
import type { TadaDocumentNode } from './graphql.ts';
import { failureFromGraphqlErrors, type GraphqlResult, networkFailure } from './graphql-failure.ts';

/** Catalogue reads may be up to this many seconds old (Next's fetch data cache). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;

interface ServerQueryOptions {
  /** Seconds a response may be reused across requests; 0 (the default) means always fresh. */
  revalidate?: number;
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
  { revalidate = 0 }: ServerQueryOptions = {},
): Promise<GraphqlResult<Data>> {
  // Never during `next build`: pages need no API to build, and API_URL belongs to the running server.
  await connection();
  const operationName = getOperationAST(document)?.name?.value ?? 'anonymous';
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (revalidate === 0) headers['x-request-id'] = randomUUID();

  let response: Response;
  try {
    response = await fetch(graphqlEndpoint(readRuntimeConfig()), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: print(document), operationName, variables }),
      ...(revalidate > 0 ? { cache: 'force-cache', next: { revalidate } } : { cache: 'no-store' }),
    });
  } catch (error) {
    console.error(`GraphQL network error in ${operationName}: ${(error as Error).message}`);
    return { ok: false, failure: networkFailure(null) };
  }

  let body: GraphqlResponseBody<Data>;
  try {
    body = (await response.json()) as GraphqlResponseBody<Data>;
  } catch {
    console.error(`GraphQL network error in ${operationName}: status ${response.status}, no JSON body`);
    return { ok: false, failure: networkFailure(response.status) };
  }
  if (body.errors?.length) {
    console.error(`GraphQL error in ${operationName}: ${body.errors.map((e) => e.message).join('; ')}`);
    reportGraphqlErrors(operationName, variables, body.errors);
    return { ok: false, failure: failureFromGraphqlErrors(body.errors) };
  }
  if (!response.ok || !body.data) {
    console.error(`GraphQL network error in ${operationName}: status ${response.status}`);
    return { ok: false, failure: networkFailure(response.status) };
  }
  return { ok: true, data: body.data };
}
