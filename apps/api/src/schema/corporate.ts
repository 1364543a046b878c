import { createCorporateOrder } from '../services/corporate/create-corporate-order.ts';
import { readCorporateCartSummary } from '../services/corporate/read-corporate-cart-summary.ts';
import type { CorporateFonts } from '../services/corporate/read-corporate-fonts.ts';
import { readCorporateFonts } from '../services/corporate/read-corporate-fonts.ts';
import { readCorporateLicenses } from '../services/corporate/read-corporate-licenses.ts';
import { builder } from './builder.ts';
import { CartSummaryRef } from './cart-summary.ts';
import { LicenseRef } from './license.ts';
import { LicenseSelectionInputRef } from './license-selection-input.ts';
import { OrderRef } from './order.ts';
import { FontProductRef } from './product.ts';
import { serviceDepsOf } from './service-deps-of.ts';

const CODE_ERRORS = '300 code not valid (unknown or not valid yet), 301 expired, 302 used up';

export const CorporateFontsRef = builder.objectRef<CorporateFonts>('CorporateFonts').implement({
  description: 'What a corporate access code unlocks: the company and the font products its staff may buy.',
  fields: (t) => ({
    code: t.string({ resolve: (fonts) => fonts.code.code }),
    company: t.string({ resolve: (fonts) => fonts.code.company }),
    validTo: t.string({
      nullable: true,
      description: 'ISO 8601; null when the code does not expire.',
      resolve: (fonts) => fonts.code.validTo?.toISOString() ?? null,
    }),
    products: t.field({
      type: [FontProductRef],
      description: 'FAMILY products (one per encoding) with their FONT children, at base prices.',
      resolve: (fonts) => fonts.products,
    }),
  }),
});

builder.queryField('readCorporateFonts', (t) =>
  t.field({
    type: CorporateFontsRef,
    description: `The fonts an access code unlocks. Codes: ${CODE_ERRORS}.`,
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => readCorporateFonts(args, serviceDepsOf(context)),
  }),
);

builder.queryField('readCorporateLicenses', (t) =>
  t.field({
    type: [LicenseRef],
    description: `The licences a corporate purchase may name: corporate and its third parties. Codes: ${CODE_ERRORS}.`,
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => readCorporateLicenses(args, serviceDepsOf(context)),
  }),
);

builder.queryField('readCorporateCartSummary', (t) =>
  t.field({
    type: CartSummaryRef,
    description: `A corporate font under the corporate licence, priced as the cart prices it. Codes: ${CODE_ERRORS}, 303 no such product, 304 licence missing (corporate, with its third parties only), 305 not a font of this code.`,
    args: {
      code: t.arg.string({ required: true }),
      productID: t.arg.id({ required: true }),
      licenses: t.arg({ type: [LicenseSelectionInputRef], required: true }),
    },
    resolve: (_root, args, context) => readCorporateCartSummary(args, serviceDepsOf(context)),
  }),
);

builder.mutationField('createCorporateOrder', (t) =>
  t.field({
    type: OrderRef,
    description: `A signed-in user's order of a corporate font (item kind CORPORATE_FONT), one use of the code counted. Codes: 1 no session, ${CODE_ERRORS}, 303/304/305 as readCorporateCartSummary, 223 unknown address (on the field).`,
    args: {
      code: t.arg.string({ required: true }),
      productID: t.arg.id({ required: true }),
      licenses: t.arg({ type: [LicenseSelectionInputRef], required: true }),
      billingAddressID: t.arg.id({ required: true }),
      licenseAddressID: t.arg.id(),
    },
    resolve: (_root, args, context) =>
      createCorporateOrder(args, context.user, {
        corporate: context.repositories.corporate,
        orders: context.repositories.orders,
        users: context.repositories.users,
        summary: {
          repositories: context.repositories,
          vatChecker: context.vatChecker,
          logger: context.logger,
        },
      }),
  }),
);
