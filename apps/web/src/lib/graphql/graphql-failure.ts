import { messageKeyForCode } from '@foundry/errors';

/** Why a GraphQL call failed, in the terms the UI needs: which layer, and which message to show. */
export type GraphqlFailure =
  | { kind: 'network'; status: number | null; messageKey: ReturnType<typeof messageKeyForCode> }
  | { kind: 'graphql'; code: unknown; message: string; messageKey: ReturnType<typeof messageKeyForCode> };

export type GraphqlResult<Data> = { ok: true; data: Data } | { ok: false; failure: GraphqlFailure };

interface GraphqlErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/** The first GraphQL error as a failure; `extensions.code` picks the `common:errors.*` key. */
export function failureFromGraphqlErrors(errors: readonly GraphqlErrorLike[]): GraphqlFailure {
  const first = errors[0];
  const code = first?.extensions?.code;
  return { kind: 'graphql', code, message: first?.message ?? '', messageKey: messageKeyForCode(code) };
}

export function networkFailure(status: number | null): GraphqlFailure {
  return { kind: 'network', status, messageKey: messageKeyForCode(undefined) };
}
