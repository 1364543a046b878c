import { canPay, isOpenPriceCalculation } from '@foundry/domain';
import type { OrderRow } from '../../repositories/order-repository.ts';

type UrlConfig = { publicUrl: string; apiUrl: string };
type OrderRef = Pick<OrderRow, 'id' | 'hash' | 'status'>;

/** The web app's payment page of the order while it can be paid, else null. */
export function paymentUrlOf(order: OrderRef, config: UrlConfig): string | null {
  if (!canPay(order.status)) return null;
  return `${config.publicUrl}/pay/${order.id}/${encodeURIComponent(order.hash)}`;
}

/** The invoice document, once finalizeOrder has generated it. */
export function invoiceUrlOf(
  order: OrderRef & Pick<OrderRow, 'invoiceFileKey'>,
  config: UrlConfig,
): string | null {
  if (!order.invoiceFileKey) return null;
  return `${config.apiUrl}/orders/${order.id}/${encodeURIComponent(order.hash)}/invoice.pdf`;
}

/** The licence document, once finalizeOrder has generated it. */
export function licenseUrlOf(
  order: OrderRef & Pick<OrderRow, 'licenseFileKey'>,
  config: UrlConfig,
): string | null {
  if (!order.licenseFileKey) return null;
  return `${config.apiUrl}/orders/${order.id}/${encodeURIComponent(order.hash)}/license.pdf`;
}

/** The price calculation's PDF while it is an open price calculation (see isOpenPriceCalculation). */
export function priceCalculationUrlOf(
  order: OrderRef & Pick<OrderRow, 'isPriceCalculation'>,
  config: UrlConfig,
): string | null {
  if (!isOpenPriceCalculation(order)) return null;
  return `${config.apiUrl}/orders/${order.id}/${encodeURIComponent(order.hash)}/price-calculation.pdf`;
}
