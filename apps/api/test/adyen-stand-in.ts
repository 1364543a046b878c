import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface StandInCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export const ADYEN_ENV = {
  PAYMENT_PROVIDER: 'adyen',
  ADYEN_API_KEY: 'AQE-test-api-key',
  ADYEN_MERCHANT_ACCOUNT: 'FoundryECOM',
  ADYEN_CLIENT_KEY: 'test_FOUNDRYCLIENTKEY',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  ADYEN_ENVIRONMENT: 'TEST',
};

/** Cards the stand-in knows, by the `test_` encrypted number the Drop-in would send. */
export const STAND_IN_AUTHORISED = 'test_4111111145551142';
export const STAND_IN_3DS = 'test_4917610000000000';

let psp = 0;
const nextPsp = () => `PSP${String(++psp).padStart(13, '0')}`;

/**
 * A local HTTP server that answers like Adyen's Checkout API v72 (sessions, paymentMethods,
 * payments, payments/details, payments/{pspReference}/refunds) for the adapter tests. Errors come in Adyen's shape
 * (`{ status, errorCode, message, errorType }`).
 */
export async function startAdyenStandIn(): Promise<{
  url: string;
  calls: StandInCall[];
  close(): Promise<void>;
}> {
  const calls: StandInCall[] = [];
  /** redirectResult → the payment it completes. */
  const redirects = new Map<string, { reference: string; amount: unknown }>();
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const path = request.url ?? '';
      calls.push({ method: request.method ?? '', path, headers: request.headers, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const invalid = (message: string) =>
        answer(422, { status: 422, errorCode: '101', message, errorType: 'validation' });
      if (request.headers['x-api-key'] !== ADYEN_ENV.ADYEN_API_KEY) {
        return answer(401, {
          status: 401,
          errorCode: '000',
          message: 'HTTP Status Response - Unauthorized',
          errorType: 'security',
        });
      }
      if (request.method === 'DELETE' && path.startsWith('/v72/storedPaymentMethods/')) {
        response.writeHead(204);
        response.end();
        return;
      }
      if (path === '/v72/sessions') {
        return answer(201, {
          id: 'CS_STANDIN_1',
          sessionData: 'Ab02b4c0!BQABAgA…',
          amount: body.amount,
          reference: body.reference,
          returnUrl: body.returnUrl,
          merchantAccount: body.merchantAccount,
          expiresAt: '2030-01-01T00:00:00+01:00',
        });
      }
      if (path === '/v72/paymentMethods') {
        return answer(200, {
          paymentMethods: [
            { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
            { type: 'ideal', name: 'iDEAL' },
          ],
        });
      }
      if (path === '/v72/payments') {
        const method = body.paymentMethod as Record<string, unknown>;
        if (
          method.encryptedCardNumber === STAND_IN_AUTHORISED ||
          typeof method.storedPaymentMethodId === 'string'
        ) {
          return answer(200, {
            resultCode: 'Authorised',
            pspReference: nextPsp(),
            merchantReference: body.reference,
            amount: body.amount,
            additionalData: body.storePaymentMethod
              ? {
                  'tokenization.storedPaymentMethodId': 'M5N7TQ4TG5PFWR50',
                  cardSummary: '1142',
                  expiryDate: '3/2030',
                }
              : {},
            paymentMethod: { type: 'scheme', brand: 'visa' },
          });
        }
        if (method.encryptedCardNumber === STAND_IN_3DS) {
          const redirectResult = `X6XtfGC3!${body.reference}`;
          redirects.set(redirectResult, { reference: body.reference as string, amount: body.amount });
          return answer(200, {
            resultCode: 'RedirectShopper',
            action: {
              paymentMethodType: 'scheme',
              url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect?MD=M2RzM',
              method: 'GET',
              type: 'redirect',
            },
          });
        }
        return invalid('Invalid card number');
      }
      const refund = /^\/v72\/payments\/([^/]+)\/refunds$/.exec(path);
      if (refund && request.method === 'POST') {
        // Adyen acknowledges a refund at once (status 'received'); the REFUND webhook confirms it.
        return answer(201, {
          merchantAccount: body.merchantAccount,
          paymentPspReference: refund[1],
          pspReference: nextPsp(),
          reference: body.reference,
          status: 'received',
          amount: body.amount,
        });
      }
      if (path === '/v72/payments/details') {
        const redirectResult = (body.details as Record<string, unknown>)?.redirectResult as string;
        const payment = redirects.get(redirectResult);
        if (!payment) return invalid('Invalid redirect result');
        return answer(200, {
          resultCode: 'Authorised',
          pspReference: nextPsp(),
          merchantReference: payment.reference,
          amount: payment.amount,
        });
      }
      answer(404, { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
