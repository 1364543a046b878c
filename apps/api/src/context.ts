import type { Config } from './config.ts';
import type { CaptchaVerifier } from './integrations/captcha/captcha-verifier.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { MailAddressChecker } from './integrations/mail-address/mail-address-checker.ts';
import type { Payments } from './integrations/payments/create-payments.ts';
import type { FileStorage } from './integrations/storage/file-storage.ts';
import type { VatChecker } from './integrations/vat/vat-checker.ts';
import type { Loaders } from './loaders/create-loaders.ts';
import type { Logger } from './logger.ts';
import type { Repositories } from './repositories/repositories.ts';
import type { SessionUser } from './repositories/session-repository.ts';

/** What every resolver receives. Built per request by `app.ts`. */
export interface GraphQLContext {
  config: Config;
  requestId: string;
  /** A child logger that stamps every line with the request id. */
  logger: Logger;
  /** The signed-in user of the session cookie, or null. */
  user: SessionUser | null;
  repositories: Repositories;
  loaders: Loaders;
  storage: FileStorage;
  /** Checks the reCaptchaToken of submissions (code 5 when refused). */
  captcha: CaptchaVerifier;
  /** The payment provider the configuration chose (PAYMENT_PROVIDER). */
  payments: Payments;
  /** Checks EU VAT numbers (validateVAT, reverse charge in the cart summary). */
  vatChecker: VatChecker;
  /** Sends the shop's e-mails (password reset, …). */
  mailer: Mailer;
  /** Checks a new account's e-mail address (blocked list, MAIL_DOMAIN_CHECK). */
  mailAddresses: MailAddressChecker;
  /** Adds a Set-Cookie header to the response (sign-in, sign-out). */
  setCookie(header: string): void;
  /** The client's address (socket, or a proxy TRUST_PROXY names); null for in-process calls. */
  clientAddress: string | null;
  /** The raw Cookie header, for helpers that end the session. */
  cookieHeader: string | null;
  /** The HTTP request; Yoga merges it into every context (absent when a test builds one by hand). */
  request?: Request;
}
