import { readAvailableShippings, type ShippingOffer } from '../services/shipping/read-available-shippings.ts';
import { percentageOf } from '../services/vat/percentage-of.ts';
import { builder } from './builder.ts';
import { PhysicalProductSelectionInputRef } from './cart-selection-inputs.ts';
import { MoneyRef } from './money.ts';
import { AddressInputRef } from './order-user-input.ts';

export const ShippingRef = builder.objectRef<ShippingOffer>('Shipping').implement({
  description:
    'A way to get physical items to the buyer; PickupOnLocationShipping is collection at the studio.',
  fields: (t) => ({
    id: t.id({ resolve: (offer) => offer.method.id }),
    type: t.string({ resolve: (offer) => offer.method.type }),
    title: t.string({ resolve: (offer) => offer.method.title }),
    subTitle: t.string({ nullable: true, resolve: (offer) => offer.method.subTitle }),
    description: t.string({ nullable: true, resolve: (offer) => offer.method.description }),
    deliveryTime: t.string({ nullable: true, resolve: (offer) => offer.method.deliveryTime }),
    price: t.field({ type: MoneyRef, description: 'VAT excluded.', resolve: (offer) => offer.price }),
    percentageVAT: t.float({ resolve: (offer) => percentageOf(offer.vatRateBp) }),
    pickupAddress: t.string({ nullable: true, resolve: (offer) => offer.method.pickupAddress }),
  }),
});

builder.queryField('readAvailableShippings', (t) =>
  t.field({
    type: [ShippingRef],
    description:
      "Methods that deliver the physical items to the address's country (else `country`); none when no item needs shipping.",
    args: {
      shippingAddress: t.arg({ type: AddressInputRef }),
      country: t.arg.string({ description: 'ISO 3166-1 alpha-2, when no address is known yet.' }),
      physicalProductSelections: t.arg({ type: [PhysicalProductSelectionInputRef], required: true }),
    },
    resolve: (_root, args, context) =>
      readAvailableShippings(
        {
          shippingAddress: args.shippingAddress,
          country: args.country,
          physicalProductSelections: args.physicalProductSelections,
        },
        context.repositories,
      ),
  }),
);
