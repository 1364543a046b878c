import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { createPasswordResetMailRepository } from '../../repositories/password-reset-mail-repository.ts';
import {
  MAX_RESET_MAILS_PER_WINDOW,
  mayMailPasswordReset,
  RESET_MAIL_WINDOW_MINUTES,
} from '../accounts/password-reset-throttle.ts';
import { passwordResetMailTo } from '../accounts/request-password-reset.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Mails the customer the shop's own password-reset link, within the shop's limit of reset mails per
 * account (the mail counts against it as the customer's own request does). Unlike the public form,
 * staff are told when the limit holds the mail back. The mail goes once the write is committed.
 */
export async function sendPasswordResetLink(
  input: { userId: number },
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'mailer' | 'logger' | 'config'>,
  now: Date = new Date(),
): Promise<true> {
  const staff = requireStaff(deps.staff, 'customers.write');
  const account = await deps.admin.users.findCredentialsById(input.userId);
  if (!account) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such customer.');
  await auditedWrite(deps.admin.db, staff, async (tx) => {
    if (!(await mayMailPasswordReset(createPasswordResetMailRepository(tx), account.id, now))) {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        `${MAX_RESET_MAILS_PER_WINDOW} reset mails went to this customer in the last ${RESET_MAIL_WINDOW_MINUTES} minutes; try later.`,
      );
    }
    return {
      result: null,
      audit: {
        action: 'customer.password-reset-link',
        entityType: 'customer',
        entityId: String(account.id),
        before: null,
        after: { mailed: true },
      },
    };
  });
  const mail = await passwordResetMailTo(account, deps.config, now);
  await deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error({ err: error, userId: account.id }, 'password reset mail failed');
    throw new StaffError(STAFF_ERROR.PROVIDER_FAILED, 'The mail could not be sent; try again later.');
  });
  return true;
}
