import type { StoredCardRow } from '../repositories/stored-card-repository.ts';
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
