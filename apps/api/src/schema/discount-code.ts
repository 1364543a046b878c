import {
  type DiscountCodeValidation,
  validateDiscountCode,
} from '../services/cart/validate-discount-code.ts';
import { builder } from './builder.ts';
import { FamilyProductSelectionInputRef, PhysicalProductSelectionInputRef } from './cart-selection-inputs.ts';
import { MoneyRef } from './money.ts';

export const DiscountCodeResultRef = builder
  .objectRef<DiscountCodeValidation>('DiscountCodeResult')
  .implement({
    fields: (t) => ({
      valid: t.exposeBoolean('valid'),
      code: t.int({
        nullable: true,
        description: '300 not valid, 301 expired, 302 already used, 306 valid for fonts only.',
        resolve: (result) => result.code,
      }),
      message: t.exposeString('message', { nullable: true }),
      discount: t.field({
        type: MoneyRef,
        nullable: true,
        description: 'What the code takes off this cart, VAT excluded.',
        resolve: (result) => result.discount,
      }),
    }),
  });

builder.queryField('validateDiscountCode', (t) =>
  t.field({
    type: DiscountCodeResultRef,
    args: {
      familyProductSelections: t.arg({ type: [FamilyProductSelectionInputRef] }),
      physicalProductSelections: t.arg({ type: [PhysicalProductSelectionInputRef] }),
      discountCode: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      validateDiscountCode(
        {
          familyProductSelections: args.familyProductSelections,
          physicalProductSelections: args.physicalProductSelections,
          discountCode: args.discountCode,
          // An upgrade line is priced for the signed-in owner, as readCartSummary prices it.
          upgradeOwnerId: context.user?.id ?? null,
        },
        context.repositories,
      ),
  }),
);
