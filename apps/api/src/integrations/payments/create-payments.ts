import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { dataDirSecret } from '../../security/data-dir-secret.ts';
import { createAdyenPaymentProvider } from './adyen/create-adyen-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider, type TestBank } from './test-provider/create-test-payment-provider.ts';
import { createTokenSigner } from './test-provider/signed-token.ts';

/** The payment provider with what its HTTP routes need. */
export interface Payments {
  provider: PaymentProvider;
  /** The webhook route (`POST {path}`) and the hexadecimal key its items are signed with. */
  notifications: { path: string; hmacKey: string };
  /** The built-in provider's bank page; null with a real provider. */
  testBank: TestBank | null;
}

export const ADYEN_NOTIFICATIONS_PATH = '/payments/adyen/notifications';
export const TEST_NOTIFICATIONS_PATH = '/payments/test-provider/notifications';

/**
 * The key the test provider's webhook items are signed with: SHA-256 (hex) of PAYMENT_TEST_SECRET,
 * so a test or a script that knows the secret can announce a bank transfer as Adyen would.
 */
export function testNotificationKey(secret: string): string {
  return createHash('sha256').update(`notifications:${secret}`).digest('hex');
}

/** The one place the payment provider is chosen: PAYMENT_PROVIDER (test by default, or adyen). */
export function createPayments(config: Pick<Config, 'payments' | 'apiUrl' | 'dataDir'>): Payments {
  if (config.payments.provider === 'adyen') {
    return {
      provider: createAdyenPaymentProvider(config.payments.adyen),
      notifications: { path: ADYEN_NOTIFICATIONS_PATH, hmacKey: config.payments.adyen.hmacKey },
      testBank: null,
    };
  }
  // Redirect results and stored-card ids must verify after a restart and on every process.
  const signer = createTokenSigner(
    config.payments.test.secret ?? dataDirSecret(config.dataDir, 'payment-test-secret'),
  );
  const provider = createTestPaymentProvider({ signer, apiUrl: config.apiUrl });
  // Without a configured secret nobody can sign a webhook item: a random key keeps the route shut.
  const secret = config.payments.test.secret ?? randomBytes(32).toString('hex');
  return {
    provider,
    notifications: { path: TEST_NOTIFICATIONS_PATH, hmacKey: testNotificationKey(secret) },
    testBank: provider.bank,
  };
}
