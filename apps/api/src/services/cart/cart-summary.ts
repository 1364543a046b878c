import type { OrderItemUpgrade } from '@foundry/db';
import type { Money, VatTreatment } from '@foundry/domain';
import type { DiscountCodeRow } from '../../repositories/discount-code-repository.ts';
import type {
  PhysicalProductRow,
  PhysicalProductVariantRow,
} from '../../repositories/physical-product-repository.ts';
import type { ShippingMethodRow } from '../../repositories/shipping-repository.ts';
import type { PricedFontSelection } from '../products/price-font-selections.ts';

/** What the summary knows of every line, whatever its kind. Amounts are VAT-exclusive. */
interface CartSummaryLineBase {
  selectionIndex: number;
  /** Corrected to what is available ('correct' mode). */
  quantity: number;
  title: string;
  unitPrice: Money;
  oldUnitPrice: Money | null;
  /** unitPrice × quantity, before discount. */
  price: Money;
  /** oldUnitPrice × quantity. */
  oldPrice: Money | null;
  /** This line's share of the discount. */
  discount: Money;
  vatRateBp: number;
  /** VAT on price − discount at vatRateBp. */
  vat: Money;
}

export interface PhysicalCartSummaryLine extends CartSummaryLineBase {
  kind: 'physical';
  product: PhysicalProductRow;
  variant: PhysicalProductVariantRow;
}

export interface FontCartSummaryLine extends CartSummaryLineBase {
  kind: 'font';
  /** The priced selection: its products, licences (with titles) and encodings. */
  font: PricedFontSelection;
  /** Set when the line upgrades fonts already owned (docs/upgrades.md): order_items.upgrade. */
  upgrade?: OrderItemUpgrade | null;
}

export type CartSummaryLine = FontCartSummaryLine | PhysicalCartSummaryLine;

export interface CartSummaryShipping {
  method: ShippingMethodRow;
  price: Money;
  vatRateBp: number;
  vat: Money;
  /** Codes never discount shipping; kept for the contract's OrderShipping.discount. */
  discount: Money;
}

/** What the corrected cart costs; createOrder stores it as it is. */
export interface CartSummary {
  currency: string;
  /** Font selections first, then physical ones, each in the order given. */
  lines: CartSummaryLine[];
  subTotal: Money;
  discount: Money;
  shippingPrice: Money;
  vat: Money;
  total: Money;
  clubPoints: number;
  shipping: CartSummaryShipping | null;
  /** The treatment of the cart as a whole (digital when it holds fonts, else goods; standard rate). */
  vatTreatment: VatTreatment;
  /** The buyer's VAT number when the register confirmed it (reverse charge), for the invoice. */
  confirmedVatNumber: string | null;
  shippingRequired: boolean;
  accountRequired: boolean;
  /** The applied code; createOrder counts its use. */
  discountCode: DiscountCodeRow | null;
}
