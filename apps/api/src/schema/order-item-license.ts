import type { OrderItemLicense, OrderItemLicenseOption } from '@foundry/domain';
import { builder } from './builder.ts';

export const OrderItemLicenseOptionRef = builder
  .objectRef<OrderItemLicenseOption>('OrderItemLicenseOption')
  .implement({
    description: 'One chosen option of a licence, with the titles shown when it was ordered.',
    fields: (t) => ({
      name: t.exposeString('name'),
      title: t.exposeString('title'),
      value: t.exposeString('value'),
      valueTitle: t.exposeString('valueTitle'),
    }),
  });

export const OrderItemLicenseRef = builder.objectRef<OrderItemLicense>('OrderItemLicense').implement({
  description: 'One licence of an ordered font item. It has no identity of its own.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The licence's slug ('desktop', 'web', …) or 'third-party-N'." }),
    title: t.exposeString('title'),
    options: t.field({ type: [OrderItemLicenseOptionRef], resolve: (license) => license.options }),
    licenseName: t.string({ nullable: true, resolve: (license) => license.licenseName ?? null }),
    licenseEmail: t.string({ nullable: true, resolve: (license) => license.licenseEmail ?? null }),
    licenseIndex: t.int({ nullable: true, resolve: (license) => license.licenseIndex ?? null }),
  }),
});
