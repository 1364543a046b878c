import { hasInvalidTokenCode, signalInvalidToken } from './invalid-token-signal.ts';
import { logOperationFailure, type OperationFailure } from './log-operation-failure.ts';

/** A GraphQL document sent as its text, with the name of its one operation. */
export interface PlainOperation {
  name: string;
  query: string;
}

interface GraphqlBody<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** urql's own Accept header, so the API answers both kinds of caller alike. */
const ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json';

/**
 * One GraphQL call by plain `fetch`, for the frame of every page, which loads no GraphQL client: the
 * browser client's request (POST, JSON, credentials included) and its handling of failures (logged
 * and reported by `logOperationFailure`, code 1 signalled to the auth provider). No cache: each call
 * goes to the network, as the frame's calls asked the client to.
 */
export async function postOperation<Data>(
  endpoint: string,
  operation: PlainOperation,
  variables: Record<string, unknown> = {},
): Promise<{ data: Data | null; failure: OperationFailure | null }> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: ACCEPT },
      body: JSON.stringify({ operationName: operation.name, query: operation.query, variables }),
    });
  } catch {
    return fail(operation, variables, { kind: 'network', status: null });
  }
  const body = (await response.json().catch(() => null)) as GraphqlBody<Data> | null;
  const errors = body?.errors ?? [];
  if (errors.length > 0) {
    if (hasInvalidTokenCode(errors)) signalInvalidToken();
    const message = errors.map((error) => `[GraphQL] ${error.message}`).join('\n');
    return {
      data: body?.data ?? null,
      ...failed(operation, variables, { kind: 'graphql', message, errors }),
    };
  }
  if (!response.ok || !body) return fail(operation, variables, { kind: 'network', status: response.status });
  return { data: body.data ?? null, failure: null };
}

function failed(operation: PlainOperation, variables: unknown, failure: OperationFailure) {
  logOperationFailure(operation.name, variables, failure);
  return { failure };
}

function fail(operation: PlainOperation, variables: unknown, failure: OperationFailure) {
  return { data: null, ...failed(operation, variables, failure) };
}
