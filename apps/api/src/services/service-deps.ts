import type { Config } from '../config.ts';
import type { CaptchaVerifier } from '../integrations/captcha/captcha-verifier.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { MailAddressChecker } from '../integrations/mail-address/mail-address-checker.ts';
import type { Payments } from '../integrations/payments/create-payments.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { VatChecker } from '../integrations/vat/vat-checker.ts';
import type { Loaders } from '../loaders/create-loaders.ts';
import type { Logger } from '../logger.ts';
import type { Repositories } from '../repositories/repositories.ts';
import type { SessionUser } from '../repositories/session-repository.ts';
import type { RequestSession } from '../sessions/request-session.ts';

/**
 * Everything a use-case may depend on, free of the transport: each service takes the part it needs
 * (`Pick<ServiceDeps, …>`) as its second argument, `verb(input, deps)`. The GraphQL edge builds it
 * from the request's context (schema/service-deps-of.ts); see docs/api-layers.md.
 */
export interface ServiceDeps extends RequestSession {
  config: Config;
  /** A logger that stamps every line with the request id. */
  logger: Logger;
  /** The signed-in user of the request, or null. */
  viewer: SessionUser | null;
  repositories: Repositories;
  loaders: Loaders;
  storage: FileStorage;
  captcha: CaptchaVerifier;
  payments: Payments;
  vatChecker: VatChecker;
  mailer: Mailer;
  mailAddresses: MailAddressChecker;
}
