import type { StoredCardRow } from '../repositories/stored-card-repository.ts';
import { deleteStoredCard } from '../services/payments/delete-stored-card.ts';
import { updateDefaultStoredCard } from '../services/payments/update-default-stored-card.ts';
import { verifyStoredCard } from '../services/payments/verify-stored-card.ts';
import { builder } from './builder.ts';
import { UserRef } from './user.ts';

export const StoredCardRef = builder.objectRef<StoredCardRow>('StoredCard').implement({
  description:
    'A card the payment provider keeps for the user; the shop has only its token and display data.',
  fields: (t) => ({
    id: t.exposeID('id'),
    storedPaymentMethodId: t.exposeString('storedPaymentMethodId', {
      description: 'The provider’s token; makeStoredCardPayment takes it in method.storedPaymentMethodId.',
    }),
    brand: t.exposeString('brand', { description: "The card scheme, e.g. 'visa', 'mc', 'amex'." }),
    lastFour: t.exposeString('lastFour'),
    expiryMonth: t.exposeInt('expiryMonth'),
    expiryYear: t.exposeInt('expiryYear'),
    default: t.exposeBoolean('isDefault'),
    status: t.exposeString('status', { description: "'verified' once the provider's check passed." }),
  }),
});

builder.objectField(UserRef, 'storedCards', (t) =>
  t.field({
    type: [StoredCardRef],
    description: 'The user’s stored cards, oldest first.',
    resolve: (user, _args, context) => context.repositories.storedCards.listForUser(user.id),
  }),
);

builder.queryField('verifyStoredCard', (t) =>
  t.field({
    type: StoredCardRef,
    description:
      "One of the signed-in user's stored cards with its status. Codes: 1 without a session; 200 not yours.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      verifyStoredCard(
        { id: String(args.id) },
        { storedCards: context.repositories.storedCards, viewer: context.user },
      ),
  }),
);

builder.mutationField('deleteStoredCard', (t) =>
  t.field({
    type: [StoredCardRef],
    description:
      "Forgets one of the signed-in user's cards (at the provider too) and returns the remaining ones; the oldest becomes the default when the default goes. Codes: 1 without a session; 200 not yours.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteStoredCard(
        { id: String(args.id) },
        {
          storedCards: context.repositories.storedCards,
          provider: context.payments.provider,
          viewer: context.user,
        },
      ),
  }),
);

builder.mutationField('updateDefaultStoredCard', (t) =>
  t.field({
    type: [StoredCardRef],
    description:
      "Makes one of the signed-in user's cards the default and returns all of them. Codes: 1 without a session; 200 not yours.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      updateDefaultStoredCard(
        { id: String(args.id) },
        { storedCards: context.repositories.storedCards, viewer: context.user },
      ),
  }),
);
