/** What the checks found about an address a new account (or an e-mail change) gives. */
export type MailAddressVerdict =
  | 'usable'
  /** Its domain is on the blocked list (disposable mail services, MAIL_BLOCKED_DOMAINS). */
  | 'blocked'
  /** Its domain cannot receive mail: no such domain, no MX and no address, or a null MX. */
  | 'no-mail-domain'
  /** The domain's mail server refused the recipient for good. */
  | 'undeliverable';

/**
 * Checks a well-formed e-mail address before an account is tied to it (docs/errors.md, "Sign-up
 * address checks"). `createMailAddressChecker` builds it from MAIL_DOMAIN_CHECK; whatever cannot be
 * found out (DNS or the mail server does not answer) counts as usable: a check never locks out a
 * customer because of someone else's outage.
 */
export interface MailAddressChecker {
  check(email: string): Promise<MailAddressVerdict>;
}
