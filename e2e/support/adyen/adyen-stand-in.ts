import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { hmacOf } from '../../../apps/api/test/adyen-notification.ts';

/** The Adyen account the stand-in plays (test values, not secrets). */
export const ADYEN_ACCOUNT = {
  ADYEN_API_KEY: 'AQE-e2e-api-key',
  ADYEN_MERCHANT_ACCOUNT: 'FoundryECOM',
  ADYEN_CLIENT_KEY: 'test_FOUNDRYE2ECLIENTKEY',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  ADYEN_ENVIRONMENT: 'TEST',
};

/** Adyen's test cards that authorise (docs.adyen.com › Test card numbers). */
const AUTHORISED_CARDS = ['4111111145551142', '4111111111111111', '5555341244441115', '370000000000002'];

const SECURED_FIELD_PAGE = readFileSync(new URL('./secured-field-stand-in.html', import.meta.url), 'utf8');
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26"><rect width="40" height="26" rx="3" fill="#ddd"/></svg>';

// The hosts Adyen Web talks to with environment 'test'.
const SHOPPER_HOST = 'https://checkoutshopper-test.adyen.com/checkoutshopper/';
const CDN_HOST = 'https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/';
const ANALYTICS_HOST = 'https://checkoutanalytics-test.adyen.com/checkoutanalytics/';

interface StandInSession {
  id: string;
  sessionData: string;
  reference: string;
  amount: { value: number; currency: string };
  countryCode: string | undefined;
  shopperLocale: string | undefined;
  returnUrl: string;
}

/** What one payment of the Drop-in sent to Adyen, and what became of it. */
export interface DropInPayment {
  sessionId: string;
  paymentMethod: Record<string, unknown>;
  resultCode: string;
  /** The API's answer to the webhook the stand-in sent for it. */
  webhookAnswer: Promise<string>;
}

/** Adyen's answer to the browser's CORS preflight of a JSON request. */
const PREFLIGHT = {
  status: 204,
  headers: {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET',
    'access-control-allow-headers': 'content-type',
  },
};

const json = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  headers: { 'access-control-allow-origin': '*' },
  body: JSON.stringify(body),
});

/**
 * Adyen, played locally for the Drop-in journey: the Checkout API the shop's API calls
 * (`/v72/sessions`, `/v72/paymentMethods`, at ADYEN_ENDPOINT), the hosts the browser's Drop-in calls
 * (answered through Playwright routes: `/v1/sessions/{id}/setup` and `/payments` as Adyen documents
 * them, analytics, logos, and the secured card fields, see secured-field-stand-in.html), and the
 * standard webhook Adyen sends the shop after a payment (signed with the HMAC key).
 */
export async function startAdyenStandIn(options: { notificationsUrl: string }) {
  const sessions = new Map<string, StandInSession>();
  const payments: DropInPayment[] = [];
  /** Requests to Adyen hosts that no route answers: the journey expects none. */
  const unexpected: string[] = [];
  let count = 0;

  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const answer = (status: number, payload: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (request.headers['x-api-key'] !== ADYEN_ACCOUNT.ADYEN_API_KEY) {
      return answer(401, { status: 401, errorCode: '000', message: 'Unauthorized', errorType: 'security' });
    }
    if (request.url === '/v72/sessions') {
      count += 1;
      const session: StandInSession = {
        id: `CSE2E${String(count).padStart(12, '0')}`,
        sessionData: `Ab02b4c0!${randomBytes(24).toString('base64')}`,
        reference: body.reference as string,
        amount: body.amount as StandInSession['amount'],
        countryCode: body.countryCode as string | undefined,
        shopperLocale: body.shopperLocale as string | undefined,
        returnUrl: body.returnUrl as string,
      };
      sessions.set(session.id, session);
      return answer(201, {
        ...body,
        id: session.id,
        sessionData: session.sessionData,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
    }
    if (request.url === '/v72/paymentMethods') {
      return answer(200, {
        paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }],
      });
    }
    unexpected.push(`${request.method} ${request.url} (Checkout API)`);
    answer(404, { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  /** Adyen's standard webhook for a payment of a session, as Adyen sends it shortly after. */
  async function sendWebhook(session: StandInSession, success: boolean): Promise<string> {
    const item: Record<string, unknown> = {
      amount: session.amount,
      eventCode: 'AUTHORISATION',
      eventDate: new Date().toISOString(),
      merchantAccountCode: ADYEN_ACCOUNT.ADYEN_MERCHANT_ACCOUNT,
      merchantReference: session.reference,
      paymentMethod: 'visa',
      pspReference: `PSPE2E${randomBytes(5).toString('hex').toUpperCase()}`,
      success: String(success),
      ...(success ? {} : { reason: 'Refused' }),
    };
    item.additionalData = { hmacSignature: hmacOf(item, ADYEN_ACCOUNT.ADYEN_HMAC_KEY) };
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await fetch(options.notificationsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
    });
    return `${response.status} ${await response.text()}`;
  }

  function sessionOf(route: Route): StandInSession | undefined {
    const id = /\/sessions\/([^/]+)\//.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
    return sessions.get(id);
  }

  async function answerShopper(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.slice('/checkoutshopper/'.length);
    if (request.method() === 'OPTIONS') return route.fulfill(PREFLIGHT);
    if (path.startsWith('securedfields/')) {
      return route.fulfill({ status: 200, contentType: 'text/html', body: SECURED_FIELD_PAGE });
    }
    if (path.startsWith('assets/html/')) {
      // The risk module's device-fingerprint frame: an empty page is all the Drop-in waits for.
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>dfp</title>',
      });
    }
    const session = sessionOf(route);
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    if (/^v1\/sessions\/[^/]+\/setup$/.test(path)) {
      if (!session || body.sessionData !== session.sessionData) {
        return route.fulfill(json({ status: 422, errorCode: '14_012', message: 'Invalid session' }, 422));
      }
      return route.fulfill(
        json({
          id: session.id,
          sessionData: session.sessionData,
          amount: session.amount,
          countryCode: session.countryCode,
          shopperLocale: session.shopperLocale,
          returnUrl: session.returnUrl,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          configuration: { enableStoreDetails: false },
          paymentMethods: {
            paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }],
            storedPaymentMethods: [],
          },
        }),
      );
    }
    if (/^v1\/sessions\/[^/]+\/payments$/.test(path)) {
      if (!session || body.sessionData !== session.sessionData) {
        return route.fulfill(json({ status: 422, errorCode: '14_012', message: 'Invalid session' }, 422));
      }
      const paymentMethod = (body.paymentMethod ?? {}) as Record<string, unknown>;
      const number = String(paymentMethod.encryptedCardNumber ?? '').replace(/^test_/, '');
      const authorised =
        AUTHORISED_CARDS.includes(number) &&
        paymentMethod.encryptedExpiryMonth === 'test_03' &&
        paymentMethod.encryptedExpiryYear === 'test_2030' &&
        /^test_7373?$/.test(String(paymentMethod.encryptedSecurityCode));
      const resultCode = authorised ? 'Authorised' : 'Refused';
      payments.push({
        sessionId: session.id,
        paymentMethod,
        resultCode,
        webhookAnswer: sendWebhook(session, authorised),
      });
      return route.fulfill(
        json({
          resultCode,
          sessionData: session.sessionData,
          sessionResult: `X3XtfGC9!${randomBytes(8).toString('hex')}`,
        }),
      );
    }
    unexpected.push(`${request.method()} ${request.url()}`);
    return route.fulfill(json({ status: 404, errorCode: '000', message: 'Not found' }, 404));
  }

  return {
    /** ADYEN_ENDPOINT for the shop's API. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    payments,
    unexpected,
    /** Answers every request the page's Drop-in makes to Adyen's hosts. */
    async routeDropIn(page: Page) {
      // Any other Adyen host is a request this stand-in does not know (registered first: Playwright
      // tries the routes registered last first).
      await page.route(/^https:\/\/[^/]*\.adyen\.com\//, (route) => {
        unexpected.push(route.request().url());
        return route.fulfill({ status: 404, body: '' });
      });
      await page.route(`${SHOPPER_HOST}**`, answerShopper);
      await page.route(`${CDN_HOST}**`, (route) => {
        if (route.request().url().includes('/images/'))
          return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: LOGO });
        unexpected.push(route.request().url());
        return route.fulfill({ status: 404, body: '' });
      });
      await page.route(`${ANALYTICS_HOST}**`, (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill(PREFLIGHT)
          : route.fulfill(json({ checkoutAttemptId: `e2e-attempt-${randomBytes(6).toString('hex')}` })),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
