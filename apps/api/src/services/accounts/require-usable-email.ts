import { AppError, ERROR_CODE, type ErrorCode, englishMessageForCode } from '@foundry/errors';
import type {
  MailAddressChecker,
  MailAddressVerdict,
} from '../../integrations/mail-address/mail-address-checker.ts';

const CODE_OF: Readonly<Record<Exclude<MailAddressVerdict, 'usable'>, ErrorCode>> = {
  blocked: ERROR_CODE.EMAIL_BLACKLISTED,
  'no-mail-domain': ERROR_CODE.EMAIL_DOMAIN_INVALID,
  undeliverable: ERROR_CODE.EMAIL_UNDELIVERABLE,
};

/**
 * A well-formed address an account is about to be tied to (sign-up, an e-mail change) must be one
 * the shop can mail: 101 on a blocked domain, 106 for a domain that takes no mail, 107 when its mail
 * server refuses the recipient; each with its message on `fields.email` (docs/errors.md).
 */
export async function requireUsableEmail(email: string, checker: MailAddressChecker): Promise<void> {
  const verdict = await checker.check(email);
  if (verdict === 'usable') return;
  const code = CODE_OF[verdict];
  throw new AppError(code, { fields: { email: englishMessageForCode(code) } });
}
