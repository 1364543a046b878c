import type { PaymentProvider, PaymentResultCode } from '../../integrations/payments/payment-provider.ts';
import type { Logger } from '../../logger.ts';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { StoredCardRepository, StoredCardRow } from '../../repositories/stored-card-repository.ts';
import type { OrderClubPoints } from '../club/order-club-points.ts';
import type { WebfontsBills } from '../webfonts/settle-webfonts-bill.ts';
import type { PaymentMailDeps } from './send-payment-mail.ts';

/** What the payment use-cases need; the schema builds it from the request's context. */
export interface PaymentDeps {
  payments: PaymentRepository;
  storedCards: StoredCardRepository;
  /** Credits a paid order's club points. */
  clubPoints: OrderClubPoints;
  /** Lifts the pause of a project whose bill was paid. */
  webfontsBills: WebfontsBills;
  provider: PaymentProvider;
  logger: Logger;
  viewer: SessionUser | null;
  /** Where a shopper may be sent back to after a redirect. */
  allowedOrigins: readonly string[];
  publicUrl: string;
  /** Sends the order confirmation, refusal and bank-transfer mails (sendPaymentMail). */
  paymentMails: PaymentMailDeps;
}

/** The answer of makePayment, verifyPayment and addStoredCard (GraphQL PaymentResult). */
export interface PaymentOutcome {
  resultCode: PaymentResultCode;
  action: Record<string, unknown> | null;
  refusalReason: string | null;
  /** The order the attempt paid, for PaymentResult.order. */
  orderId: number | null;
  /** The card an addStoredCard attempt stored. */
  storedCard: StoredCardRow | null;
}

/** The customer's stable reference at the provider (stored cards are kept under it). */
export function shopperReferenceOf(userId: number): string {
  return `user-${userId}`;
}
