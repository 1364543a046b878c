import type { Plugin } from 'graphql-yoga';
import type { TestBank } from '../integrations/payments/test-provider/create-test-payment-provider.ts';
import { TEST_BANK_PATH } from '../integrations/payments/test-provider/create-test-payment-provider.ts';
import { BodyTooLargeError, readCappedText } from './read-capped-body.ts';

/** The bank's form holds a signed token and a password: far less than this. */
export const MAX_FORM_BYTES = 16_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function formatAmount(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

function page(
  data: string,
  visit: { reference: string; amount: { amount: number; currency: string } },
): string {
  const value = escapeHtml(data);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test bank – 3-D Secure</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;margin:.5rem 0}button{padding:.5rem 1rem}</style>
</head><body>
<h1>Test bank</h1>
<p>Confirm the payment of <strong>${escapeHtml(formatAmount(visit.amount.amount, visit.amount.currency))}</strong>.</p>
<p>This is the built-in test provider's 3-D Secure page: the password is <code>password</code>; any other password fails the check.</p>
<form method="post" action="${TEST_BANK_PATH}">
<input type="hidden" name="data" value="${value}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="off" autofocus>
<button type="submit" name="answer" value="submit">Confirm</button>
<button type="submit" name="answer" value="cancel">Cancel payment</button>
</form>
</body></html>`;
}

/**
 * The built-in test provider's bank (`GET/POST /payments/test-provider/redirect`): 3-D Secure cards
 * are sent here; the form's answer sends the shopper back to the shop's returnUrl with a signed
 * `redirectResult` for verifyPayment. Links are signed, so the page can't be used as an open redirect.
 */
export function useTestBankRoute({ bank }: { bank: TestBank }): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== TEST_BANK_PATH) return;
      const headers = { 'cache-control': 'no-store', 'x-frame-options': 'DENY' };
      const notFound = () =>
        endResponse(
          new fetchAPI.Response('This payment link is not valid (any more).', {
            status: 404,
            headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
          }),
        );
      if (request.method === 'GET') {
        const data = url.searchParams.get('data') ?? '';
        const visit = bank.readVisit(data);
        if (!visit) return notFound();
        endResponse(
          new fetchAPI.Response(page(data, visit), {
            status: 200,
            headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
          }),
        );
        return;
      }
      if (request.method === 'POST') {
        let text: string;
        try {
          text = await readCappedText(request, MAX_FORM_BYTES);
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) throw error;
          endResponse(
            new fetchAPI.Response('The form is too large.', {
              status: 413,
              headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
            }),
          );
          return;
        }
        const form = new URLSearchParams(text);
        const next = bank.answer(form.get('data') ?? '', {
          password: form.get('password'),
          cancelled: form.get('answer') === 'cancel',
        });
        if (!next) return notFound();
        endResponse(new fetchAPI.Response(null, { status: 303, headers: { ...headers, location: next } }));
        return;
      }
      endResponse(new fetchAPI.Response(null, { status: 405, headers: { ...headers, allow: 'GET, POST' } }));
    },
  };
}
