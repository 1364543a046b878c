import type { Money } from '@foundry/domain';
import type { StyleRow } from '../../repositories/family-repository.ts';
import type { FamilyNode } from '../families/read-families.ts';

export type CartProductType = 'FONT' | 'FAMILY' | 'COLLECTION' | 'SUITE';

/** A product priced under a licence selection, as FontProduct shows it. */
export interface FontProductNode {
  id: number;
  kind: CartProductType;
  title: string;
  family: FamilyNode | null;
  style: StyleRow | null;
  /** The encodings the price is for. */
  encodingIds: number[];
  /** Chosen encodings the product is not sold in (not charged). */
  unsupportedEncodingIds: number[];
  price: Money;
  oldPrice: Money | null;
  children: FontProductNode[];
}
