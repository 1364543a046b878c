import type { Adyen } from './load-adyen.ts';

/** How long one Checkout API call may take. */
const REQUEST_TIMEOUT_MS = 15_000;

type ClientInterface = ConstructorParameters<Adyen['Client']>[1] & object;
type RequestArguments = Parameters<ClientInterface['request']>;

/**
 * The HTTP transport the Adyen library's services call, over `fetch`. The library's own client
 * always uses `https.request`, so it could not reach an http:// stand-in; this one can, and with
 * `endpoint` it sends each call to that origin keeping the library's path (`/v72/payments` …).
 * Failures throw the library's HttpClientException, as its own client does.
 */
export function createAdyenHttpClient(
  adyen: Adyen,
  options: { endpoint: string | undefined },
): ClientInterface {
  return {
    async request(...[url, json, config, isApiKeyRequired, requestOptions = {}]: RequestArguments) {
      if (isApiKeyRequired && !config.apiKey) {
        throw new adyen.HttpClientException({ message: 'Invalid X-API-Key was used', statusCode: 401 });
      }
      let target = new URL(url);
      if (options.endpoint) target = new URL(`${target.pathname}${target.search}`, options.endpoint);
      if (requestOptions.params) {
        for (const [name, value] of new URLSearchParams(requestOptions.params as never)) {
          target.searchParams.set(name, value);
        }
      }
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': config.apiKey ?? '',
      };
      if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
      if (config.applicationName) headers['user-agent'] = config.applicationName;
      const method = requestOptions.method ?? 'POST';

      let response: Response;
      try {
        response = await fetch(target, {
          method,
          headers,
          ...(method === 'GET' ? {} : { body: String(json) }),
          signal: AbortSignal.timeout(config.connectionTimeoutMillis || REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new adyen.HttpClientException({ message: `Adyen unreachable: ${(error as Error).message}` });
      }
      const body = await response.text();
      if (!response.ok) {
        let apiError: { status?: number; errorCode?: string; message?: string } | undefined;
        try {
          apiError = JSON.parse(body);
        } catch {
          apiError = undefined;
        }
        throw new adyen.HttpClientException({
          message: `HTTP Exception: ${response.status}. ${apiError?.message ?? response.statusText}`,
          statusCode: response.status,
          ...(apiError?.errorCode ? { errorCode: apiError.errorCode } : {}),
          responseBody: body,
        });
      }
      return body;
    },
  };
}
