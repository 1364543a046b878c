import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/shop');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('turns /metrics on with METRICS_TOKEN only', () => {
    expect(loadConfig({}, '/srv/shop').metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }, '/srv/shop').metricsToken).toBe(
      '0123456789abcdef',
    );
  });

  it('applies the defaults on an empty environment', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({
      apiPort: 4000,
      webPort: 3000,
      dataDir: '/srv/shop/data',
      databaseUrl: undefined,
      databaseStatementTimeoutMs: 5000,
      publicUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000',
      allowedOrigins: ['http://localhost:3000'],
      logLevel: 'info',
      secureCookies: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        API_PORT: '4100',
        PORT: '3100',
        DATA_DIR: '/var/lib/shop',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        DATABASE_STATEMENT_TIMEOUT_MS: '2500',
        PUBLIC_URL: 'https://shop.example/',
        API_URL: 'https://api.shop.example',
        ALLOWED_ORIGINS: 'https://shop.example, https://www.shop.example/',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ACCOUNT_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
        ALLOW_TEST_INTEGRATIONS: 'true',
        TRUST_PROXY: '1',
      },
      '/srv/shop',
    );
    expect(config).toMatchObject({
      apiPort: 4100,
      webPort: 3100,
      dataDir: '/var/lib/shop',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databaseStatementTimeoutMs: 2500,
      publicUrl: 'https://shop.example',
      apiUrl: 'https://api.shop.example',
      allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
      logLevel: 'warn',
      nodeEnv: 'production',
      production: true,
      allowTestIntegrations: true,
      secureCookies: true,
    });
  });

  describe('in production', () => {
    const PRODUCTION = {
      NODE_ENV: 'production',
      ACCOUNT_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
    };
    const REAL_CAPTCHA = { RECAPTCHA_SECRET: 'recaptcha-secret' };
    const REAL_PAYMENTS = {
      PAYMENT_PROVIDER: 'adyen',
      ADYEN_API_KEY: 'key',
      ADYEN_MERCHANT_ACCOUNT: 'Foundry',
      ADYEN_CLIENT_KEY: 'test_client',
      ADYEN_HMAC_KEY: '00112233445566778899aabbccddeeff',
    };

    it('refuses the development captcha verifier, naming the variable that allows it', () => {
      expect(errorOf({ ...PRODUCTION, ...REAL_PAYMENTS })).toBe(
        'RECAPTCHA_SECRET must be set in production (the development captcha accepts a public token); set ALLOW_TEST_INTEGRATIONS=true only for a demo.',
      );
    });

    it('refuses the test payment provider, naming the variable that allows it', () => {
      expect(errorOf({ ...PRODUCTION, ...REAL_CAPTCHA })).toBe(
        'PAYMENT_PROVIDER must not be test in production (its cards are not charged); set ALLOW_TEST_INTEGRATIONS=true only for a demo.',
      );
      expect(errorOf({ ...PRODUCTION, ...REAL_CAPTCHA, ALLOW_TEST_INTEGRATIONS: 'false' })).toMatch(
        /^PAYMENT_PROVIDER must not be test/,
      );
    });

    it('runs with the real integrations, or with the stand-ins when ALLOW_TEST_INTEGRATIONS=true', () => {
      expect(loadConfig({ ...PRODUCTION, ...REAL_CAPTCHA, ...REAL_PAYMENTS }, '/')).toMatchObject({
        production: true,
        allowTestIntegrations: false,
      });
      expect(loadConfig({ ...PRODUCTION, ALLOW_TEST_INTEGRATIONS: 'true' }, '/')).toMatchObject({
        production: true,
        allowTestIntegrations: true,
        recaptcha: { secret: undefined },
        payments: { provider: 'test' },
      });
    });

    it('leaves development and tests free to use the stand-ins', () => {
      expect(loadConfig({}, '/')).toMatchObject({ production: false, payments: { provider: 'test' } });
      expect(loadConfig({ NODE_ENV: 'test' }, '/').production).toBe(false);
    });
  });

  it('resolves a relative DATA_DIR from the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }, '/srv/shop').dataDir).toBe('/srv/shop/var/data');
  });

  it('keeps files under DATA_DIR unless S3_BUCKET picks a bucket', () => {
    expect(loadConfig({}, '/').storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: 'shop-files', S3_FORCE_PATH_STYLE: 'true' }, '/').storage).toMatchObject({
      kind: 's3',
      bucket: 'shop-files',
      forcePathStyle: true,
    });
  });

  it('migrates at start unless SKIP_MIGRATIONS is 1 or true', () => {
    expect(loadConfig({}, '/').skipMigrations).toBe(false);
    expect(loadConfig({ SKIP_MIGRATIONS: '0' }, '/').skipMigrations).toBe(false);
    expect(loadConfig({ SKIP_MIGRATIONS: '1' }, '/').skipMigrations).toBe(true);
    expect(loadConfig({ SKIP_MIGRATIONS: 'true' }, '/').skipMigrations).toBe(true);
  });

  it('turns the statement timeout off with 0', () => {
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, '/').databaseStatementTimeoutMs).toBe(0);
    expect(loadConfig({}, '/').graphqlConcurrency).toBe(0);
    expect(loadConfig({ GRAPHQL_CONCURRENCY: '2' }, '/').graphqlConcurrency).toBe(2);
  });

  it('defaults the allowed origins to the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3005/shop' }, '/').allowedOrigins).toEqual([
      'http://localhost:3005',
    ]);
  });

  it.each([
    [{ API_PORT: 'abc' }, "API_PORT must be a port number between 1 and 65535 (got 'abc')."],
    [{ API_PORT: '70000' }, "API_PORT must be a port number between 1 and 65535 (got '70000')."],
    [{ PORT: '0' }, "PORT must be a port number between 1 and 65535 (got '0')."],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// URL'],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '5s' },
      "DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds such as 5000, or 0 for no limit (got '5s').",
    ],
    [
      { GRAPHQL_CONCURRENCY: 'many' },
      "GRAPHQL_CONCURRENCY must be a whole number of requests such as 4, or 0 for no limit (got 'many').",
    ],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL must be an http(s) URL'],
    [{ API_URL: 'ftp://example.com' }, 'API_URL must be an http(s) URL'],
    [
      { ALLOWED_ORIGINS: 'http://ok.example, nope' },
      "ALLOWED_ORIGINS must be a comma-separated list of origins such as http://localhost:3000 (got 'nope').",
    ],
    [
      { LOG_LEVEL: 'loud' },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'loud').",
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ NODE_ENV: 'production' }, 'ACCOUNT_TOKEN_SECRET must be set in production'],
    [{ ACCOUNT_TOKEN_SECRET: 'short' }, 'ACCOUNT_TOKEN_SECRET must be at least 32 characters long'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ ALLOW_TEST_INTEGRATIONS: 'yes' }, "ALLOW_TEST_INTEGRATIONS must be one of true, false (got 'yes')."],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY must be a number of proxy hops or comma-separated'],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY must be a number of proxy hops or comma-separated'],
    [{ S3_REGION: 'eu-central-1' }, 'S3_BUCKET must be set when S3_REGION is set'],
    [
      { S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: '1' },
      "S3_FORCE_PATH_STYLE must be one of true, false (got '1').",
    ],
    [{ SKIP_MIGRATIONS: 'yes' }, "SKIP_MIGRATIONS must be one of 1, 0, true, false (got 'yes')."],
  ])('refuses %o with one sentence naming the variable', (env, expected) => {
    const message = errorOf(env as Record<string, string>);
    expect(message.startsWith(expected.replace(/\.$/, ''))).toBe(true);
    expect(message.split('\n')).toHaveLength(1);
    expect(message.endsWith('.')).toBe(true);
  });
});
