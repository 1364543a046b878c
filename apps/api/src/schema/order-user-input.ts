import type { AddressInputValue, OrderUserInputValue } from '../services/orders/order-user-input.ts';
import { builder } from './builder.ts';

export type { AddressInputValue, OrderUserInputValue };

export const AddressInputRef = builder.inputRef<AddressInputValue>('AddressInput').implement({
  description: 'An address typed into a form.',
  fields: (t) => ({
    name: t.string({ required: true }),
    organization: t.string(),
    address: t.stringList({ required: true, description: 'Line 1, then the optional lines 2 and 3.' }),
    city: t.string({ required: true }),
    zip: t.string(),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code.' }),
    state: t.string(),
    vatNumber: t.string(),
    phone: t.string(),
  }),
});

export const OrderUserInputRef = builder.inputRef<OrderUserInputValue>('OrderUserInput').implement({
  description: 'What a guest types at checkout: the invoice address, e-mail and preferences.',
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    organization: t.string(),
    address: t.stringList({ required: true, description: 'Line 1, then the optional lines 2 and 3.' }),
    city: t.string({ required: true }),
    zip: t.string(),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code.' }),
    state: t.string(),
    vatNumber: t.string(),
    phone: t.string(),
    invoiceLanguage: t.string({ description: "Two-letter code; 'en' when left out." }),
    mailing: t.boolean(),
    shippingAddress: t.field({
      type: AddressInputRef,
      description: 'Where to ship physical items when it differs from the invoice address.',
    }),
    licenseAddress: t.field({
      type: AddressInputRef,
      description: 'Licensee when it differs from the invoice address.',
    }),
  }),
});
