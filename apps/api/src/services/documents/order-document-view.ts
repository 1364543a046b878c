import type { Money, OrderItemLicense } from '@foundry/domain';
import type { SellerDetails } from './seller.ts';

/** An address as documents print it (copied into the order when it was placed). */
export interface DocumentAddress {
  name: string;
  organization: string | null;
  lines: string[];
  city: string;
  zip: string | null;
  state: string | null;
  countryCode: string;
  countryTitle: string;
  vatNumber: string | null;
  phone: string | null;
  email: string | null;
}

export interface InvoiceLine {
  title: string;
  quantity: number;
  /** VAT excluded. */
  unitPrice: Money;
  vatRateBp: number;
  vatAmount: Money;
  discount: Money;
  /** quantity × unit price − discount, VAT excluded. */
  amount: Money;
}

/** A font item of the order as the licence document names it. */
export interface LicensedFont {
  title: string;
  families: string[];
  encodings: string[];
  licenses: OrderItemLicense[];
}

/** Everything the invoice and the licence document show, read once from the order. */
export interface OrderDocumentView {
  seller: SellerDetails;
  orderId: number;
  orderDate: Date;
  /** The date the document is issued (the invoice date). */
  documentDate: Date;
  invoiceNumber: string | null;
  /** Locale for numbers and dates (the order's invoice language). */
  locale: string;
  buyer: DocumentAddress | null;
  /** The licence address, or the invoice address when the order has none. */
  licensee: DocumentAddress | null;
  lines: InvoiceLine[];
  subTotal: Money;
  discount: Money;
  shipping: { title: string; amount: Money } | null;
  vat: Money;
  total: Money;
  /** The legal sentence for a 0 % VAT sale (reverse charge, export), when one applies. */
  vatNote: string | null;
  fonts: LicensedFont[];
}
