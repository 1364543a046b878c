import type { Database } from '@foundry/db';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { useAdminEndpoint } from './admin/admin-endpoint.ts';
import { type ChangeFeed, processChangeFeed } from './cache/change-feed.ts';
import { usePublicResponseCache } from './cache/use-public-response-cache.ts';
import type { Config } from './config.ts';
import type { GraphQLContext } from './context.ts';
import { maskError } from './errors/mask-error.ts';
import { useErrorModel } from './errors/use-error-model.ts';
import { useDownloadsRoute } from './http/downloads-route.ts';
import { useFilesRoute } from './http/files-route.ts';
import { useFontSubsetsRoute } from './http/font-subsets-route.ts';
import { useHealthRoutes } from './http/health-routes.ts';
import { useOrderDocumentsRoute } from './http/order-documents-route.ts';
import { usePaymentNotificationsRoute } from './http/payment-notifications-route.ts';
import { shopOrigins } from './http/preview-font-origin.ts';
import { useTestBankRoute } from './http/test-bank-route.ts';
import { useUploadRoute } from './http/upload-route.ts';
import { useNosniff } from './http/use-nosniff.ts';
import { usePlainRoutes } from './http/use-plain-routes.ts';
import { useRequestBodyLimit } from './http/use-request-body-limit.ts';
import { useRequestLog } from './http/use-request-log.ts';
import { queueResponseCookie, useResponseCookies } from './http/use-response-cookies.ts';
import { useResponseHooks } from './http/use-response-hooks.ts';
import { useValidationCache } from './http/use-validation-cache.ts';
import { useWebfontsKitRoute } from './http/webfonts-kit-route.ts';
import { useWebinarCalendarRoute } from './http/webinar-calendar-route.ts';
import type { CaptchaVerifier } from './integrations/captcha/captcha-verifier.ts';
import { createCaptchaVerifier } from './integrations/captcha/create-captcha-verifier.ts';
import { createMailer } from './integrations/mail/create-mailer.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import { createMailAddressChecker } from './integrations/mail-address/create-mail-address-checker.ts';
import type { MailAddressChecker } from './integrations/mail-address/mail-address-checker.ts';
import { createPayments, type Payments } from './integrations/payments/create-payments.ts';
import type { FileStorage } from './integrations/storage/file-storage.ts';
import { createVatChecker } from './integrations/vat/create-vat-checker.ts';
import type { VatChecker } from './integrations/vat/vat-checker.ts';
import type { GraphQLSchema } from './lib/graphql.ts';
import { requestLoaders } from './loaders/request-loaders.ts';
import type { Logger } from './logger.ts';
import { createApiMetrics } from './metrics/api-metrics.ts';
import { useMetrics, useMetricsOff } from './metrics/use-metrics.ts';
import { createRepositories } from './repositories/repositories.ts';
import type { SessionUser } from './repositories/session-repository.ts';
import { requestLogger } from './request-logger.ts';
import { schema as apiSchema } from './schema/schema.ts';
import { useCompiledQueries } from './schema/use-compiled-queries.ts';
import { clientAddressOf, type ServerContext } from './security/client-address.ts';
import { useOriginCheck } from './security/origin-check.ts';
import { useShapeLimits, useTokenLimit } from './security/query-limits.ts';
import { requestIdOf, useRequestId } from './security/request-id.ts';
import { useNoIntrospection } from './security/use-no-introspection.ts';
import { useNoSuggestions } from './security/use-no-suggestions.ts';
import { useStorableArguments } from './security/use-storable-arguments.ts';
import { createPreReleaseAccess } from './services/font-previews/pre-release-access.ts';
import { previewAccessKey } from './services/font-previews/preview-access-key.ts';
import { cacheFontSubsetSources } from './services/font-subsets/cached-font-subset-sources.ts';
import { createFontSubsetFiles } from './services/font-subsets/font-subset-files.ts';
import { createFontSubsetSources } from './services/font-subsets/font-subset-sources.ts';
import { readSession } from './sessions/read-session.ts';

const GRAPHQL_ENDPOINT = '/graphql';

/** Requests larger than this are refused with 413 before they are parsed. */
export const MAX_REQUEST_BODY_BYTES = 1_000_000;

export interface AppDependencies {
  config: Config;
  /** With `kind` and `client` of a server database, `/metrics` shows the pool's figures. */
  database: Pick<Database, 'db'> & Partial<Pick<Database, 'kind' | 'client'>>;
  storage: FileStorage;
  logger: Logger;
  /** Replaces the API's schema; tests use it to drive the HTTP pipeline with resolvers of their own. */
  schema?: GraphQLSchema;
  /** Defaults to the adapter the configuration selects (reCAPTCHA with a secret, else development). */
  captcha?: CaptchaVerifier;
  /** Defaults to the payment provider the configuration selects (PAYMENT_PROVIDER). */
  payments?: Payments;
  /** Defaults to the VAT register the configuration selects (VAT_CHECKER), behind its cache. */
  vatChecker?: VatChecker;
  /** Defaults to the mailer the configuration selects (SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Defaults to the address checks the configuration selects (MAIL_DOMAIN_CHECK). */
  mailAddresses?: MailAddressChecker;
  /** Where writes announce changes and the response cache hears them; defaults to this process's feed. */
  changeFeed?: ChangeFeed;
}

export interface App {
  /** The Yoga server: a Node request listener, and `yoga.fetch(url, init)` for in-process tests. */
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
}

/** Wires the GraphQL API and its plain-HTTP routes; `main.ts` serves it, tests call `yoga.fetch`. */
export function createApp({
  config,
  database,
  storage,
  logger,
  schema = apiSchema,
  captcha = createCaptchaVerifier(config.recaptcha),
  payments = createPayments(config),
  vatChecker = createVatChecker(config.vat),
  mailer = createMailer(config.mail),
  mailAddresses = createMailAddressChecker(config.mail.addressCheck, { mailFrom: config.mail.from, logger }),
  changeFeed = processChangeFeed(),
}: AppDependencies): App {
  const repositories = createRepositories(database.db);
  const loadersOfRequest = requestLoaders(repositories);
  const allowed = config.allowedOrigins;

  /** A request's context; its logger and loaders are made on first use, as most requests use neither. */
  const contextOf = (
    request: Request,
    req: ServerContext['req'],
    cookieHeader: string | null,
    user: SessionUser | null,
  ): GraphQLContext => {
    const requestId = requestIdOf(request);
    return {
      config,
      requestId,
      logger: requestLogger(logger, requestId),
      user,
      repositories,
      loaders: loadersOfRequest(),
      storage,
      captcha,
      payments,
      vatChecker,
      mailer,
      mailAddresses,
      cookieHeader,
      clientAddress: clientAddressOf(request, { req }, config.trustProxy),
      setCookie: (header: string) => queueResponseCookie(request, header),
    };
  };

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    landingPage: false,
    // Production shows no schema: no GraphiQL, no introspection, no "Did you mean …?" hints.
    graphiql: config.nodeEnv === 'development',
    // useRequestBodyLimit below checks the size at less cost than Yoga's own limit.
    maxRequestBodySize: false,
    logging: {
      debug: (...args) => logger.debug({ details: args }, 'yoga'),
      info: (...args) => logger.info({ details: args }, 'yoga'),
      warn: (...args) => logger.warn({ details: args }, 'yoga'),
      error: (...args) => logger.error({ err: args[0] }, 'request failed'),
    },
    // Anything that is neither an AppError nor GraphQL's own error leaves as 'Unexpected error.'.
    maskedErrors: { maskError: (error) => maskError(error) },
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !allowed.includes(origin)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: ['content-type', 'x-request-id', 'apollographql-client-name'],
        exposedHeaders: ['x-request-id'],
        maxAge: 600,
      };
    },
    // GraphQL requests are JSON (or GET); a multipart form, which a page on any site may post, is refused.
    multipart: false,
    // Documents stay parsed by Yoga; their validation is kept by useValidationCache, at less cost.
    parserAndValidationCache: { validationCache: false },
    plugins: [
      ...(config.metricsToken ? [useMetrics(createApiMetrics(database), config.metricsToken)] : []),
      // The headers of every response, in one hook.
      useResponseHooks([useNosniff(), useRequestId(), useResponseCookies()]),
      useRequestLog(logger),
      // The plain-HTTP routes, passed over in one step by every GraphQL request.
      usePlainRoutes(GRAPHQL_ENDPOINT, [
        ...(config.metricsToken ? [] : [useMetricsOff()]),
        useHealthRoutes({ db: database.db, storage, logger }),
        useAdminEndpoint({ config, db: database.db, logger, payments, mailer, storage }),
        useFilesRoute({ storage }),
        useFontSubsetsRoute({
          subsets: createFontSubsetFiles({
            storage,
            sources: cacheFontSubsetSources(createFontSubsetSources(database.db)),
          }),
          shopOrigins: shopOrigins(config),
          mayViewPreRelease: createPreReleaseAccess(database.db, repositories.sessions),
          accessKey: () => previewAccessKey(config),
        }),
        useOrderDocumentsRoute({ documents: repositories.orderDocuments, storage }),
        useDownloadsRoute({ downloads: repositories.downloads, storage }),
        useUploadRoute({ storage, allowedOrigins: allowed }),
        useWebfontsKitRoute({ projects: repositories.webfontsProjects, storage, allowedOrigins: allowed }),
        useWebinarCalendarRoute({ repositories, apiUrl: config.apiUrl }),
        usePaymentNotificationsRoute({ payments, repositories, logger, mailer, urls: config }),
        ...(payments.testBank ? [useTestBankRoute({ bank: payments.testBank })] : []),
      ]),
      useOriginCheck(allowed),
      useTokenLimit(),
      useStorableArguments(),
      useCompiledQueries(logger), // before the response cache, which wraps the execute function it sets
      ...(config.responseCache ? [usePublicResponseCache(changeFeed).plugin] : []),
      useErrorModel(logger),
      useRequestBodyLimit(MAX_REQUEST_BODY_BYTES),
      // After every plugin that adds a validation rule or edits the result. The limits and production's
      // refusals run only when a document is validated; a known document's result already holds them.
      useValidationCache([
        useShapeLimits(),
        ...(config.production ? [useNoIntrospection(), useNoSuggestions()] : []),
      ]),
    ],
    context: ({ request, req }): GraphQLContext | Promise<GraphQLContext> => {
      const cookieHeader = request.headers.get('cookie');
      // Without a cookie there is no session to look up, and the context is ready without a promise.
      if (cookieHeader === null) return contextOf(request, req, null, null);
      return readSession(repositories.sessions, cookieHeader).then(({ user }) =>
        contextOf(request, req, cookieHeader, user),
      );
    },
  });

  return { yoga };
}
