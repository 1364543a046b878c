import type { OrderItemLicense } from '@foundry/domain';
import type { FamilyProductRow, StyleRow } from '../../repositories/family-repository.ts';
import type { OwnedFamily, OwnedPurchase } from '../owned-fonts/owned-fonts.ts';
import { licenseValidTo } from './license-validity.ts';

/** The parts of a style that ownership looks at. */
export type StyleKey = Pick<StyleRow, 'id' | 'encodingId'>;

/**
 * Whether a purchase covers a style: the style is among its styles (or it bought them all) and is
 * drawn in an encoding it bought (or any, when the line names none: a single style is its own).
 */
export function purchaseCoversStyle(purchase: OwnedPurchase, style: StyleKey): boolean {
  if (purchase.styleIds !== null && !purchase.styleIds.has(style.id)) return false;
  return purchase.encodingIds === null || purchase.encodingIds.has(style.encodingId);
}

/** The family's styles the user owns, in family order. */
export function ownedStylesOf<S extends StyleKey>(owned: OwnedFamily, styles: readonly S[]): S[] {
  return styles.filter((style) => owned.purchases.some((purchase) => purchaseCoversStyle(purchase, style)));
}

/** The encodings of the styles owned, each once, in the order the styles come. */
export function ownedEncodingIdsOf(owned: OwnedFamily, styles: readonly StyleKey[]): number[] {
  return [...new Set(ownedStylesOf(owned, styles).map((style) => style.encodingId))];
}

/** One licence entry as the account shows it: the entry bought and when it is valid. */
export interface MyLicenseEntry extends OrderItemLicense {
  validFrom: Date;
  /** Null for the perpetual term. */
  validTo: Date | null;
}

/** One purchase of the family as a licence: the order, the encodings and the licence entries. */
export interface MyLicense {
  orderId: number;
  orderHash: string;
  orderDate: Date;
  productTitle: string;
  encodingIds: number[];
  licenses: MyLicenseEntry[];
}

/** The licences of a family: one per purchase, oldest first (as the purchases come). */
export function myLicensesOf(owned: OwnedFamily, styles: readonly StyleKey[]): MyLicense[] {
  return owned.purchases.map((purchase) => ({
    orderId: purchase.orderId,
    orderHash: purchase.orderHash,
    orderDate: purchase.orderDate,
    productTitle: purchase.productTitle,
    encodingIds: [
      ...new Set(
        purchase.encodingIds !== null
          ? [...purchase.encodingIds]
          : styles.filter((style) => purchaseCoversStyle(purchase, style)).map((style) => style.encodingId),
      ),
    ],
    licenses: purchase.licenses.map((license) => ({
      ...license,
      validFrom: purchase.orderDate,
      validTo: licenseValidTo(license, purchase.orderDate),
    })),
  }));
}

/** The encodings the family is sold in as a whole (its FAMILY products; the family's own when one names none). */
export function soldEncodingIdsOf(
  products: readonly FamilyProductRow[],
  familyEncodingId: number | null,
): number[] {
  const ids = products
    .filter((product) => product.kind === 'FAMILY')
    .map((product) => product.encodingId ?? familyEncodingId)
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
