import type { Db } from '@foundry/db';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import { isUnexpectedError } from '../errors/mask-error.ts';
import { queueResponseCookie, useResponseCookies } from '../http/use-response-cookies.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { Payments } from '../integrations/payments/create-payments.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Logger } from '../logger.ts';
import { createAdminRepositories } from '../repositories/admin/admin-repositories.ts';
import { createSignInAttemptRepository } from '../repositories/sign-in-attempt-repository.ts';
import { clientAddressOf, type ServerContext } from '../security/client-address.ts';
import { useQueryLimits } from '../security/query-limits.ts';
import { requestIdOf, useRequestId } from '../security/request-id.ts';
import { useNoIntrospection } from '../security/use-no-introspection.ts';
import { useNoSuggestions } from '../security/use-no-suggestions.ts';
import { readStaffSession } from '../services/staff/read-staff-session.ts';
import type { StaffDeps } from '../services/staff/staff-deps.ts';
import type { AdminContext } from './admin-context.ts';
import { forbiddenOriginResponse, isFromAdminApp, useAdminOriginCheck } from './admin-origin-check.ts';
import { adminSchema } from './admin-schema.ts';
import { EDITORIAL_IMAGE_PATH, handleEditorialImage } from './editorial-image-route.ts';
import { FAMILY_IMPORT_PATH, handleFamilyImport } from './family-import-route.ts';
import { maskAdminError } from './mask-admin-error.ts';
import { handleProductFile, PRODUCT_FILE_PATH } from './product-file-route.ts';

/** The path the back office's GraphQL API answers on. */
export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

export interface AdminEndpointOptions {
  config: Config;
  db: Db;
  logger: Logger;
  payments: Payments;
  mailer: Mailer;
  /** Where files are stored: order documents (a resent invoice is rendered first when missing), imported families' fonts. */
  storage: FileStorage;
}

type UploadDeps = Pick<StaffDeps, 'admin' | 'staff' | 'logger' | 'storage'>;

/** The back office's file uploads: each checks its own permission before reading the body. */
const UPLOAD_ROUTES = new Map<string, (request: Request, deps: UploadDeps) => Promise<Response>>([
  [FAMILY_IMPORT_PATH, (request, deps) => handleFamilyImport(request, { ...deps, files: deps.storage })],
  [PRODUCT_FILE_PATH, handleProductFile],
  [EDITORIAL_IMAGE_PATH, handleEditorialImage],
]);

/**
 * Serves the admin schema on /admin/graphql from inside the shop API's server: a Yoga of its own
 * (own schema, context, error masking and origin rule; the same query limits), handed every request
 * for that path before the shop's pipeline sees it.
 */
export function useAdminEndpoint({
  config,
  db,
  logger,
  payments,
  mailer,
  storage,
}: AdminEndpointOptions): Plugin {
  const admin = createAdminRepositories(db);
  const signInAttempts = createSignInAttemptRepository(db);
  const yoga = createYoga<ServerContext, AdminContext>({
    schema: adminSchema,
    graphqlEndpoint: ADMIN_GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    maxRequestBodySize: 100_000,
    logging: false,
    maskedErrors: {
      maskError: (error) => {
        if (isUnexpectedError(error) && !isUnexpectedStaffError(error))
          logger.error({ err: error }, 'admin request failed');
        return maskAdminError(error);
      },
    },
    cors: (request) =>
      request.headers.get('origin') === config.admin.origin
        ? {
            origin: [config.admin.origin],
            credentials: true,
            methods: ['POST', 'OPTIONS'],
            allowedHeaders: ['content-type'],
          }
        : false,
    plugins: [
      useAdminOriginCheck(config.admin.origin),
      useRequestId(),
      useResponseCookies(),
      useQueryLimits(),
      ...(config.production ? [useNoIntrospection(), useNoSuggestions()] : []),
    ],
    context: async ({ request, req }): Promise<AdminContext> => {
      const requestId = requestIdOf(request);
      const cookieHeader = request.headers.get('cookie');
      const staff = await readStaffSession(admin.staff, cookieHeader);
      const context: AdminContext = {
        requestId,
        staff,
        deps: {
          config,
          secrets: config,
          logger: logger.child({ requestId, area: 'admin' }),
          admin,
          signInAttempts,
          payments,
          mailer,
          storage,
          staff,
          cookieHeader,
          clientAddress: clientAddressOf(request, { req }, config.trustProxy),
          setCookie: (header) => queueResponseCookie(request, header),
          becomeStaff: (viewer) => {
            context.staff = viewer;
            context.deps.staff = viewer;
          },
        },
      };
      return context;
    },
  });

  return {
    async onRequest({ request, url, endResponse, serverContext, fetchAPI }) {
      const upload = UPLOAD_ROUTES.get(url.pathname);
      if (upload) {
        if (!isFromAdminApp(request, config.admin.origin))
          return endResponse(forbiddenOriginResponse(fetchAPI));
        const staff = await readStaffSession(admin.staff, request.headers.get('cookie'));
        const requestLogger = logger.child({ requestId: requestIdOf(request), area: 'admin' });
        const deps = { admin, staff, logger: requestLogger, storage };
        return endResponse(await upload(request, deps));
      }
      if (url.pathname !== ADMIN_GRAPHQL_PATH) return;
      endResponse(await yoga.handleRequest(request, serverContext as ServerContext));
    },
  };
}

/** StaffErrors are expected answers, not failures to log. */
function isUnexpectedStaffError(error: unknown): boolean {
  let original = error;
  while (original instanceof Error && 'originalError' in original && original.originalError) {
    original = original.originalError;
  }
  return original instanceof Error && original.name === 'StaffError';
}
