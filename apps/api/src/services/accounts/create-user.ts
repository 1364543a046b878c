import { EMAIL_MAX_LENGTH, isEmail, isEmailWithinMaxLength, normalizeReferralCode } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { MailAddressChecker } from '../../integrations/mail-address/mail-address-checker.ts';
import type { Logger } from '../../logger.ts';
import type { BooksGiveAwayRepository } from '../../repositories/books-give-away-repository.ts';
import type { ClubRepository } from '../../repositories/club-repository.ts';
import { createUserRepository, type UserRepository } from '../../repositories/user-repository.ts';
import { sendMailSafely } from '../mails/send-mail.ts';
import { welcomeMail } from '../mails/welcome-mail.tsx';
import { hashPassword } from './password-hash.ts';
import { requireAcceptablePassword } from './password-rules.ts';
import { requireUsableEmail } from './require-usable-email.ts';

export interface UserInfoInput {
  email: string;
  name: string;
  organization?: string | null | undefined;
  invoiceLanguage?: string | null | undefined;
  mailing?: boolean | null | undefined;
}

export interface CreateUserInput {
  password?: string | null | undefined;
  userInfo: UserInfoInput;
  /** The reCAPTCHA token of the sign-up form (action 'signup'). */
  token?: string | null | undefined;
  /** Signing up through a give-away's page claims one copy for the new account. */
  booksGiveAwayID?: number | null | undefined;
  /** A club member's referral code: the new account counts as their referral (docs/club.md). */
  referralCode?: string | null | undefined;
}

const NAME_MAX_LENGTH = 120;
/** A two-letter language code such as 'en'. */
const INVOICE_LANGUAGE = /^[a-z]{2}$/;

/**
 * Registers an account: captcha (5), password (100, or 103 on `fields.password`), e-mail shape (103
 * on `fields.email`), already registered whatever the case (102), an address the shop cannot mail
 * (101 blocked domain, 106 no mail domain, 107 undeliverable; on `fields.email`). With booksGiveAwayID the account
 * and its claim of a copy are made together or not at all: 103 on `fields.booksGiveAwayID` when the
 * give-away is not running or every copy is taken (docs/shop-contract.md, "Books give-aways").
 * With referralCode (a club member's code; 103 on `fields.referralCode` when no member holds it)
 * the account is recorded as that member's referral. Then mails a welcome to the new account
 * (docs/mails.md). Returns the new user; the caller signs them in.
 */
export async function createUser(
  input: CreateUserInput,
  deps: {
    users: UserRepository;
    booksGiveAways: BooksGiveAwayRepository;
    referrals: Pick<ClubRepository, 'referrerByCode' | 'recordReferral'>;
    captcha: CaptchaVerifier;
    logger: Logger;
    mailer: Mailer;
    mailAddresses: MailAddressChecker;
    /** The web app's origin, for the welcome mail's link to the account. */
    publicUrl: string;
  },
  now: Date = new Date(),
): Promise<{ id: number; email: string; name: string }> {
  await requireCaptcha(deps.captcha, input.token, { action: 'signup' }, deps.logger);
  const password = requireAcceptablePassword(input.password);

  const email = input.userInfo.email.trim();
  if (!isEmailWithinMaxLength(email)) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { email: `At most ${EMAIL_MAX_LENGTH} characters.` },
    });
  }
  if (!isEmail(email))
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { email: 'Please enter a valid e-mail address.' },
    });
  const name = input.userInfo.name.trim();
  if (!name || name.length > NAME_MAX_LENGTH) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { name: `Please enter a name of at most ${NAME_MAX_LENGTH} characters.` },
    });
  }
  const invoiceLanguage = input.userInfo.invoiceLanguage ?? 'en';
  if (!INVOICE_LANGUAGE.test(invoiceLanguage)) {
    throw new AppError(ERROR_CODE.USER_INVALID, { fields: { invoiceLanguage: 'Please choose a language.' } });
  }

  const referrer = await referrerOf(input.referralCode, deps.referrals);

  if (await deps.users.findCredentialsByEmail(email)) throw new AppError(ERROR_CODE.EMAIL_ALREADY_REGISTERED);
  // After the cheap checks: the domain's DNS and mail server are asked only for a real new account.
  await requireUsableEmail(email, deps.mailAddresses);
  const newUser = {
    email,
    name,
    passwordHash: await hashPassword(password),
    organization: input.userInfo.organization?.trim() || null,
    invoiceLanguage,
    mailing: input.userInfo.mailing ?? false,
  };
  const insert = async (users: Pick<UserRepository, 'insert'>) => {
    // Two sign-ups racing for one address: the unique index lets only one through.
    const user = await users.insert(newUser);
    if (!user) throw new AppError(ERROR_CODE.EMAIL_ALREADY_REGISTERED);
    return user;
  };
  const user = await (input.booksGiveAwayID === null || input.booksGiveAwayID === undefined
    ? insert(deps.users)
    : insertClaimingGiveAway(input.booksGiveAwayID, insert, deps.booksGiveAways, now));
  if (referrer) await deps.referrals.recordReferral(referrer.id, user.id);
  // The account is committed: the welcome mail follows, and its failure is only logged.
  await sendMailSafely(
    deps,
    () => welcomeMail({ to: user.email, name: user.name, accountUrl: `${deps.publicUrl}/my_account` }),
    { mail: 'welcome', userId: user.id },
  );
  return user;
}

const REFERRAL_CODE_UNKNOWN = 'This referral code is not known. Check it, or leave it out.';

/** The club member whose code was given (none when left out); 103 on referralCode for an unknown one. */
async function referrerOf(
  typed: string | null | undefined,
  referrals: Pick<ClubRepository, 'referrerByCode'>,
): Promise<{ id: number } | null> {
  if (typed === null || typed === undefined || typed.trim() === '') return null;
  const code = normalizeReferralCode(typed);
  const referrer = code === null ? null : await referrals.referrerByCode(code);
  if (!referrer)
    throw new AppError(ERROR_CODE.USER_INVALID, { fields: { referralCode: REFERRAL_CODE_UNKNOWN } });
  return referrer;
}

/** The account and its claim of a give-away's copy, in one transaction or not at all. */
async function insertClaimingGiveAway<User extends { id: number }>(
  booksGiveAwayID: number,
  insert: (users: Pick<UserRepository, 'insert'>) => Promise<User>,
  booksGiveAways: BooksGiveAwayRepository,
  now: Date,
): Promise<User> {
  const claim = await booksGiveAways.claimWith(booksGiveAwayID, now, (tx) =>
    insert(createUserRepository(tx)),
  );
  if ('refused' in claim) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { booksGiveAwayID: GIVE_AWAY_REFUSED[claim.refused] },
    });
  }
  return claim.result;
}

const GIVE_AWAY_REFUSED = {
  closed: 'This give-away is not running.',
  exhausted: 'Every copy of this give-away has been claimed.',
} as const;
