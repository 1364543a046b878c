/** One GraphQL request to the API as the server sends it. */
export interface ApiRequest {
  url: string;
  headers: Record<string, string>;
  /** The JSON body: query, operationName, variables. */
  body: string;
}

export interface GraphqlErrorBody {
  message: string;
  extensions?: Record<string, unknown>;
}

/** What one answer of the API held: its data, its GraphQL errors, or no usable answer at all. */
export type ApiAnswer<Data> =
  | { kind: 'data'; data: Data }
  | { kind: 'errors'; errors: GraphqlErrorBody[] }
  | { kind: 'network'; status: number | null; reason: string };

interface GraphqlResponseBody<Data> {
  data?: Data | null;
  errors?: GraphqlErrorBody[];
}

/** Sends the request once, never from or into Next's fetch cache, and sorts the answer. */
export async function askApi<Data>(request: ApiRequest): Promise<ApiAnswer<Data>> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      cache: 'no-store',
    });
  } catch (error) {
    return { kind: 'network', status: null, reason: (error as Error).message };
  }
  let body: GraphqlResponseBody<Data>;
  try {
    body = (await response.json()) as GraphqlResponseBody<Data>;
  } catch {
    return { kind: 'network', status: response.status, reason: `status ${response.status}, no JSON body` };
  }
  if (body.errors?.length) return { kind: 'errors', errors: body.errors };
  if (!response.ok || !body.data) {
    return { kind: 'network', status: response.status, reason: `status ${response.status}` };
  }
  return { kind: 'data', data: body.data };
}
