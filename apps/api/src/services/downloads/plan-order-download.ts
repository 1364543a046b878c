import { includesDesktopFiles } from '@foundry/domain';
import type { FamilyFontFile } from '../../repositories/download-repository.ts';
import type {
  DocumentOrderItemRow,
  OrderedFontProduct,
} from '../../repositories/order-document-repository.ts';
import { orderItemLicenses } from '../documents/order-item-licenses.ts';

/** What of one family a bought product covers: some encodings (null: any), some styles (null: all). */
export interface FamilyPack {
  familyId: number;
  encodingIds: Set<number> | null;
  styleIds: Set<number> | null;
  /** The item's licence installs fonts (desktop, corporate): pack TTF/OTF beside the WOFF2. */
  desktop: boolean;
}

/** The parts of an order line a plan reads. */
export type PlannedOrderItem = Pick<DocumentOrderItemRow, 'productId' | 'encodingIds' | 'license'>;

function packsOfItem(item: PlannedOrderItem, product: OrderedFontProduct | undefined): FamilyPack[] {
  if (!product) return [];
  const desktop = includesDesktopFiles(orderItemLicenses(item.license));
  const chosen = item.encodingIds.length > 0 ? new Set(item.encodingIds) : null;
  const encodingsOr = (fallback: number | null) => chosen ?? (fallback !== null ? new Set([fallback]) : null);
  if (product.kind === 'FONT') {
    if (product.familyId === null || product.styleId === null) return [];
    // A single style is drawn in one encoding: its own file, whatever encodings the item lists.
    return [{ familyId: product.familyId, encodingIds: null, styleIds: new Set([product.styleId]), desktop }];
  }
  if (product.kind === 'FAMILY') {
    if (product.familyId === null) return [];
    return [
      { familyId: product.familyId, encodingIds: encodingsOr(product.encodingId), styleIds: null, desktop },
    ];
  }
  return product.children
    .filter((child): child is typeof child & { familyId: number } => child.familyId !== null)
    .map((child) => ({
      familyId: child.familyId,
      encodingIds: encodingsOr(child.encodingId),
      styleIds: null,
      desktop,
    }));
}

/**
 * What a download packs, from the order's font items: one pack per bought product (a family, a
 * single style, or each family of a bundle). `onlyFamilyId` keeps that family's packs only.
 */
export function planOrderDownload(
  items: readonly PlannedOrderItem[],
  products: ReadonlyMap<number, OrderedFontProduct>,
  onlyFamilyId: number | null,
): FamilyPack[] {
  return items
    .flatMap((item) => packsOfItem(item, products.get(item.productId ?? -1)))
    .filter((pack) => onlyFamilyId === null || pack.familyId === onlyFamilyId);
}

function packCovers(pack: FamilyPack, file: FamilyFontFile): boolean {
  if (pack.familyId !== file.familyId) return false;
  if (pack.encodingIds && !pack.encodingIds.has(file.encodingId)) return false;
  return !pack.styleIds || (file.styleId !== null && pack.styleIds.has(file.styleId));
}

/** The stored files a plan covers, each once per family and encoding. */
export function filesOfPlan(plan: readonly FamilyPack[], files: readonly FamilyFontFile[]): FamilyFontFile[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    if (!plan.some((pack) => packCovers(pack, file))) return false;
    const key = `${file.familyId}/${file.encodingId}/${file.fileId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a file of the plan goes out as a desktop font too: some pack covering it has a desktop licence. */
export function needsDesktopFile(plan: readonly FamilyPack[], file: FamilyFontFile): boolean {
  return plan.some((pack) => pack.desktop && packCovers(pack, file));
}
