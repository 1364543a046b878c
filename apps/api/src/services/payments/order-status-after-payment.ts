import { canTransition, type OrderStatus, PAYABLE_ORDER_STATUSES } from '@foundry/domain';
import type { PaymentResultCode } from '../../integrations/payments/payment-provider.ts';
import type { OrderStatusChange } from '../../repositories/payment-repository.ts';

/** Bank transfers wait for the money; every other method waits for the provider. */
export function isBankTransfer(methodType: string | null | undefined): boolean {
  const type = (methodType ?? '').toLowerCase();
  return type === 'banktransfer' || type.startsWith('banktransfer_');
}

function change(to: OrderStatus, candidates: readonly OrderStatus[]): OrderStatusChange {
  return { to, from: candidates.filter((from) => canTransition(from, to)) };
}

/**
 * How a payment result moves its order (ORDER_STATUS_TRANSITIONS decides from where):
 * - Authorised: PAID, from any unpaid status (a late webhook may even pay an order in ERROR);
 * - Pending / Received: WAITING_FOR_BANKTRANSFER for a bank transfer, else PENDING, only from a
 *   payable status;
 * - Refused / Cancelled: a PENDING order becomes NEW again (payable); a NEW order stays NEW;
 * - Error: a PENDING order becomes ERROR (payable again); a NEW order stays NEW;
 * - anything else (RedirectShopper …) leaves the order as it is: the shopper is still paying.
 */
export function orderStatusChangeFor(
  resultCode: PaymentResultCode,
  methodType: string | null | undefined,
): OrderStatusChange | null {
  switch (resultCode) {
    case 'Authorised':
      return change('PAID', ['NEW', 'PENDING', 'WAITING_FOR_BANKTRANSFER', 'ERROR']);
    case 'Pending':
    case 'Received':
      return isBankTransfer(methodType)
        ? change('WAITING_FOR_BANKTRANSFER', PAYABLE_ORDER_STATUSES)
        : change('PENDING', PAYABLE_ORDER_STATUSES);
    case 'Refused':
    case 'Cancelled':
      return change('NEW', ['PENDING']);
    case 'Error':
      return change('ERROR', ['PENDING']);
    default:
      return null;
  }
}
