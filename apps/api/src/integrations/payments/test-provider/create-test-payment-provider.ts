import { randomBytes } from 'node:crypto';
import type { Money } from '@foundry/domain/money/money';
import type {
  PaymentProvider,
  PaymentRequest,
  PaymentResultCode,
  ProviderPaymentResult,
  ProviderStoredCard,
} from '../payment-provider.ts';
import type { TokenSigner } from './signed-token.ts';
import {
  decideCardPayment,
  enteredCardOf,
  findTestCard,
  TEST_3DS_PASSWORD,
  TEST_CARD_EXPIRY,
  TEST_CARDS,
  type TestCard,
} from './test-cards.ts';

/** The path of the test bank's 3-D Secure page on the API (see `test-bank-route.ts`). */
export const TEST_BANK_PATH = '/payments/test-provider/redirect';

const TOKEN = { bank: 'test-bank', result: 'test-redirect-result', card: 'test-stored-card' } as const;

/** What the test bank page shows and where it sends the shopper back to. */
export interface TestBankVisit {
  reference: string;
  amount: Money;
  returnUrl: string;
}

/** The test bank of the built-in provider, used by the HTTP route that serves its page. */
export interface TestBank {
  /** The visit a bank-page link stands for, or null for a forged or expired link. */
  readVisit(data: string): TestBankVisit | null;
  /**
   * The URL the shopper returns to after answering the bank (`returnUrl` with a signed
   * `redirectResult`), or null for a forged or expired link.
   */
  answer(data: string, answer: { password: string | null; cancelled: boolean }): string | null;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly bank: TestBank;
}

interface BankPayload {
  reference: string;
  psp: string;
  amount: number;
  currency: string;
  returnUrl: string;
  /** The card to store once the shopper passes 3-D Secure (addStoredCard), as TEST_CARDS index. */
  storeCard: number | null;
}

interface ResultPayload {
  reference: string;
  psp: string;
  amount: number;
  currency: string;
  resultCode: PaymentResultCode;
  refusalReason: string | null;
  storeCard: number | null;
}

function pspReference(): string {
  return `TEST${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * The default payment provider: behaves like Adyen's test platform for its documented test cards
 * (see docs/payments.md) without leaving the machine. 3-D Secure cards go through a small bank page
 * served by the API; redirect results, bank links and stored-card ids are signed, so a shopper can
 * neither forge a result nor pay with someone else's stored card id from another signature.
 */
export function createTestPaymentProvider(options: {
  signer: TokenSigner;
  apiUrl: string;
}): TestPaymentProvider {
  const { signer, apiUrl } = options;
  /** Refunds made, by our reference (idempotency, as a provider keeps it). */
  const refunds = new Map<string, { pspReference: string; status: string }>();

  const storedCardId = (index: number, psp: string) => {
    const body = `${TOKEN.card}-${index}-${psp}`;
    return `${body}-${signer.digest(body)}`;
  };
  /** The TEST_CARDS index a stored-card id stands for, or -1 for a forged one. */
  const cardIndexOf = (id: string): number => {
    const match = /^test-stored-card-(\d+)-(TEST[0-9A-F]+)-[A-Za-z0-9_-]+$/.exec(id);
    if (!match || storedCardId(Number(match[1]), match[2] as string) !== id) return -1;
    return Number(match[1]);
  };
  // One id per authorisation (its psp reference), so replaying the same result stores nothing new.
  const storedCardOf = (index: number, psp: string): ProviderStoredCard | null => {
    const card = TEST_CARDS[index];
    if (!card) return null;
    return {
      storedPaymentMethodId: storedCardId(index, psp),
      brand: card.brand,
      lastFour: card.number.slice(-4),
      expiryMonth: TEST_CARD_EXPIRY.month,
      expiryYear: TEST_CARD_EXPIRY.year,
    };
  };

  const result = (
    request: { reference: string | null; amount: Money | null },
    fields: Partial<ProviderPaymentResult> & { resultCode: PaymentResultCode; pspReference: string | null },
  ): ProviderPaymentResult => {
    const answer: ProviderPaymentResult = {
      reference: request.reference,
      action: null,
      refusalReason: null,
      amount: request.amount,
      storedCard: null,
      raw: {},
      ...fields,
    };
    answer.raw = {
      resultCode: answer.resultCode,
      pspReference: answer.pspReference,
      merchantReference: answer.reference,
      ...(answer.refusalReason ? { refusalReason: answer.refusalReason } : {}),
      ...(answer.action ? { action: answer.action } : {}),
    };
    return answer;
  };

  const payWithCard = (request: PaymentRequest, card: TestCard | null, cardIndex: number) => {
    const psp = pspReference();
    const entered = enteredCardOf(request.method);
    const decision = decideCardPayment(
      card,
      request.storedPaymentMethodId ? { ...entered, number: null } : entered,
    );
    if (decision.kind === 'challenge') {
      const payload: BankPayload = {
        reference: request.reference,
        psp,
        amount: request.amount.amount,
        currency: request.amount.currency,
        returnUrl: request.returnUrl,
        storeCard: request.storePaymentMethod ? cardIndex : null,
      };
      const url = new URL(`${apiUrl}${TEST_BANK_PATH}`);
      url.searchParams.set('data', signer.sign(TOKEN.bank, { ...payload }));
      return result(request, {
        resultCode: 'RedirectShopper',
        pspReference: psp,
        action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme', url: url.toString() },
      });
    }
    return result(request, {
      resultCode: decision.resultCode,
      pspReference: psp,
      refusalReason: decision.refusalReason,
      storedCard:
        decision.resultCode === 'Authorised' && request.storePaymentMethod
          ? storedCardOf(cardIndex, psp)
          : null,
    });
  };

  const bankPayload = (data: string): BankPayload | null => {
    const payload = signer.verify(TOKEN.bank, data);
    if (!payload || typeof payload.reference !== 'string' || typeof payload.returnUrl !== 'string')
      return null;
    return payload as unknown as BankPayload;
  };

  return {
    name: 'test',
    clientKey: null,
    environment: null,

    async createSession() {
      return {
        id: `test_session_${randomBytes(12).toString('hex')}`,
        sessionData: null,
        paymentMethods: [
          { type: 'scheme', name: 'Credit card' },
          { type: 'banktransfer', name: 'Bank transfer' },
        ],
      };
    },

    async makePayment(request) {
      const type = typeof request.method.type === 'string' ? request.method.type.toLowerCase() : '';
      if (type === 'banktransfer' || type === 'banktransfer_iban') {
        const psp = pspReference();
        return result(request, {
          resultCode: 'Received',
          pspReference: psp,
          action: {
            type: 'bankTransfer',
            paymentMethodType: 'bankTransfer_IBAN',
            beneficiary: 'Foundry test account',
            iban: 'NL13TEST0123456789',
            bic: 'TESTNL2A',
            reference: psp,
            totalAmount: { value: request.amount.amount, currency: request.amount.currency },
          },
        });
      }
      if (request.storedPaymentMethodId) {
        const index = cardIndexOf(request.storedPaymentMethodId);
        const card = TEST_CARDS[index] ?? null;
        if (!card) {
          return result(request, {
            resultCode: 'Refused',
            pspReference: pspReference(),
            refusalReason: 'Invalid stored payment method',
          });
        }
        return payWithCard(request, card, index);
      }
      if (type !== 'scheme') {
        return result(request, {
          resultCode: 'Refused',
          pspReference: pspReference(),
          refusalReason: 'Payment method not supported',
        });
      }
      const card = findTestCard(enteredCardOf(request.method).number);
      return payWithCard(request, card, card ? TEST_CARDS.indexOf(card) : -1);
    },

    async submitDetails(details) {
      const redirectResult = typeof details.redirectResult === 'string' ? details.redirectResult : '';
      const payload = signer.verify(TOKEN.result, redirectResult) as ResultPayload | null;
      if (!payload || typeof payload.reference !== 'string') {
        return result(
          { reference: null, amount: null },
          { resultCode: 'Error', pspReference: null, refusalReason: 'Unknown or forged redirect result' },
        );
      }
      return result(
        { reference: payload.reference, amount: { amount: payload.amount, currency: payload.currency } },
        {
          resultCode: payload.resultCode,
          pspReference: payload.psp,
          refusalReason: payload.refusalReason,
          storedCard:
            payload.resultCode === 'Authorised' && payload.storeCard !== null
              ? storedCardOf(payload.storeCard, payload.psp)
              : null,
        },
      );
    },

    async refundPayment(request) {
      // Recorded here as the provider's books would be: the same reference refunds once.
      const known = refunds.get(request.reference);
      if (known) return known;
      const refund = { pspReference: pspReference(), status: 'received' };
      refunds.set(request.reference, refund);
      return refund;
    },

    async removeStoredCard() {
      // The test provider keeps nothing: a stored-card id is self-contained and signed.
    },

    bank: {
      readVisit(data) {
        const payload = bankPayload(data);
        if (!payload) return null;
        return {
          reference: payload.reference,
          amount: { amount: payload.amount, currency: payload.currency },
          returnUrl: payload.returnUrl,
        };
      },
      answer(data, { password, cancelled }) {
        const payload = bankPayload(data);
        if (!payload) return null;
        let outcome: Pick<ResultPayload, 'resultCode' | 'refusalReason'>;
        if (cancelled) outcome = { resultCode: 'Cancelled', refusalReason: 'Cancelled' };
        else if (password === TEST_3DS_PASSWORD) outcome = { resultCode: 'Authorised', refusalReason: null };
        else outcome = { resultCode: 'Refused', refusalReason: '3D Not Authenticated' };
        const resultPayload: ResultPayload = {
          reference: payload.reference,
          psp: payload.psp,
          amount: payload.amount,
          currency: payload.currency,
          storeCard: payload.storeCard,
          ...outcome,
        };
        const url = new URL(payload.returnUrl);
        url.searchParams.set('redirectResult', signer.sign(TOKEN.result, { ...resultPayload }));
        return url.toString();
      },
    },
  };
}
