import { payOrder } from './pay-order.ts';
import type { PaymentDeps, PaymentOutcome } from './payment-deps.ts';
import { paymentMethodArgument } from './payment-input.ts';

export interface MakePaymentInput {
  orderID: string | number;
  hash?: string | null | undefined;
  method?: unknown;
  browserInfo?: unknown;
  origin?: string | null | undefined;
  returnUrl: string;
}

/**
 * Pays an order (by its hash or its owner's session) with the method the payment form gave.
 * Codes: 200 unknown, not yours, not payable now or another payment for it in progress; 218 already
 * paid; 217 returnUrl not absolute or not on the shop's site.
 */
export async function makePayment(input: MakePaymentInput, deps: PaymentDeps): Promise<PaymentOutcome> {
  return payOrder({ ...input, method: paymentMethodArgument(input.method) }, deps);
}
