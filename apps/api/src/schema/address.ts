import type { AddressRow } from '../repositories/address-repository.ts';
import { ownAccount } from '../services/accounts/own-account.ts';
import { readUserAddresses } from '../services/accounts/read-user-addresses.ts';
import {
  createUserAddress,
  deleteUserAddress,
  updateUserAddress,
} from '../services/accounts/user-addresses.ts';
import { builder } from './builder.ts';
import { AddressInputRef } from './order-user-input.ts';
import { pageOf } from './paging.ts';
import { UserRef } from './user.ts';

export const AddressRef = builder.objectRef<AddressRow>('Address').implement({
  description: 'An address of the signed-in user’s address book.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label', { nullable: true, description: "The user's own name for it ('Office')." }),
    name: t.exposeString('name'),
    organization: t.exposeString('organization', { nullable: true }),
    address: t.stringList({
      description: 'Line 1, then lines 2 and 3 when present.',
      resolve: (address) =>
        [address.addressLine1, address.addressLine2, address.addressLine3].filter(
          (line): line is string => line !== null && line !== '',
        ),
    }),
    city: t.exposeString('city'),
    zip: t.exposeString('zip', { nullable: true }),
    country: t.exposeString('countryCode', { description: 'ISO 3166-1 alpha-2.' }),
    state: t.exposeString('stateCode', { nullable: true }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    default: t.exposeBoolean('isDefault', { description: 'The default address (one per user).' }),
  }),
});

export const AddressPageRef = pageOf('AddressPage', AddressRef);

builder.objectField(UserRef, 'addresses', (t) =>
  t.field({
    type: AddressPageRef,
    description: 'The address book: the default first, then oldest first.',
    args: {
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '100 by default, at most 100.' }),
    },
    resolve: (user, args, context) =>
      readUserAddresses(ownAccount(user, context.user).id, args, context.repositories.addresses),
  }),
);

builder.objectField(UserRef, 'defaultAddress', (t) =>
  t.field({
    type: AddressRef,
    nullable: true,
    description: 'The default address (invoices and the cart’s VAT), null until the user has one.',
    resolve: (user, _args, context) =>
      context.repositories.addresses.findDefault(ownAccount(user, context.user).id),
  }),
);

builder.mutationField('createUserAddress', (t) =>
  t.field({
    type: AddressRef,
    description:
      "Adds an address to the signed-in user's book; the first one, or one with isDefault, becomes the default. Codes: 1 without a session; 103 with extensions.fields (name, city, country and phone required; zip and phone patterns).",
    args: {
      address: t.arg({ type: AddressInputRef, required: true }),
      label: t.arg.string(),
      isDefault: t.arg.boolean(),
    },
    resolve: (_root, args, context) => createUserAddress(args, context.user, context.repositories.addresses),
  }),
);

builder.mutationField('updateUserAddress', (t) =>
  t.field({
    type: AddressRef,
    description:
      "Replaces one of the signed-in user's addresses; isDefault: true makes it the default. Codes: 1 without a session; 103 on `id` for an address that is not theirs; 103 with fields as for createUserAddress.",
    args: {
      id: t.arg.id({ required: true }),
      address: t.arg({ type: AddressInputRef, required: true }),
      label: t.arg.string(),
      isDefault: t.arg.boolean(),
    },
    resolve: (_root, args, context) => updateUserAddress(args, context.user, context.repositories.addresses),
  }),
);

builder.mutationField('deleteUserAddress', (t) =>
  t.field({
    type: [AddressRef],
    description:
      "Removes one of the signed-in user's addresses and returns the rest; the oldest becomes the default when the default goes. Codes: 1 without a session; 103 on `id` for an address that is not theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteUserAddress(args, context.user, context.repositories.addresses),
  }),
);
