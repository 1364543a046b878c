import { confirmNewsletterSubscription } from '../services/newsletter/confirm-newsletter-subscription.ts';
import { subscribeToNewsletter } from '../services/newsletter/subscribe-to-newsletter.ts';
import { unsubscribeFromNewsletter } from '../services/newsletter/unsubscribe-from-newsletter.ts';
import { builder } from './builder.ts';

export const NewsletterSubscribeResultRef = builder
  .objectRef<{ success: boolean }>('NewsletterSubscribeResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success', {
        description: 'True for any valid sign-up: the answer never says whether the address was known.',
      }),
    }),
  });

builder.mutationField('newsletterSubscribe', (t) =>
  t.field({
    type: NewsletterSubscribeResultRef,
    description:
      "Signs an address up (pending until confirmed) and mails the confirm link (email and hash; none to an address already confirmed). Code 5 for a refused captcha (action 'newsletter').",
    args: {
      email: t.arg.string({ required: true }),
      // Optional in the schema so a missing token is the catalogue's code 5, not a validation error.
      reCaptchaToken: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const { success } = await subscribeToNewsletter(args, {
        subscriptions: context.repositories.newsletterSubscriptions,
        captcha: context.captcha,
        mailer: context.mailer,
        publicUrl: context.config.publicUrl,
        logger: context.logger,
      });
      return { success };
    },
  }),
);

builder.mutationField('newsletterConfirmSubscription', (t) =>
  t.boolean({
    description: 'Confirms a sign-up with the hash of its mail; false when the hash does not match.',
    args: { email: t.arg.string({ required: true }), hash: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      confirmNewsletterSubscription(args, context.repositories.newsletterSubscriptions),
  }),
);

builder.mutationField('newsletterUnsubscribe', (t) =>
  t.boolean({
    description: 'Unsubscribes with the hash of a newsletter mail; false when the hash does not match.',
    args: { email: t.arg.string({ required: true }), hash: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      unsubscribeFromNewsletter(args, context.repositories.newsletterSubscriptions),
  }),
);
