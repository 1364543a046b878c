import type { PhysicalSelectionInput } from '../services/cart/physical-selection-input.ts';
import { builder } from './builder.ts';

export const PhysicalProductSelectionInputRef = builder
  .inputRef<PhysicalSelectionInput & { productID: string; variantID?: string | null }>(
    'PhysicalProductSelectionInput',
  )
  .implement({
    description: 'A physical item in the cart: product, variant, how many, and its place in the cart.',
    fields: (t) => ({
      productID: t.id({ required: true }),
      variantID: t.id({ description: 'Absent only for products with a single variant.' }),
      quantity: t.int({ required: true }),
      selectionIndex: t.int({ required: true }),
    }),
  });

export const ShippingSelectionInputRef = builder
  .inputRef<{ id: string; price?: number | null }>('ShippingSelectionInput')
  .implement({
    description: 'The chosen shipping method.',
    fields: (t) => ({
      id: t.id({ required: true }),
      price: t.int({
        description: 'The amount the buyer saw (minor units); the summary always answers the current price.',
      }),
    }),
  });
