import type { Money } from '../money/money.ts';
import { itemNeedsShipping } from './needs-shipping.ts';

/**
 * One option of a licence entry as the cart stores it, e.g. `{ name: 'computers', value: '5' }`
 * (the contract's LicenseOptionValueInput).
 */
export interface LicenseOptionValue {
  name: string;
  value: string;
}

/**
 * One licence entry of a font selection (the contract's LicenseSelectionInput): id is the licence's
 * slug ('desktop', 'web', 'app', 'ebook', 'corporate') or 'third-party-N'.
 * Defined here because packages/domain/src/licensing did not exist yet when the cart was written;
 * licensing (H1) should import and re-use this type rather than declare a second one.
 */
export interface LicenseSelectionEntry {
  id: string;
  options: LicenseOptionValue[];
  /** Third parties: who the licence is for. */
  licenseName?: string | null;
  licenseEmail?: string | null;
  /** Third parties: N of 'third-party-N'. */
  licenseIndex?: number | null;
}

export const PHYSICAL_PRODUCT_TYPES = ['Book', 'Poster', 'Tshirt', 'Tote'] as const;
export type PhysicalProductType = (typeof PHYSICAL_PRODUCT_TYPES)[number];

/** What the cart keeps of a physical product (enough to render the line before the summary arrives). */
export interface CartPhysicalProduct {
  id: string;
  title: string;
  coverImage?: string | null;
  percentageVAT: number;
  price: Money;
  oldPrice?: Money | null;
  /** Items in stock when it was added; the summary corrects the cart when stock fell. */
  availability: number;
  type?: PhysicalProductType | null;
  /** Product page, for the cart line's link. */
  url?: string | null;
  /** A digital product (an e-book, a PDF delivered with the order): no stock, never shipped. */
  digital?: boolean | null;
}

export interface CartPhysicalVariant {
  id: string;
  label: string;
  availability: number;
}

/** A physical line of the cart (docs/checkout.md). */
export interface PhysicalCartSelection {
  kind: 'physical';
  product: CartPhysicalProduct;
  variant?: CartPhysicalVariant | null;
  quantity: number;
  shippingRequired: boolean;
  accountRequired: boolean;
  selectionIndex: number;
}

export interface CartUpgradeSelection {
  familyId: string;
  styleId?: string | null;
  option: string;
  rootProductId?: string | null;
}

/** A font or family line of the cart (docs/checkout.md). */
export interface FontCartSelection {
  kind: 'font';
  productIds: string[];
  encodingIds: string[];
  licenses: LicenseSelectionEntry[];
  preRelease?: boolean;
  selectionIndex: number;
  upgrade?: CartUpgradeSelection | null;
  /** Display name kept for the cart line until the summary answers (not sent to the server). */
  title?: string | null;
}

export type CartSelection = PhysicalCartSelection | FontCartSelection;

export function isPhysicalSelection(selection: CartSelection): selection is PhysicalCartSelection {
  return selection.kind === 'physical';
}

export function isFontSelection(selection: CartSelection): selection is FontCartSelection {
  return selection.kind === 'font';
}

/** How many physical items the selection counts; a font selection counts as one line. */
export function selectionQuantity(selection: CartSelection): number {
  return selection.kind === 'physical' ? selection.quantity : 1;
}

/** The cart needs a shipping method when any physical item must be posted (itemNeedsShipping). */
export function cartRequiresShipping(selections: readonly CartSelection[]): boolean {
  return selections.some(
    (s) =>
      s.kind === 'physical' &&
      itemNeedsShipping({ shippingRequired: s.shippingRequired, digital: s.product.digital }),
  );
}

/** Some products can only be ordered by a signed-in buyer. */
export function cartRequiresAccount(selections: readonly CartSelection[]): boolean {
  return selections.some((s) => s.kind === 'physical' && s.accountRequired);
}
