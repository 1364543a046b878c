/** Which payment provider the API uses, read from the environment by `loadConfig`. */
export type PaymentsConfig =
  | { provider: 'test'; test: TestPaymentsConfig }
  | { provider: 'adyen'; adyen: AdyenConfig };

export interface TestPaymentsConfig {
  /**
   * Signs the built-in provider's redirect results and bank-page links. Without PAYMENT_TEST_SECRET
   * a random secret is made at start, so links die with the process (fine for development).
   */
  secret: string | undefined;
}

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** Public key the browser's Drop-in uses; sent with the payment session. */
  clientKey: string;
  /** Hexadecimal HMAC key of the standard webhook, from the Customer Area. */
  hmacKey: string;
  environment: 'TEST' | 'LIVE';
  /** The live Checkout endpoint's prefix (Customer Area › Developers › API URLs); LIVE only. */
  liveUrlPrefix: string | undefined;
  /**
   * Sends every Checkout API call to this origin instead of Adyen's, keeping the path
   * (`/v72/payments` …); tests point it at a local stand-in.
   */
  endpoint: string | undefined;
}

export const PAYMENT_PROVIDERS = ['test', 'adyen'] as const;

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/** The payments configuration, or the one sentence naming the first variable at fault. */
export function parsePaymentsConfig(env: Env): { config: PaymentsConfig } | { error: string } {
  const provider = value(env, 'PAYMENT_PROVIDER') ?? 'test';
  if (provider === 'test')
    return { config: { provider, test: { secret: value(env, 'PAYMENT_TEST_SECRET') } } };
  if (provider !== 'adyen') {
    return { error: `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} (got '${provider}').` };
  }

  const required = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'] as const;
  for (const name of required) {
    if (!value(env, name)) return { error: `${name} is required when PAYMENT_PROVIDER is adyen.` };
  }
  const hmacKey = value(env, 'ADYEN_HMAC_KEY') as string;
  if (!/^([0-9a-fA-F]{2})+$/.test(hmacKey)) {
    return { error: 'ADYEN_HMAC_KEY must be the hexadecimal HMAC key of the webhook (Customer Area).' };
  }
  const environment = value(env, 'ADYEN_ENVIRONMENT') ?? 'TEST';
  if (environment !== 'TEST' && environment !== 'LIVE') {
    return { error: `ADYEN_ENVIRONMENT must be one of TEST, LIVE (got '${environment}').` };
  }
  const endpoint = value(env, 'ADYEN_ENDPOINT');
  if (endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      return {
        error: `ADYEN_ENDPOINT must be an http(s) URL such as http://127.0.0.1:8080 (got '${endpoint}').`,
      };
    }
  }
  const liveUrlPrefix = value(env, 'ADYEN_LIVE_URL_PREFIX');
  if (environment === 'LIVE' && !liveUrlPrefix && !endpoint) {
    return { error: 'ADYEN_LIVE_URL_PREFIX is required when ADYEN_ENVIRONMENT is LIVE.' };
  }
  return {
    config: {
      provider,
      adyen: {
        apiKey: value(env, 'ADYEN_API_KEY') as string,
        merchantAccount: value(env, 'ADYEN_MERCHANT_ACCOUNT') as string,
        clientKey: value(env, 'ADYEN_CLIENT_KEY') as string,
        hmacKey,
        environment,
        liveUrlPrefix,
        endpoint: endpoint?.replace(/\/+$/, ''),
      },
    },
  };
}
