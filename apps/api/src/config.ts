import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { type AdminConfig, parseAdminConfig } from './admin/admin-config.ts';
import { type MailConfig, parseMailConfig } from './integrations/mail/mail-config.ts';
import { type PaymentsConfig, parsePaymentsConfig } from './integrations/payments/payments-config.ts';
import { parseStorageConfig, type StorageConfig } from './integrations/storage/storage-config.ts';
import { parseVatConfig, type VatConfig } from './integrations/vat/vat-config.ts';
import {
  parseWebRevalidationConfig,
  type WebRevalidationConfig,
} from './integrations/web-revalidation/web-revalidation-config.ts';
import { parseTrustProxy, type TrustProxy } from './security/trust-proxy.ts';
import {
  type DownloadWorkerConfig,
  parseDownloadWorkerConfig,
} from './services/downloads/download-worker-config.ts';

/** The API's configuration, read once at start from the environment. */
export interface Config {
  apiPort: number;
  webPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer (0: no limit). */
  databaseStatementTimeoutMs: number;
  /** GRAPHQL_CONCURRENCY: GraphQL requests run at once, the others wait (0: no limit; docs/performance.md). */
  graphqlConcurrency: number;
  publicUrl: string;
  apiUrl: string;
  allowedOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  nodeEnv: 'development' | 'production' | 'test';
  /** NODE_ENV=production: no GraphiQL, no introspection, no field suggestions in errors. */
  production: boolean;
  /** ALLOW_TEST_INTEGRATIONS: production may run with the development captcha and test payments. */
  allowTestIntegrations: boolean;
  /** TRUST_PROXY: which proxies' X-Forwarded-For names the client (security/client-address.ts). */
  trustProxy: TrustProxy;
  /** Session cookies get `Secure` when the API itself is served over https. */
  secureCookies: boolean;
  /** reCAPTCHA v3; without a secret the development verifier (token `dev-captcha-token`) is used. */
  recaptcha: RecaptchaConfig;
  /** PAYMENT_PROVIDER (test by default, or adyen with its ADYEN_* variables). */
  payments: PaymentsConfig;
  /** VAT_CHECKER (builtin by default, or vies) and VIES_URL. */
  vat: VatConfig;
  /** SMTP_URL (else the outbox folder under DATA_DIR) and MAIL_FROM. */
  mail: MailConfig;
  /**
   * ACCOUNT_TOKEN_SECRET signs password-reset links. Required in production; elsewhere, when absent,
   * one is generated once and kept under DATA_DIR (services/accounts/account-token-secret.ts).
   */
  accountTokenSecret: string | undefined;
  /** METRICS_TOKEN: the Bearer token `GET /metrics` asks for; unset, the route is off (404). */
  metricsToken: string | undefined;
  /** S3_BUCKET and the other S3_* settings pick object storage; else files live under DATA_DIR. */
  storage: StorageConfig;
  /** SKIP_MIGRATIONS=1: the process does not migrate at start (the deploy ran `npm run migrate`). */
  skipMigrations: boolean;
  /** ADMIN_URL: the back office app's address (admin/admin-config.ts). */
  admin: AdminConfig;
  /** DOWNLOAD_LEASE_MS and DOWNLOAD_POLL_MS: how the download worker shares the queue. */
  downloadWorker: DownloadWorkerConfig;
  /** RESPONSE_CACHE=off: public reads are never answered from memory (measuring the uncached API). */
  responseCache: boolean;
  /** WEB_REVALIDATE_URL and REVALIDATE_TOKEN: where changes renew the web's cached pages; null when off. */
  webRevalidation: WebRevalidationConfig | null;
}

export interface RecaptchaConfig {
  secret: string | undefined;
  /** Scores below this are refused (0 bot … 1 human). */
  minScore: number;
  /** Google's siteverify endpoint; tests point it at a local stand-in. */
  verifyUrl: string;
}

/** Thrown for a bad environment; its message is the one sentence start-up prints. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ACCOUNT_TOKEN_SECRET_MIN_LENGTH = 32;
const METRICS_TOKEN_MIN_LENGTH = 16;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function shown(value: string): string {
  return `(got '${value}')`;
}

function port(name: string, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw.trim()) || value < 1 || value > 65535) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a port number between 1 and 65535 ${shown(raw)}.`,
        });
        return z.NEVER;
      }
      return value;
    });
}

function httpUrl(name: string, fallback: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be an http(s) URL such as ${fallback} ${shown(value)}.`,
        });
        return z.NEVER;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be an http(s) URL such as ${fallback} ${shown(value)}.`,
        });
        return z.NEVER;
      }
      // No trailing slash, so `${API_URL}/files/…` joins cleanly.
      return value.replace(/\/+$/, '');
    });
}

function oneOf<T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T[number] => {
      if (raw === undefined || raw.trim() === '') return fallback;
      if (!(values as readonly string[]).includes(raw)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be one of ${values.join(', ')} ${shown(raw)}.`,
        });
        return z.NEVER;
      }
      return raw as T[number];
    });
}

/** A limit given as a whole number, 0 meaning none; `what` names its unit with an example. */
function limitOrNone(name: string, fallback: number, what: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      if (!/^\d+$/.test(raw.trim())) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number of ${what}, or 0 for no limit ${shown(raw)}.`,
        });
        return z.NEVER;
      }
      return Number(raw.trim());
    });
}

const environmentSchema = z.object({
  API_PORT: port('API_PORT', 4000),
  PORT: port('PORT', 3000),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      let url: URL | undefined;
      try {
        url = new URL(raw);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
        ctx.addIssue({
          code: 'custom',
          message: `DATABASE_URL must be a postgres:// URL such as postgres://user@127.0.0.1:5432/shop ${shown(raw)}.`,
        });
        return z.NEVER;
      }
      return raw;
    }),
  DATABASE_STATEMENT_TIMEOUT_MS: limitOrNone(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    5_000,
    'milliseconds such as 5000',
  ),
  GRAPHQL_CONCURRENCY: limitOrNone('GRAPHQL_CONCURRENCY', 0, 'requests such as 4'),
  PUBLIC_URL: httpUrl('PUBLIC_URL', 'http://localhost:3000'),
  API_URL: httpUrl('API_URL', 'http://localhost:4000'),
  ALLOWED_ORIGINS: z.string().optional(),
  LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
  NODE_ENV: oneOf('NODE_ENV', NODE_ENVS, 'development'),
  ALLOW_TEST_INTEGRATIONS: oneOf('ALLOW_TEST_INTEGRATIONS', ['true', 'false'] as const, 'false'),
  RECAPTCHA_SECRET: z.string().optional(),
  SKIP_MIGRATIONS: oneOf('SKIP_MIGRATIONS', ['1', '0', 'true', 'false'] as const, '0'),
  RESPONSE_CACHE: oneOf('RESPONSE_CACHE', ['on', 'off'] as const, 'on'),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      if (raw.trim().length < METRICS_TOKEN_MIN_LENGTH) {
        // The value itself is a secret: never echoed.
        ctx.addIssue({
          code: 'custom',
          message: `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (e.g. \`openssl rand -hex 32\`).`,
        });
        return z.NEVER;
      }
      return raw.trim();
    }),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return 0.5;
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0 || value > 1) {
        ctx.addIssue({
          code: 'custom',
          message: `RECAPTCHA_MIN_SCORE must be a number between 0 and 1 such as 0.5 ${shown(raw)}.`,
        });
        return z.NEVER;
      }
      return value;
    }),
  RECAPTCHA_VERIFY_URL: httpUrl('RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
  ACCOUNT_TOKEN_SECRET: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      if (raw.trim().length < ACCOUNT_TOKEN_SECRET_MIN_LENGTH) {
        // The value itself is a secret: never echoed.
        ctx.addIssue({
          code: 'custom',
          message: `ACCOUNT_TOKEN_SECRET must be at least ${ACCOUNT_TOKEN_SECRET_MIN_LENGTH} characters long (e.g. \`openssl rand -hex 32\`).`,
        });
        return z.NEVER;
      }
      return raw.trim();
    }),
});

function parseOrigins(raw: string | undefined, publicUrl: string): string[] {
  if (raw === undefined || raw.trim() === '') return [new URL(publicUrl).origin];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(
          `ALLOWED_ORIGINS must be a comma-separated list of origins such as http://localhost:3000 ${shown(entry)}.`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError(
          `ALLOWED_ORIGINS must be a comma-separated list of origins such as http://localhost:3000 ${shown(entry)}.`,
        );
      }
      return url.origin;
    });
}

/**
 * The sentence production start-up stops with while a stand-in meant for development is selected
 * (any captcha token from a script would pass; any card would be "paid"), or null.
 */
function refusedTestIntegration(
  recaptchaSecret: string | undefined,
  payments: PaymentsConfig,
): string | null {
  if (recaptchaSecret === undefined) {
    return 'RECAPTCHA_SECRET must be set in production (the development captcha accepts a public token); set ALLOW_TEST_INTEGRATIONS=true only for a demo.';
  }
  if (payments.provider === 'test') {
    return 'PAYMENT_PROVIDER must not be test in production (its cards are not charged); set ALLOW_TEST_INTEGRATIONS=true only for a demo.';
  }
  return null;
}

/**
 * Validates the environment and returns the configuration, or throws a ConfigError whose message is
 * one sentence naming the first variable at fault.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(issue?.message ?? 'The environment is not valid.');
  }
  const values = parsed.data;
  const payments = parsePaymentsConfig(env);
  if ('error' in payments) throw new ConfigError(payments.error);
  const vat = parseVatConfig(env);
  if ('error' in vat) throw new ConfigError(vat.error);
  const storage = parseStorageConfig(env);
  if ('error' in storage) throw new ConfigError(storage.error);
  const dataDirValue = values.DATA_DIR?.trim() ? values.DATA_DIR.trim() : './data';
  const dataDir = isAbsolute(dataDirValue) ? dataDirValue : resolve(cwd, dataDirValue);
  const mail = parseMailConfig(env, dataDir);
  if ('error' in mail) throw new ConfigError(mail.error);
  const admin = parseAdminConfig(env);
  if ('error' in admin) throw new ConfigError(admin.error);
  const downloadWorker = parseDownloadWorkerConfig(env);
  if ('error' in downloadWorker) throw new ConfigError(downloadWorker.error);
  const webRevalidation = parseWebRevalidationConfig(env);
  if ('error' in webRevalidation) throw new ConfigError(webRevalidation.error);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('error' in trustProxy) throw new ConfigError(trustProxy.error);
  const production = values.NODE_ENV === 'production';
  if (production && values.ACCOUNT_TOKEN_SECRET === undefined) {
    throw new ConfigError(
      'ACCOUNT_TOKEN_SECRET must be set in production (at least 32 characters, e.g. `openssl rand -hex 32`).',
    );
  }
  const recaptchaSecret = values.RECAPTCHA_SECRET?.trim() ? values.RECAPTCHA_SECRET.trim() : undefined;
  const allowTestIntegrations = values.ALLOW_TEST_INTEGRATIONS === 'true';
  const testIntegration = refusedTestIntegration(recaptchaSecret, payments.config);
  if (production && testIntegration && !allowTestIntegrations) throw new ConfigError(testIntegration);
  return {
    apiPort: values.API_PORT,
    webPort: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseStatementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    graphqlConcurrency: values.GRAPHQL_CONCURRENCY,
    publicUrl: values.PUBLIC_URL,
    apiUrl: values.API_URL,
    allowedOrigins: parseOrigins(values.ALLOWED_ORIGINS, values.PUBLIC_URL),
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    production,
    allowTestIntegrations,
    trustProxy: trustProxy.trust,
    secureCookies: new URL(values.API_URL).protocol === 'https:',
    recaptcha: {
      secret: recaptchaSecret,
      minScore: values.RECAPTCHA_MIN_SCORE,
      verifyUrl: values.RECAPTCHA_VERIFY_URL,
    },
    payments: payments.config,
    vat: vat.config,
    mail: mail.config,
    accountTokenSecret: values.ACCOUNT_TOKEN_SECRET,
    metricsToken: values.METRICS_TOKEN,
    storage: storage.config,
    skipMigrations: values.SKIP_MIGRATIONS === '1' || values.SKIP_MIGRATIONS === 'true',
    admin: admin.config,
    downloadWorker: downloadWorker.config,
    responseCache: values.RESPONSE_CACHE === 'on',
    webRevalidation: webRevalidation.config,
  };
}
