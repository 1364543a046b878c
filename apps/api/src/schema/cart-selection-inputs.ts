import { UPGRADE_OPTIONS } from '@foundry/domain/upgrades/upgrade-option';
import type { FamilySelectionInput } from '../services/cart/family-selection-input.ts';
import type { PhysicalSelectionInput } from '../services/cart/physical-selection-input.ts';
import { builder } from './builder.ts';
import { LicenseSelectionInputRef } from './license-selection-input.ts';

export const UpgradeOptionRef = builder.enumType('UpgradeOption', {
  values: UPGRADE_OPTIONS,
});

export const UpgradeSelectionInputRef = builder
  .inputRef<{ familyID: string; styleID?: string | null; option: string; rootProductID?: string | null }>(
    'UpgradeSelectionInput',
  )
  .implement({
    description:
      'An upgrade of fonts the signed-in buyer owns (docs/upgrades.md): the line is priced as the option’s target less what was paid; without a session it is refused (215).',
    fields: (t) => ({
      familyID: t.id({ required: true }),
      styleID: t.id(),
      option: t.field({ type: UpgradeOptionRef, required: true }),
      rootProductID: t.id(),
    }),
  });

export const FamilyProductSelectionInputRef = builder
  .inputRef<FamilySelectionInput & { productIDs: string[]; encodingIDs: string[] }>(
    'FamilyProductSelectionInput',
  )
  .implement({
    description: 'A font or family bought under a licence, as the cart stores it.',
    fields: (t) => ({
      productIDs: t.idList({ required: true }),
      encodingIDs: t.idList({ required: true }),
      licenses: t.field({ type: [LicenseSelectionInputRef], required: true }),
      preRelease: t.boolean(),
      selectionIndex: t.int({ required: true }),
      upgrade: t.field({ type: UpgradeSelectionInputRef }),
    }),
  });

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
