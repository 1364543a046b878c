import { AppError, ERROR_CODE } from '@foundry/errors';
import type { UserProfile, UserSettingsPatch } from '../../repositories/user-repository.ts';
import { readSessionToken } from '../../sessions/session-cookie.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';
import { emailChangedNotice } from '../mails/email-changed-mail.tsx';
import { sendMailSafely } from '../mails/send-mail.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { type AccountAddressInput, accountAddressFields } from './account-address-input.ts';
import { validAccountEmail } from './account-email.ts';
import { confirmCurrentPassword } from './confirm-current-password.ts';
import { hashPassword } from './password-hash.ts';
import { requireAcceptablePassword } from './password-rules.ts';
import { readUser } from './read-user.ts';
import { requireAccount } from './require-account.ts';
import { requireUsableEmail } from './require-usable-email.ts';
import { resetPasswordWithToken } from './reset-password-with-token.ts';

/** updateUser's arguments: each group may come alone (the forms send one at a time) or together. */
export interface UpdateUserArgs {
  club?: boolean | null | undefined;
  /** The club notification flags, flat as the catalogue lists them; each may come alone. */
  notifyAfterTransaction?: boolean | null | undefined;
  notifyNewRewards?: boolean | null | undefined;
  notifyNewWebinar?: boolean | null | undefined;
  email?: string | null | undefined;
  mailing?: boolean | null | undefined;
  defaultAddress?: AccountAddressInput | null | undefined;
  invoiceLanguage?: string | null | undefined;
  password?: string | null | undefined;
  currentPassword?: string | null | undefined;
  resetToken?: string | null | undefined;
}

const INVOICE_LANGUAGE = /^[a-z]{2}$/;

type UpdateUserDeps = Pick<
  ServiceDeps,
  | 'viewer'
  | 'repositories'
  | 'config'
  | 'cookieHeader'
  | 'setCookie'
  | 'becomeViewer'
  | 'logger'
  | 'clientAddress'
  | 'mailer'
  | 'mailAddresses'
>;

/**
 * updateUser. With `resetToken`: the new password from a mailed link (no session needed; nothing
 * else may come with it). Otherwise the signed-in user's own account (code 1 without a session):
 * - club: the club flag; notifyAfterTransaction, notifyNewRewards, notifyNewWebinar: the club
 *   notification flags (each may come alone; no password: they guard nothing);
 * - email and mailing: a new address must be valid (103 on `email`), free (102), one the shop can
 *   mail (101, 106, 107 on `email`, as at sign-up) and confirmed with
 *   `currentPassword` (100 missing, 4 wrong), since the address is where reset links go; the old
 *   address is told of the change;
 * - defaultAddress and invoiceLanguage: name, city, country and phone required, zip and phone
 *   patterns (103 with `extensions.fields`, address fields prefixed `defaultAddress.`);
 * - password: needs `currentPassword` (100 missing, 4 wrong) and the length rules (100/103 on
 *   `password`); the user's other sessions end.
 * Everything is checked before anything is written.
 */
export async function updateUser(args: UpdateUserArgs, deps: UpdateUserDeps): Promise<UserProfile> {
  const { users, addresses, sessions, signInAttempts } = deps.repositories;
  if (args.resetToken != null) {
    const others = Object.entries(args).filter(
      ([key, value]) => value != null && key !== 'resetToken' && key !== 'password',
    );
    if (others.length > 0) {
      throw new AppError(ERROR_CODE.USER_INVALID, {
        fields: { resetToken: 'A reset link changes the password only.' },
      });
    }
    return resetPasswordWithToken({ resetToken: args.resetToken, password: args.password }, deps);
  }

  const viewer = requireAccount(deps.viewer);
  const current = await readUser(viewer, users);

  const settings: UserSettingsPatch = {};
  if (args.club != null) settings.club = args.club;
  if (args.notifyAfterTransaction != null) settings.clubNotifyAfterTransaction = args.notifyAfterTransaction;
  if (args.notifyNewRewards != null) settings.clubNotifyNewRewards = args.notifyNewRewards;
  if (args.notifyNewWebinar != null) settings.clubNotifyNewWebinar = args.notifyNewWebinar;
  if (args.mailing != null) settings.mailing = args.mailing;
  if (args.invoiceLanguage != null) {
    if (!INVOICE_LANGUAGE.test(args.invoiceLanguage)) {
      throw new AppError(ERROR_CODE.USER_INVALID, {
        fields: { invoiceLanguage: 'Please choose a language.' },
      });
    }
    settings.invoiceLanguage = args.invoiceLanguage;
  }
  let addressFields: Awaited<ReturnType<typeof accountAddressFields>> | null = null;
  if (args.defaultAddress != null) {
    try {
      addressFields = await accountAddressFields(args.defaultAddress, null, addresses);
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [`defaultAddress.${field}`, message]),
      );
      throw new AppError(error.code, { fields });
    }
  }
  let newEmail: string | null = null;
  // A new mailbox (not just new capitals) is where reset links go: it needs the current password.
  let newMailbox = false;
  if (args.email != null) {
    const email = validAccountEmail(args.email);
    if (email !== current.email) {
      newMailbox = email.toLowerCase() !== current.email.toLowerCase();
      if (newMailbox && (await users.emailTakenByOther(viewer.id, email))) {
        throw new AppError(ERROR_CODE.EMAIL_ALREADY_REGISTERED, {
          fields: { email: 'An account with this e-mail address already exists.' },
        });
      }
      newEmail = email;
    }
  }
  const newPassword = args.password != null ? requireAcceptablePassword(args.password) : null;

  let confirmedHash: string | null = null;
  if (newMailbox || newPassword !== null) {
    const confirmed = await confirmCurrentPassword(
      viewer.id,
      args.currentPassword,
      { users, signInAttempts, address: deps.clientAddress },
      { field: 'currentPassword' },
    );
    confirmedHash = confirmed.passwordHash;
  }
  // Once the password is confirmed: the domain's DNS and mail server are asked for the owner only.
  if (newMailbox && newEmail !== null) await requireUsableEmail(newEmail, deps.mailAddresses);
  if (newEmail !== null) settings.email = newEmail;

  if (addressFields !== null) {
    const { label: _label, ...fields } = addressFields;
    await addresses.saveDefault(viewer.id, fields);
  }
  if ((await users.updateSettings(viewer.id, settings)) === 'email-taken') {
    throw new AppError(ERROR_CODE.EMAIL_ALREADY_REGISTERED, {
      fields: { email: 'An account with this e-mail address already exists.' },
    });
  }
  if (newMailbox && newEmail !== null) {
    void sendMailSafely(deps, () => emailChangedNotice(current.email, newEmail), {
      mail: 'email-changed',
      userId: viewer.id,
    });
  }
  if (newPassword !== null && confirmedHash !== null) {
    const newHash = await hashPassword(newPassword);
    // Conditional on the hash just confirmed: a concurrent change in between wins, this one is refused.
    if (!(await users.replacePasswordHash(viewer.id, confirmedHash, newHash))) {
      throw new AppError(ERROR_CODE.EMAIL_PASSWORD_REJECTED, {
        fields: { currentPassword: 'This is not your current password.' },
      });
    }
    const token = readSessionToken(deps.cookieHeader);
    await sessions.deleteAllForUser(viewer.id, token ? hashSessionToken(token) : null);
    deps.logger.info({ userId: viewer.id }, 'password changed');
  }
  return readUser(viewer, users);
}
