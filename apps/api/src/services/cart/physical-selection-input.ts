/** A physical cart selection as the API receives it (the contract's PhysicalProductSelectionInput). */
export interface PhysicalSelectionInput {
  productID: string | number;
  /** Absent only for products with a single variant. */
  variantID?: string | number | null | undefined;
  quantity: number;
  selectionIndex: number;
}
