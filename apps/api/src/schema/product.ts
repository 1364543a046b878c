import { FONT_PRODUCT_KINDS } from '@foundry/domain/fonts/font-product-kind';
import { familyFontProducts } from '../services/products/family-font-products.ts';
import type { FontProductNode } from '../services/products/font-product-node.ts';
import { readProducts } from '../services/products/read-products.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';
import { LicenseSelectionInputRef } from './license-selection-input.ts';
import { MoneyRef } from './money.ts';
import { StyleRef } from './style.ts';

export const CartProductTypeRef = builder.enumType('CartProductType', {
  values: FONT_PRODUCT_KINDS,
});

export const FontProductRef = builder.objectRef<FontProductNode>('FontProduct');

FontProductRef.implement({
  description:
    'A font product (one style, a family, or a bundle of families) priced under a licence selection.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: CartProductTypeRef, resolve: (product) => product.kind }),
    title: t.exposeString('title'),
    family: t.field({ type: FamilyRef, nullable: true, resolve: (product) => product.family }),
    style: t.field({ type: StyleRef, nullable: true, resolve: (product) => product.style }),
    encodingIDs: t.idList({
      description: 'The encodings the price is for.',
      resolve: (product) => product.encodingIds,
    }),
    price: t.field({
      type: MoneyRef,
      description: 'Price for the given encodings and licences (the base price when none are given).',
      resolve: (product) => product.price,
    }),
    oldPrice: t.field({ type: MoneyRef, nullable: true, resolve: (product) => product.oldPrice }),
    children: t.field({
      type: [FontProductRef],
      description: 'FAMILY → its FONTs, COLLECTION/SUITE → its FAMILYs, priced the same way.',
      resolve: (product) => product.children,
    }),
  }),
});

builder.queryField('readProducts', (t) =>
  t.field({
    type: [FontProductRef],
    description: 'Live prices of products under a licence selection (the configurator); docs/pricing.md.',
    args: {
      productIDs: t.arg.idList({ required: true }),
      encodingIDs: t.arg.idList(),
      licenses: t.arg({ type: [LicenseSelectionInputRef] }),
      preRelease: t.arg.boolean({ description: 'Accepted; pre-release fonts are priced the same.' }),
    },
    resolve: (_root, args, context) => readProducts(args, context.repositories),
  }),
);

builder.objectField(FamilyRef, 'fontProducts', (t) =>
  t.field({
    type: [FontProductRef],
    description:
      'What the family sells: a FAMILY product per encoding, with its FONT (single style) children, at base prices; readProducts prices them under licences.',
    resolve: (family, _args, context) => familyFontProducts(family, context),
  }),
);
