/**
 * What the checkout renders of the API's answers (the contract's CartSummary and Shipping). The
 * generated query results satisfy these shapes; components depend on them, not on the queries.
 */
export interface MoneyView {
  amount: number;
  currency: string;
}

export interface LicenseOptionView {
  name: string;
  title?: string | null;
  value: string;
  valueTitle?: string | null;
}

export interface LicenseView {
  id: string;
  title?: string | null;
  options: readonly LicenseOptionView[];
  licenseName?: string | null;
  licenseEmail?: string | null;
  licenseIndex?: number | null;
}

export interface SummaryItemView {
  selectionIndex: number;
  quantity: number;
  title: string;
  price: MoneyView;
  oldPrice?: MoneyView | null;
  totalVAT?: MoneyView | null;
  percentageVAT?: number | null;
  discount?: MoneyView | null;
  variant?: { id: string; label: string } | null;
  license: readonly LicenseView[];
  encodings: readonly { id: string; title?: string | null }[];
}

export interface ShippingView {
  id: string;
  type: string;
  title: string;
  subTitle?: string | null;
  description?: string | null;
  deliveryTime?: string | null;
  price: MoneyView;
  pickupAddress?: string | null;
}

export interface CartSummaryView {
  items: readonly SummaryItemView[];
  subTotalPrice: MoneyView;
  discountPrice: MoneyView;
  vatPrice: MoneyView;
  totalPrice: MoneyView;
  clubPoints: number;
  shipping?: (ShippingView & { totalVAT?: MoneyView | null }) | null;
  vat: { kind: string; country?: string | null; rate: number; note?: string | null };
  shippingRequired: boolean;
  accountRequired: boolean;
}
