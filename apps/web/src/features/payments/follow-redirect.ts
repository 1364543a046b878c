import type { PaymentOutcome } from './payment-outcome.ts';

/** Sends the browser to the bank page (3-D Secure) as the action says: a plain visit, or a posted form. */
export function followRedirect(outcome: Extract<PaymentOutcome, { kind: 'redirect' }>) {
  if (outcome.method === 'GET') return window.location.assign(outcome.url);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = outcome.url;
  for (const [name, value] of Object.entries(outcome.data)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
