import { describe, expect, it } from 'vitest';
import { isPerRequestPage } from './per-request-pages.ts';

describe('isPerRequestPage', () => {
  it('names the account, checkout, order and payment pages', () => {
    for (const path of [
      '/checkout',
      '/checkout/edit',
      '/my_account',
      '/my_account/orders',
      '/orders/12',
      '/pay/3',
    ]) {
      expect(isPerRequestPage(path), path).toBe(true);
    }
  });

  it('leaves the public pages, and look-alike paths, to the cache', () => {
    for (const path of [
      '/',
      '/fonts',
      '/fonts/inter',
      '/books',
      '/help',
      '/orders-without-vat',
      '/payment-security',
    ]) {
      expect(isPerRequestPage(path), path).toBe(false);
    }
  });
});
