import {
  isPaymentResultCode,
  type PaymentProvider,
  type ProviderPaymentResult,
  type ProviderStoredCard,
} from '../payment-provider.ts';
import type { AdyenConfig } from '../payments-config.ts';
import { createAdyenHttpClient } from './adyen-http-client.ts';
import { type Adyen, loadAdyen } from './load-adyen.ts';

type Checkout = InstanceType<Adyen['CheckoutAPI']>;
type CheckoutPaymentsApi = Checkout['PaymentsApi'];
type PaymentRequestBody = Parameters<CheckoutPaymentsApi['payments']>[0];
type AdyenPaymentAnswer = Awaited<ReturnType<CheckoutPaymentsApi['payments']>>;
type AdyenDetailsAnswer = Awaited<ReturnType<CheckoutPaymentsApi['paymentsDetails']>>;

type SessionRequestBody = Parameters<CheckoutPaymentsApi['sessions']>[0];

const APPLICATION_NAME = 'foundry-shop';

/** Adyen Web's environment for the Drop-in: its test or its (European) live endpoints. */
function dropInEnvironment(config: AdyenConfig): string {
  return config.environment === 'LIVE' ? 'live' : 'test';
}

/**
 * A signed-in shopper's session: the Drop-in lists the cards Adyen keeps under their reference and
 * offers to keep the new one (the shopper ticks it), for later payments they start themselves.
 */
function storedCardsOf(shopperReference: string) {
  return {
    shopperReference,
    storePaymentMethodMode: 'askForConsent',
    recurringProcessingModel: 'CardOnFile',
    shopperInteraction: 'Ecommerce',
  };
}

/** The card Adyen tokenised (needs "Recurring details" in the Customer Area's additional data). */
function storedCardOf(answer: AdyenPaymentAnswer | AdyenDetailsAnswer): ProviderStoredCard | null {
  const data = answer.additionalData ?? {};
  const id = data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'];
  if (!id) return null;
  const [month, year] = (data.expiryDate ?? '').split('/').map(Number);
  return {
    storedPaymentMethodId: id,
    brand: answer.paymentMethod?.brand ?? data.paymentMethod ?? 'card',
    lastFour: data.cardSummary ?? '',
    expiryMonth: Number.isInteger(month) ? (month as number) : 0,
    expiryYear: Number.isInteger(year) ? (year as number) : 0,
  };
}

function resultOf(answer: AdyenPaymentAnswer | AdyenDetailsAnswer): ProviderPaymentResult {
  const raw = JSON.parse(JSON.stringify(answer)) as Record<string, unknown>;
  const resultCode = isPaymentResultCode(answer.resultCode) ? answer.resultCode : 'Error';
  return {
    resultCode,
    reference: answer.merchantReference ?? null,
    pspReference: answer.pspReference ?? null,
    action: 'action' in answer && answer.action ? (raw.action as Record<string, unknown>) : null,
    refusalReason: answer.refusalReason ?? null,
    amount:
      answer.amount && typeof answer.amount.value === 'number'
        ? { amount: answer.amount.value, currency: answer.amount.currency }
        : null,
    storedCard: resultCode === 'Authorised' ? storedCardOf(answer) : null,
    raw,
  };
}

/** A 422 is Adyen refusing the request's data (an invalid card number …): a result, not an outage. */
function validationRefusal(adyen: Adyen, error: unknown): ProviderPaymentResult | null {
  if (!(error instanceof adyen.HttpClientException) || error.statusCode !== 422) return null;
  let message = 'The payment details were not accepted.';
  try {
    const body = JSON.parse(error.responseBody ?? '{}') as { message?: string };
    if (body.message) message = body.message;
  } catch {
    // Keep the generic sentence.
  }
  return {
    resultCode: 'Error',
    reference: null,
    pspReference: null,
    action: null,
    refusalReason: message,
    amount: null,
    storedCard: null,
    raw: { status: 422, message },
  };
}

/**
 * Adyen's Checkout API through @adyen/api-library: sessions and payment methods for the Drop-in,
 * /payments (with 3-D Secure by redirect, stored cards by `storedPaymentMethodId`),
 * /payments/details for the shopper's return and /payments/{pspReference}/refunds. Webhooks are checked in `adyen-notifications.ts`.
 */
export function createAdyenPaymentProvider(config: AdyenConfig): PaymentProvider {
  // The library and its client on the first call (load-adyen.ts).
  let connected: Promise<{ adyen: Adyen; checkout: Checkout; payments: CheckoutPaymentsApi }> | null = null;
  const connect = () => {
    connected ??= loadAdyen().then((adyen) => {
      const client = new adyen.Client(
        {
          apiKey: config.apiKey,
          environment: config.environment as never,
          applicationName: APPLICATION_NAME,
          ...(config.liveUrlPrefix ? { liveEndpointUrlPrefix: config.liveUrlPrefix } : {}),
        },
        createAdyenHttpClient(adyen, { endpoint: config.endpoint }),
      );
      const checkout = new adyen.CheckoutAPI(client);
      return { adyen, checkout, payments: checkout.PaymentsApi };
    });
    return connected;
  };

  return {
    name: 'adyen',
    clientKey: config.clientKey,
    environment: dropInEnvironment(config),

    async createSession(request) {
      const { payments } = await connect();
      const amount = { value: request.amount.amount, currency: request.amount.currency };
      const [session, methods] = await Promise.all([
        payments.sessions({
          amount,
          merchantAccount: config.merchantAccount,
          reference: request.reference,
          returnUrl: request.returnUrl,
          channel: 'Web',
          shopperLocale: request.shopperLocale,
          ...(request.countryCode ? { countryCode: request.countryCode } : {}),
          ...(request.shopperEmail ? { shopperEmail: request.shopperEmail } : {}),
          ...(request.shopperReference ? storedCardsOf(request.shopperReference) : {}),
        } as unknown as SessionRequestBody),
        payments.paymentMethods({
          amount,
          merchantAccount: config.merchantAccount,
          ...(request.countryCode ? { countryCode: request.countryCode } : {}),
        }),
      ]);
      return {
        id: session.id,
        sessionData: session.sessionData ?? null,
        paymentMethods: (methods.paymentMethods ?? []).map((method) => ({
          type: method.type ?? 'scheme',
          name: method.name ?? method.type ?? 'Card',
        })),
      };
    },

    async makePayment(request) {
      const paymentMethod = request.storedPaymentMethodId
        ? { ...request.method, storedPaymentMethodId: request.storedPaymentMethodId }
        : request.method;
      const body = {
        amount: { value: request.amount.amount, currency: request.amount.currency },
        merchantAccount: config.merchantAccount,
        reference: request.reference,
        returnUrl: request.returnUrl,
        paymentMethod,
        channel: 'Web',
        ...(request.browserInfo ? { browserInfo: request.browserInfo } : {}),
        ...(request.origin ? { origin: request.origin } : {}),
        ...(request.shopperReference ? { shopperReference: request.shopperReference } : {}),
        ...(request.shopperEmail ? { shopperEmail: request.shopperEmail } : {}),
        ...(request.countryCode ? { countryCode: request.countryCode } : {}),
        ...(request.storePaymentMethod ? { storePaymentMethod: true } : {}),
        ...(request.storePaymentMethod || request.storedPaymentMethodId
          ? {
              recurringProcessingModel: 'CardOnFile',
              shopperInteraction: request.storedPaymentMethodId ? 'ContAuth' : 'Ecommerce',
            }
          : {}),
      } as unknown as PaymentRequestBody;
      const { adyen, payments } = await connect();
      try {
        return resultOf(await payments.payments(body, { idempotencyKey: request.idempotencyKey }));
      } catch (error) {
        const refusal = validationRefusal(adyen, error);
        if (refusal) return { ...refusal, reference: request.reference };
        throw error;
      }
    },

    async refundPayment(request) {
      const { checkout } = await connect();
      const answer = await checkout.ModificationsApi.refundCapturedPayment(
        request.pspReference,
        {
          amount: { value: request.amount.amount, currency: request.amount.currency },
          merchantAccount: config.merchantAccount,
          reference: request.reference,
        },
        { idempotencyKey: request.reference },
      );
      return { pspReference: answer.pspReference ?? null, status: String(answer.status ?? 'received') };
    },

    async removeStoredCard({ storedPaymentMethodId, shopperReference }) {
      const { adyen, checkout } = await connect();
      try {
        await checkout.RecurringApi.deleteTokenForStoredPaymentDetails(
          storedPaymentMethodId,
          shopperReference,
          config.merchantAccount,
        );
      } catch (error) {
        // Already gone at Adyen: forgetting it here too is what the shopper asked for.
        const gone = error instanceof adyen.HttpClientException && [404, 422].includes(error.statusCode);
        if (!gone) throw error;
      }
    },

    async submitDetails(details) {
      const { adyen, payments } = await connect();
      try {
        return resultOf(await payments.paymentsDetails({ details } as never));
      } catch (error) {
        const refusal = validationRefusal(adyen, error);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}
