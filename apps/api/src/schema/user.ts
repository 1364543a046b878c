import type { UserProfile } from '../repositories/user-repository.ts';
import { createUser } from '../services/accounts/create-user.ts';
import { readUser } from '../services/accounts/read-user.ts';
import { signIn } from '../services/accounts/sign-in.ts';
import { signOut } from '../services/accounts/sign-out.ts';
import { startSession } from '../sessions/start-session.ts';
import { builder } from './builder.ts';
import { serviceDepsOf } from './service-deps-of.ts';

export const ClubSettingsRef = builder.objectRef<UserProfile>('ClubSettings').implement({
  description: 'What a club member wants to be mailed about.',
  fields: (t) => ({
    notifyAfterTransaction: t.exposeBoolean('clubNotifyAfterTransaction', {
      description: 'After a club points transaction.',
    }),
    notifyNewRewards: t.exposeBoolean('clubNotifyNewRewards', {
      description: 'When new rewards become available.',
    }),
    notifyNewWebinar: t.exposeBoolean('clubNotifyNewWebinar', {
      description: 'When a new webinar is announced.',
    }),
  }),
});

export const UserRef = builder.objectRef<UserProfile>('User').implement({
  description: 'The signed-in user’s own account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    organization: t.exposeString('organization', { nullable: true }),
    address: t.exposeString('addressLine1', { nullable: true }),
    address2: t.exposeString('addressLine2', { nullable: true }),
    address3: t.exposeString('addressLine3', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    country: t.exposeString('countryCode', { nullable: true, description: 'ISO 3166-1 alpha-2.' }),
    state: t.exposeString('stateCode', { nullable: true }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    invoiceLanguage: t.exposeString('invoiceLanguage'),
    mailing: t.exposeBoolean('mailing'),
    club: t.exposeBoolean('club'),
    clubSettings: t.field({ type: ClubSettingsRef, resolve: (user) => user }),
    showAffiliateProgramme: t.exposeBoolean('showAffiliateProgramme'),
  }),
});

const UserInfoInput = builder.inputType('UserInfoInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    organization: t.string(),
    invoiceLanguage: t.string({ description: "Two-letter code; 'en' when left out." }),
    mailing: t.boolean(),
  }),
});

export const TokenResultRef = builder
  .objectRef<{ valid: boolean; user: UserProfile | null; status: number; message: string }>('TokenResult')
  .implement({
    fields: (t) => ({
      valid: t.exposeBoolean('valid'),
      user: t.field({ type: UserRef, nullable: true, resolve: (result) => result.user }),
      status: t.exposeInt('status', {
        description: '0 when signed in, else the error code (4; 100 without a password).',
      }),
      message: t.exposeString('message', { description: 'Why the sign-in was refused; empty on success.' }),
    }),
  });

builder.queryField('readUser', (t) =>
  t.field({
    type: UserRef,
    description: 'The signed-in user’s own account; code 1 without a session.',
    resolve: (_root, _args, context) => readUser(context.user, context.repositories.users),
  }),
);

builder.mutationField('createUser', (t) =>
  t.field({
    type: UserRef,
    description:
      "Registers and signs in; with booksGiveAwayID also claims a copy of that give-away (103 on booksGiveAwayID when it is not running or no copy is left; then no account is made). Codes: 5 captcha (action 'signup'), 100 missing password, 103 invalid field (see fields), 102 e-mail already registered; on fields.email 101 a blocked domain, 106 a domain that takes no mail, 107 a recipient its mail server refuses (docs/errors.md).",
    args: {
      password: t.arg.string({ required: false }),
      userInfo: t.arg({ type: UserInfoInput, required: true }),
      // Optional in the schema so a missing token is the catalogue's code 5, not a validation error.
      token: t.arg.string({ required: false }),
      booksGiveAwayID: t.arg.int({ required: false }),
      referralCode: t.arg.string({
        required: false,
        description:
          'A club member’s referral code (case and spaces ignored): the new account is their referral, and they earn points when its first order is paid. 103 on referralCode when no member holds it.',
      }),
    },
    resolve: async (_root, args, context) => {
      const user = await createUser(args, {
        users: context.repositories.users,
        booksGiveAways: context.repositories.booksGiveAways,
        referrals: context.repositories.club,
        captcha: context.captcha,
        logger: context.logger,
        mailer: context.mailer,
        mailAddresses: context.mailAddresses,
        publicUrl: context.config.publicUrl,
      });
      await startSession(serviceDepsOf(context), user, { stayLoggedIn: false });
      return readUser(user, context.repositories.users);
    },
  }),
);

builder.mutationField('createToken', (t) =>
  t.field({
    type: TokenResultRef,
    description:
      'Signs in with a new session cookie (kept 30 days with stayLoggedIn). A refusal is valid: false with status 4, whether the e-mail is unknown, the password wrong or attempts are locked out. Without a password: valid: false, status 100, never signed in, whether or not the e-mail has an account.',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ description: 'Leaving it out signs nobody in (status 100).' }),
      stayLoggedIn: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const result = await signIn(
        { ...args, stayLoggedIn: args.stayLoggedIn ?? false },
        serviceDepsOf(context),
      );
      const user = result.user ? await readUser(result.user, context.repositories.users) : null;
      return { ...result, user };
    },
  }),
);

builder.mutationField('deleteToken', (t) =>
  t.boolean({
    description: 'Signs out: ends the session and drops the cookie. True also without a session.',
    resolve: (_root, _args, context) => signOut(serviceDepsOf(context)),
  }),
);
