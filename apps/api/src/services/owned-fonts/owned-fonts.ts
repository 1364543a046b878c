import type { OrderItemLicense } from '@foundry/domain';
import type { OrderedFontProduct } from '../../repositories/order-document-repository.ts';
import type { OwnedFontItemRow } from '../../repositories/owned-font-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { orderItemLicenses } from '../documents/order-item-licenses.ts';
import { planOrderDownload } from '../downloads/plan-order-download.ts';

/** One paid font line as far as it concerns one family: what it covers and under which licence. */
export interface OwnedPurchase {
  itemId: number;
  orderId: number;
  orderHash: string;
  /** When the licence began: the payment, else the order. */
  orderDate: Date;
  productId: number;
  productKind: OrderedFontProduct['kind'];
  productTitle: string;
  /** The styles covered; null: every style of the family (a FAMILY, COLLECTION or SUITE line). */
  styleIds: ReadonlySet<number> | null;
  /** The encodings covered; null: the product's own encoding (a single style is drawn in one). */
  encodingIds: ReadonlySet<number> | null;
  licenses: OrderItemLicense[];
  /** Whether the licence installs fonts (desktop, corporate): TTF/OTF files besides web fonts. */
  desktop: boolean;
  corporate: boolean;
  /** What the customer paid for the line, net of discount and VAT (minor units): an upgrade's credit. */
  paidAmount: number;
}

/** Everything a customer owns of one family, oldest purchase first. */
export interface OwnedFamily {
  familyId: number;
  purchases: OwnedPurchase[];
}

function purchasesOfItem(
  item: OwnedFontItemRow,
  product: OrderedFontProduct,
): { familyId: number; purchase: OwnedPurchase }[] {
  const licenses = orderItemLicenses(item.license);
  const paid = Math.max(0, item.unitPriceAmount * item.quantity - item.discountAmount);
  const packs = planOrderDownload([item], new Map([[product.id, product]]), null);
  // A bundle's credit is shared evenly by its families (the shares add up to the whole).
  return packs.map((pack, index) => ({
    familyId: pack.familyId,
    purchase: {
      itemId: item.itemId,
      orderId: item.orderId,
      orderHash: item.orderHash,
      orderDate: item.paidAt ?? item.createdAt,
      productId: product.id,
      productKind: product.kind,
      productTitle: product.title,
      styleIds: pack.styleIds,
      encodingIds: pack.encodingIds,
      licenses,
      desktop: pack.desktop,
      corporate: item.kind === 'CORPORATE_FONT' || licenses.some((license) => license.id === 'corporate'),
      paidAmount: Math.floor(paid / packs.length) + (index < paid % packs.length ? 1 : 0),
    },
  }));
}

/**
 * The families a user owns, from their paid (or complimentary) orders: each with the purchases that
 * cover it. The one place that decides ownership: my fonts, licences, customisations, upgrades and
 * family downloads all ask here. Two queries whatever the number of orders.
 */
export async function readOwnedFamilies(
  repositories: Pick<Repositories, 'ownedFonts' | 'orderDocuments'>,
  userId: number,
): Promise<OwnedFamily[]> {
  const items = await repositories.ownedFonts.findOwnedFontItems(userId);
  const productIds = [...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId])))];
  const products = new Map(
    (await repositories.orderDocuments.findFontProducts(productIds)).map((product) => [product.id, product]),
  );
  const byFamily = new Map<number, OwnedPurchase[]>();
  for (const item of items) {
    const product = item.productId === null ? undefined : products.get(item.productId);
    if (!product) continue;
    for (const { familyId, purchase } of purchasesOfItem(item, product)) {
      byFamily.set(familyId, [...(byFamily.get(familyId) ?? []), purchase]);
    }
  }
  return [...byFamily].map(([familyId, purchases]) => ({ familyId, purchases }));
}

/** The purchases of one family, or null when the user owns nothing of it. */
export async function readOwnedFamily(
  repositories: Pick<Repositories, 'ownedFonts' | 'orderDocuments'>,
  userId: number,
  familyId: number,
): Promise<OwnedFamily | null> {
  return (await readOwnedFamilies(repositories, userId)).find((owned) => owned.familyId === familyId) ?? null;
}

/** Whether the purchases cover a style (in any encoding the user bought). */
export function ownsStyle(owned: OwnedFamily, styleId: number): boolean {
  return owned.purchases.some((purchase) => purchase.styleIds === null || purchase.styleIds.has(styleId));
}

/** Whether the purchases cover the whole family (a family or bundle line): variable fonts included. */
export function ownsWholeFamily(owned: OwnedFamily): boolean {
  return owned.purchases.some((purchase) => purchase.styleIds === null);
}
