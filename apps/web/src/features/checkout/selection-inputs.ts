import type { CartSelection, LicenseSelectionEntry } from '@foundry/domain';

/** The contract's LicenseSelectionInput: null fields are left out. */
export interface LicenseSelectionInputValue {
  id: string;
  options: { name: string; value: string }[];
  licenseName?: string;
  licenseEmail?: string;
  licenseIndex?: number;
}

export interface FamilyProductSelectionInputValue {
  productIDs: string[];
  encodingIDs: string[];
  licenses: LicenseSelectionInputValue[];
  preRelease?: boolean;
  selectionIndex: number;
  /** An upgrade of fonts the buyer owns (docs/upgrades.md). */
  upgrade?: { familyID: string; styleID?: string; option: string; rootProductID?: string };
}

export interface PhysicalProductSelectionInputValue {
  productID: string;
  variantID?: string;
  quantity: number;
  selectionIndex: number;
}

/** One licence entry as the API's LicenseSelectionInput. */
export function licenseInput(entry: LicenseSelectionEntry): LicenseSelectionInputValue {
  const input: LicenseSelectionInputValue = {
    id: entry.id,
    options: entry.options.map(({ name, value }) => ({ name, value })),
  };
  if (entry.licenseName) input.licenseName = entry.licenseName;
  if (entry.licenseEmail) input.licenseEmail = entry.licenseEmail;
  if (typeof entry.licenseIndex === 'number') input.licenseIndex = entry.licenseIndex;
  return input;
}

/** The cart as the API's selection inputs (readCartSummary, createOrder …). */
export function selectionInputs(selections: readonly CartSelection[]): {
  familyProductSelections: FamilyProductSelectionInputValue[];
  physicalProductSelections: PhysicalProductSelectionInputValue[];
} {
  const familyProductSelections: FamilyProductSelectionInputValue[] = [];
  const physicalProductSelections: PhysicalProductSelectionInputValue[] = [];
  for (const s of selections) {
    if (s.kind === 'font') {
      const family: FamilyProductSelectionInputValue = {
        productIDs: s.productIds,
        encodingIDs: s.encodingIds,
        licenses: s.licenses.map(licenseInput),
        selectionIndex: s.selectionIndex,
      };
      if (typeof s.preRelease === 'boolean') family.preRelease = s.preRelease;
      if (s.upgrade) {
        family.upgrade = { familyID: s.upgrade.familyId, option: s.upgrade.option };
        if (s.upgrade.styleId) family.upgrade.styleID = s.upgrade.styleId;
        if (s.upgrade.rootProductId) family.upgrade.rootProductID = s.upgrade.rootProductId;
      }
      familyProductSelections.push(family);
    } else {
      const physical: PhysicalProductSelectionInputValue = {
        productID: s.product.id,
        quantity: s.quantity,
        selectionIndex: s.selectionIndex,
      };
      if (s.variant) physical.variantID = s.variant.id;
      physicalProductSelections.push(physical);
    }
  }
  return { familyProductSelections, physicalProductSelections };
}
