import { describe, expect, it } from 'vitest';
import { parsePaymentsConfig } from './payments-config.ts';

const ADYEN = {
  PAYMENT_PROVIDER: 'adyen',
  ADYEN_API_KEY: 'key',
  ADYEN_MERCHANT_ACCOUNT: 'FoundryECOM',
  ADYEN_CLIENT_KEY: 'test_CLIENT',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};

describe('parsePaymentsConfig', () => {
  it('uses the built-in test provider by default', () => {
    expect(parsePaymentsConfig({})).toEqual({ config: { provider: 'test', test: { secret: undefined } } });
    expect(parsePaymentsConfig({ PAYMENT_TEST_SECRET: 's3' })).toMatchObject({
      config: { test: { secret: 's3' } },
    });
  });

  it('reads Adyen with TEST as the default environment and the endpoint without a trailing slash', () => {
    expect(parsePaymentsConfig({ ...ADYEN, ADYEN_ENDPOINT: 'http://127.0.0.1:9000/' })).toEqual({
      config: {
        provider: 'adyen',
        adyen: {
          apiKey: 'key',
          merchantAccount: 'FoundryECOM',
          clientKey: 'test_CLIENT',
          hmacKey: ADYEN.ADYEN_HMAC_KEY,
          environment: 'TEST',
          liveUrlPrefix: undefined,
          endpoint: 'http://127.0.0.1:9000',
        },
      },
    });
  });

  it('names the variable at fault', () => {
    expect(parsePaymentsConfig({ PAYMENT_PROVIDER: 'stripe' })).toEqual({
      error: "PAYMENT_PROVIDER must be one of test, adyen (got 'stripe').",
    });
    for (const name of ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY']) {
      expect(parsePaymentsConfig({ ...ADYEN, [name]: ' ' })).toEqual({
        error: `${name} is required when PAYMENT_PROVIDER is adyen.`,
      });
    }
    expect(parsePaymentsConfig({ ...ADYEN, ADYEN_HMAC_KEY: 'xyz' })).toMatchObject({
      error: expect.stringContaining('ADYEN_HMAC_KEY'),
    });
    expect(parsePaymentsConfig({ ...ADYEN, ADYEN_ENVIRONMENT: 'PROD' })).toMatchObject({
      error: expect.stringContaining('ADYEN_ENVIRONMENT'),
    });
    expect(parsePaymentsConfig({ ...ADYEN, ADYEN_ENVIRONMENT: 'LIVE' })).toEqual({
      error: 'ADYEN_LIVE_URL_PREFIX is required when ADYEN_ENVIRONMENT is LIVE.',
    });
    expect(parsePaymentsConfig({ ...ADYEN, ADYEN_ENDPOINT: 'ftp://x' })).toMatchObject({
      error: expect.stringContaining('ADYEN_ENDPOINT'),
    });
  });
});
