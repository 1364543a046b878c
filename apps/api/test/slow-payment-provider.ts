import type { Payments } from '../src/integrations/payments/create-payments.ts';
import { TEST_NOTIFICATIONS_PATH } from '../src/integrations/payments/create-payments.ts';
import type { PaymentProvider, PaymentRequest } from '../src/integrations/payments/payment-provider.ts';
import { createTestPaymentProvider } from '../src/integrations/payments/test-provider/create-test-payment-provider.ts';
import { createTokenSigner } from '../src/integrations/payments/test-provider/signed-token.ts';
import { API_URL } from './harness.ts';

export interface SlowPayments extends Payments {
  /** Every makePayment request the provider received, in arrival order. */
  readonly calls: PaymentRequest[];
}

/**
 * The built-in test provider behind a provider that takes `delayMs` to answer each payment, as a
 * real acquirer does: a race between attempts for one order has time to happen. It counts the
 * payments it was asked to make, so a test can tell how often a card would have been charged.
 */
export function createSlowPayments(options: { delayMs: number; secret: string }): SlowPayments {
  const inner = createTestPaymentProvider({ signer: createTokenSigner(options.secret), apiUrl: API_URL });
  const calls: PaymentRequest[] = [];
  const provider: PaymentProvider = {
    name: inner.name,
    clientKey: inner.clientKey,
    environment: inner.environment,
    createSession: (request) => inner.createSession(request),
    async makePayment(request) {
      calls.push(request);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      return inner.makePayment(request);
    },
    submitDetails: (details) => inner.submitDetails(details),
    refundPayment: (request) => inner.refundPayment(request),
    removeStoredCard: (card) => inner.removeStoredCard(card),
  };
  return {
    provider,
    // No webhook item can be signed with this key: the route stays shut, as without a secret.
    notifications: { path: TEST_NOTIFICATIONS_PATH, hmacKey: 'ff'.repeat(32) },
    testBank: inner.bank,
    calls,
  };
}
