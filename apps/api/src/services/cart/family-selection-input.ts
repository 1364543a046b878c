import type { LicenseSelectionInputValue } from '../products/license-selection-from-input.ts';

/** A font selection as the API receives it (the contract's FamilyProductSelectionInput). */
export interface FamilySelectionInput {
  productIDs: readonly (string | number)[];
  encodingIDs: readonly (string | number)[];
  licenses: readonly LicenseSelectionInputValue[];
  preRelease?: boolean | null | undefined;
  selectionIndex: number;
  /** Fonts already owned that this selection upgrades (docs/upgrades.md; UpgradeSelectionValue). */
  upgrade?: unknown;
}
