/** A refusal of the admin API: its word code (STAFF_FORBIDDEN, BAD_USER_INPUT …), message and fields. */
export class AdminRequestError extends Error {
  override readonly name = 'AdminRequestError';
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Answer<Data> = {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string | number; fields?: Record<string, string> } }[];
};

/** Sends one operation to the admin API on this origin (server.mjs or Vite passes it on). */
export async function adminRequest<Data>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  let response: Response;
  try {
    response = await fetch('/admin/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new AdminRequestError(
      'NETWORK',
      'The back office cannot reach the server. Check the connection and try again.',
    );
  }
  const answer = (await response.json().catch(() => ({}))) as Answer<Data>;
  const error = answer.errors?.[0];
  if (error) {
    throw new AdminRequestError(
      String(error.extensions?.code ?? 'UNKNOWN'),
      error.message,
      error.extensions?.fields,
    );
  }
  if (!answer.data) throw new AdminRequestError('UNKNOWN', 'The server sent no answer.');
  return answer.data;
}
