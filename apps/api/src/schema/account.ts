import { cancelAccount } from '../services/accounts/cancel-account.ts';
import { ownAccount } from '../services/accounts/own-account.ts';
import { readUserOrders } from '../services/accounts/read-user-orders.ts';
import { requestPasswordReset } from '../services/accounts/request-password-reset.ts';
import { updateUser } from '../services/accounts/update-user.ts';
import { builder } from './builder.ts';
import { OrderRef, OrderStatusRef, OrderTypeRef } from './order.ts';
import { AddressInputRef } from './order-user-input.ts';
import { pageOf } from './paging.ts';
import { serviceDepsOf } from './service-deps-of.ts';
import { UserRef } from './user.ts';

export const OrderPageRef = pageOf('OrderPage', OrderRef);

builder.objectField(UserRef, 'orders', (t) =>
  t.field({
    type: OrderPageRef,
    description:
      'The user’s own orders, newest first. search matches the order number, the invoice number or an item title.',
    args: {
      search: t.arg.string(),
      type: t.arg({ type: OrderTypeRef }),
      status: t.arg({ type: OrderStatusRef }),
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '20 by default, at most 100.' }),
    },
    resolve: (user, args, context) =>
      readUserOrders(ownAccount(user, context.user).id, args, context.repositories.userOrders),
  }),
);

builder.mutationField('updateUser', (t) =>
  t.field({
    type: UserRef,
    description: [
      "Changes the signed-in user's account; each group may come alone. club and the club notification flags (a flag left out keeps its value); email (valid, else 103; free, else 102; needs currentPassword) and mailing;",
      'defaultAddress (name, city, country and phone required; 103 with fields defaultAddress.*) and invoiceLanguage;',
      'password with currentPassword (100 missing, 4 wrong; other sessions end).',
      'With resetToken (from the mailed link) instead of a session: password only; 103 on resetToken when the link expired or was used; signs in.',
      'Code 1 without a session.',
    ].join(' '),
    args: {
      club: t.arg.boolean(),
      notifyAfterTransaction: t.arg.boolean({ description: 'Mail after each club points move.' }),
      notifyNewRewards: t.arg.boolean({ description: 'Mail when new rewards can be claimed.' }),
      notifyNewWebinar: t.arg.boolean({ description: 'Mail when a webinar is announced.' }),
      email: t.arg.string(),
      mailing: t.arg.boolean(),
      defaultAddress: t.arg({ type: AddressInputRef }),
      invoiceLanguage: t.arg.string({ description: "Two-letter code such as 'en'." }),
      password: t.arg.string({ description: 'The new password.' }),
      currentPassword: t.arg.string({ description: 'Needed to change the password or the e-mail.' }),
      resetToken: t.arg.string({ description: 'The token of a password-reset link.' }),
    },
    resolve: (_root, args, context) => updateUser(args, serviceDepsOf(context)),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.boolean({
    description:
      'Mails a link to set a new password (single use, valid 60 minutes) to the account with this address. Always true, whether an account exists or not; 103 only for a malformed address.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      requestPasswordReset(args, {
        users: context.repositories.users,
        passwordResetMails: context.repositories.passwordResetMails,
        mailer: context.mailer,
        config: context.config,
        logger: context.logger,
      }),
  }),
);

builder.mutationField('cancelAccount', (t) =>
  t.boolean({
    description:
      'Closes the signed-in user’s account after confirming the password: personal data, addresses, stored cards and sessions are removed; orders stay, detached. Codes: 1 without a session; 100 missing, 4 wrong password.',
    args: { password: t.arg.string() },
    resolve: (_root, args, context) => cancelAccount(args, serviceDepsOf(context)),
  }),
);
