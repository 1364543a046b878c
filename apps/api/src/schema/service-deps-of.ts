import type { GraphQLContext } from '../context.ts';
import type { ServiceDeps } from '../services/service-deps.ts';

/** The transport-free dependencies of a use-case, taken from the request's GraphQL context. */
export function serviceDepsOf(context: GraphQLContext): ServiceDeps {
  return {
    config: context.config,
    logger: context.logger,
    viewer: context.user,
    repositories: context.repositories,
    loaders: context.loaders,
    storage: context.storage,
    captcha: context.captcha,
    payments: context.payments,
    vatChecker: context.vatChecker,
    mailer: context.mailer,
    mailAddresses: context.mailAddresses,
    cookieHeader: context.cookieHeader,
    clientAddress: context.clientAddress,
    setCookie: (header) => context.setCookie(header),
    // Ownership checks of the rest of the request (the User a sign-in answers with) read context.user.
    becomeViewer: (user) => {
      context.user = user;
    },
  };
}
